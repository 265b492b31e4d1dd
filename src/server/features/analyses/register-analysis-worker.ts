import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnalyzerOptions } from '../../../analyzer/analyze-policy';
import { DEFAULT_TIMEOUT_MS } from '../../../analyzer/llm/provider-config';
import { ANALYSIS_JOB_MESSAGES } from '../../../common/analysis-jobs';
import { analysisJobs } from '../../db/schema';
import {
  ANALYSIS_DEAD_LETTER_QUEUE,
  ANALYSIS_QUEUE,
  ANALYSIS_RETRY_LIMIT,
  markAnalysisJobFailed,
  runAnalysisJob,
  type AnalysisJobData,
} from './analysis-jobs-service';

export type AnalysisWorkerOptions = {
  /** First retry delay in seconds; it doubles on the next retry. */
  retryDelaySeconds: number;
  /** Analyses run at once by this process (LLM calls are network waits, not CPU). */
  concurrency: number;
};

/**
 * The built-in engine's fall-back after a failed LLM call can take up to its own 30 s limit: a job
 * running longer than the LLM's time limit plus this is taken for dead and retried.
 */
const FALLBACK_MARGIN_SECONDS = 60;

/**
 * Starts the analysis worker (only with an LLM provider; the built-in engine answers at once). Jobs
 * survive a restart: those queued are picked up again, and with PGlite, which one process serves, a
 * job that was running when the process stopped is retried at once. On PostgreSQL another server may
 * still be running it, so such a job is retried once it expires.
 */
export async function registerAnalysisWorker(
  app: FastifyInstance,
  options: { analyzerOptions: Exclude<AnalyzerOptions, { provider: 'builtin' }> } & AnalysisWorkerOptions,
): Promise<void> {
  const timeoutSeconds = Math.ceil((options.analyzerOptions.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000);
  await app.jobs.defineQueue(ANALYSIS_DEAD_LETTER_QUEUE, {
    retryLimit: 5,
    retryDelaySeconds: options.retryDelaySeconds,
    backoff: true,
    expireInSeconds: 60,
  });
  await app.jobs.defineQueue(ANALYSIS_QUEUE, {
    retryLimit: ANALYSIS_RETRY_LIMIT,
    retryDelaySeconds: options.retryDelaySeconds,
    backoff: true,
    expireInSeconds: timeoutSeconds + FALLBACK_MARGIN_SECONDS,
    deadLetter: ANALYSIS_DEAD_LETTER_QUEUE,
  });
  const context = {
    db: app.db,
    analyzerOptions: options.analyzerOptions,
    engines: { builtin: app.workers.analyzeWithBuiltin },
    log: app.log,
    onAnalyzed: app.metrics.observeAnalysis,
  };
  if (app.database.driver === 'pglite') await retryInterruptedJobs(app);
  await requeueStrandedJobs(app);
  await app.jobs.work<AnalysisJobData>(ANALYSIS_QUEUE, { concurrency: options.concurrency }, (data, job) =>
    runAnalysisJob(context, data, job),
  );
  // A job that failed for good without its last attempt saying so (it expired, or its server died).
  await app.jobs.work<AnalysisJobData>(ANALYSIS_DEAD_LETTER_QUEUE, { concurrency: 1 }, (data) =>
    markAnalysisJobFailed({ db: app.db, analysisId: data.analysisId, error: ANALYSIS_JOB_MESSAGES.failed }),
  );
}

/**
 * With PGlite one process serves the data directory, so a job still marked running belongs to a
 * process that has stopped: it is failed now, which retries it (or dead-letters it when its attempts
 * are used up) instead of waiting for it to expire.
 */
async function retryInterruptedJobs(app: FastifyInstance): Promise<void> {
  const interrupted = await app.db
    .update(analysisJobs)
    .set({ status: 'queued' })
    .where(eq(analysisJobs.status, 'running'))
    .returning({ id: analysisJobs.id });
  if (interrupted.length === 0) return;
  await app.jobs.fail(
    ANALYSIS_QUEUE,
    interrupted.map((row) => row.id),
    'the server stopped during the analysis',
  );
  app.log.info({ count: interrupted.length }, 'retrying analyses interrupted by a restart');
}

/**
 * A row written without its job (the process stopped between the two) is queued again. Jobs carry the
 * row's id, so queueing one that exists already does nothing.
 */
async function requeueStrandedJobs(app: FastifyInstance): Promise<void> {
  const before = new Date(Date.now() - 60_000);
  const stranded = await app.db
    .select({ id: analysisJobs.id })
    .from(analysisJobs)
    .where(and(eq(analysisJobs.status, 'queued'), lt(analysisJobs.createdAt, before)));
  for (const row of stranded)
    await app.jobs.send<AnalysisJobData>(ANALYSIS_QUEUE, { analysisId: row.id }, { id: row.id });
}
