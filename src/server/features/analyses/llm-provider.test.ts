import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '../../../common/analyses';
import type { AnalysisJob, AnalysisJobAccepted } from '../../../common/analysis-jobs';
import {
  startFakeChatServer,
  type FakeServer,
  type Reply,
} from '../../../analyzer/llm/test-support/fake-chat-completions-server';
import {
  LLM_TEST_ANSWER as ANSWER,
  LLM_TEST_POLICY as POLICY,
} from '../../../analyzer/llm/test-support/llm-test-answer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';
import { waitFor } from '../../test/wait-for';

let chat: FakeServer | undefined;
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  await chat?.close();
  testApp = undefined;
  chat = undefined;
});

async function analyseThrough(replies: (index: number) => Reply) {
  chat = await startFakeChatServer(replies);
  testApp = await buildTestApp({
    env: {
      ANALYZER_PROVIDER: 'openai-compatible',
      ANALYZER_BASE_URL: chat.baseUrl,
      ANALYZER_MODEL: 'test-model',
      ANALYZER_API_KEY: 'test',
      ANALYZER_TIMEOUT_MS: '5000',
    },
  });
  const user = await signUp(testApp.app, { tier: 'pro' });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/simplify-policy',
    headers: { cookie: user.cookie },
    payload: { text: POLICY },
  });
  // With an LLM the analysis runs as a job (analysis-jobs.test.ts): follow it to its result.
  expect(response.statusCode).toBe(202);
  const app = testApp.app;
  const { id } = response.json<AnalysisJobAccepted>();
  const job = await waitFor(
    async () => {
      const current = (
        await app.inject({ method: 'GET', url: `/api/analysis-jobs/${id}`, headers: { cookie: user.cookie } })
      ).json<AnalysisJob>();
      return current.status === 'done' || current.status === 'failed' ? current : undefined;
    },
    { timeoutMs: 30_000, description: 'the analysis job' },
  );
  return { job, analysis: job.analysis as AnalysisResponse };
}

describe('analysis through an OpenAI-compatible server (ANALYZER_PROVIDER)', () => {
  it("stores the model's grounded findings with the engine and model used", async () => {
    const { job, analysis } = await analyseThrough(() => ({
      kind: 'content',
      content: JSON.stringify(ANSWER),
    }));
    expect(job.status).toBe('done');
    expect(analysis).toMatchObject({
      engine: 'openai-compatible',
      model: 'test-model',
      dataCollection: ['Collects your name and email.'],
      redFlags: ['BLOCKER: Sells your personal data.'],
    });
    for (const finding of analysis.findings)
      expect(POLICY.slice(finding.start, finding.end)).toBe(finding.quote);
    expect(chat?.requests).toHaveLength(1);
    // Each test builds an app on a fresh database and signs up: slow on a loaded machine.
  }, 60_000);

  it('falls back to the built-in engine when the provider keeps failing, and still answers', async () => {
    const { job, analysis } = await analyseThrough(() => ({ kind: 'status', status: 500 }));
    expect(job.status).toBe('done');
    expect(analysis.engine).toBe('builtin');
    expect(analysis.dataCollection.length).toBeGreaterThan(0);
  }, 60_000);
});
