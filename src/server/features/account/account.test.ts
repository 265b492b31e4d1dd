import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_PRIVACY_PREFERENCES } from '../../../common/account';
import type { AnalysisResponse } from '../../../common/analyses';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

const SIGNED_IN_ROUTES = [
  ['GET', '/api/auth/user'],
  ['GET', '/api/user/profile'],
  ['GET', '/api/terms-status'],
  ['POST', '/api/accept-terms'],
  ['GET', '/api/user/privacy-preferences'],
  ['POST', '/api/user/privacy-preferences'],
  ['GET', '/api/user/export'],
  ['DELETE', '/api/user/account'],
] as const;

describe('signed-out access', () => {
  it.each(SIGNED_IN_ROUTES)('%s %s answers 401', async (method, url) => {
    const response = await inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('profile and terms', () => {
  it("reports this month's usage against the tier limit", async () => {
    const free = await signUp(testApp.app);
    expect(
      (await inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: free.cookie } })).json(),
    ).toEqual({
      usage: { current: 0, limit: 1 },
      tier: 'free',
    });
    const enterprise = await signUp(testApp.app, { tier: 'enterprise' });
    expect(
      (
        await inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: enterprise.cookie } })
      ).json(),
    ).toEqual({
      usage: { current: 0, limit: -1 },
      tier: 'enterprise',
    });
  });

  it('needs both documents accepted, then records dates, versions and marketing consent', async () => {
    const user = await signUp(testApp.app, { acceptTerms: false });
    const headers = { cookie: user.cookie };
    expect((await inject({ method: 'GET', url: '/api/terms-status', headers })).json()).toMatchObject({
      hasAcceptedCurrentTerms: false,
    });

    const partial = await inject({
      method: 'POST',
      url: '/api/accept-terms',
      headers,
      payload: { termsAccepted: true, privacyPolicyAccepted: false, marketingConsent: false },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({ error: ACCOUNT_MESSAGES.termsRequired });
    expect((await inject({ method: 'GET', url: '/api/terms-status', headers })).json()).toMatchObject({
      hasAcceptedCurrentTerms: false,
    });

    const accepted = await inject({
      method: 'POST',
      url: '/api/accept-terms',
      headers,
      payload: {
        termsAccepted: true,
        privacyPolicyAccepted: true,
        marketingConsent: true,
        termsVersion: '1.0',
        privacyVersion: '1.0',
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/terms-status', headers })).json()).toMatchObject({
      hasAcceptedCurrentTerms: true,
    });
    const [row] = await testApp.database.db
      .select({
        termsAcceptedAt: schema.users.termsAcceptedAt,
        privacyPolicyAcceptedAt: schema.users.privacyPolicyAcceptedAt,
        marketingConsentGiven: schema.users.marketingConsentGiven,
        termsVersion: schema.users.termsVersion,
      })
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.privacyPolicyAcceptedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ marketingConsentGiven: true, termsVersion: '1.0' });
    const preferences = await inject({ method: 'GET', url: '/api/user/privacy-preferences', headers });
    expect(preferences.json()).toMatchObject({ marketingEmailsEnabled: true });
  });
});

describe('privacy preferences', () => {
  it('starts from the defaults and saves the five flags for this user only', async () => {
    const alice = await signUp(testApp.app);
    const bob = await signUp(testApp.app);
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/user/privacy-preferences',
          headers: { cookie: alice.cookie },
        })
      ).json(),
    ).toEqual(DEFAULT_PRIVACY_PREFERENCES);
    const changed = {
      ...DEFAULT_PRIVACY_PREFERENCES,
      usageAnalyticsEnabled: false,
      googleAnalyticsEnabled: false,
    };
    const saved = await inject({
      method: 'POST',
      url: '/api/user/privacy-preferences',
      headers: { cookie: alice.cookie },
      payload: changed,
    });
    expect(saved.json()).toEqual(changed);
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/user/privacy-preferences',
          headers: { cookie: alice.cookie },
        })
      ).json(),
    ).toEqual(changed);
    expect(
      (
        await inject({ method: 'GET', url: '/api/user/privacy-preferences', headers: { cookie: bob.cookie } })
      ).json(),
    ).toEqual(DEFAULT_PRIVACY_PREFERENCES);
  });

  it('refuses an incomplete set of flags and changes nothing', async () => {
    const user = await signUp(testApp.app);
    const response = await inject({
      method: 'POST',
      url: '/api/user/privacy-preferences',
      headers: { cookie: user.cookie },
      payload: { usageAnalyticsEnabled: false },
    });
    expect(response.statusCode).toBe(400);
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/user/privacy-preferences',
          headers: { cookie: user.cookie },
        })
      ).json(),
    ).toEqual(DEFAULT_PRIVACY_PREFERENCES);
  });
});

