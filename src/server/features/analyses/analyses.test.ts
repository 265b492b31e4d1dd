import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../../../common/sample-policies';
import {
  ANALYSIS_MESSAGES,
  type AnalysisResponse,
  type ListPoliciesResponse,
} from '../../../common/analyses';
import { DEFAULT_PRIVACY_PREFERENCES } from '../../../common/account';
import { analyticsEvents, policyAnalyses } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const simplify = (user: TestUser, text: unknown) =>
  inject({
    method: 'POST',
    url: '/api/simplify-policy',
    headers: { cookie: user.cookie },
    payload: { text },
  });

async function analysesOf(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, userId));
  return row?.value ?? 0;
}

/** The Careful sample fits the Premium limit (20,000 characters). */
const SHORT_POLICY = CAREFUL_SAMPLE_POLICY.slice(0, 4_800);

describe('POST /api/simplify-policy', () => {
  it('answers 401 when signed out', async () => {
    const response = await inject({ method: 'POST', url: '/api/simplify-policy', payload: { text: 'x' } });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['missing', undefined, ANALYSIS_MESSAGES.textRequired],
    ['empty', '', ANALYSIS_MESSAGES.textRequired],
    ['whitespace only', ' \n\t ', ANALYSIS_MESSAGES.textRequired],
    ['over 100,000 characters', 'a'.repeat(100_001), ANALYSIS_MESSAGES.textTooLong],
  ])('refuses %s text with the specification message', async (_case, text, message) => {
    const user = await signUp(testApp.app, { tier: 'enterprise' });
    const response = await simplify(user, text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await analysesOf(user.id)).toBe(0);
  });

  it.each([
    [
      'free',
      5_000,
      'Your Free plan allows up to 5,000 characters, but your policy contains 5,001 characters.',
    ],
    [
      'premium',
      20_000,
      'Your Premium plan allows up to 20,000 characters, but your policy contains 20,001 characters.',
    ],
    [
      'pro',
      50_000,
      'Your Pro plan allows up to 50,000 characters, but your policy contains 50,001 characters.',
    ],
  ] as const)(
    'holds the %s plan to %i characters, and a refusal uses no quota',
    async (tier, limit, message) => {
      const user = await signUp(testApp.app, { tier });
      const tooLong = await simplify(user, 'We collect your email. '.repeat(limit).slice(0, limit + 1));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ error: message });
      const justRight = await simplify(
        user,
        `  ${'We collect your email. '.repeat(limit).slice(0, limit)}  `,
      );
      expect(justRight.statusCode).toBe(200);
      expect(await analysesOf(user.id)).toBe(1);
    },
  );

  it('has no character limit on Enterprise beyond the absolute cap', async () => {
    const user = await signUp(testApp.app, { tier: 'enterprise' });
    const response = await simplify(user, 'We collect your email. '.repeat(4_300).slice(0, 99_000));
    expect(response.statusCode).toBe(200);
  });

  it('returns and stores a grounded analysis whose quotes are in the trimmed text', async () => {
    const user = await signUp(testApp.app, { tier: 'premium' });
    const response = await simplify(user, `\n\n${SHORT_POLICY}\n`);
    expect(response.statusCode).toBe(200);
    const analysis = response.json<AnalysisResponse>();
    expect(analysis.inputText).toBe(SHORT_POLICY.trim());
    expect(analysis.tldrSummary.length).toBeGreaterThan(20);
    expect(analysis.dataCollection.length).toBeGreaterThan(0);
    expect(analysis.findings.length).toBeGreaterThan(0);
    for (const finding of analysis.findings)
      expect(analysis.inputText.slice(finding.start, finding.end)).toBe(finding.quote);
    expect(analysis.engine).toBe('builtin');

    const stored = await inject({
      method: 'GET',
      url: `/api/user/policies/${analysis.id}`,
      headers: { cookie: user.cookie },
    });
    expect(stored.json()).toEqual(analysis);
    const profile = await inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.json()).toMatchObject({ usage: { current: 1, limit: 10 } });
  });

  it('leaves red flags out below Pro, saying only how many and how severe, and includes them on Pro', async () => {
    const counted: Record<string, number> = {};
    for (const tier of ['premium', 'pro'] as const) {
      const user = await signUp(testApp.app, { tier });
      const analysis = (
        await simplify(user, AGGRESSIVE_SAMPLE_POLICY.slice(0, 19_000))
      ).json<AnalysisResponse>();
      const redFlagFindings = analysis.findings.filter((finding) => finding.section === 'redFlags');
      if (tier === 'premium') {
        expect(analysis).not.toHaveProperty('redFlags');
        expect(redFlagFindings).toEqual([]);
        const hidden = analysis.hiddenRedFlags;
        expect(hidden?.total).toBeGreaterThan(0);
        expect(Object.values(hidden?.bySeverity ?? {}).reduce((sum, n) => sum + n, 0)).toBe(hidden?.total);
        // Nothing of what the flags say leaks through: no statement, no quote.
        expect(JSON.stringify(analysis)).not.toMatch(/BLOCKER:|HIGH:|MEDIUM:/);
        counted.premium = hidden?.total ?? 0;
      } else {
        expect(analysis.redFlags?.length).toBeGreaterThan(0);
        expect(redFlagFindings.length).toBeGreaterThan(0);
        expect(analysis).not.toHaveProperty('hiddenRedFlags');
        counted.pro = analysis.redFlags?.length ?? 0;
      }
    }
    // The same text has the same number of flags whichever plan reads it.
    expect(counted.premium).toBe(counted.pro);
  });

  it('shows below Pro, in its section, a practice that Pro sees as a red flag', async () => {
    const policy = [
      'Acme Maps collects your name and email address when you sign up.',
      'Our mobile app records the precise GPS location of your phone while you use the map.',
      'In the event of a merger, acquisition or bankruptcy, your personal information may be transferred to the buyer.',
    ].join(' ');
    const views: Record<string, AnalysisResponse> = {};
    for (const tier of ['free', 'pro'] as const) {
      const user = await signUp(testApp.app, { tier });
      const created = (await simplify(user, policy)).json<AnalysisResponse>();
      const stored = await inject({
        method: 'GET',
        url: `/api/user/policies/${created.id}`,
        headers: { cookie: user.cookie },
      });
      expect(stored.json()).toEqual(created);
      views[tier] = created;
    }
    const { free, pro } = views as { free: AnalysisResponse; pro: AnalysisResponse };
    // Pro: said once, as the flags.
    expect(pro.redFlags?.join('\n')).toMatch(/location/i);
    expect(pro.redFlags?.join('\n')).toMatch(/bankrupt/);
    expect(pro.dataCollection.join('\n')).not.toMatch(/location/i);
    expect(pro.dataSharing.join('\n')).not.toMatch(/buyer|bankrupt/);
    // Free: no flags, but the location and the buyer are in their sections, each with its quote.
    expect(free.findings.some((finding) => finding.section === 'redFlags')).toBe(false);
    expect(free.dataCollection.join('\n')).toMatch(/location/i);
    expect(free.dataSharing.join('\n')).toMatch(/buyer|bankrupt/);
    for (const finding of free.findings) {
      expect(free.inputText.slice(finding.start, finding.end)).toBe(finding.quote);
      expect(finding).not.toHaveProperty('restates');
      expect(finding).not.toHaveProperty('statementWithoutRedFlags');
    }
    for (const section of ['dataCollection', 'dataSharing'] as const)
      expect(free[section]).toEqual(
        free.findings.filter((finding) => finding.section === section).map((finding) => finding.statement),
      );
  });
});

