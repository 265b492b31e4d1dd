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
 *
 * Only buckets that some label weighs have a row (a fifth of them): `rows` gives each bucket its
 * row, 0 for the others, whose row 0 is all zeros. A row for every bucket was 11 MB of resident
 * memory, four fifths of it zeros; this is under 3 MB, and the weights read are the same.
 */
export type PackedLinearModel = {
  labels: readonly string[];
  rows: Uint32Array;
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
  const { rows, packed, stride, offset } = model;
  let sum = 0;
  for (let index = 0; index < features.length; index += 1) {
    const bucket = features[index] ?? 0;
    sum += (packed[(rows[bucket] ?? 0) * stride + offset + label] ?? 0) * (bucket === 0 ? 1 : scale);
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

/**
 * Calls `visit` with each bucket a label of a serialized model weighs, in order (the file stores the
 * gaps between them), and its position in the label's values. A callback, not an array of buckets:
 * the models weigh some 600,000 buckets, and arrays of them grew the heap the engine keeps.
 */
function forEachBucket(
  model: SerializedLinearModel,
  labelIndex: number,
  visit: (bucket: number, position: number) => void,
): void {
  const labelGaps = model.gaps[labelIndex] ?? [];
  let bucket = 0;
  for (let position = 0; position < labelGaps.length; position += 1) {
    bucket += labelGaps[position] ?? 0;
    visit(bucket, position);
  }
}

/** Unpacks serialized models into one shared feature-major array; all must use the same step. */
export function deserializeLinearModels(serialized: readonly SerializedLinearModel[]): PackedLinearModel[] {
  const stride = serialized.reduce((sum, model) => sum + model.labels.length, 0);
  // Rows in bucket order, from 1: row 0 stays zeros for the buckets no label weighs.
  const rows = new Uint32Array(FEATURE_DIMENSION);
  for (const model of serialized)
    model.labels.forEach((_, label) => {
      forEachBucket(model, label, (bucket) => {
        rows[bucket] = 1;
      });
    });
  let rowCount = 1;
  rows.forEach((weighed, bucket) => {
    if (weighed) rows[bucket] = rowCount++;
  });
  const packed = new Int16Array(rowCount * stride);
  let offset = 0;
  return serialized.map((model) => {
    const modelOffset = offset;
    model.labels.forEach((_, labelIndex) => {
      const labelValues = model.values[labelIndex] ?? [];
      forEachBucket(model, labelIndex, (bucket, position) => {
        // Weights beyond ±327 units cannot occur with L2-regularised training; clamp rather than wrap.
        packed[(rows[bucket] ?? 0) * stride + modelOffset + labelIndex] = Math.max(
          -32768,
          Math.min(32767, labelValues[position] ?? 0),
        );
      });
    });
    offset += model.labels.length;
    return { labels: model.labels, rows, packed, stride, offset: modelOffset, step: model.step };
  });
}