describe('data export', () => {
  it("downloads the user's own data as JSON without secrets", async () => {
    const user = await signUp(testApp.app, { email: 'portable@example.com' });
    const other = await signUp(testApp.app);
    await testApp.database.db.insert(schema.policyAnalyses).values([
      { userId: user.id, inputText: 'mine', tldrSummary: 'My analysis' },
      { userId: other.id, inputText: 'theirs', tldrSummary: 'Their analysis' },
    ]);
    const response = await inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="policylens-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<{
      account: { email: string };
      analyses: { tldrSummary: string }[];
      privacyPreferences: unknown;
    }>();
    expect(data.account.email).toBe('portable@example.com');
    expect(data.analyses.map((analysis) => analysis.tldrSummary)).toEqual(['My analysis']);
    expect(data.privacyPreferences).toEqual(DEFAULT_PRIVACY_PREFERENCES);
    expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
  });
  it("exports each analysis as the report of the user's plan shows it, red flags or not", async () => {
    // A location collected and a buyer of the business: red flags on Pro, practices of their
    // sections below it (present-analysis.ts).
    const policy = [
      'Trailhead Notes collects your name and email address when you create an account.',
      'The app collects the location of your phone while you plan a route.',
      'In the event of a merger, sale of assets or bankruptcy, your personal information may be transferred to the buyer.',
    ].join(' ');
    const exported: Record<string, Record<string, unknown>> = {};
    for (const tier of ['free', 'pro'] as const) {
      const user = await signUp(testApp.app, { tier });
      const created = await inject({
        method: 'POST',
        url: '/api/simplify-policy',
        headers: { cookie: user.cookie },
        payload: { text: policy },
      });
      expect(created.statusCode).toBe(200);
      const { id } = created.json<AnalysisResponse>();
      const report = (
        await inject({ method: 'GET', url: `/api/user/policies/${id}`, headers: { cookie: user.cookie } })
      ).json<AnalysisResponse>();
      const data = (
        await inject({ method: 'GET', url: '/api/user/export', headers: { cookie: user.cookie } })
      ).json<{ analyses: Record<string, unknown>[] }>();
      expect(data.analyses).toHaveLength(1);
      const [analysis] = data.analyses;
      // The export says what the report says, list by list and finding by finding.
      expect(analysis).toEqual(report);
      exported[tier] = analysis!;
    }
    const { free, pro } = exported as Record<'free' | 'pro', Record<string, unknown>>;
    expect(String(pro.redFlags)).toMatch(/location[\s\S]*new owner/);
    expect(String(pro.dataCollection)).not.toMatch(/location/);
    expect(String(pro.dataSharing)).not.toMatch(/buyer|new owner|bankrupt/i);
    // Below Pro: no flag's statement or quote, only how many; the location and the buyer are in
    // their sections.
    expect(free).not.toHaveProperty('redFlags');
    expect(free.hiddenRedFlags).toMatchObject({ total: (pro.redFlags as unknown[]).length });
    expect(String(free.dataCollection)).toMatch(/location/);
    expect(String(free.dataSharing)).toMatch(/buyer/);
    expect(JSON.stringify(free)).not.toMatch(/BLOCKER:|HIGH:|MEDIUM:|LOW:|"section":"redFlags"/);
  });
});

