import { readFileSync } from 'node:fs';
import { deserializeLinearModel } from './linear-model';
import type { PackedLinearModel, SerializedLinearModel } from './linear-model';

/** The committed weights file written by `npm run train:analyzer`. */
export type WeightsFile = {
  version: number;
  featureBits: number;
  trainedAt: string;
  trainingExamples: number;
  categoryModel: SerializedLinearModel;
  redFlagModel: SerializedLinearModel;
};

export type AnalyzerModels = { categories: PackedLinearModel; redFlags: PackedLinearModel; loadMs: number };

export const WEIGHTS_URL = new URL('./weights.json', import.meta.url);

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
    throw new Error(`The analyzer weights (${WEIGHTS_URL.pathname}) could not be read; run "npm run train:analyzer". ${String(error)}`);
  }
  return {
    categories: deserializeLinearModel(file.categoryModel),
    redFlags: deserializeLinearModel(file.redFlagModel),
    loadMs: performance.now() - started,
  };
}
