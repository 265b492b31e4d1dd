import type { ScoredCategory } from './classify-segments';

/**
 * Decision thresholds and model weights per category. Set by hand while reading the evaluation
 * figures on the OPP-115 dev2 split (measurement only: no weight is fitted to OPP-115 text).
 */
export const CATEGORY_THRESHOLDS: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 0.5,
  'Third Party Sharing/Collection': 0.5,
  'User Choice/Control': 0.5,
  'User Access, Edit and Deletion': 0.5,
  'Data Retention': 0.5,
  'Data Security': 0.5,
  'Policy Change': 0.5,
  'Do Not Track': 0.5,
  'International and Specific Audiences': 0.5,
};

export const MODEL_WEIGHT: Record<ScoredCategory, number> = {
  'First Party Collection/Use': 1,
  'Third Party Sharing/Collection': 1,
  'User Choice/Control': 1,
  'User Access, Edit and Deletion': 1,
  'Data Retention': 1,
  'Data Security': 1,
  'Policy Change': 1,
  'Do Not Track': 1,
  'International and Specific Audiences': 1,
};
