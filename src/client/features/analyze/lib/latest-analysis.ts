/**
 * The analysis last produced on the home page, kept for this browser tab (sessionStorage), so a user
 * who reloads, or looks at the history and comes back, still sees their result. It is stored with the
 * account it belongs to: another account signing in on the same tab does not see it.
 */
const STORAGE_KEY = 'policylens.latestAnalysis';
/**
 * An analysis queued as a job (an LLM provider) that the page is following, kept the same way, so a
 * reload or a visit to another page comes back to its progress.
 */
const PENDING_STORAGE_KEY = 'policylens.pendingAnalysis';

type StoredLatest = { owner: string; analysisId: string };

function readStorage(key: string): StoredLatest | null {
  try {
    const raw = window.sessionStorage.getItem(key);
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

function writeStorage(key: string, owner: string, analysisId: string | null): void {
  try {
    if (analysisId === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify({ owner, analysisId }));
  } catch {
    // See readStorage.
  }
}

export function getLatestAnalysisId(owner: string): string | null {
  const stored = readStorage(STORAGE_KEY);
  return stored?.owner === owner ? stored.analysisId : null;
}

export function setLatestAnalysisId(owner: string, analysisId: string | null): void {
  writeStorage(STORAGE_KEY, owner, analysisId);
}

export function getPendingAnalysisId(owner: string): string | null {
  const stored = readStorage(PENDING_STORAGE_KEY);
  return stored?.owner === owner ? stored.analysisId : null;
}

export function setPendingAnalysisId(owner: string, analysisId: string | null): void {
  writeStorage(PENDING_STORAGE_KEY, owner, analysisId);
}
