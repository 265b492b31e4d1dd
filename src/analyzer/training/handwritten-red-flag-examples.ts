import type { TrainingExample } from '../model/train-linear-model';

/** Labelled red-flag sentences written by the PolicyLens team (ours, no third-party text). */
export const HANDWRITTEN_RED_FLAG_EXAMPLES: readonly TrainingExample[] = [];
