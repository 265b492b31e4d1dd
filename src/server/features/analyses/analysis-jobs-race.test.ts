import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeChatServer,
  type FakeServer,
} from '../../../analyzer/llm/test-support/fake-chat-completions-server';
import { analysisJobs, policyAnalyses, usageTracking } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';
import { isPostgresAvailable, LOCAL_POSTGRES_URL } from '../../test/postgres-server';
import { openDatabase } from '../../db/client';
import { createPostgresTestDatabase, type TestDatabase } from '../../test/test-database';
import { runAnalysisJob, type AnalysisJobContext } from './analysis-jobs-service';
import { LLM_TEST_ANSWER, LLM_TEST_POLICY } from '../../../analyzer/llm/test-support/llm-test-answer';

// On PGlite transactions run one at a time; on PostgreSQL the two jobs' transactions truly overlap,
// which is the case the quota recheck exists for. Run it there whenever it answers.
const hasPostgres = await isPostgresAvailable();

/** An in-memory PGlite whatever DATABASE_URL says, so both drivers are always covered. */
async function openPglite(): Promise<TestDatabase> {
  const handle = await openDatabase({ driver: 'pglite', dataDir: undefined });
  await handle.migrate();
  return handle;
}
if (!hasPostgres)
  console.warn(
    `PostgreSQL does not answer at ${LOCAL_POSTGRES_URL}: the job quota race runs on PGlite only.`,
  );

const DRIVERS = hasPostgres ? (['PGlite', 'PostgreSQL'] as const) : (['PGlite'] as const);

describe.each(DRIVERS)('two analysis jobs racing on the last Free analysis (%s)', (driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let chat: FakeServer;
  let context: AnalysisJobContext;
  beforeAll(async () => {
    database =
      driver === 'PostgreSQL' ? await createPostgresTestDatabase(LOCAL_POSTGRES_URL) : await openPglite();
    // The app (built-in engine, so no analysis worker) only signs users up; the jobs run below.
    testApp = await buildTestApp({ database });
    // The model answers both jobs after the same pause, so both finish analysing at about the same time.
    chat = await startFakeChatServer(() => ({
      kind: 'hang',
      ms: 400,
      content: JSON.stringify(LLM_TEST_ANSWER),
    }));
    context = {
      db: database.db,
      analyzerOptions: {
        provider: 'openai-compatible',
        baseUrl: chat.baseUrl,
        model: 'test-model',
        apiKey: 'test',
      },
      engines: {},
      log: pino({ level: 'silent' }),
    };
  });
  afterAll(async () => {
    await testApp.close();
    await chat.close();
    await database.close();
  });

  it('stores exactly one; the other ends failed with the quota message and stores nothing', async () => {
    const user = await signUp(testApp.app, { tier: 'free' });
    // Two jobs queued before either finished (the up-front check cannot see a race of two requests).
    const rows = await database.db
      .insert(analysisJobs)
      .values(
        [0, 1].map(() => ({
          userId: user.id,
          source: 'text' as const,
          inputText: LLM_TEST_POLICY,
          characters: LLM_TEST_POLICY.length,
        })),
      )
      .returning({ id: analysisJobs.id });
    await Promise.all(
      rows.map((row) =>
        runAnalysisJob(context, { analysisId: row.id }, { id: row.id, retryCount: 0, retryLimit: 2 }),
      ),
    );

    const jobs = await database.db
      .select({ id: analysisJobs.id, status: analysisJobs.status, error: analysisJobs.error })
      .from(analysisJobs)
      .where(eq(analysisJobs.userId, user.id));
    expect(jobs.map((job) => job.status).sort()).toEqual(['done', 'failed']);
    const failed = jobs.find((job) => job.status === 'failed');
    expect(failed?.error).toMatch(/^You have used your 1 analysis for this month on the Free plan\./);
    const stored = await database.db
      .select({ id: policyAnalyses.id })
      .from(policyAnalyses)
      .where(eq(policyAnalyses.userId, user.id));
    expect(stored.map((row) => row.id)).toEqual([jobs.find((job) => job.status === 'done')?.id]);
    const [usage] = await database.db
      .select({ value: usageTracking.summariesCount })
      .from(usageTracking)
      .where(eq(usageTracking.userId, user.id));
    expect(usage?.value).toBe(1);
    expect(chat.requests).toHaveLength(2);
  }, 60_000);

  it('stores a job once even when two runs of it finish (one outlived its expiry and was retried)', async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    const [row] = await database.db
      .insert(analysisJobs)
      .values({
        userId: user.id,
        source: 'text',
        inputText: LLM_TEST_POLICY,
        characters: LLM_TEST_POLICY.length,
      })
      .returning({ id: analysisJobs.id });
    const id = row?.id ?? '';
    await Promise.all([
      runAnalysisJob(context, { analysisId: id }, { id, retryCount: 0, retryLimit: 2 }),
      runAnalysisJob(context, { analysisId: id }, { id, retryCount: 1, retryLimit: 2 }),
    ]);
    const [stored] = await database.db
      .select({ value: count() })
      .from(policyAnalyses)
      .where(eq(policyAnalyses.userId, user.id));
    expect(stored?.value).toBe(1);
    const [usage] = await database.db
      .select({ value: usageTracking.summariesCount })
      .from(usageTracking)
      .where(eq(usageTracking.userId, user.id));
    expect(usage?.value).toBe(1);
  }, 60_000);
});
