import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/** Retry policy of one queue; delays are in seconds and double on each retry when `backoff` is on. */
export type QueuePolicy = {
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  expireInSeconds: number;
};

export type JobContext = { id: string; retryCount: number; retryLimit: number };
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/**
 * A durable job queue in the app's own database: pg-boss on PostgreSQL and on PGlite alike (through
 * its `db` option, so both run the same code and the same SQL). A job survives a restart; a handler
 * that throws is retried with backoff up to the queue's retry limit. Handlers must be idempotent: a
 * worker that dies mid-job has its job retried once the job expires.
 */
export type JobQueue = {
  defineQueue: (name: string, policy: QueuePolicy) => Promise<void>;
  send: <T extends object>(name: string, data: T) => Promise<string | null>;
  /** Many jobs in one statement (a campaign's fan-out). */
  sendMany: <T extends object>(name: string, items: readonly T[]) => Promise<void>;
  /** `concurrency` workers poll the queue, each taking one job at a time. */
  work: <T extends object>(
    name: string,
    options: { concurrency: number },
    handler: JobHandler<T>,
  ) => Promise<void>;
  stop: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export type JobQueueOptions = {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for new jobs (pg-boss 10 polls; 1 s keeps an idle PGlite quiet). */
  pollingIntervalSeconds?: number;
};

const INSERT_CHUNK = 1_000;

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // No cron schedules are used; maintenance (expiring and archiving jobs) stays on.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  let isStopped = false;

  return {
    defineQueue: async (name, policy) => {
      const queue: PgBoss.Queue = {
        name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.backoff,
        expireInSeconds: policy.expireInSeconds,
      };
      // createQueue is a no-op when the queue exists; updateQueue keeps its policy in step with the code.
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue);
    },
    send: (name, data) => boss.send(name, data),
    sendMany: async (name, items) => {
      for (let start = 0; start < items.length; start += INSERT_CHUNK) {
        await boss.insert(items.slice(start, start + INSERT_CHUNK).map((data) => ({ name, data })));
      }
    },
    work: async (name, { concurrency }, handler) => {
      for (let worker = 0; worker < concurrency; worker++) {
        await boss.work<Parameters<typeof handler>[0]>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
          async (jobs) => {
            for (const job of jobs) {
              await handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
            }
          },
        );
      }
    },
    stop: async () => {
      if (isStopped) return;
      isStopped = true;
      // Lets running handlers finish (a send in flight is recorded), then stops polling and timers.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Decorates `app.jobs`; the queue stops when the app closes, before the database does. */
export async function registerJobs(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const jobs = await startJobQueue({ database, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
}
