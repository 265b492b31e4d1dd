import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signUp } from '../test/factories';

let testApp: TestApp;
let output = '';

beforeAll(async () => {
  const logs = new PassThrough();
  logs.on('data', (chunk: Buffer) => (output += chunk.toString()));
  testApp = await buildTestApp({ logStream: logs });
});
afterAll(async () => testApp.close());

function requestLines(): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');
}

describe('request log', () => {
  it('writes one line per API request with method, route, status and duration, and none for /healthz', async () => {
    const user = await signUp(testApp.app);
    output = '';
    await testApp.app.inject({ method: 'GET', url: '/healthz' });
    await testApp.app.inject({ method: 'GET', url: '/pricing' });
    const policyId = '00000000-0000-4000-8000-000000000000';
    await testApp.app.inject({
      method: 'GET',
      url: `/api/user/policies/${policyId}?secret=1`,
      headers: { cookie: user.cookie },
    });

    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/user/policies/:id',
      status: 404,
      userId: user.id,
    });
    expect(typeof lines[0]?.durationMs).toBe('number');
    // The route pattern, never the path with its ids or the query string.
    expect(output).not.toContain(policyId);
    expect(output).not.toContain('secret=1');
    expect(output).not.toContain('incoming request');
  });
});