describe('history', () => {
  it("lists only the user's analyses, newest first, paginated, with counts", async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    const other = await signUp(testApp.app, { tier: 'pro' });
    const ids: string[] = [];
    for (const text of [
      SHORT_POLICY,
      AGGRESSIVE_SAMPLE_POLICY.slice(0, 9_000),
      CAREFUL_SAMPLE_POLICY.slice(0, 3_000),
    ]) {
      ids.push((await simplify(user, text)).json<AnalysisResponse>().id);
    }
    await simplify(other, SHORT_POLICY);

    const first = await inject({
      method: 'GET',
      url: '/api/user/policies?pageSize=2',
      headers: { cookie: user.cookie },
    });
    const page1 = first.json<ListPoliciesResponse>();
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true });
    expect(page1.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(page1.items[1]?.redFlagCount).toBeGreaterThan(0);
    expect(page1.items[1]?.counts.dataCollection).toBeGreaterThan(0);
    expect(page1.items[1]?.opening).toBe(AGGRESSIVE_SAMPLE_POLICY.slice(0, 120));
    const page2 = (
      await inject({
        method: 'GET',
        url: '/api/user/policies?pageSize=2&page=2',
        headers: { cookie: user.cookie },
      })
    ).json<ListPoliciesResponse>();
    expect(page2.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(page2.hasMore).toBe(false);

    const bad = await inject({
      method: 'GET',
      url: '/api/user/policies?pageSize=1000',
      headers: { cookie: user.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'pageSize must be between 1 and 100' });
  });

  it("counts each section as the report of the user's plan shows it, flags standing in for practices or not", async () => {
    // Each of these practices is a red flag with Pro and a finding of its section below Pro.
    const policy = [
      'Acme Maps collects your name and email address when you sign up.',
      'Our mobile app records the precise GPS location of your phone while you use the map.',
      'We sell your personal information to data brokers and other companies.',
      'We may disclose your information to law enforcement when required by law or when we believe in good faith that disclosure is necessary to protect our rights or prevent fraud.',
      'In the event of a merger, acquisition or bankruptcy, your personal information may be transferred to the buyer.',
      'Any dispute arising from this policy will be resolved by final and binding arbitration, and not in court.',
    ].join(' ');
    const sections = ['dataCollection', 'dataSharing', 'userRights', 'restrictions'] as const;
    type View = { listed: ListPoliciesResponse['items'][number]['counts']; report: AnalysisResponse };
    const seen: Partial<Record<'free' | 'pro', View>> = {};
    for (const tier of ['free', 'pro'] as const) {
      const user = await signUp(testApp.app, { tier });
      const { id } = (await simplify(user, policy)).json<AnalysisResponse>();
      const report = (
        await inject({ method: 'GET', url: `/api/user/policies/${id}`, headers: { cookie: user.cookie } })
      ).json<AnalysisResponse>();
      const history = (
        await inject({ method: 'GET', url: '/api/user/policies', headers: { cookie: user.cookie } })
      ).json<ListPoliciesResponse>();
      expect(history.items.map((item) => item.id)).toEqual([id]);
      const listed = history.items[0]?.counts;
      if (!listed) throw new Error('the analysis is not in the history');
      for (const section of sections) {
        // The history counts what the report lists, and the report lists one statement per finding.
        expect(listed[section], `${tier} ${section}`).toBe(report[section].length);
        expect(listed[section], `${tier} ${section}`).toBe(
          report.findings.filter((finding) => finding.section === section).length,
        );
      }
      seen[tier] = { listed, report };
    }
    const { free, pro } = seen as Record<'free' | 'pro', View>;
    // The stored lists are Pro's: below Pro, the location, the sale, the legal disclosure, the buyer and
    // arbitration are counted in their sections, where the Free report shows them.
    expect(free.listed.dataCollection).toBe(pro.listed.dataCollection + 1);
    expect(free.listed.dataSharing).toBe(pro.listed.dataSharing + 3);
    expect(free.listed.restrictions).toBe(pro.listed.restrictions + 1);
    expect(free.report.dataSharing.join('\n')).toMatch(/Sells personal data[\s\S]*authorities[\s\S]*buyer/);
  });

  it("answers 404, not 403, for another user's analysis or a malformed id", async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const stranger = await signUp(testApp.app, { tier: 'pro' });
    const { id } = (await simplify(owner, SHORT_POLICY)).json<AnalysisResponse>();
    const response = await inject({
      method: 'GET',
      url: `/api/user/policies/${id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ANALYSIS_MESSAGES.notFound });
    const malformed = await inject({
      method: 'GET',
      url: '/api/user/policies/not-a-uuid',
      headers: { cookie: stranger.cookie },
    });
    expect(malformed.statusCode).toBe(400);
    const list = (
      await inject({ method: 'GET', url: '/api/user/policies', headers: { cookie: stranger.cookie } })
    ).json<ListPoliciesResponse>();
    expect(list.total).toBe(0);
  });
});

describe('naming and searching analyses', () => {
  const rename = (user: TestUser, id: string, payload: Record<string, unknown>) =>
    inject({ method: 'PATCH', url: `/api/user/policies/${id}`, headers: { cookie: user.cookie }, payload });
  const search = async (user: TestUser, q: string) =>
    (
      await inject({
        method: 'GET',
        url: `/api/user/policies?q=${encodeURIComponent(q)}`,
        headers: { cookie: user.cookie },
      })
    ).json<ListPoliciesResponse>();

  it('names an analysis after its first line, lets the owner rename it and finds it by name', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const created = (
      await simplify(owner, `RedOrbit Privacy Policy\n\n${SHORT_POLICY}`)
    ).json<AnalysisResponse>();
    expect(created.title).toBe('RedOrbit Privacy Policy');
    await simplify(owner, `Lantern Notes Privacy Policy\n\n${SHORT_POLICY}`);

    expect((await search(owner, 'redorbit')).items.map((item) => item.title)).toEqual([
      'RedOrbit Privacy Policy',
    ]);
    const renamed = await rename(owner, created.id, { title: '  Orbit account, 2026  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: created.id, title: 'Orbit account, 2026' });
    expect((await search(owner, 'orbit account')).items.map((item) => item.id)).toEqual([created.id]);
    expect((await search(owner, 'RedOrbit')).items).toEqual([]);
    // A wildcard character is looked for literally.
    expect((await search(owner, '%')).items).toEqual([]);
    expect((await search(owner, '')).total).toBe(2);
  });

  it("refuses an empty or overlong name and someone else's analysis", async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const stranger = await signUp(testApp.app, { tier: 'pro' });
    const { id } = (await simplify(owner, SHORT_POLICY)).json<AnalysisResponse>();
    expect((await rename(owner, id, { title: '   ' })).json()).toEqual({
      error: 'Please give the analysis a name.',
    });
    expect((await rename(owner, id, { title: 'x'.repeat(121) })).statusCode).toBe(400);
    const foreign = await rename(stranger, id, { title: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    const reread = await inject({
      method: 'GET',
      url: `/api/user/policies/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(reread.json<AnalysisResponse>().title).not.toBe('Mine now');
  });
});

describe('analytics events', () => {
  it('are recorded only while the Usage Analytics preference is on', async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    await simplify(user, SHORT_POLICY);
    await inject({
      method: 'POST',
      url: '/api/user/privacy-preferences',
      headers: { cookie: user.cookie },
      payload: { ...DEFAULT_PRIVACY_PREFERENCES, usageAnalyticsEnabled: false },
    });
    await simplify(user, SHORT_POLICY);
    const events = await testApp.database.db
      .select({ name: analyticsEvents.name })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id));
    expect(events).toEqual([{ name: 'analysis' }]);
  });
});
