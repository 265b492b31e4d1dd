/**
 * A toast that must survive a full page load, such as 'Account Deleted' across the logout navigation:
 * it is kept in sessionStorage for this tab and shown once by the page that loads next.
 */
const STORAGE_KEY = 'policylens.carriedNotice';

export type CarriedNotice = { title: string; description?: string };

export function carryNotice(notice: CarriedNotice): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(notice));
  } catch {
    // Storage disabled: the notice was already shown on the page that is leaving.
  }
}

/** The carried notice, removed as it is read so it shows once. */
export function takeCarriedNotice(): CarriedNotice | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(STORAGE_KEY);
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('title' in parsed)) return null;
    const { title, description } = parsed as { title: unknown; description?: unknown };
    if (typeof title !== 'string') return null;
    return { title, description: typeof description === 'string' ? description : undefined };
  } catch {
    return null;
  }
}
