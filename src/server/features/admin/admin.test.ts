import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AdminUsersResponse } from '../../../common/admin';
import { policyAnalyses, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';

const DAY = 24 * 60 * 60 * 1000;
let testApp: TestApp;
let admin: TestUser;
let plainUser: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  admin = await signUp(testApp.app, { email: 'boss@example.com', name: 'Boss' });
  plainUser = await signUp(testApp.app, { email: 'plain@example.com' });
});
afterAll(() => testApp.close());

const ADMIN_ROUTES: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'POST', url: '/api/admin/switch-tier', payload: { tier: 'free' } },
  { method: 'GET', url: '/api/email/status' },
  { method: 'GET', url: '/api/admin/email/messages' },
  {
    method: 'POST',
    url: '/api/admin/email/campaign',
    payload: {
      subject: 'News',
      title: 'News',
      content: 'Hello',
      ctaText: 'Open',
      ctaUrl: 'https://policylens.test/',
      targetTiers: ['enterprise'],
    },
  },
  { method: 'POST', url: '/api/admin/email/usage-warnings' },
  { method: 'POST', url: '/api/admin/email/monthly-reports' },
  { method: 'POST', url: '/api/admin/email/test', payload: { emailType: 'welcome' } },
];

describe('every admin route checks who is asking', () => {
  const cases = ADMIN_ROUTES.flatMap((route) => [
    { route, who: 'signed out' as const, status: 401 },
    { route, who: 'plain user' as const, status: 403 },
    { route, who: 'admin' as const, status: route.url === '/api/admin/email/campaign' ? 202 : 200 },
  ]);
  it.each(cases)('$route.method $route.url as $who → $status', async ({ route, who, status }) => {
    const cookie = who === 'admin' ? admin.cookie : who === 'plain user' ? plainUser.cookie : undefined;
    const response = await testApp.app.inject({ ...route, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json()).toEqual({ error: 'Admin access required' });
    if (status === 401) expect(response.json()).toHaveProperty('error');
  });
});

describe('admin stats', () => {
  it('counts a seeded database by SQL aggregates', async () => {
    const db = testApp.database.db;
    // Start from a clean slate: only the two accounts of this file exist so far.
    const now = Date.now();
    const seeded = [
      {
        email: 's1@example.com',
        tier: 'premium',
        createdAt: new Date(now - 2 * DAY),
        lastLogin: new Date(now - DAY),
      },
      { email: 's2@example.com', tier: 'premium', createdAt: new Date(now - 10 * DAY), lastLogin: null },
      {
        email: 's3@example.com',
        tier: 'pro',
        createdAt: new Date(now - 20 * DAY),
        lastLogin: new Date(now - 40 * DAY),
      },
      { email: 's4@example.com', tier: 'enterprise', createdAt: new Date(now - 60 * DAY), lastLogin: null },
      {
        email: 's5@example.com',
        tier: 'free',
        createdAt: new Date(now - 90 * DAY),
        lastLogin: new Date(now - 3 * DAY),
      },
    ] as const;
    const inserted = await db
      .insert(users)
      .values(seeded.map((user) => ({ ...user, name: user.email })))
      .returning({ id: users.id });
    const firstOfMonth = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    const analysis = { inputText: 'policy', tldrSummary: 'summary' };
    await db.insert(policyAnalyses).values([
      { ...analysis, userId: inserted[0]!.id, createdAt: new Date(now - 60_000) },
      { ...analysis, userId: inserted[0]!.id, createdAt: new Date(now - 120_000) },
      { ...analysis, userId: inserted[1]!.id, createdAt: new Date(firstOfMonth.getTime() - DAY) },
      { ...analysis, userId: inserted[2]!.id, createdAt: new Date(now - 200 * DAY) },
    ]);

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<AdminStats>();
    // boss and plain signed up just now (free, signed in now), plus the five seeded accounts.
    const [bossRow] = await db.select({ tier: users.tier }).from(users).where(eq(users.id, admin.id));
    expect(bossRow?.tier).toBe('free');
    expect(stats).toMatchObject({
      totalUsers: 7,
      newUsersWeek: 3,
      newUsersMonth: 5,
      activeUsersMonth: 4,
      totalAnalyses: 4,
      analysesThisMonth: 2,
      freeUsers: 3,
      premiumUsers: 2,
      proUsers: 1,
      enterpriseUsers: 1,
      monthlyRevenue: 2 * 15 + 35 + 150,
    });
    expect(stats.growth).toHaveLength(30);
    expect(stats.growth.at(-1)).toMatchObject({ newUsers: 2, analyses: 2 });
    expect(stats.growth.reduce((sum, day) => sum + day.newUsers, 0)).toBe(5);
  });

  it('keeps the analysis counts exact as analyses are added, re-dated, deleted and go with their account', async () => {
    const db = testApp.database.db;
    const readStats = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { cookie: admin.cookie },
      });
      const { totalAnalyses, analysesThisMonth, growth } = response.json<AdminStats>();
      return { totalAnalyses, analysesThisMonth, perDay: growth.map((day) => [day.date, day.analyses]) };
    };
    /** The same figures counted from the analyses themselves. */
    const countRows = async (growthDates: string[]) => {
      const rows = await db.select({ createdAt: policyAnalyses.createdAt }).from(policyAnalyses);
      const now = new Date();
      const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
      const dayOf = (date: Date) => date.toISOString().slice(0, 10);
      return {
        totalAnalyses: rows.length,
        analysesThisMonth: rows.filter((row) => row.createdAt.getTime() >= monthStart).length,
        perDay: growthDates.map((date) => [date, rows.filter((row) => dayOf(row.createdAt) === date).length]),
      };
    };
    const expectExact = async () => {
      const stats = await readStats();
      expect(stats).toEqual(await countRows(stats.perDay.map(([date]) => String(date))));
      return stats;
    };

    const [owner] = await db
      .insert(users)
      .values({ email: 'counted@example.com', name: 'Counted' })
      .returning({ id: users.id });
    const userId = owner!.id;
    const now = Date.now();
    const added = await db
      .insert(policyAnalyses)
      .values(
        [0, 1, 1, 3, 45].map((daysAgo) => ({
          inputText: 'policy',
          tldrSummary: 'summary',
          userId,
          createdAt: new Date(now - daysAgo * DAY),
        })),
      )
      .returning({ id: policyAnalyses.id });
    const before = await expectExact();

    await db
      .update(policyAnalyses)
      .set({ createdAt: new Date(now - 2 * DAY) })
      .where(eq(policyAnalyses.id, added[4]!.id));
    await db.update(policyAnalyses).set({ title: 'Renamed' }).where(eq(policyAnalyses.userId, userId));
    await db.delete(policyAnalyses).where(eq(policyAnalyses.id, added[0]!.id));
    const after = await expectExact();
    expect(after.totalAnalyses).toBe(before.totalAnalyses - 1);

    // Deleting the account deletes its analyses by cascade; they leave the counts with it.
    await db.delete(users).where(eq(users.id, userId));
    expect((await expectExact()).totalAnalyses).toBe(before.totalAnalyses - 5);
  });
});

