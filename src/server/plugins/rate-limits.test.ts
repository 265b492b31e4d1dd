import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../common/auth';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { isPostgresAvailable, LOCAL_POSTGRES_URL } from '../test/postgres-server';
import { createPostgresTestDatabase, createTestDatabase } from '../test/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function isRedisAvailable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const hasRedis = await isRedisAvailable();
const hasPostgres = await isPostgresAvailable();
if (!hasRedis) console.warn(`Redis does not answer at ${REDIS_URL}: the Redis rate-limit test is SKIPPED.`);
if (!hasPostgres)
  console.warn(`PostgreSQL does not answer at ${LOCAL_POSTGRES_URL}: the shared-database test is SKIPPED.`);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two servers of one deployment: the same database, the same APP_SECRET, maybe the same Redis. */
async function twoServers(options: { database: DatabaseHandle; env: Record<string, string> }) {
  const redisKeyPrefix = `policylens-test-${randomUUID()}:`;
  const build = async () => {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '.tmp/test-data',
        APP_SECRET: 'test-secret-for-keyed-hashes-0123456789',
        ...options.env,
      }),
      database: options.database,
      logger: { level: 'silent' },
      clientDir: '/nonexistent-client-dir',
      redisKeyPrefix,
    });
    await app.ready();
    cleanups.push(() => app.close());
    return app;
  };
  return [await build(), await build()] as const;
}

/** Twelve wrong passwords for one account from one address, alternating between the two servers. */
async function failedSignInsAcross(servers: readonly [{ inject: Inject }, { inject: Inject }]) {
  const email = `target-${randomUUID()}@example.com`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const response = await servers[attempt % 2]!.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.7',
      payload: { email, password: `guess number ${attempt}` },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429)
      expect(response.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
  }
  return statuses;
}
type Inject = Awaited<ReturnType<typeof buildApp>>['inject'];

describe('sign-in limits shared by several servers', () => {
  it.runIf(hasRedis)(
    'counts attempts on both servers together in Redis (REDIS_URL)',
    async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.close());
      const servers = await twoServers({ database, env: { REDIS_URL } });
      expect(servers.map((server) => server.rateLimitStore)).toEqual(['redis', 'redis']);
      const statuses = await failedSignInsAcross(servers);
      // Ten attempts per address and email in all, whichever server answers: alone, each would allow ten.
      expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    },
    60_000,
  );

  it.runIf(hasPostgres)(
    'counts attempts on both servers together in PostgreSQL without Redis',
    async () => {
      const database = await createPostgresTestDatabase(LOCAL_POSTGRES_URL);
      cleanups.push(() => database.close());
      const servers = await twoServers({ database, env: {} });
      expect(servers.map((server) => server.rateLimitStore)).toEqual(['postgres', 'postgres']);
      const statuses = await failedSignInsAcross(servers);
      expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    },
    60_000,
  );

  it('keeps counters in memory on PGlite, where one process serves the data directory', async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await database.migrate();
    cleanups.push(() => database.close());
    const [server] = await twoServers({ database, env: {} });
    expect(server.rateLimitStore).toBe('memory');
  });
});
