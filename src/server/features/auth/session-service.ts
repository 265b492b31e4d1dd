import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasAcceptedCurrentTerms } from '../../../common/account';
import { sessions, users } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';

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

/**
 * The lookup every signed-in API request makes, as a named prepared statement: built once per database
 * handle, and on PostgreSQL parsed and planned once per connection instead of once per request.
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      name: users.name,
      tier: users.tier,
      isAdmin: users.isAdmin,
      termsAcceptedAt: users.termsAcceptedAt,
      privacyPolicyAcceptedAt: users.privacyPolicyAcceptedAt,
      termsVersion: users.termsVersion,
      privacyVersion: users.privacyVersion,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
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

export async function findSessionUser(options: {
  db: Database;
  token: string;
}): Promise<{ sessionId: string; user: SessionUser } | null> {
  const { db, token } = options;
  const now = new Date();
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { sessionId, id, email, name, tier, isAdmin } = row;
  return {
    sessionId,
    user: { id, email, name, tier, isAdmin, hasAcceptedCurrentTerms: hasAcceptedCurrentTerms(row) },
  };
}

export async function deleteSession(options: { db: Database; token: string }): Promise<void> {
  await options.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(options.token)));
}

export async function deleteExpiredSessions(options: { db: Database }): Promise<void> {
  await options.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
