import http from 'node:http';
import { PassThrough } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signUp } from '../test/factories';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function latestMailTo(app: TestApp, email: string): Promise<string> {
  await app.app.background.settled();
  const [message] = await app.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return message?.text ?? '';
}

/** A raw HTTP request with the Host header the caller chooses (fetch always sends the real one). */
function request(options: {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        headers: payload ? { ...options.headers, 'content-type': 'application/json' } : options.headers,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A forgot-password request as an attacker sends it: a foreign Host with a matching Origin. */
function poisonedForgotPassword(port: number, email: string) {
  return request({
    port,
    method: 'POST',
    path: '/api/auth/forgot-password',
    headers: { host: 'evil.example', origin: 'http://evil.example' },
    body: { email },
  });
}

describe('links in email never come from the Host header', () => {
  it('uses the started address without PUBLIC_URL, and warns once at start-up', async () => {
    const logs = new PassThrough();
    let output = '';
    logs.on('data', (chunk: Buffer) => (output += chunk.toString()));
    testApp = await buildTestApp({ logStream: logs });
    const { app } = testApp;
    const user = await signUp(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const response = await poisonedForgotPassword(port, user.email);
    expect(response.status).toBe(200);
    const mail = await latestMailTo(testApp, user.email);
    expect(mail).toContain(`http://localhost:${port}/auth?mode=reset&token=`);
    expect(mail).not.toContain('evil.example');
    const warnings = output.split('\n').filter((line) => line.includes('PUBLIC_URL is not set'));
    expect(warnings).toHaveLength(1);
  }, 60_000);

  it('uses PUBLIC_URL when set, and refuses requests for another host', async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://policylens.example' } });
    const { app } = testApp;
    const user = await signUp(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const refused = await poisonedForgotPassword(port, user.email);
    expect(refused.status).toBe(421);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'This server does not answer for the host "evil.example".',
    });
    expect(await latestMailTo(testApp, user.email)).toBe('');

    const health = await request({
      port,
      method: 'GET',
      path: '/healthz',
      headers: { host: '10.0.0.7:3000' },
    });
    expect(health.status).toBe(200);

    const accepted = await request({
      port,
      method: 'POST',
      path: '/api/auth/forgot-password',
      headers: { host: 'policylens.example', origin: 'https://policylens.example' },
      body: { email: user.email },
    });
    expect(accepted.status).toBe(200);
    expect(await latestMailTo(testApp, user.email)).toContain(
      'https://policylens.example/auth?mode=reset&token=',
    );
  }, 60_000);
});
