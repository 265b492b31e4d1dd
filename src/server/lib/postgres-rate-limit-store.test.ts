import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import {
  countRateLimitHit,
  deleteEndedRateLimitWindows,
  postgresRateLimitStore,
} from './postgres-rate-limit-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate-limit counters in the database', () => {
  it('counts hits on a key within its window and says how long the window still runs', async () => {
    const counts = [];
    for (let hit = 0; hit < 3; hit += 1)
      counts.push(await countRateLimitHit({ db: database.db, key: 'count', timeWindowMs: 60_000 }));
    expect(counts.map((count) => count.current)).toEqual([1, 2, 3]);
    for (const { ttl } of counts) {
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    // Another key has its own count.
    expect((await countRateLimitHit({ db: database.db, key: 'other', timeWindowMs: 60_000 })).current).toBe(
      1,
    );
  });

  it('starts a new window at 1 once the old one has ended, and the sweep removes ended windows', async () => {
    await countRateLimitHit({ db: database.db, key: 'short', timeWindowMs: 200 });
    expect((await countRateLimitHit({ db: database.db, key: 'short', timeWindowMs: 200 })).current).toBe(2);
    await sleep(300);
    const restarted = await countRateLimitHit({ db: database.db, key: 'short', timeWindowMs: 60_000 });
    expect(restarted).toEqual({ current: 1, ttl: expect.any(Number) as number });
    expect(restarted.ttl).toBeGreaterThan(55_000);

    await countRateLimitHit({ db: database.db, key: 'ended', timeWindowMs: 50 });
    await sleep(100);
    await deleteEndedRateLimitWindows({ db: database.db });
    const keys = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(keys.map((row) => row.key)).not.toContain('ended');
    expect(keys.map((row) => row.key)).toContain('short');
  });

  it('loses no hit when many arrive at once on separate connections', async () => {
    // On PostgreSQL two pools stand for two servers; on PGlite both share the one instance.
    const second = database.url ? await openDatabase({ driver: 'postgres', url: database.url }) : database;
    try {
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          countRateLimitHit({ db: (index % 2 ? second : database).db, key: 'race', timeWindowMs: 60_000 }),
        ),
      );
      expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, index) => index + 1),
      );
      const [row] = await database.db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, 'race'));
      expect(row?.hits).toBe(40);
    } finally {
      if (second !== database) await second.close();
    }
  });

  it("keeps each route's limit apart, as @fastify/rate-limit's own stores do", async () => {
    const Store = postgresRateLimitStore(database.db);
    const root = new Store({});
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/auth/login' } } as never);
    const register = root.child({ routeInfo: { method: 'POST', url: '/api/auth/register' } } as never);
    const incr = (store: typeof root, key: string) =>
      new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 10),
      );
    expect((await incr(login, '203.0.113.1'))?.current).toBe(1);
    expect((await incr(login, '203.0.113.1'))?.current).toBe(2);
    expect((await incr(register, '203.0.113.1'))?.current).toBe(1);
  });
});
