import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** One hit counted: the count in the current window and the milliseconds left in it. */
export type RateLimitCount = { current: number; ttl: number };

/**
 * Counts one hit on `key`, in one atomic upsert: a new key, or one whose window has ended, starts a
 * window of `timeWindowMs` at 1; otherwise the count goes up by one. Concurrent hits from several
 * servers serialise on the row, so none is lost and the limit holds across all of them. Times come
 * from the database's clock, the one clock every server shares.
 */
export async function countRateLimitHit(options: {
  db: Database;
  key: string;
  timeWindowMs: number;
}): Promise<RateLimitCount> {
  const { db, key, timeWindowMs } = options;
  const windowEnd = sql`now() + ${timeWindowMs}::double precision * interval '1 millisecond'`;
  const hasEnded = sql`${rateLimitHits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        // Both expressions read the row as it was before this statement.
        hits: sql`case when ${hasEnded} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${hasEnded} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000))::integer`,
    });
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { current: row.current, ttl: Number(row.ttl) };
}

/** Removes counters whose window ended (a later hit would reset them anyway); keeps the table small. */
export async function deleteEndedRateLimitWindows(options: { db: Database }): Promise<void> {
  await options.db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now()`));
}

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: unknown; url?: unknown };
};

/**
 * A store for @fastify/rate-limit over the `rate_limit_hits` table, for several servers sharing one
 * PostgreSQL database without Redis. Each route's limit gets its own key space (method and URL), as
 * the plugin's Redis store does; limits made with `createRateLimit` have no route and use their key.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: object, prefix = '') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindow: number,
    ): void {
      countRateLimitHit({ db, key: `${this.#prefix}${key}`, timeWindowMs: timeWindow }).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      const route = typeof url === 'string' ? `${String(method)} ${url}|` : '';
      return new PostgresRateLimitStore({}, route);
    }
  }
  return PostgresRateLimitStore;
}
