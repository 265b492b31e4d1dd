import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { analyzePolicy, type AnalyzerEngines, type AnalyzerOptions } from '../../../analyzer/analyze-policy';
import type { AnalysisResult } from '../../../common/analysis';
import {
  ANALYSIS_JOB_MESSAGES,
  MAX_UNFINISHED_JOBS_PER_USER,
  type AnalysisJobAccepted,
} from '../../../common/analysis-jobs';
import { getPlan, isUnlimited } from '../../../common/plans';
import type { Database } from '../../db/client';
import { analysisJobs, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { JobContext, JobQueue } from '../../plugins/jobs';
import { recordEvent } from '../analytics/analytics-service';
import type { SessionUser } from '../auth/session-service';
import { quotaExceededMessage } from '../usage/usage-service';
import { checkAnalysisAllowed, storeAnalysisWithinQuota } from './analysis-service';

export const ANALYSIS_QUEUE = 'analysis';
/** Receives a copy of each analysis job that failed for good, however it failed (even by expiring). */
export const ANALYSIS_DEAD_LETTER_QUEUE = 'analysis-failed';
export type AnalysisJobData = { analysisId: string };

/** Retries after a failed attempt: three attempts in all. */
export const ANALYSIS_RETRY_LIMIT = 2;

const UNFINISHED = ['queued', 'running'] as const;

async function countUnfinishedJobs(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(analysisJobs)
    .where(and(eq(analysisJobs.userId, userId), inArray(analysisJobs.status, [...UNFINISHED])));
  return row?.value ?? 0;
}

/**
 * Checks the request as a built-in analysis would be checked (character limit, quota), then records
 * the analysis and queues its job; the caller answers 202. Analyses already in progress count
 * against the quota here, so a user cannot start more paid LLM calls than they have analyses left;
 * the quota itself is consumed only when a result is stored.
 */
export async function submitAnalysisJob(options: {
  db: Database;
  jobs: JobQueue;
  user: SessionUser;
  text: string;
  source: 'text' | 'file';
  sourceName: string | null;
  now?: Date;
}): Promise<AnalysisJobAccepted> {
  const { db, jobs, user, text, source, sourceName } = options;
  const now = options.now ?? new Date();
  const usage = await checkAnalysisAllowed({
    db,
    user,
    text,
    source: source === 'text' ? 'policy' : 'file',
    now,
  });
  const unfinished = await countUnfinishedJobs(db, user.id);
  if (unfinished >= MAX_UNFINISHED_JOBS_PER_USER)
    throw new AppError('TOO_MANY_REQUESTS', ANALYSIS_JOB_MESSAGES.tooManyUnfinished, {
      headers: { 'retry-after': '30' },
    });
  if (!isUnlimited(usage.limit) && usage.current + unfinished >= usage.limit)
    throw new AppError('TOO_MANY_REQUESTS', ANALYSIS_JOB_MESSAGES.lastAnalysisInProgress, {
      headers: { 'retry-after': '30' },
    });

  const [row] = await db
    .insert(analysisJobs)
    .values({ userId: user.id, source, sourceName, inputText: text, characters: text.length })
    .returning({ id: analysisJobs.id, status: analysisJobs.status });
  if (!row) throw new AppError('INTERNAL', 'The analysis could not be queued.');
  try {
    await jobs.send<AnalysisJobData>(ANALYSIS_QUEUE, { analysisId: row.id }, { id: row.id });
  } catch (error) {
    // Without its job the row would wait forever: take it back and let the user try again.
    await db.delete(analysisJobs).where(eq(analysisJobs.id, row.id));
    throw error;
  }
  return row;
}

/** Ends a job for good with a message for its owner; a job already finished is left as it is. */
export async function markAnalysisJobFailed(options: { db: Database; analysisId: string; error: string }) {
  await options.db
    .update(analysisJobs)
    .set({ status: 'failed', error: options.error, inputText: null, finishedAt: new Date() })
    .where(and(eq(analysisJobs.id, options.analysisId), inArray(analysisJobs.status, [...UNFINISHED])));
}

export type AnalysisJobContext = {
  db: Database;
  analyzerOptions: AnalyzerOptions;
  engines: AnalyzerEngines;
  log: FastifyBaseLogger;
  /** Told how long each analysis took and which engine answered (the metrics). */
  onAnalyzed?: (engine: string, seconds: number) => void;
};

type StoreOutcome = 'stored' | 'quota' | 'finished-already';

/**
 * Stores a job's result and consumes the quota in one transaction that rechecks the quota. The job's
 * row moves to done only if it was unfinished, so a second run of the same job (one that outlived its
 * expiry and was retried meanwhile) stores nothing twice. When the quota is used up by then (another
 * analysis stored first), the job fails with the quota message and nothing is stored.
 */
async function storeJobResult(options: {
  db: Database;
  analysisId: string;
  text: string;
  sourceName: string | null;
  result: AnalysisResult;
}): Promise<StoreOutcome> {
  const { db, analysisId, text, sourceName, result } = options;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(analysisJobs)
      .set({ status: 'done', inputText: null, error: null, finishedAt: now })
      .where(and(eq(analysisJobs.id, analysisId), inArray(analysisJobs.status, [...UNFINISHED])))
      .returning({ userId: analysisJobs.userId });
    if (!claimed) return 'finished-already';
    // The plan of the moment the result is stored decides, as it does for the quota itself.
    const [owner] = await tx
      .select({ tier: users.tier })
      .from(users)
      .where(eq(users.id, claimed.userId))
      .limit(1);
    if (!owner) return 'finished-already';
    const stored = await storeAnalysisWithinQuota({
      tx,
      userId: claimed.userId,
      tier: owner.tier,
      text,
      sourceName,
      result,
      now,
      id: analysisId,
    });
    if (stored) return 'stored';
    const plan = getPlan(owner.tier);
    await tx
      .update(analysisJobs)
      .set({
        status: 'failed',
        error: quotaExceededMessage({ planName: plan.name, limit: plan.analysesPerMonth, now }),
      })
      .where(eq(analysisJobs.id, analysisId));
    return 'quota';
  });
}

