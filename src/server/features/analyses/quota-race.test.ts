import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREFUL_SAMPLE_POLICY } from '../../../common/sample-policies';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { policyAnalyses, usageTracking } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';
import { isPostgresAvailable, LOCAL_POSTGRES_URL } from '../../test/postgres-server';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../test/test-database';
import { consumeMonthlyQuota } from '../usage/usage-service';

// PGlite runs one transaction at a time, so on it a read-then-write quota check passes these tests
// too: they only prove the statement atomic on PostgreSQL. Run them there whenever it answers.
const hasPostgres = await isPostgresAvailable();
if (!hasPostgres)
  console.warn(
    `PostgreSQL does not answer at ${LOCAL_POSTGRES_URL}: the quota race tests run on PGlite only, ` +
      'which cannot catch a non-atomic quota check, and the two-connection race is SKIPPED.',
  );

let database: TestDatabase;
let testApp: TestApp;
beforeAll(async () => {
  database = hasPostgres ? await createPostgresTestDatabase(LOCAL_POSTGRES_URL) : await createTestDatabase();
  testApp = await buildTestApp({ database });
});
afterAll(async () => {
  await testApp.close();
  await database.close();
});

const SHORT_POLICY = CAREFUL_SAMPLE_POLICY.slice(0, 4_800);
const simplify = (user: TestUser) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/simplify-policy',
    headers: { cookie: user.cookie },
    payload: { text: SHORT_POLICY },
  });

async function analysesOf(userId: string): Promise<number> {
  const [row] = await database.db
    .select({ value: count() })
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, userId));
  return row?.value ?? 0;
}

describe(`monthly quota under concurrency (${hasPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly one of 20 concurrent Free requests through and tells the others when it resets', async () => {
    const user = await signUp(testApp.app, { tier: 'free' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => simplify(user)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    const refusal = responses.find((response) => response.statusCode === 429);
    expect(refusal?.json<{ error: string }>().error).toMatch(
      /^You have used your 1 analysis for this month on the Free plan\. Your limit resets on \w+ 1, \d{4} \(UTC\);/,
    );
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await analysesOf(user.id)).toBe(1);
    const [usage] = await database.db
      .select({ count: usageTracking.summariesCount })
      .from(usageTracking)
      .where(eq(usageTracking.userId, user.id));
    expect(usage?.count).toBe(1);
  }, 60_000);

  it('lets exactly ten of 14 concurrent Premium requests through', async () => {
    const user = await signUp(testApp.app, { tier: 'premium' });
    const responses = await Promise.all(Array.from({ length: 14 }, () => simplify(user)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    expect(await analysesOf(user.id)).toBe(10);
  }, 60_000);

  it.runIf(hasPostgres)(
    'refuses the second of two transactions on separate connections that overlap on the last analysis',
    async () => {
      const user = await signUp(testApp.app, { tier: 'free' });
      const url = database.url ?? '';
      const first: DatabaseHandle = await openDatabase({ driver: 'postgres', url });
      const second: DatabaseHandle = await openDatabase({ driver: 'postgres', url });
      try {
        const now = new Date();
        let releaseFirst: () => void = () => undefined;
        const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
        let firstConsumed: () => void = () => undefined;
        const firstHasConsumed = new Promise<void>((resolve) => (firstConsumed = resolve));
        // The first transaction takes the last analysis and stays open; the second tries meanwhile.
        const firstResult = first.db.transaction(async (tx) => {
          const isAllowed = await consumeMonthlyQuota({ db: tx, userId: user.id, limit: 1, now });
          firstConsumed();
          await firstHolds;
          return isAllowed;
        });
        await firstHasConsumed;
        const secondResult = second.db.transaction((tx) =>
          consumeMonthlyQuota({ db: tx, userId: user.id, limit: 1, now }),
        );
        // Give the second statement time to reach the server and wait on the first one's row.
        await new Promise((resolve) => setTimeout(resolve, 300));
        releaseFirst();
        expect(await firstResult).toBe(true);
        expect(await secondResult).toBe(false);
        const [usage] = await database.db
          .select({ count: usageTracking.summariesCount })
          .from(usageTracking)
          .where(eq(usageTracking.userId, user.id));
        expect(usage?.count).toBe(1);
      } finally {
        await first.close();
        await second.close();
      }
    },
    60_000,
  );
});
