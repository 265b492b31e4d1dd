import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '../../../common/analyses';
import {
  startFakeChatServer,
  type FakeServer,
  type Reply,
} from '../../../analyzer/llm/test-support/fake-chat-completions-server';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';

const POLICY = [
  'Example Co Privacy Policy',
  '',
  'We collect your name and email address when you create an account.',
  'We sell your personal information to data brokers.',
].join('\n');

const ANSWER = {
  tldrSummary: 'Example Co collects your name and email.',
  findings: [
    {
      section: 'dataCollection',
      statement: 'Collects your name and email.',
      quote: 'We collect your name and email address when you create an account.',
      category: 'First Party Collection/Use',
      severity: null,
    },
    {
      section: 'redFlags',
      statement: 'Sells your personal data.',
      quote: 'We sell your personal information to data brokers.',
      category: 'Third Party Sharing/Collection',
      severity: 'blocker',
    },
  ],
  notStated: [],
};

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
  return { response, analysis: response.json<AnalysisResponse>() };
}

describe('analysis through an OpenAI-compatible server (ANALYZER_PROVIDER)', () => {
  it("stores the model's grounded findings with the engine and model used", async () => {
    const { response, analysis } = await analyseThrough(() => ({
      kind: 'content',
      content: JSON.stringify(ANSWER),
    }));
    expect(response.statusCode).toBe(200);
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
    const { response, analysis } = await analyseThrough(() => ({ kind: 'status', status: 500 }));
    expect(response.statusCode).toBe(200);
    expect(analysis.engine).toBe('builtin');
    expect(analysis.dataCollection.length).toBeGreaterThan(0);
  }, 60_000);
});
