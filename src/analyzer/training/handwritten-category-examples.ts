import type { TrainingExample } from '../model/train-linear-model';

/** Labelled sentences written by the PolicyLens team for training (ours, no third-party text). */
export const HANDWRITTEN_CATEGORY_EXAMPLES: readonly TrainingExample[] = [];
