import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREFUL_SAMPLE_POLICY } from '../../common/sample-policies';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signUp, type TestUser } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { EMAIL_SEND_QUEUE } from './mailer';

const TOKEN = 'scrape-token-0123456789abcdef';

let database: TestDatabase;
let off: TestApp;
let open: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // Three servers of one database: metrics off (the default), on, and on behind a token.
  off = await buildTestApp({ database });
  open = await buildTestApp({
    database,
    env: { METRICS: 'true', PUBLIC_URL: 'https://policylens.example.com' },
  });
  guarded = await buildTestApp({ database, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  for (const testApp of [off, open, guarded]) await testApp?.close();
  await database?.close();
});

const scrape = (testApp: TestApp, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/metrics', headers });

describe('GET /metrics', () => {
  it('is not served unless METRICS=true or a token is set', async () => {
    const response = await scrape(off);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('# TYPE');
  });

  it('reports request and analysis durations, queues and pools, without any user data', async () => {
    const user: TestUser = await signUp(open.app, { tier: 'enterprise' });
    const profile = await open.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.statusCode).toBe(200);
    const analysis = await open.app.inject({
      method: 'POST',
      url: '/api/simplify-policy',
      headers: { cookie: user.cookie },
      payload: { text: CAREFUL_SAMPLE_POLICY },
    });
    expect(analysis.statusCode).toBe(200);
    const teamId = randomUUID();
    await open.app.inject({
      method: 'GET',
      url: `/api/teams/${teamId}/members`,
      headers: { cookie: user.cookie },
    });
    // A queue nobody works on, so its depth stays put.
    const queue = `metrics-test-${randomUUID()}`;
    await open.app.jobs.defineQueue(queue, {
      retryLimit: 0,
      retryDelaySeconds: 1,
      backoff: false,
      expireInSeconds: 60,
    });
    await open.app.jobs.sendMany(queue, [{ n: 1 }, { n: 2 }]);

    // Prometheus reaches the server by an internal name, not PUBLIC_URL's host.
    const response = await scrape(open, { host: 'policylens-app-1:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = response.body;
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/user\/profile",status_code="200"\} 1$/m,
    );
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/simplify-policy",status_code="200"\} 1$/m,
    );
    expect(body).toMatch(/^policylens_analysis_duration_seconds_count\{engine="builtin"\} 1$/m);
    expect(body).toMatch(/^policylens_worker_pool_utilization\{pool="analyses"\} [0-9.]+$/m);
    expect(body).toMatch(/^policylens_worker_pool_max_threads\{pool="documents"\} [1-9]\d*$/m);
    expect(body).toMatch(new RegExp(`^policylens_job_queue_depth\\{queue="${queue}"\\} 2$`, 'm'));
    expect(body).toMatch(
      new RegExp(`^policylens_job_queue_depth\\{queue="${EMAIL_SEND_QUEUE}"\\} \\d+$`, 'm'),
    );
    expect(body).toMatch(/^policylens_session_cache_lookups_total\{result="miss"\} [1-9]\d*$/m);
    expect(body).toMatch(/^policylens_session_cache_lookups_total\{result="hit"\} \d+$/m);
    expect(body).toMatch(/^process_cpu_seconds_total /m);
    if (database.driver === 'postgres')
      expect(body).toMatch(/^policylens_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    // Route patterns, never URLs: no ids, no emails, no session tokens.
    expect(body).toContain('route="/api/teams/:teamId/members"');
    for (const secret of [teamId, user.id, user.email, user.cookie.split('=')[1] ?? user.cookie])
      expect(body).not.toContain(secret);
  });

  it('needs the token as a bearer token when METRICS_TOKEN is set', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcd' },
      // The right token without the Bearer scheme.
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const refused = await scrape(guarded, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('# TYPE');
    }
    const allowed = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
