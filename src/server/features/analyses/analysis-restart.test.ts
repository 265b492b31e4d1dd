import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisJob, AnalysisJobAccepted } from '../../../common/analysis-jobs';
import { startFakeChatServer } from '../../../analyzer/llm/test-support/fake-chat-completions-server';
import { freePort, spawnServer, waitForHealthy, type ServerProcess } from '../../test/server-process';
import { waitFor } from '../../test/wait-for';
import { LLM_TEST_ANSWER, LLM_TEST_POLICY } from '../../../analyzer/llm/test-support/llm-test-answer';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-restart-'));
// The first request hangs past the kill; the retry after the restart is answered at once.
const chat = await startFakeChatServer((index) =>
  index === 0
    ? { kind: 'hang', ms: 120_000, content: JSON.stringify(LLM_TEST_ANSWER) }
    : { kind: 'content', content: JSON.stringify(LLM_TEST_ANSWER) },
);
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) await server.stop();
  await chat.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = spawnServer({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    ANALYZER_PROVIDER: 'openai-compatible',
    ANALYZER_BASE_URL: chat.baseUrl,
    ANALYZER_MODEL: 'test-model',
    ANALYZER_API_KEY: 'test',
  });
  started.push(server);
  await waitForHealthy(server);
  return server;
}

async function call(url: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(url, { ...init, headers });
}

/** Registers, signs in and accepts the terms as the client does; returns the session cookie. */
async function signUp(url: string): Promise<string> {
  const credentials = { email: 'restart@example.com', password: 'correct horse battery' };
  const registered = await call(`${url}/api/auth/register`, {
    method: 'POST',
    body: JSON.stringify({ ...credentials, name: 'Restart Tester' }),
  });
  expect(registered.status).toBe(202);
  const signedIn = await call(`${url}/api/auth/login`, { method: 'POST', body: JSON.stringify(credentials) });
  expect(signedIn.status).toBe(200);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const accepted = await call(`${url}/api/accept-terms`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ termsAccepted: true, privacyPolicyAccepted: true, marketingConsent: false }),
  });
  expect(accepted.status).toBe(200);
  return cookie;
}

describe('an analysis job survives the server dying mid-analysis', () => {
  it('is retried after a restart on the same DATA_DIR and completes, counted once', async () => {
    const first = await start();
    const cookie = await signUp(first.url);
    const submitted = await call(`${first.url}/api/simplify-policy`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({ text: LLM_TEST_POLICY }),
    });
    expect(submitted.status).toBe(202);
    const { id } = (await submitted.json()) as AnalysisJobAccepted;
    // The job is running: the model has the request. Then the process dies without any clean-up.
    await waitFor(() => chat.requests.length === 1, { description: 'the model to be asked' });
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await start();
    const job = await waitFor(
      async () => {
        const response = await call(`${second.url}/api/analysis-jobs/${id}`, { cookie });
        const current = (await response.json()) as AnalysisJob;
        return current.status === 'done' || current.status === 'failed' ? current : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 500, description: 'the analysis to complete after the restart' },
    );
    expect(job).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(job.analysis).toMatchObject({ id, engine: 'openai-compatible', model: 'test-model' });
    expect(chat.requests).toHaveLength(2);
    const profile = await call(`${second.url}/api/user/profile`, { cookie });
    expect(((await profile.json()) as { usage: { current: number } }).usage.current).toBe(1);
  }, 180_000);
});
