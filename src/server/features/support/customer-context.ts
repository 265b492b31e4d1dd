import { desc, eq } from 'drizzle-orm';
import { getPlan, isUnlimited, type Tier } from '../../../common/plans';
import type { Database } from '../../db/client';
import { policyAnalyses } from '../../db/schema';
import { getMonthlyUsage } from '../usage/usage-service';
import type { CustomerContext } from './assistant/assistant-types';

const RECENT_ANALYSES = 3;
const SUMMARY_CHARACTERS = 200;

/** The customer's plan, usage and recent analyses, for a personalised answer (never the policy texts). */
export async function loadCustomerContext(options: {
  db: Database;
  userId: string;
  tier: Tier;
}): Promise<CustomerContext> {
  const { db, userId, tier } = options;
  const plan = getPlan(tier);
  const usage = await getMonthlyUsage({ db, userId, tier });
  const recent = await db
    .select({ createdAt: policyAnalyses.createdAt, tldrSummary: policyAnalyses.tldrSummary })
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, userId))
    .orderBy(desc(policyAnalyses.createdAt))
    .limit(RECENT_ANALYSES);
  return {
    plan: plan.name,
    analysesThisMonth: { used: usage.current, limit: isUnlimited(usage.limit) ? 'unlimited' : usage.limit },
    charactersPerPolicy: isUnlimited(plan.maxCharacters) ? 'unlimited' : plan.maxCharacters,
    recentAnalyses: recent.map((row) => ({
      date: row.createdAt.toISOString().slice(0, 10),
      summary: row.tldrSummary.slice(0, SUMMARY_CHARACTERS),
    })),
  };
}