/**
 * One attempt at an analysis job: the configured LLM analyses the policy (with its time limit and its
 * fall-back to the built-in engine), then the result is stored. An attempt that throws is retried by
 * the queue; the last one marks the job failed, and the quota is never consumed for it.
 */
export async function runAnalysisJob(
  context: AnalysisJobContext,
  data: AnalysisJobData,
  job: JobContext,
): Promise<void> {
  const { db, log } = context;
  const { analysisId } = data;
  const [row] = await db
    .select({
      status: analysisJobs.status,
      userId: analysisJobs.userId,
      source: analysisJobs.source,
      sourceName: analysisJobs.sourceName,
      inputText: analysisJobs.inputText,
    })
    .from(analysisJobs)
    .where(eq(analysisJobs.id, analysisId))
    .limit(1);
  // Gone with its account, or finished by an earlier run of the same job.
  if (!row || row.inputText === null || (row.status !== 'queued' && row.status !== 'running')) return;
  const text = row.inputText;
  await db
    .update(analysisJobs)
    .set({ status: 'running', attempts: job.retryCount + 1, startedAt: new Date() })
    .where(and(eq(analysisJobs.id, analysisId), inArray(analysisJobs.status, [...UNFINISHED])));

  let outcome: StoreOutcome;
  let engine: string;
  try {
    const started = performance.now();
    const result = await analyzePolicy(text, context.analyzerOptions, context.engines);
    engine = result.meta.engine;
    context.onAnalyzed?.(engine, (performance.now() - started) / 1000);
    outcome = await storeJobResult({ db, analysisId, text, sourceName: row.sourceName, result });
  } catch (error) {
    const isLastAttempt = job.retryCount >= job.retryLimit;
    log.warn({ err: error, analysisId, attempt: job.retryCount + 1, isLastAttempt }, 'analysis job failed');
    if (isLastAttempt) {
      await markAnalysisJobFailed({ db, analysisId, error: ANALYSIS_JOB_MESSAGES.failed });
      return;
    }
    await db
      .update(analysisJobs)
      .set({ status: 'queued' })
      .where(and(eq(analysisJobs.id, analysisId), eq(analysisJobs.status, 'running')));
    throw error;
  }
  log.info({ analysisId, engine, outcome, attempt: job.retryCount + 1 }, 'analysis job finished');
  if (outcome === 'stored')
    await recordEvent({
      db,
      userId: row.userId,
      name: row.source === 'file' ? 'upload' : 'analysis',
      properties:
        row.source === 'file' ? { characters: text.length } : { source: 'text', characters: text.length },
    });
}
