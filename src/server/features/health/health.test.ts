import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/error-handler';
import { signUp } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { isPostgresAvailable, LOCAL_POSTGRES_URL } from '../../test/postgres-server';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createPostgresTestDatabase, createTestDatabase } from '../../test/test-database';

const hasPostgres = await isPostgresAvailable();
if (!hasPostgres)
  console.warn(
    `PostgreSQL does not answer at ${LOCAL_POSTGRES_URL}: the database-outage tests on PostgreSQL are SKIPPED.`,
  );
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** An API call of a signed-in user: its status, body and Retry-After. */
async function policies(testApp: TestApp, cookie: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/user/policies',
    headers: { cookie },
  });
  return {
    status: response.statusCode,
    body: response.json<unknown>(),
    retryAfter: response.headers['retry-after'],
  };
}

const UNAVAILABLE = { status: 503, body: { error: DATABASE_UNAVAILABLE_MESSAGE }, retryAfter: '5' };

async function health(testApp: TestApp) {
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe('GET /healthz', () => {
  it('answers 200 while the embedded database answers, 503 once it is gone', async () => {
    const database = await createTestDatabase();
    const testApp = await buildTestApp({ database });
    cleanups.push(() => testApp.close());

    const user = await signUp(testApp.app);
    expect(await health(testApp)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } });
    await database.close();
    expect(await health(testApp)).toEqual({ status: 503, body: { status: 'error', db: 'down' } });
    expect(await policies(testApp, user.cookie)).toEqual(UNAVAILABLE);
  }, 60_000);

  it.runIf(hasPostgres)(
    'reports PostgreSQL down when the connection is cut and recovers by itself when it returns',
    async () => {
      // A migrated scratch database: the app's job queue and email worker need their tables at start.
      const scratchName = `policylens_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: LOCAL_POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${scratchName}`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: LOCAL_POSTGRES_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${scratchName} with (force)`);
        await dropper.end();
      });
      const target = new URL(LOCAL_POSTGRES_URL);
      target.pathname = `/${scratchName}`;
      const migrator = await openDatabase({ driver: 'postgres', url: target.toString() });
      await migrator.migrate();
      await migrator.close();
      const proxy: TcpProxy = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      cleanups.push(() => proxy.close());
      const viaProxy = new URL(target);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      // A migrated database of its own, reached through the proxy.
      const direct = await createPostgresTestDatabase(LOCAL_POSTGRES_URL);
      cleanups.push(() => direct.close());
      viaProxy.pathname = new URL(direct.url).pathname;
      const database = await openDatabase({
        driver: 'postgres',
        url: viaProxy.toString(),
        onPoolError: () => undefined,
      });
      cleanups.push(() => database.close());
      const testApp = await buildTestApp({ database });
      cleanups.push(() => testApp.close());

      const user = await signUp(testApp.app);
      expect(await health(testApp)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } });
      expect((await policies(testApp, user.cookie)).status).toBe(200);

      await proxy.cut();
      expect(await health(testApp)).toEqual({ status: 503, body: { status: 'error', db: 'down' } });
      expect(await policies(testApp, user.cookie)).toEqual(UNAVAILABLE);
      expect(await health(testApp)).toEqual({ status: 503, body: { status: 'error', db: 'down' } });
      expect(await policies(testApp, user.cookie)).toEqual(UNAVAILABLE);

      await proxy.restore();
      expect(await health(testApp)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } });
      expect((await policies(testApp, user.cookie)).status).toBe(200);
    },
  );
});
