import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type {
  AnalysisJob,
  AnalysisJobAccepted,
  ListAnalysisJobsResponse,
} from '../../../common/analysis-jobs';
import { ANALYSIS_JOB_MESSAGES } from '../../../common/analysis-jobs';
import type { AnalysisResponse, ListPoliciesResponse } from '../../../common/analyses';
import {
  startFakeChatServer,
  type FakeServer,
  type Reply,
} from '../../../analyzer/llm/test-support/fake-chat-completions-server';
import { analysisJobs, policyAnalyses, usageTracking } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { waitFor } from '../../test/wait-for';
import { LLM_TEST_ANSWER, LLM_TEST_POLICY } from '../../../analyzer/llm/test-support/llm-test-answer';

let chat: FakeServer;
let shared: TestApp;
/** What the loopback model answers next; each test sets it. */
let reply: (index: number) => Reply;
beforeAll(async () => {
  chat = await startFakeChatServer((index) => reply(index));
  shared = await buildTestApp({ env: llmEnv(chat) });
});
afterAll(async () => {
  await shared.close();
  await chat.close();
});

function llmEnv(server: FakeServer): Record<string, string> {
  return {
    ANALYZER_PROVIDER: 'openai-compatible',
    ANALYZER_BASE_URL: server.baseUrl,
    ANALYZER_MODEL: 'test-model',
    ANALYZER_API_KEY: 'test',
    ANALYZER_TIMEOUT_MS: '20000',
  };
}

const answer: Reply = { kind: 'content', content: JSON.stringify(LLM_TEST_ANSWER) };

/** The shared app with the model answering as given; counts the model's requests from now on. */
function startWithLlm(replies: (index: number) => Reply): TestApp {
  const before = chat.requests.length;
  reply = (index) => replies(index - before);
  return shared;
}

function submit(app: TestApp, user: TestUser, text = LLM_TEST_POLICY) {
  return app.app.inject({
    method: 'POST',
    url: '/api/simplify-policy',
    headers: { cookie: user.cookie },
    payload: { text },
  });
}

function jobOf(app: TestApp, user: TestUser, id: string) {
  return app.app.inject({ method: 'GET', url: `/api/analysis-jobs/${id}`, headers: { cookie: user.cookie } });
}

function waitForFinished(app: TestApp, user: TestUser, id: string, timeoutMs = 30_000): Promise<AnalysisJob> {
  return waitFor(
    async () => {
      const job = (await jobOf(app, user, id)).json<AnalysisJob>();
      return job.status === 'done' || job.status === 'failed' ? job : undefined;
    },
    { timeoutMs, intervalMs: 200, description: `analysis ${id} to finish` },
  );
}

async function usageOf(app: TestApp, userId: string): Promise<number> {
  const [row] = await app.database.db
    .select({ value: usageTracking.summariesCount })
    .from(usageTracking)
    .where(eq(usageTracking.userId, userId));
  return row?.value ?? 0;
}

async function storedAnalysesOf(app: TestApp, userId: string): Promise<number> {
  const [row] = await app.database.db
    .select({ value: count() })
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, userId));
  return row?.value ?? 0;
}

