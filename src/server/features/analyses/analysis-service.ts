import { analyzePolicy, type AnalyzerEngines, type AnalyzerOptions } from '../../../analyzer/analyze-policy';
import type { AnalysisResult } from '../../../common/analysis';
import { tierLimitMessage, type AnalysisResponse } from '../../../common/analyses';
import { getPlan, isUnlimited, type Tier } from '../../../common/plans';
import type { Database } from '../../db/client';
import { policyAnalyses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/session-service';
import {
  consumeMonthlyQuota,
  getMonthlyUsage,
  nextResetOf,
  quotaExceededMessage,
} from '../usage/usage-service';
import { presentAnalysis } from './present-analysis';

export function quotaError(planName: string, limit: number, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((nextResetOf(now).getTime() - now.getTime()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', quotaExceededMessage({ planName, limit, now }), {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * The checks made before any work: the tier's character limit, then this month's quota (cheaply; it
 * is consumed atomically when the result is stored). Returns this month's usage.
 */
export async function checkAnalysisAllowed(options: {
  db: Database;
  user: Pick<SessionUser, 'id' | 'tier'>;
  text: string;
  source: 'policy' | 'file';
  now: Date;
}): Promise<{ current: number; limit: number }> {
  const { db, user, text, source, now } = options;
  const plan = getPlan(user.tier);
  if (!isUnlimited(plan.maxCharacters) && text.length > plan.maxCharacters) {
    throw new AppError('BAD_REQUEST', tierLimitMessage(plan, text.length, source));
  }
  const usage = await getMonthlyUsage({ db, userId: user.id, tier: user.tier, now });
  if (!isUnlimited(usage.limit) && usage.current >= usage.limit)
    throw quotaError(plan.name, usage.limit, now);
  return usage;
}

/**
 * Consumes one analysis of the month's quota and stores the result, in the caller's transaction, so
 * both happen or neither does and concurrent analyses cannot overshoot the limit. Returns undefined,
 * storing nothing, when the quota is used up.
 */
export async function storeAnalysisWithinQuota(options: {
  tx: Database;
  userId: string;
  tier: Tier;
  text: string;
  sourceName: string | null;
  result: AnalysisResult;
  now: Date;
  /** The id to store it under (an analysis job's id); random otherwise. */
  id?: string;
}) {
  const { tx, userId, tier, text, sourceName, result, now } = options;
  const isWithinQuota = await consumeMonthlyQuota({
    db: tx,
    userId,
    limit: getPlan(tier).analysesPerMonth,
    now,
  });
  if (!isWithinQuota) return undefined;
  const [inserted] = await tx
    .insert(policyAnalyses)
    .values({
      ...(options.id ? { id: options.id } : {}),
      userId,
      inputText: text,
      sourceName,
      tldrSummary: result.tldrSummary,
      tldrOverview: result.tldrOverview,
      dataCollection: result.dataCollection,
      dataSharing: result.dataSharing,
      userRights: result.userRights,
      restrictions: result.restrictions,
      redFlags: result.redFlags,
      findings: result.findings,
      notStated: result.notStated,
      engine: result.meta.engine,
      model: result.meta.model,
    })
    .returning();
  if (!inserted) throw new AppError('INTERNAL', 'The analysis could not be saved.');
  return inserted;
}

/**
 * Analyses a policy for a user and stores the result, answering at once (the built-in engine). The
 * tier's character limit is checked first; the quota is checked cheaply before the analysis and then
 * consumed atomically in the transaction that stores it, so a failed analysis costs nothing and
 * concurrent requests cannot overshoot the monthly limit.
 */
export async function createAnalysis(options: {
  db: Database;
  analyzerOptions: AnalyzerOptions;
  /** Where the built-in engine runs (a worker pool in the server). */
  engines?: AnalyzerEngines;
  /** Told how long the analysis took and which engine answered (the metrics). */
  onAnalyzed?: (engine: string, seconds: number) => void;
  user: SessionUser;
  text: string;
  source: 'policy' | 'file';
  sourceName: string | null;
  now?: Date;
}): Promise<AnalysisResponse> {
  const { db, analyzerOptions, engines, user, text, source, sourceName } = options;
  const now = options.now ?? new Date();
  await checkAnalysisAllowed({ db, user, text, source, now });

  const started = performance.now();
  const result = await analyzePolicy(text, analyzerOptions, engines);
  options.onAnalyzed?.(result.meta.engine, (performance.now() - started) / 1000);

  const row = await db.transaction(async (tx) => {
    const inserted = await storeAnalysisWithinQuota({
      tx,
      userId: user.id,
      tier: user.tier,
      text,
      sourceName,
      result,
      now,
    });
    if (!inserted) {
      const plan = getPlan(user.tier);
      throw quotaError(plan.name, plan.analysesPerMonth, now);
    }
    return inserted;
  });
  return presentAnalysis(row, user.tier);
}
