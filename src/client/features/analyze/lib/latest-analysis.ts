/**
 * The analysis last produced on the home page, kept for this page load only, so a user who looks at
 * the history and comes back still sees their result. A reload starts again at 'Ready to Analyze'.
 */
let latestAnalysisId: string | null = null;

export function getLatestAnalysisId(): string | null {
  return latestAnalysisId;
}

export function setLatestAnalysisId(analysisId: string | null): void {
  latestAnalysisId = analysisId;
}
