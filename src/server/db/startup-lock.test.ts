import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue } from '../plugins/jobs';
import { isPostgresAvailable, LOCAL_POSTGRES_URL } from '../test/postgres-server';
import { createPostgresTestDatabase, type TestDatabase } from '../test/test-database';
import { openDatabase, type DatabaseHandle } from './client';

// Two instances starting together on a fresh PostgreSQL database: each creates pg-boss's schema and the
// app's queues. Run at once, those statements collide (a duplicate schema, a deadlock on the queue
// table) and one instance dies at start-up; under the start-up lock they run one after the other.
const hasPostgres = await isPostgresAvailable();
if (!hasPostgres)
  console.warn(`PostgreSQL does not answer at ${LOCAL_POSTGRES_URL}: the start-up lock tests are SKIPPED.`);

let database: TestDatabase | undefined;
const instances: DatabaseHandle[] = [];
beforeAll(async () => {
  if (!hasPostgres) return;
  database = await createPostgresTestDatabase(LOCAL_POSTGRES_URL);
  for (let index = 0; index < 3; index += 1)
    instances.push(await openDatabase({ driver: 'postgres', url: database.url ?? '' }));
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database?.close();
});

const policy = { retryLimit: 2, retryDelaySeconds: 1, backoff: true, expireInSeconds: 60 };

describe.runIf(hasPostgres)('the start-up lock on PostgreSQL', () => {
  it('runs one instance’s start-up at a time, so all start on a fresh database', async () => {
    const spans: { start: number; end: number }[] = [];
    const log = pino({ level: 'silent' });
    const started = await Promise.all(
      instances.map((instance) =>
        instance.withStartupLock(async () => {
          const start = performance.now();
          const jobs = await startJobQueue({ database: instance, log });
          await jobs.defineQueue('startup-lock-test', policy);
          await jobs.defineQueue('startup-lock-test-2', policy);
          spans.push({ start, end: performance.now() });
          return jobs;
        }),
      ),
    );
    try {
      spans.sort((left, right) => left.start - right.start);
      for (let index = 1; index < spans.length; index += 1)
        expect(spans[index]?.start).toBeGreaterThanOrEqual(spans[index - 1]?.end ?? Infinity);
      // Every instance can use the queues the others may have created.
      for (const jobs of started) expect(await jobs.send('startup-lock-test', { ok: true })).toBeTruthy();
      expect(await started[0]?.queueSize('startup-lock-test')).toBe(instances.length);
    } finally {
      for (const jobs of started) await jobs.stop();
    }
  }, 60_000);

  it('releases the lock when start-up fails, so the next instance is not blocked', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('instances missing');
    await expect(
      first.withStartupLock(() => Promise.reject(new Error('a migration failed'))),
    ).rejects.toThrow('a migration failed');
    await expect(second.withStartupLock(() => Promise.resolve('started'))).resolves.toBe('started');
  });
});