describe('account deletion', () => {
  it("removes the user and every row of theirs in every table, and nobody else's", async () => {
    const doomed = await signUp(testApp.app);
    const bystander = await signUp(testApp.app);
    const db = testApp.database.db;
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: doomed.email } });
    await testApp.app.background.settled();
    await db.insert(schema.usageTracking).values({ userId: doomed.id, month: '2026-11', summariesCount: 1 });
    await db.insert(schema.policyAnalyses).values({ userId: doomed.id, inputText: 'x', tldrSummary: 'x' });
    await db.insert(schema.analyticsEvents).values({ userId: doomed.id, name: 'analysis' });
    await db.insert(schema.branding).values({ userId: doomed.id, companyName: 'Doomed Inc' });
    const [ticket] = await db
      .insert(schema.supportTickets)
      .values({ userId: doomed.id, subject: 'Hello there', message: 'A long enough message' })
      .returning();
    await db.insert(schema.supportReplies).values({ ticketId: ticket!.id, message: 'Reply', isStaff: true });
    const [ownTeam] = await db
      .insert(schema.teams)
      .values({ name: 'Own team', ownerId: doomed.id })
      .returning();
    await db.insert(schema.teamMembers).values([
      { teamId: ownTeam!.id, userId: doomed.id, role: 'owner', joinedAt: new Date() },
      { teamId: ownTeam!.id, userId: bystander.id, role: 'member' },
    ]);
    const [otherTeam] = await db
      .insert(schema.teams)
      .values({ name: 'Other team', ownerId: bystander.id })
      .returning();
    await db.insert(schema.teamMembers).values([
      { teamId: otherTeam!.id, userId: bystander.id, role: 'owner' },
      { teamId: otherTeam!.id, userId: doomed.id, role: 'member' },
    ]);

    const response = await inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: doomed.cookie },
    });
    expect(response.statusCode).toBe(200);

    const countFor = async (table: string, column: string, id: string) => {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      );
      return (result as { rows: { count: number }[] }).rows[0]?.count;
    };
    for (const [table, column] of [
      ['users', 'id'],
      ['sessions', 'user_id'],
      ['password_resets', 'user_id'],
      ['user_privacy_preferences', 'user_id'],
      ['usage_tracking', 'user_id'],
      ['policy_analyses', 'user_id'],
      ['analytics_events', 'user_id'],
      ['branding', 'user_id'],
      ['support_tickets', 'user_id'],
      ['teams', 'owner_id'],
      ['team_members', 'user_id'],
    ] as const) {
      expect(await countFor(table, column, doomed.id), `${table}.${column}`).toBe(0);
    }
    expect(await countFor('support_replies', 'ticket_id', ticket!.id)).toBe(0);
    expect(await countFor('team_members', 'team_id', ownTeam!.id)).toBe(0);
    expect(await countFor('users', 'id', bystander.id)).toBe(1);
    expect(await countFor('teams', 'id', otherTeam!.id)).toBe(1);
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: doomed.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: bystander.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps this month's usage of a deleted account's email, under a keyed hash, so re-registering gives no fresh quota", async () => {
    const policy = { text: 'We collect your email address and share it with advertisers. '.repeat(3) };
    const first = await signUp(testApp.app, { email: 'Quota.Reset@example.com' });
    const analysed = await inject({
      method: 'POST',
      url: '/api/simplify-policy',
      headers: { cookie: first.cookie },
      payload: policy,
    });
    expect(analysed.statusCode).toBe(200);
    await inject({ method: 'DELETE', url: '/api/user/account', headers: { cookie: first.cookie } });

    const retained = await testApp.database.db
      .select({ emailKey: schema.retainedUsage.emailKey, count: schema.retainedUsage.summariesCount })
      .from(schema.retainedUsage);
    expect(retained).toContainEqual({
      emailKey: testApp.app.emailKeyOf('quota.reset@example.com'),
      count: 1,
    });
    expect(JSON.stringify(retained)).not.toContain('quota.reset');

    const again = await signUp(testApp.app, { email: 'quota.reset@EXAMPLE.com' });
    const profile = await inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: again.cookie },
    });
    expect(profile.json()).toMatchObject({ usage: { current: 1, limit: 1 } });
    const refused = await inject({
      method: 'POST',
      url: '/api/simplify-policy',
      headers: { cookie: again.cookie },
      payload: policy,
    });
    expect(refused.statusCode).toBe(429);
  });
});
