import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
};

/**
 * Builds the real app on a real database for integration tests through `app.inject()`.
 * `env` overrides environment variables (as strings, as they would arrive in production).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    beforeReady?: (app: FastifyInstance) => void;
    workerLimits?: BuildAppOptions['workerLimits'];
    /** Where the app's JSON log lines go (level info and up); silent when unset. */
    logStream?: Writable;
    /** A built client to serve; none by default. */
    clientDir?: string;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    APP_SECRET: 'test-secret-for-keyed-hashes-0123456789',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : { level: 'silent' },
    clientDir: options.clientDir ?? '/nonexistent-client-dir',
    workerLimits: options.workerLimits,
    // Retries after 1, 2, 4... seconds instead of 30, so retry tests finish quickly.
    email: { retryDelaySeconds: 1 },
    analysisJobs: { retryDelaySeconds: 1 },
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
