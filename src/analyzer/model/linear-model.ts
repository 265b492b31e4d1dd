import { FEATURE_DIMENSION } from './features';

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
 * The run-time layout: the weights of all models in one Int16Array (units of `step`), feature-major
 * (every label of every model for a bucket side by side, `stride` apart), so scoring a sentence
 * touches one cache line per feature for both models. Scoring is bound by memory, not arithmetic:
 * per-label arrays made it ten times slower.
 */
export type PackedLinearModel = {
  labels: readonly string[];
  packed: Int16Array;
  stride: number;
  /** Where this model's labels start within a bucket's row. */
  offset: number;
  step: number;
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

/**
 * The probability of one label, by index in the model's labels (0 for an index the model lacks).
 * The engine needs only the labels of the rules a sentence matched, usually one or two of dozens.
 * One sum per label keeps it in a register (an array of sums for all labels was a third slower);
 * it adds the features in their order, as before, so every probability is the same to the last bit.
 */
export function scoreLabel(model: PackedLinearModel, features: Int32Array, label: number): number {
  if (label < 0 || label >= model.labels.length) return 0;
  const scale = featureScale(features);
  const { packed, stride, offset } = model;
  let sum = 0;
  for (let index = 0; index < features.length; index += 1) {
    const bucket = features[index] ?? 0;
    sum += (packed[bucket * stride + offset + label] ?? 0) * (bucket === 0 ? 1 : scale);
  }
  return sigmoid(sum * model.step);
}

/** Probabilities per label, in the model's label order. */
export function scoreFeatures(model: PackedLinearModel, features: Int32Array): number[] {
  return model.labels.map((_, label) => scoreLabel(model, features, label));
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

/** Unpacks serialized models into one shared feature-major array; all must use the same step. */
export function deserializeLinearModels(serialized: readonly SerializedLinearModel[]): PackedLinearModel[] {
  const stride = serialized.reduce((sum, model) => sum + model.labels.length, 0);
  const packed = new Int16Array(FEATURE_DIMENSION * stride);
  let offset = 0;
  return serialized.map((model) => {
    const modelOffset = offset;
    model.labels.forEach((_, labelIndex) => {
      const labelGaps = model.gaps[labelIndex] ?? [];
      const labelValues = model.values[labelIndex] ?? [];
      let bucket = 0;
      for (let position = 0; position < labelGaps.length; position += 1) {
        bucket += labelGaps[position] ?? 0;
        // Weights beyond ±327 units cannot occur with L2-regularised training; clamp rather than wrap.
        packed[bucket * stride + modelOffset + labelIndex] = Math.max(
          -32768,
          Math.min(32767, labelValues[position] ?? 0),
        );
      }
    });
    offset += model.labels.length;
    return { labels: model.labels, packed, stride, offset: modelOffset, step: model.step };
  });
}
