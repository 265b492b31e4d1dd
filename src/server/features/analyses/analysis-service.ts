import { analyzePolicy, type AnalyzerEngines, type AnalyzerOptions } from '../../../analyzer/analyze-policy';
import { tierLimitMessage, type AnalysisResponse } from '../../../common/analyses';
import { getPlan, isUnlimited } from '../../../common/plans';
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

function quotaError(planName: string, limit: number, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((nextResetOf(now).getTime() - now.getTime()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', quotaExceededMessage({ planName, limit, now }), {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * Analyses a policy for a user and stores the result. The tier's character limit is checked first;
 * the quota is checked cheaply before the (possibly paid) analysis and then consumed atomically in the
 * transaction that stores it, so a failed analysis costs nothing and concurrent requests cannot
 * overshoot the monthly limit.
 */
export async function createAnalysis(options: {
  db: Database;
  analyzerOptions: AnalyzerOptions;
  /** Where the built-in engine runs (a worker pool in the server). */
  engines?: AnalyzerEngines;
  user: SessionUser;
  text: string;
  source: 'policy' | 'file';
  sourceName: string | null;
  now?: Date;
}): Promise<AnalysisResponse> {
  const { db, analyzerOptions, engines, user, text, source, sourceName } = options;
  const now = options.now ?? new Date();
  const plan = getPlan(user.tier);
  if (!isUnlimited(plan.maxCharacters) && text.length > plan.maxCharacters) {
    throw new AppError('BAD_REQUEST', tierLimitMessage(plan, text.length, source));
  }
  const usage = await getMonthlyUsage({ db, userId: user.id, tier: user.tier, now });
  if (!isUnlimited(usage.limit) && usage.current >= usage.limit)
    throw quotaError(plan.name, usage.limit, now);

  const result = await analyzePolicy(text, analyzerOptions, engines);

  const row = await db.transaction(async (tx) => {
    const isWithinQuota = await consumeMonthlyQuota({
      db: tx,
      userId: user.id,
      limit: plan.analysesPerMonth,
      now,
    });
    if (!isWithinQuota) throw quotaError(plan.name, plan.analysesPerMonth, now);
    const [inserted] = await tx
      .insert(policyAnalyses)
      .values({
        userId: user.id,
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
  });
  return presentAnalysis(row, user.tier);
}
