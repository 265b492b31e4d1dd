/**
 * The ToS;DR training data, shared by `npm run train:analyzer` and the red-flag cross-validation
 * (scripts/cv-red-flags.ts), so that both train on exactly the same examples.
 */
import { readFileSync } from 'node:fs';
import type { TrainingExample } from '../src/analyzer/model/train-linear-model';
import { HANDWRITTEN_RED_FLAG_EXAMPLES } from '../src/analyzer/training/handwritten-red-flag-examples';
import { mapCaseToRedFlags } from '../src/analyzer/training/tosdr-labels';

export type ToSDRPoint = {
  service: string;
  case_title: string;
  classification: string;
  quote: string;
  document: string;
};

export const DEFAULT_TOSDR_DIRECTORY = new URL('../../shared/data/tosdr', import.meta.url).pathname;

export function readToSDRPoints(directory: string): ToSDRPoint[] {
  const path = `${directory}/points-sample.jsonl`;
  try {
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => JSON.parse(line) as ToSDRPoint);
  } catch (error) {
    console.error(`Cannot read the ToS;DR points at ${path}: ${String(error)}`);
    process.exit(1);
  }
}

/** The red-flag model's examples: the points' case titles mapped to flags, and our own sentences. */
export function redFlagTrainingExamples(points: readonly ToSDRPoint[]): TrainingExample[] {
  return [
    ...points.map((point) => ({
      text: point.quote,
      labels: mapCaseToRedFlags(point.case_title, point.classification),
    })),
    ...HANDWRITTEN_RED_FLAG_EXAMPLES,
  ];
}