describe('admin users', () => {
  it('lists users with tier, admin flag and analyses count, searchable and paginated', async () => {
    const list = async (query: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminUsersResponse>();
    };
    const found = await list('search=S1%40EXAMPLE');
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      email: 's1@example.com',
      tier: 'premium',
      isAdmin: false,
      analysesCount: 2,
    });
    // LIKE wildcards in the search are literal characters.
    expect((await list('search=%25')).total).toBe(0);

    const firstPage = await list('pageSize=3&page=1');
    const secondPage = await list('pageSize=3&page=2');
    expect(firstPage.total).toBe(7);
    expect(firstPage.users).toHaveLength(3);
    expect(firstPage.users.map((user) => user.email)).not.toContain(secondPage.users[0]?.email);
    expect(firstPage.users.find((user) => user.email === 'boss@example.com')?.isAdmin).toBe(true);

    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/users?pageSize=5000',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('switching the admin’s own tier', () => {
  it('changes the tier the session reports, and refuses an unknown tier', async () => {
    const switched = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/switch-tier',
      headers: { cookie: admin.cookie },
      payload: { tier: 'pro' },
    });
    expect(switched.json()).toEqual({ message: 'Tier switched successfully', tier: 'pro' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: admin.cookie },
    });
    expect(me.json()).toMatchObject({ tier: 'pro', isAdmin: true });

    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/switch-tier',
      headers: { cookie: admin.cookie },
      payload: { tier: 'platinum' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Tier must be one of free, premium, pro, enterprise' });

    // A plain user cannot change their own tier this way.
    const denied = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/switch-tier',
      headers: { cookie: plainUser.cookie },
      payload: { tier: 'enterprise' },
    });
    expect(denied.statusCode).toBe(403);
    const [plainRow] = await testApp.database.db
      .select({ tier: users.tier })
      .from(users)
      .where(eq(users.id, plainUser.id));
    expect(plainRow?.tier).toBe('free');
  });
});
