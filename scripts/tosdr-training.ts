/**
 * The ToS;DR training data, shared by `npm run train:analyzer` and the red-flag cross-validation
 * (scripts/cv-red-flags.ts), so that both train on exactly the same examples.
 */
import type { TrainingExample } from '../src/analyzer/model/train-linear-model';
import { HANDWRITTEN_RED_FLAG_EXAMPLES } from '../src/analyzer/training/handwritten-red-flag-examples';
import { mapCaseToRedFlags } from '../src/analyzer/training/tosdr-labels';
import { readJsonLines } from './read-json-lines';

export type ToSDRPoint = {
  service: string;
  case_title: string;
  classification: string;
  quote: string;
  document: string;
};

export const DEFAULT_TOSDR_DIRECTORY = new URL('../../shared/data/tosdr', import.meta.url).pathname;

export function readToSDRPoints(directory: string): ToSDRPoint[] {
  return readJsonLines<ToSDRPoint>(`${directory}/points-sample.jsonl`);
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
