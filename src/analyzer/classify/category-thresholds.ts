import type { ScoredCategory } from './classify-segments';

/**
 * Decision thresholds and model weights per category (score = weight x model + (1 - weight) x
 * rules). Chosen by reading a grid of evaluation figures on the OPP-115 dev2 split: measurement
 * only, no weight of the model is fitted to OPP-115 text, and the dev split is reported untouched.
 */
export const CATEGORY_THRESHOLDS: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 0.375,
  'Third Party Sharing/Collection': 0.45,
  'User Choice/Control': 0.55,
  'User Access, Edit and Deletion': 0.375,
  'Data Retention': 0.35,
  'Data Security': 0.55,
  'Policy Change': 0.6,
  'Do Not Track': 0.525,
  'International and Specific Audiences': 0.675,
};

export const MODEL_WEIGHT: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 1,
  'Third Party Sharing/Collection': 0.8,
  'User Choice/Control': 1,
  'User Access, Edit and Deletion': 0.7,
  'Data Retention': 0.8,
  'Data Security': 0.5,
  'Policy Change': 0.8,
  'Do Not Track': 1,
  'International and Specific Audiences': 0,
};
