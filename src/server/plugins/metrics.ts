import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Measurements the features report; does nothing when metrics are off. */
    metrics: Metrics;
  }
}

export type Metrics = {
  /** One analysis made by `engine` (builtin, openai, anthropic, openai-compatible) in `seconds`. */
  observeAnalysis: (engine: string, seconds: number) => void;
};

export const METRICS_PATH = '/metrics';

/** Request durations in seconds: from a fast session read (a few ms) to an LLM analysis (a minute). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** The built-in engine takes 10-100 ms; an LLM seconds to a minute. */
const ANALYSIS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` with the configured token, compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  // Hashes have one length, so the comparison takes the same time whatever was sent.
  return match?.[1] !== undefined && timingSafeEqual(sha256(match[1]), sha256(token));
}

/**
 * GET /metrics in Prometheus text format (prom-client), off unless METRICS=true or METRICS_TOKEN is
 * set (then the scraper must send the token). Only operational figures: request durations by route
 * pattern (never a URL with its ids or query), analysis durations by engine, job queue depth, worker
 * pool and database pool use, session cache hits, and the process's own (CPU, memory, event-loop lag). No user data.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle },
): void {
  const { config, database } = options;
  if (!config.metrics.isEnabled) {
    app.decorate('metrics', { observeAnalysis: () => undefined } satisfies Metrics);
    app.get(METRICS_PATH, async () => {
      throw new AppError('NOT_FOUND', 'Not found.');
    });
    return;
  }

  // A registry per app, so that several apps in one process (tests) never share or clash.
  const register = new Registry();
  collectDefaultMetrics({ register });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: REQUEST_BUCKETS,
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/teams/:teamId), never the URL: ids and queries stay out, and the
    // number of series stays bounded. Unmatched URLs share one label.
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const analysisDuration = new Histogram({
    name: 'policylens_analysis_duration_seconds',
    help: 'Time to analyse one policy, by the engine that answered.',
    labelNames: ['engine'],
    buckets: ANALYSIS_BUCKETS,
    registers: [register],
  });
  app.decorate('metrics', {
    observeAnalysis: (engine, seconds) => analysisDuration.observe({ engine }, seconds),
  } satisfies Metrics);

  new Gauge({
    name: 'policylens_job_queue_depth',
    help: 'Jobs waiting in each background queue (pg-boss), not yet started.',
    labelNames: ['queue'],
    registers: [register],
    async collect() {
      this.reset();
      const sizes = await app.jobs.queueSizes();
      for (const [queue, size] of Object.entries(sizes)) this.set({ queue }, size);
    },
  });

  const poolLabels = ['pool'] as const;
  const workerStat = (name: string, help: string, read: (pool: WorkerPoolSnapshot) => number) =>
    new Gauge({
      name,
      help,
      labelNames: poolLabels,
      registers: [register],
      collect() {
        for (const [pool, stats] of Object.entries(app.workers.stats())) this.set({ pool }, read(stats));
      },
    });
  workerStat(
    'policylens_worker_pool_utilization',
    'Share of the worker pool threads running a task (0 to 1), per pool.',
    (stats) => (stats.maxThreads === 0 ? 0 : stats.running / stats.maxThreads),
  );
  workerStat('policylens_worker_pool_threads', 'Worker threads alive, per pool.', (stats) => stats.threads);
  workerStat(
    'policylens_worker_pool_max_threads',
    'Worker threads a pool may start.',
    (stats) => stats.maxThreads,
  );
  workerStat(
    'policylens_worker_pool_waiting_tasks',
    'Tasks waiting for a worker thread, per pool.',
    (stats) => stats.waiting,
  );

  new Gauge({
    name: 'policylens_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); absent on PGlite.',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  new Counter({
    name: 'policylens_session_cache_lookups_total',
    help: 'Session lookups of signed-in API requests, answered from the session cache (hit) or the database (miss).',
    labelNames: ['result'],
    registers: [register],
    collect() {
      const { hits, misses } = app.sessionCache.lookups;
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });

  const token = config.metrics.token;
  app.get(METRICS_PATH, async (request, reply) => {
    if (token !== undefined && !hasToken(request, token)) {
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    const body = await register.metrics();
    return reply.header('content-type', register.contentType).header('cache-control', 'no-store').send(body);
  });
}

type WorkerPoolSnapshot = ReturnType<FastifyInstance['workers']['stats']>['documents'];
