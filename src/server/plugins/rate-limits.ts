import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '../../common/auth';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../lib/app-error';
import { postgresRateLimitStore } from '../lib/postgres-rate-limit-store';

/** Where the counters live: shared by every server (Redis, PostgreSQL) or kept by this process. */
export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStoreKind;
  }
}

/**
 * @fastify/rate-limit with counters every server shares: in Redis when REDIS_URL is set, else in
 * PostgreSQL when the app runs on it (several servers may share one database), else in memory (PGlite
 * serves one process per data directory, so there is nothing to share). Limits are declared per route
 * (`config.rateLimit`) or made with `app.createRateLimit`; none applies globally.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: {
    config: Config;
    database: DatabaseHandle;
    /** Prefix of the Redis keys; tests give each run its own so counts never leak between runs. */
    redisKeyPrefix?: string;
  },
): Promise<void> {
  const { config, database } = options;
  const common: RateLimitPluginOptions = {
    global: false,
    // After body parsing, so limits can be keyed by the email being tried as well as the address.
    hook: 'preHandler',
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts),
  };

  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      // A limited request fails soon when Redis is down instead of queueing behind a dead connection;
      // it never passes unlimited.
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    app.decorate('rateLimitStore', 'redis' satisfies RateLimitStoreKind);
    await app.register(rateLimit, {
      ...common,
      redis,
      nameSpace: options.redisKeyPrefix ?? 'policylens:rate-limit:',
    });
    return;
  }
  if (database.driver === 'postgres') {
    app.decorate('rateLimitStore', 'postgres' satisfies RateLimitStoreKind);
    await app.register(rateLimit, { ...common, store: postgresRateLimitStore(database.db) });
    return;
  }
  app.decorate('rateLimitStore', 'memory' satisfies RateLimitStoreKind);
  await app.register(rateLimit, common);
}
