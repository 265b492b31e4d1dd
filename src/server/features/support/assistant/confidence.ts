/**
 * Replies under this confidence do not answer the question: the ticket is escalated to a person.
 * Confidence comes from how much of the question the cited article covers (see HelpMatch.coverage):
 * on the tuning questions (dev-questions.ts) every unanswerable question covered at most 0.27 and
 * answerable ones mostly 0.4 or more, so the logistic below is centred between, at 0.32, where the
 * confidence is this threshold.
 */
export const AI_CONFIDENCE_THRESHOLD = 0.5;
const COVERAGE_AT_THRESHOLD = 0.32;
const STEEPNESS = 12;

export function confidenceFromCoverage(coverage: number): number {
  const value = 1 / (1 + Math.exp(-STEEPNESS * (coverage - COVERAGE_AT_THRESHOLD)));
  return Math.round(value * 100) / 100;
}