describe('LLM analyses run as durable jobs', () => {
  it('answers 202 at once, then stores the result and consumes the quota when the job is done', async () => {
    // The model takes a while to answer: the request must not wait for it.
    const app = startWithLlm(() => ({ kind: 'hang', ms: 4_000, content: JSON.stringify(LLM_TEST_ANSWER) }));
    const requestsBefore = chat.requests.length;
    const user = await signUp(app.app, { tier: 'pro' });
    const started = Date.now();
    const response = await submit(app, user);
    expect(response.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(4_000);
    const accepted = response.json<AnalysisJobAccepted>();
    expect(Object.keys(accepted).sort()).toEqual(['id', 'status']);
    expect(accepted.status).toBe('queued');
    expect(response.headers.location).toBe(`/api/analysis-jobs/${accepted.id}`);
    expect(await usageOf(app, user.id)).toBe(0);

    const running = await waitFor(
      async () => {
        const job = (await jobOf(app, user, accepted.id)).json<AnalysisJob>();
        return job.status === 'running' ? job : undefined;
      },
      { description: 'the job to start' },
    );
    expect(running).toMatchObject({
      attempts: 1,
      maxAttempts: 3,
      analysis: null,
      error: null,
      source: 'text',
    });
    // The policy text waiting for its result is the user's data: it is in their export.
    const exported = await app.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { cookie: user.cookie },
    });
    expect(exported.json<{ analysesInProgress: unknown[] }>().analysesInProgress).toMatchObject([
      { id: accepted.id, status: 'running', inputText: LLM_TEST_POLICY },
    ]);
    const listed = await app.app.inject({
      method: 'GET',
      url: '/api/analysis-jobs',
      headers: { cookie: user.cookie },
    });
    expect(listed.json<ListAnalysisJobsResponse>().items.map((item) => [item.id, item.status])).toEqual([
      [accepted.id, 'running'],
    ]);

    const done = await waitForFinished(app, user, accepted.id);
    expect(done.status).toBe('done');
    expect(done.analysis).toMatchObject({
      id: accepted.id,
      engine: 'openai-compatible',
      model: 'test-model',
      dataCollection: ['Collects your name and email.'],
      redFlags: ['BLOCKER: Sells your personal data.'],
    });
    expect(await usageOf(app, user.id)).toBe(1);
    // The result is an ordinary analysis: same id in History and at its own address.
    const stored = await app.app.inject({
      method: 'GET',
      url: `/api/user/policies/${accepted.id}`,
      headers: { cookie: user.cookie },
    });
    expect(stored.json<AnalysisResponse>()).toEqual(done.analysis);
    const history = await app.app.inject({
      method: 'GET',
      url: '/api/user/policies',
      headers: { cookie: user.cookie },
    });
    expect(history.json<ListPoliciesResponse>().items.map((item) => item.id)).toEqual([accepted.id]);
    // A finished job is no longer listed as pending, and the policy text is not kept twice.
    const after = await app.app.inject({
      method: 'GET',
      url: '/api/analysis-jobs',
      headers: { cookie: user.cookie },
    });
    expect(after.json<ListAnalysisJobsResponse>().items).toEqual([]);
    const [row] = await app.database.db
      .select({ inputText: analysisJobs.inputText })
      .from(analysisJobs)
      .where(eq(analysisJobs.id, accepted.id));
    expect(row?.inputText).toBeNull();
    expect(chat.requests.length - requestsBefore).toBe(1);
  }, 60_000);

  it('queues uploads too, named after the file', async () => {
    const app = startWithLlm(() => answer);
    const user = await signUp(app.app, { tier: 'pro' });
    const upload = await multipartBody({
      policyFile: { content: LLM_TEST_POLICY, fileName: 'example-policy.txt', type: 'text/plain' },
    });
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/upload-policy',
      headers: { cookie: user.cookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(202);
    const done = await waitForFinished(app, user, response.json<AnalysisJobAccepted>().id);
    expect(done).toMatchObject({ status: 'done', source: 'file', sourceName: 'example-policy.txt' });
    expect(done.analysis?.sourceName).toBe('example-policy.txt');
  }, 60_000);

  it('lets only the owner follow a job, and nobody signed out', async () => {
    const app = startWithLlm(() => answer);
    const owner = await signUp(app.app, { tier: 'pro' });
    const stranger = await signUp(app.app, { tier: 'pro' });
    const { id } = (await submit(app, owner)).json<AnalysisJobAccepted>();
    const theirs = await jobOf(app, stranger, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Analysis not found' });
    const signedOut = await app.app.inject({ method: 'GET', url: `/api/analysis-jobs/${id}` });
    expect(signedOut.statusCode).toBe(401);
    const dismissed = await app.app.inject({
      method: 'DELETE',
      url: `/api/analysis-jobs/${id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(dismissed.statusCode).toBe(404);
    const strangersList = await app.app.inject({
      method: 'GET',
      url: '/api/analysis-jobs',
      headers: { cookie: stranger.cookie },
    });
    expect(strangersList.json<ListAnalysisJobsResponse>().items).toEqual([]);
    await waitForFinished(app, owner, id);
  }, 60_000);

  it('checks the character limit and the quota before queueing anything', async () => {
    const app = startWithLlm(() => answer);
    const requestsBefore = chat.requests.length;
    const user = await signUp(app.app, { tier: 'free' });
    const tooLong = await submit(app, user, 'a'.repeat(5_001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: string }>().error).toBe(
      'Your Free plan allows up to 5,000 characters, but your policy contains 5,001 characters.',
    );
    await app.database.db.insert(usageTracking).values({
      userId: user.id,
      month: new Date().toISOString().slice(0, 7),
      summariesCount: 1,
    });
    const overQuota = await submit(app, user);
    expect(overQuota.statusCode).toBe(429);
    expect(overQuota.json<{ error: string }>().error).toMatch(
      /^You have used your 1 analysis for this month on the Free plan\./,
    );
    const [jobs] = await app.database.db
      .select({ value: count() })
      .from(analysisJobs)
      .where(eq(analysisJobs.userId, user.id));
    expect(jobs?.value).toBe(0);
    expect(chat.requests.length).toBe(requestsBefore);
  }, 60_000);

  it('counts analyses in progress against the quota, so a Free user cannot start two paid LLM calls', async () => {
    const app = startWithLlm(() => ({ kind: 'hang', ms: 3_000, content: JSON.stringify(LLM_TEST_ANSWER) }));
    const user = await signUp(app.app, { tier: 'free' });
    const first = await submit(app, user);
    expect(first.statusCode).toBe(202);
    const second = await submit(app, user);
    expect(second.statusCode).toBe(429);
    expect(second.json<{ error: string }>().error).toBe(ANALYSIS_JOB_MESSAGES.lastAnalysisInProgress);
    await waitForFinished(app, user, first.json<AnalysisJobAccepted>().id);
    expect(await usageOf(app, user.id)).toBe(1);
  }, 60_000);

  it('ends a job that keeps failing as failed, with a clear message, without using the quota', async () => {
    // The model answers 500 and the built-in fall-back runs out of time: every attempt fails.
    startWithLlm(() => ({ kind: 'status', status: 500 }));
    const requestsBefore = chat.requests.length;
    // Its own app: the shared one's worker would take the job with a working fall-back.
    const failing = await startFakeChatServer(() => ({ kind: 'status', status: 500 }));
    const app = await buildTestApp({ env: llmEnv(failing), workerLimits: { analysisTimeoutMs: 1 } });
    onTestFinished(async () => {
      await app.close();
      await failing.close();
    });
    const user = await signUp(app.app, { tier: 'premium' });
    const { id } = (await submit(app, user)).json<AnalysisJobAccepted>();
    const failed = await waitForFinished(app, user, id, 45_000);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: ANALYSIS_JOB_MESSAGES.failed,
      analysis: null,
    });
    expect(await usageOf(app, user.id)).toBe(0);
    expect(await storedAnalysesOf(app, user.id)).toBe(0);
    // Three attempts, each with the SDK's own retries of a 500.
    expect(failing.requests.length).toBeGreaterThanOrEqual(3);
    expect(chat.requests.length).toBe(requestsBefore);
    const listed = await app.app.inject({
      method: 'GET',
      url: '/api/analysis-jobs',
      headers: { cookie: user.cookie },
    });
    expect(listed.json<ListAnalysisJobsResponse>().items).toMatchObject([{ id, status: 'failed' }]);
    // A failed analysis can be dismissed from the list; one in progress cannot.
    const dismissed = await app.app.inject({
      method: 'DELETE',
      url: `/api/analysis-jobs/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await jobOf(app, user, id)).statusCode).toBe(404);
  }, 90_000);
});
