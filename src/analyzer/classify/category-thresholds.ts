import type { ScoredCategory } from './classify-segments';

/**
 * Decision thresholds and model weights per category (score = weight x model + (1 - weight) x
 * rules). Chosen by reading a grid of evaluation figures on the OPP-115 dev2 split: measurement
 * only, no weight of the model is fitted to OPP-115 text, and the dev split is reported untouched.
 */
export const CATEGORY_THRESHOLDS: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 0.475,
  'Third Party Sharing/Collection': 0.475,
  'User Choice/Control': 0.500,
  'User Access, Edit and Deletion': 0.475,
  'Data Retention': 0.525,
  'Data Security': 0.625,
  'Policy Change': 0.600,
  'Do Not Track': 0.300,
  'International and Specific Audiences': 0.775,
};

export const MODEL_WEIGHT: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 1,
  'Third Party Sharing/Collection': 0.7,
  'User Choice/Control': 0.7,
  'User Access, Edit and Deletion': 0.6,
  'Data Retention': 0.6,
  'Data Security': 0.4,
  'Policy Change': 0.5,
  'Do Not Track': 0,
  'International and Specific Audiences': 0,
};
