import { describe, expect, it } from 'vitest';
import { FEATURE_DIMENSION } from './features';
import { deserializeLinearModels, featureScale, scoreLabel, sigmoid } from './linear-model';
import type { SerializedLinearModel } from './linear-model';

/** Two small models; label weights as {bucket: units}, written as the file writes them (gaps). */
function serialized(labels: Array<Record<number, number>>): SerializedLinearModel {
  const gaps: number[][] = [];
  const values: number[][] = [];
  for (const weights of labels) {
    const buckets = Object.keys(weights)
      .map(Number)
      .sort((left, right) => left - right);
    gaps.push(buckets.map((bucket, index) => bucket - (buckets[index - 1] ?? 0)));
    values.push(buckets.map((bucket) => weights[bucket] ?? 0));
  }
  return { labels: labels.map((_, index) => `label-${index}`), step: 0.01, gaps, values };
}

const CATEGORIES = serialized([
  { 0: -150, 7: 40, 99_000: 25 },
  { 0: 30, 7: -12, 1_000: 80 },
]);
const FLAGS = serialized([{ 0: -200, 1_000: 90, [FEATURE_DIMENSION - 1]: 55 }]);

/** The score from the weights as written, without the packed layout. */
function expected(model: SerializedLinearModel, label: number, features: Int32Array): number {
  let bucket = 0;
  const weights = new Map<number, number>();
  (model.gaps[label] ?? []).forEach((gap, position) => {
    bucket += gap;
    weights.set(bucket, model.values[label]?.[position] ?? 0);
  });
  const scale = featureScale(features);
  let sum = 0;
  for (const feature of features) sum += (weights.get(feature) ?? 0) * (feature === 0 ? 1 : scale);
  return sigmoid(sum * model.step);
}

describe('deserializeLinearModels', () => {
  it('scores every label as its written weights say, with rows only for the buckets some label weighs', () => {
    const [categories, flags] = deserializeLinearModels([CATEGORIES, FLAGS]);
    if (!categories || !flags) throw new Error('two models expected');
    const features = new Int32Array([0, 7, 1_000, 5, 99_000, FEATURE_DIMENSION - 1]);
    for (const label of [0, 1])
      expect(scoreLabel(categories, features, label)).toBe(expected(CATEGORIES, label, features));
    expect(scoreLabel(flags, features, 0)).toBe(expected(FLAGS, 0, features));
    // Buckets 0, 7, 1,000, 99,000 and the last one have rows (1 to 5), after the row of zeros.
    expect(categories.packed.length).toBe(6 * categories.stride);
    expect(categories.rows[5]).toBe(0);
    expect([0, 7, 1_000, 99_000, FEATURE_DIMENSION - 1].map((bucket) => categories.rows[bucket])).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});
