import { FEATURE_DIMENSION, extractFeatures } from './features';
import { featureScale, sigmoid } from './linear-model';
import type { LinearModel } from './linear-model';

export type TrainingExample = { text: string; labels: readonly string[] };

export type TrainingOptions = {
  epochs?: number;
  learningRate?: number;
  /** L2 penalty per update, applied lazily to touched weights. */
  l2?: number;
  /** Seed for the example order, so training is reproducible. */
  seed?: number;
  /** Features seen in fewer examples are dropped: one-off bigrams overfit and bloat the weights file. */
  minimumCount?: number;
};

/** Mulberry32: a tiny seeded generator; Math.random would make the weights file differ per run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Trains one logistic regression per label with AdaGrad. Positives are re-weighted so a rare label
 * (Do Not Track has a few dozen examples) is not drowned by the negatives of every other label.
 */
export function trainLinearModel(
  examples: readonly TrainingExample[],
  labels: readonly string[],
  options: TrainingOptions = {},
): LinearModel {
  const { epochs = 12, learningRate = 0.5, l2 = 1e-5, seed = 115, minimumCount = 3 } = options;
  const counts = new Map<number, number>();
  const allVectors = examples.map((example) => extractFeatures(example.text));
  for (const vector of allVectors)
    for (const bucket of vector) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  const vectors = allVectors.map((vector) =>
    vector.filter((bucket) => bucket === 0 || (counts.get(bucket) ?? 0) >= minimumCount),
  );
  const random = seededRandom(seed);
  const order = examples.map((_, index) => index);

  const weights = labels.map((label) => {
    const dense = new Float32Array(FEATURE_DIMENSION);
    const gradientSquares = new Float32Array(FEATURE_DIMENSION).fill(1e-6);
    const positives = examples.filter((example) => example.labels.includes(label)).length;
    if (positives === 0) return dense;
    const positiveWeight = Math.min(8, Math.max(1, (examples.length - positives) / positives / 2));
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      for (let index = order.length - 1; index > 0; index -= 1) {
        const swap = Math.floor(random() * (index + 1));
        [order[index], order[swap]] = [order[swap] ?? 0, order[index] ?? 0];
      }
      for (const exampleIndex of order) {
        const features = vectors[exampleIndex];
        const example = examples[exampleIndex];
        if (features === undefined || example === undefined) continue;
        const scale = featureScale(features);
        const target = example.labels.includes(label) ? 1 : 0;
        let sum = dense[0] ?? 0;
        for (const bucket of features) if (bucket !== 0) sum += (dense[bucket] ?? 0) * scale;
        const error = (sigmoid(sum) - target) * (target === 1 ? positiveWeight : 1);
        for (const bucket of features) {
          const value = bucket === 0 ? 1 : scale;
          const current = dense[bucket] ?? 0;
          const gradient = error * value + l2 * current;
          const squares = (gradientSquares[bucket] ?? 0) + gradient * gradient;
          gradientSquares[bucket] = squares;
          dense[bucket] = current - (learningRate * gradient) / Math.sqrt(squares);
        }
      }
    }
    return dense;
  });
  return { labels, weights };
}
