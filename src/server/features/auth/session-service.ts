import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasAcceptedCurrentTerms } from '../../../common/account';
import { sessions, usageTracking, users } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';
import { monthKeyOf } from '../usage/usage-service';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'policylens_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  tier: (typeof users.$inferSelect)['tier'];
  isAdmin: boolean;
  /** Both current documents accepted; read with the session so the terms gate costs no query. */
  hasAcceptedCurrentTerms: boolean;
};

export async function createSession(options: {
  db: Database;
  userId: string;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await options.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: options.userId, expiresAt });
  await options.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, options.userId));
  return { token, expiresAt };
}

/** What a signed-in request knows about its session, read in one query. */
export type FoundSession = {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
  /** Analyses counted this month (UTC), read with the session: the profile needs no other query. */
  analysesThisMonth: { month: string; count: number };
};

/**
 * The lookup every signed-in API request makes (the session, its user and the month's usage), as a
 * named prepared statement: built once per database handle, and on PostgreSQL parsed and planned once
 * per connection instead of once per request.
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      tier: users.tier,
      isAdmin: users.isAdmin,
      termsAcceptedAt: users.termsAcceptedAt,
      privacyPolicyAcceptedAt: users.privacyPolicyAcceptedAt,
      termsVersion: users.termsVersion,
      privacyVersion: users.privacyVersion,
      analysesThisMonth: usageTracking.summariesCount,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      usageTracking,
      and(eq(usageTracking.userId, users.id), eq(usageTracking.month, sql.placeholder('month'))),
    )
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('policylens_find_session_user');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/**
 * The session of a token, its user and the month's usage, from the database; `cache` (optional) reuses
 * a lookup for a few seconds and is emptied of a user as soon as anything about them changes.
 */
export async function findSessionUser(options: {
  db: Database;
  token: string;
  cache?: SessionCache;
}): Promise<FoundSession | null> {
  const { db, token, cache } = options;
  const now = new Date();
  const month = monthKeyOf(now);
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, month);
  if (cached) return cached;
  const generation = cache?.generation();
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: now.toISOString(), month });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    // The write is announced like any other change, so this lookup is not kept; the next one is.
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { sessionId, expiresAt, id, email, name, tier, isAdmin } = row;
  const found: FoundSession = {
    sessionId,
    expiresAt,
    user: { id, email, name, tier, isAdmin, hasAcceptedCurrentTerms: hasAcceptedCurrentTerms(row) },
    analysesThisMonth: { month, count: row.analysesThisMonth ?? 0 },
  };
  if (cache && generation !== undefined) cache.store(tokenHash, found, generation);
  return found;
}

export async function deleteSession(options: { db: Database; token: string }): Promise<void> {
  await options.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(options.token)));
}

export async function deleteExpiredSessions(options: { db: Database }): Promise<void> {
  await options.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
