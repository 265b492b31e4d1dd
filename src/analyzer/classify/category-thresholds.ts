import type { ScoredCategory } from './classify-segments';

/**
 * Decision thresholds and model weights per category (score = weight x model + (1 - weight) x
 * rules). Chosen by reading a grid of evaluation figures on the OPP-115 dev2 split: measurement
 * only, no weight of the model is fitted to OPP-115 text, and the dev split is reported untouched.
 */
export const CATEGORY_THRESHOLDS: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 0.425,
  'Third Party Sharing/Collection': 0.475,
  'User Choice/Control': 0.475,
  'User Access, Edit and Deletion': 0.400,
  'Data Retention': 0.300,
  'Data Security': 0.650,
  'Policy Change': 0.550,
  'Do Not Track': 0.525,
  'International and Specific Audiences': 0.775,
};

export const MODEL_WEIGHT: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 0.9,
  'Third Party Sharing/Collection': 0.8,
  'User Choice/Control': 0.8,
  'User Access, Edit and Deletion': 0.6,
  'Data Retention': 0.8,
  'Data Security': 0.3,
  'Policy Change': 0.9,
  'Do Not Track': 1,
  'International and Specific Audiences': 0,
};
