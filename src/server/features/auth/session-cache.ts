import type { FoundSession } from './session-service';

/** Sessions kept at most; the oldest go first beyond it (a bound on memory, not a tuning knob). */
const MAX_ENTRIES = 10_000;

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * Session lookups (the user, the terms acceptance and the month's usage) reused for a few seconds by
 * this process, so that a signed-in request needs no query. Safe because every change is announced:
 * the database triggers of migration 0012 name the user whose row, sessions or usage changed, this
 * process hears its own changes before the statement returns and other instances' within the
 * notification's delay, and `forgetUser` drops that user's entries at once. Should notifications stop
 * (the listening connection is down), `setEnabled(false)` empties the cache and nothing is kept until
 * they are heard again; `ttlMs` bounds what a change could go unnoticed even then.
 *
 * Keys are the SHA-256 hashes of the tokens, as in the database: the raw tokens are never kept.
 */
export function createSessionCache(options: { ttlMs: number; now?: () => number }) {
  const { ttlMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { found: FoundSession; storedAt: number }>();
  const tokensOfUser = new Map<string, Set<string>>();
  // A lookup that began before a change to its user may have read the old state: it still serves the
  // request that made it (which began before the change), but is not kept. Changes are counted;
  // `lastChangeOf` holds the count at each user's latest change, and lookups that began before
  // `floor` (raised when that map is emptied, and when the cache is turned on or off) are never kept.
  let changes = 0;
  let floor = 0;
  const lastChangeOf = new Map<string, number>();
  let isEnabled = false;
  // Lookups answered from memory and lookups that went to the database, since start-up (for /metrics
  // and `npm run bench`, so a cache that stopped working shows).
  const lookups = { hits: 0, misses: 0 };

  const remove = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = tokensOfUser.get(entry.found.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOfUser.delete(entry.found.user.id);
  };

  return {
    /** The kept lookup for this token, if still fresh, unexpired and of the current month. */
    get(tokenHash: string, month: string): FoundSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) {
        lookups.misses += 1;
        return undefined;
      }
      const at = now();
      if (
        at - entry.storedAt >= ttlMs ||
        entry.found.expiresAt.getTime() <= at ||
        entry.found.analysesThisMonth.month !== month
      ) {
        remove(tokenHash);
        lookups.misses += 1;
        return undefined;
      }
      lookups.hits += 1;
      return entry.found;
    },
    /** Read before the lookup's query and hand to `store`. */
    generation: () => changes,
    /** Keeps a lookup, unless its user changed since `readGeneration` or the cache is off. */
    store(tokenHash: string, found: FoundSession, readGeneration: number): void {
      if (!isEnabled || ttlMs <= 0 || readGeneration < floor) return;
      if ((lastChangeOf.get(found.user.id) ?? -1) > readGeneration) return;
      remove(tokenHash);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
      // Shared by every request of the session for a while: frozen, so no route can change it for the others.
      Object.freeze(found.user);
      Object.freeze(found.analysesThisMonth);
      entries.set(tokenHash, { found: Object.freeze(found), storedAt: now() });
      const tokens = tokensOfUser.get(found.user.id) ?? new Set<string>();
      tokens.add(tokenHash);
      tokensOfUser.set(found.user.id, tokens);
    },
    /** The user's row, one of their sessions or their usage changed. */
    forgetUser(userId: string): void {
      changes += 1;
      if (lastChangeOf.size >= MAX_ENTRIES) {
        lastChangeOf.clear();
        floor = changes;
      }
      lastChangeOf.set(userId, changes);
      for (const tokenHash of tokensOfUser.get(userId) ?? []) remove(tokenHash);
    },
    /** On while changes are heard; turning it either way empties it. */
    setEnabled(enabled: boolean): void {
      changes += 1;
      floor = changes;
      lastChangeOf.clear();
      isEnabled = enabled;
      entries.clear();
      tokensOfUser.clear();
    },
    get isEnabled() {
      return isEnabled && ttlMs > 0;
    },
    get size() {
      return entries.size;
    },
    /** Lookups answered from the cache (`hits`) and from the database (`misses`) so far. */
    get lookups(): Readonly<typeof lookups> {
      return { ...lookups };
    },
  };
}
