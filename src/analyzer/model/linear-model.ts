import { FEATURE_DIMENSION, extractFeatures } from './features';

/**
 * One-vs-rest logistic regression over hashed features. Each label has its own dense weight
 * vector; a text's score for a label is the sigmoid of the sum of the weights of its features,
 * scaled by 1/sqrt(feature count) so a long paragraph does not outvote a short sentence.
 */
export type LinearModel = {
  labels: readonly string[];
  weights: Float32Array[];
};

/**
 * The run-time layout: weights stored feature-major (all labels of a bucket side by side), so
 * scoring touches one cache line per feature instead of one per feature and label. With per-label
 * arrays, cache misses made scoring ten times slower.
 */
export type PackedLinearModel = {
  labels: readonly string[];
  packed: Float32Array;
};

/**
 * The committed file format, kept small: per label, the gaps between successive non-zero bucket
 * indices, and the weights as integers in units of `step`.
 */
export type SerializedLinearModel = {
  labels: string[];
  step: number;
  gaps: number[][];
  values: number[][];
};

/** Weight resolution in the file; finer steps change no evaluation figure and cost megabytes. */
const WEIGHT_STEP = 0.01;

export function featureScale(features: Int32Array): number {
  // The bias bucket (always present) is not a word, so it does not count towards length.
  return 1 / Math.sqrt(Math.max(1, features.length - 1));
}

export function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

/** Probabilities per label, in the model's label order. */
export function scoreFeatures(model: PackedLinearModel, features: Int32Array): number[] {
  const scale = featureScale(features);
  const labelCount = model.labels.length;
  const { packed } = model;
  const sums = new Float64Array(labelCount);
  for (let index = 0; index < features.length; index += 1) {
    const bucket = features[index] ?? 0;
    const weight = bucket === 0 ? 1 : scale;
    const offset = bucket * labelCount;
    for (let label = 0; label < labelCount; label += 1) sums[label] = (sums[label] ?? 0) + (packed[offset + label] ?? 0) * weight;
  }
  return Array.from(sums, sigmoid);
}

export function scoreText(model: PackedLinearModel, text: string): number[] {
  return scoreFeatures(model, extractFeatures(text));
}

export function serializeLinearModel(model: LinearModel, minimumWeight = 0.02): SerializedLinearModel {
  const gaps: number[][] = [];
  const values: number[][] = [];
  for (const weights of model.weights) {
    const labelGaps: number[] = [];
    const labelValues: number[] = [];
    let previous = 0;
    weights.forEach((weight, index) => {
      if (index === 0 || Math.abs(weight) >= minimumWeight) {
        labelGaps.push(index - previous);
        labelValues.push(Math.round(weight / WEIGHT_STEP));
        previous = index;
      }
    });
    gaps.push(labelGaps);
    values.push(labelValues);
  }
  return { labels: [...model.labels], step: WEIGHT_STEP, gaps, values };
}

export function deserializeLinearModel(serialized: SerializedLinearModel): PackedLinearModel {
  const labelCount = serialized.labels.length;
  const packed = new Float32Array(FEATURE_DIMENSION * labelCount);
  serialized.labels.forEach((_, labelIndex) => {
    const labelGaps = serialized.gaps[labelIndex] ?? [];
    const labelValues = serialized.values[labelIndex] ?? [];
    let bucket = 0;
    labelGaps.forEach((gap, position) => {
      bucket += gap;
      packed[bucket * labelCount + labelIndex] = (labelValues[position] ?? 0) * serialized.step;
    });
  });
  return { labels: serialized.labels, packed };
}
