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
export function scoreFeatures(model: LinearModel, features: Int32Array): number[] {
  const scale = featureScale(features);
  return model.weights.map((weights) => {
    let sum = weights[0] ?? 0;
    for (let index = 0; index < features.length; index += 1) {
      const bucket = features[index] ?? 0;
      if (bucket !== 0) sum += (weights[bucket] ?? 0) * scale;
    }
    return sigmoid(sum);
  });
}

export function scoreText(model: LinearModel, text: string): number[] {
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

export function deserializeLinearModel(serialized: SerializedLinearModel): LinearModel {
  const weights = serialized.labels.map((_, labelIndex) => {
    const dense = new Float32Array(FEATURE_DIMENSION);
    const labelGaps = serialized.gaps[labelIndex] ?? [];
    const labelValues = serialized.values[labelIndex] ?? [];
    let bucket = 0;
    labelGaps.forEach((gap, position) => {
      bucket += gap;
      dense[bucket] = (labelValues[position] ?? 0) * serialized.step;
    });
    return dense;
  });
  return { labels: serialized.labels, weights };
}
