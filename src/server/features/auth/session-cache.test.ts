import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlan } from '../../../common/plans';
import { openDatabase, USER_CHANGES_LISTENER_NAME } from '../../db/client';
import { sessions, usageTracking, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';
import { isPostgresAvailable, LOCAL_POSTGRES_URL } from '../../test/postgres-server';
import { createPostgresTestDatabase, type TestDatabase } from '../../test/test-database';
import { waitFor } from '../../test/wait-for';
import { monthKeyOf } from '../usage/usage-service';
import { createSessionCache } from './session-cache';
import type { FoundSession } from './session-service';

const profile = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });

/** Signs up and makes two profile requests, so the second is answered from the cache. */
async function signedInAndCached(app: FastifyInstance) {
  const user = await signUp(app);
  expect((await profile(app, user.cookie)).statusCode).toBe(200);
  expect((await profile(app, user.cookie)).statusCode).toBe(200);
  expect(app.sessionCache.isEnabled).toBe(true);
  expect(app.sessionCache.size).toBeGreaterThan(0);
  return user;
}

describe('the session cache on one instance (changes are seen by the very next request)', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    await waitFor(() => app.sessionCache.isEnabled);
  }, 60_000);
  afterAll(() => testApp.close());

  it('answers the profile from the cache with the usage read with the session', async () => {
    const user = await signedInAndCached(app);
    const answer = (await profile(app, user.cookie)).json<{ usage: { current: number }; tier: string }>();
    expect(answer).toMatchObject({
      usage: { current: 0, limit: getPlan('free').analysesPerMonth },
      tier: 'free',
    });
  });

  it('refuses a session once signed out', async () => {
    const user = await signedInAndCached(app);
    const logout = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: user.cookie } });
    expect(logout.statusCode).toBe(302);
    expect((await profile(app, user.cookie)).statusCode).toBe(401);
  });

  it('refuses a session revoked or expired in the database by any writer', async () => {
    const revoked = await signedInAndCached(app);
    await app.db.delete(sessions).where(eq(sessions.userId, revoked.id));
    expect((await profile(app, revoked.cookie)).statusCode).toBe(401);

    const expired = await signedInAndCached(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, expired.id));
    expect((await profile(app, expired.cookie)).statusCode).toBe(401);
  });

  it('refuses every session of a deleted account', async () => {
    const user = await signedInAndCached(app);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await profile(app, user.cookie)).statusCode).toBe(401);
  });

  it('refuses the old sessions after a password reset', async () => {
    const user = await signedInAndCached(app);
    // What resetting the password does to the sessions (password-reset-service), as one transaction.
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Reset' }).where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    });
    expect((await profile(app, user.cookie)).statusCode).toBe(401);
  });

  it('shows a new tier, new usage and withdrawn admin rights at once', async () => {
    const user = await signedInAndCached(app);
    await app.db.update(users).set({ tier: 'pro' }).where(eq(users.id, user.id));
    expect((await profile(app, user.cookie)).json()).toMatchObject({ tier: 'pro' });

    await app.db
      .insert(usageTracking)
      .values({ userId: user.id, month: monthKeyOf(new Date()), summariesCount: 2 });
    expect((await profile(app, user.cookie)).json()).toMatchObject({ usage: { current: 2 } });

    await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const stats = () =>
      app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: user.cookie } });
    expect((await stats()).statusCode).toBe(200);
    expect((await stats()).statusCode).toBe(200);
    await app.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    expect((await stats()).statusCode).toBe(403);
  });

  it('applies the terms gate as soon as the accepted version is no longer current', async () => {
    const user = await signedInAndCached(app);
    const history = () =>
      app.inject({ method: 'GET', url: '/api/user/policies', headers: { cookie: user.cookie } });
    expect((await history()).statusCode).toBe(200);
    await app.db.update(users).set({ termsVersion: '0.9' }).where(eq(users.id, user.id));
    expect((await history()).statusCode).toBe(403);
  });
});

