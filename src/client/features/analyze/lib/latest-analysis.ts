/**
 * The analysis last produced on the home page, kept for this browser tab (sessionStorage), so a user
 * who reloads, or looks at the history and comes back, still sees their result. It is stored with the
 * account it belongs to: another account signing in on the same tab does not see it.
 */
const STORAGE_KEY = 'policylens.latestAnalysis';

type StoredLatest = { owner: string; analysisId: string };

function readStorage(): StoredLatest | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'owner' in parsed &&
      'analysisId' in parsed &&
      typeof parsed.owner === 'string' &&
      typeof parsed.analysisId === 'string'
    ) {
      return { owner: parsed.owner, analysisId: parsed.analysisId };
    }
    return null;
  } catch {
    // Storage can be disabled (private modes, policies): the result then lasts for the page only.
    return null;
  }
}

export function getLatestAnalysisId(owner: string): string | null {
  const stored = readStorage();
  return stored?.owner === owner ? stored.analysisId : null;
}

export function setLatestAnalysisId(owner: string, analysisId: string | null): void {
  try {
    if (analysisId === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ owner, analysisId }));
  } catch {
    // See readStorage.
  }
}
