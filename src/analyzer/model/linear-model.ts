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

/** The committed file format: sparse (index, weight) lists per label, weights rounded. */
export type SerializedLinearModel = {
  labels: string[];
  indices: number[][];
  values: number[][];
};

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
  const indices: number[][] = [];
  const values: number[][] = [];
  for (const weights of model.weights) {
    const labelIndices: number[] = [];
    const labelValues: number[] = [];
    weights.forEach((weight, index) => {
      if (index === 0 || Math.abs(weight) >= minimumWeight) {
        labelIndices.push(index);
        labelValues.push(Math.round(weight * 1000) / 1000);
      }
    });
    indices.push(labelIndices);
    values.push(labelValues);
  }
  return { labels: [...model.labels], indices, values };
}

export function deserializeLinearModel(serialized: SerializedLinearModel): LinearModel {
  const weights = serialized.labels.map((_, labelIndex) => {
    const dense = new Float32Array(FEATURE_DIMENSION);
    const labelIndices = serialized.indices[labelIndex] ?? [];
    const labelValues = serialized.values[labelIndex] ?? [];
    labelIndices.forEach((bucket, position) => {
      dense[bucket] = labelValues[position] ?? 0;
    });
    return dense;
  });
  return { labels: serialized.labels, weights };
}