describe('the cache itself', () => {
  const found = (userId: string, month = '2026-11'): FoundSession => ({
    sessionId: 'session',
    expiresAt: new Date(Date.now() + 60_000),
    user: {
      id: userId,
      email: 'a@example.com',
      name: null,
      tier: 'free',
      isAdmin: false,
      hasAcceptedCurrentTerms: true,
    },
    analysesThisMonth: { month, count: 0 },
  });

  it('keeps nothing until changes are heard, and nothing read before a change', () => {
    const cache = createSessionCache({ ttlMs: 5_000 });
    cache.store('token', found('user'), cache.generation());
    expect(cache.get('token', '2026-11')).toBeUndefined();

    cache.setEnabled(true);
    const before = cache.generation();
    cache.forgetUser('user');
    cache.store('token', found('user'), before);
    expect(cache.get('token', '2026-11')).toBeUndefined();
    const beforeAnother = cache.generation();
    cache.forgetUser('someone else');
    cache.store('token', found('user'), beforeAnother);
    expect(cache.get('token', '2026-11')).toBeDefined();

    cache.setEnabled(false);
    expect(cache.size).toBe(0);
  });

  it('counts the lookups it answered and those left to the database', () => {
    const cache = createSessionCache({ ttlMs: 5_000 });
    cache.setEnabled(true);
    expect(cache.get('token', '2026-11')).toBeUndefined();
    cache.store('token', found('user'), cache.generation());
    expect(cache.get('token', '2026-11')).toBeDefined();
    expect(cache.get('token', '2026-11')).toBeDefined();
    expect(cache.get('token', '2026-12')).toBeUndefined();
    expect(cache.lookups).toEqual({ hits: 2, misses: 2 });
  });

  it('forgets an entry after its time, at a new month and when the session expires', () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    cache.setEnabled(true);
    cache.store('token', found('user'), cache.generation());
    now += 4_999;
    expect(cache.get('token', '2026-11')).toBeDefined();
    now += 1;
    expect(cache.get('token', '2026-11')).toBeUndefined();

    cache.store('token', found('user'), cache.generation());
    expect(cache.get('token', '2026-12')).toBeUndefined();

    now = Date.now();
    cache.store('token', { ...found('user'), expiresAt: new Date(now) }, cache.generation());
    expect(cache.get('token', '2026-11')).toBeUndefined();
  });
});

// Two instances are two apps, each with its own connections, on one PostgreSQL database.
const hasPostgres = await isPostgresAvailable();
describe.skipIf(!hasPostgres)('the session cache across two instances on PostgreSQL', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createPostgresTestDatabase(LOCAL_POSTGRES_URL);
    for (let instance = 0; instance < 2; instance += 1) {
      const own = await openDatabase({ driver: 'postgres', url: database.url ?? '' });
      const testApp = await buildTestApp({ database: own, env: { DATABASE_URL: database.url ?? '' } });
      apps.push({ ...testApp, close: () => testApp.close().then(() => own.close()) });
    }
    for (const { app } of apps) await waitFor(() => app.sessionCache.isEnabled);
  }, 60_000);
  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
    await database?.close();
  });

  /** Milliseconds until `request` answers `status`, polling every 5 ms, at most 2 s. */
  async function millisecondsUntil(request: () => Promise<{ statusCode: number }>, status: number) {
    const started = performance.now();
    while ((await request()).statusCode !== status) {
      if (performance.now() - started > 2_000) throw new Error(`still not ${status} after 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - started;
  }

  it('refuses on one instance a session signed out on the other, within the notification delay', async () => {
    const [first, second] = apps.map((testApp) => testApp.app) as [FastifyInstance, FastifyInstance];
    const user = await signUp(first);
    // Kept by the other instance once the notifications of the sign-up there have arrived.
    await waitFor(
      async () => (await profile(second, user.cookie)).statusCode === 200 && second.sessionCache.size > 0,
    );
    expect((await profile(second, user.cookie)).statusCode).toBe(200);

    const logout = await first.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(302);
    // Far below the cache's 5 s: the other instance drops the session when the notification arrives.
    expect(await millisecondsUntil(() => profile(second, user.cookie), 401)).toBeLessThan(1_000);
  });

  it('keeps nothing while the listening connection is down, and listens again', async () => {
    const { app } = apps[1]!;
    const user = await signUp(app);
    await profile(app, user.cookie);
    await profile(app, user.cookie);
    expect(app.sessionCache.size).toBeGreaterThan(0);

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${USER_CHANGES_LISTENER_NAME} and datname = current_database()`,
    );
    await waitFor(() => !app.sessionCache.isEnabled);
    expect(app.sessionCache.size).toBe(0);
    // Meanwhile every request reads the database: a revocation counts at once.
    await app.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await profile(app, user.cookie)).statusCode).toBe(401);

    await waitFor(() => app.sessionCache.isEnabled, { timeoutMs: 10_000 });
    const again = await signUp(app);
    await profile(app, again.cookie);
    await profile(app, again.cookie);
    expect(app.sessionCache.size).toBeGreaterThan(0);
  });
});
