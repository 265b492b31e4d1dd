import { readFileSync } from 'node:fs';
import { extractFeatures } from './features';
import { deserializeLinearModels } from './linear-model';
import type { PackedLinearModel, SerializedLinearModel } from './linear-model';

/** The committed weights file written by `npm run train:analyzer`. */
export type WeightsFile = {
  version: number;
  featureBits: number;
  trainedAt: string;
  trainingExamples: number;
  /** Feature buckets of FEATURE_CHECK_TEXT at training time: a changed tokenizer must fail loudly. */
  featureCheck: number[];
  categoryModel: SerializedLinearModel;
  redFlagModel: SerializedLinearModel;
};

export type AnalyzerModels = { categories: PackedLinearModel; redFlags: PackedLinearModel; loadMs: number };

export const WEIGHTS_URL = new URL('./weights.json', import.meta.url);

/** A sentence exercising stems, bigrams, numbers and negation scope. */
export const FEATURE_CHECK_TEXT = "We don't sell the 30 cookies we're sharing; users' choices matter.";

export function featureCheck(): number[] {
  return [...extractFeatures(FEATURE_CHECK_TEXT)].sort((left, right) => left - right);
}

let cached: AnalyzerModels | undefined;

/**
 * Loads the weights once per process: parsing and densifying takes tens of milliseconds, which
 * must not be paid per analysis.
 */
export function loadModels(): AnalyzerModels {
  cached ??= readModelsFromDisk();
  return cached;
}

/** Reads and densifies the weights without the cache (the benchmark measures this). */
export function readModelsFromDisk(): AnalyzerModels {
  const started = performance.now();
  let file: WeightsFile;
  try {
    file = JSON.parse(readFileSync(WEIGHTS_URL, 'utf8')) as WeightsFile;
  } catch (error) {
    throw new Error(
      `The analyzer weights (${WEIGHTS_URL.pathname}) could not be read; run "npm run train:analyzer". ${String(error)}`,
    );
  }
  if (JSON.stringify(file.featureCheck) !== JSON.stringify(featureCheck())) {
    // Weights trained with other features would score silently wrong; better to stop.
    throw new Error(
      'The analyzer weights were trained with different features; run "npm run train:analyzer".',
    );
  }
  const [categories, redFlags] = deserializeLinearModels([file.categoryModel, file.redFlagModel]);
  if (!categories || !redFlags) throw new Error('The analyzer weights file is missing a model.');
  return { categories, redFlags, loadMs: performance.now() - started };
}
