import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/** Retry policy of one queue; delays are in seconds and double on each retry when `backoff` is on. */
export type QueuePolicy = {
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  expireInSeconds: number;
  /** A queue that receives a copy of each job that has failed for good (its retries used up). */
  deadLetter?: string;
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
  /**
   * Queues a job. With `id`, a job of that id that is still queued or running is not queued twice
   * (null is returned), so a caller can safely queue again what it is unsure was queued.
   */
  send: <T extends object>(name: string, data: T, options?: { id?: string }) => Promise<string | null>;
  /** Many jobs in one statement (a campaign's fan-out). */
  sendMany: <T extends object>(name: string, items: readonly T[]) => Promise<void>;
  /** `concurrency` workers poll the queue, each taking one job at a time. */
  work: <T extends object>(
    name: string,
    options: { concurrency: number },
    handler: JobHandler<T>,
  ) => Promise<void>;
  /** Fails running or waiting jobs at once: each is retried if it has retries left, else dead-lettered. */
  fail: (name: string, ids: readonly string[], message: string) => Promise<void>;
  /** Jobs waiting in a queue (created or waiting for a retry), for metrics. */
  queueSize: (name: string) => Promise<number>;
  /** The same for every queue, by name (what GET /metrics reports). */
  queueSizes: () => Promise<Record<string, number>>;
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
  // What must finish before the database may close: pg-boss's own statements (it records a job's
  // completion or failure without awaiting it, and a fetch under way at stop still hands out its
  // jobs) and the handlers running.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(database.executeSql(text, values)) },
    schema: 'pgboss',
    // No cron schedules are used; maintenance (expiring and archiving jobs) stays on. Every 30 s
    // rather than pg-boss's 2 minutes: a job whose server died is retried soon after it expires.
    schedule: false,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  let isStopped = false;
  /** This process's workers per queue: a job queued here wakes one at once instead of at its next poll. */
  const workerIds = new Map<string, string[]>();

  return {
    defineQueue: async (name, policy) => {
      const queue: PgBoss.Queue = {
        name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.backoff,
        expireInSeconds: policy.expireInSeconds,
        ...(policy.deadLetter ? { deadLetter: policy.deadLetter } : {}),
      };
      // createQueue is a no-op when the queue exists; updateQueue keeps its policy in step with the code.
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue);
    },
    send: async (name, data, sendOptions) => {
      const id = await boss.send(name, data, sendOptions?.id ? { id: sendOptions.id } : {});
      if (id) for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    sendMany: async (name, items) => {
      for (let start = 0; start < items.length; start += INSERT_CHUNK) {
        await boss.insert(items.slice(start, start + INSERT_CHUNK).map((data) => ({ name, data })));
      }
    },
    work: async (name, { concurrency }, handler) => {
      for (let worker = 0; worker < concurrency; worker++) {
        const workerId = await boss.work<Parameters<typeof handler>[0]>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
          async (jobs) => {
            for (const job of jobs) {
              // A job fetched while the queue was stopping is failed, so it is retried later.
              if (isStopped) throw new Error('the job queue is stopping');
              await track(
                handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit }),
              );
            }
          },
        );
        workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
      }
    },
    fail: async (name, ids, message) => {
      for (const id of ids) await boss.fail(name, id, { message });
    },
    queueSize: (name) => boss.getQueueSize(name),
    queueSizes: async () => {
      const queues = await boss.getQueues();
      const sizes = await Promise.all(queues.map((queue) => boss.getQueueSize(queue.name)));
      return Object.fromEntries(queues.map((queue, index) => [queue.name, sizes[index] ?? 0]));
    },
    stop: async () => {
      if (isStopped) return;
      isStopped = true;
      // Lets running handlers finish (a send in flight is recorded), then stops polling and timers.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // A settled statement can start another (a fetched job's handler, then its completion): wait
      // until a turn of the event loop starts nothing new.
      do {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0);
    },
  };
}

/** Decorates `app.jobs`; the queue stops when the app closes, before the database does. */
export async function registerJobs(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const jobs = await startJobQueue({ database, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
}
