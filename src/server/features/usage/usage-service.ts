import { and, eq, sql } from 'drizzle-orm';
import { getPlan, UNLIMITED, type Tier } from '../../../common/plans';
import type { Database } from '../../db/client';
import { usageTracking } from '../../db/schema';

/** The usage month key, 'YYYY-MM' in UTC: limits reset at 00:00 UTC on the first of the month. */
export function monthKeyOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The first instant of the next UTC month, when the monthly quota resets. */
export function nextResetOf(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** This month's count, read on most API requests (profile, every analysis): a named prepared statement. */
function prepareUsageLookup(db: Database) {
  return db
    .select({ count: usageTracking.summariesCount })
    .from(usageTracking)
    .where(
      and(
        eq(usageTracking.userId, sql.placeholder('userId')),
        eq(usageTracking.month, sql.placeholder('month')),
      ),
    )
    .limit(1)
    .prepare('policylens_monthly_usage');
}

const usageLookups = new WeakMap<Database, ReturnType<typeof prepareUsageLookup>>();

export async function getMonthlyUsage(options: { db: Database; userId: string; tier: Tier; now?: Date }) {
  const month = monthKeyOf(options.now ?? new Date());
  let lookup = usageLookups.get(options.db);
  if (!lookup) {
    lookup = prepareUsageLookup(options.db);
    usageLookups.set(options.db, lookup);
  }
  const [row] = await lookup.execute({ userId: options.userId, month });
  return { current: row?.count ?? 0, limit: getPlan(options.tier).analysesPerMonth };
}

function formatResetDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function quotaExceededMessage(options: { planName: string; limit: number; now: Date }): string {
  const analyses = options.limit === 1 ? '1 analysis' : `${options.limit.toLocaleString('en-US')} analyses`;
  return `You have used your ${analyses} for this month on the ${options.planName} plan. Your limit resets on ${formatResetDate(nextResetOf(options.now))} (UTC); upgrade your plan to analyze more now.`;
}

/**
 * Counts one analysis against this month's quota, in one atomic statement: the row is inserted or its
 * count incremented only while it is below the limit, so concurrent requests can never overshoot.
 * Returns false when the quota is used up. Run it in the transaction that stores the analysis, so a
 * failed analysis does not use up quota.
 */
export async function consumeMonthlyQuota(options: {
  db: Database;
  userId: string;
  limit: number;
  now: Date;
}): Promise<boolean> {
  const { db, userId, limit, now } = options;
  const month = monthKeyOf(now);
  if (limit === UNLIMITED) {
    await db
      .insert(usageTracking)
      .values({ userId, month, summariesCount: 1 })
      .onConflictDoUpdate({
        target: [usageTracking.userId, usageTracking.month],
        set: { summariesCount: sql`${usageTracking.summariesCount} + 1` },
      });
    return true;
  }
  if (limit <= 0) return false;
  const rows = await db
    .insert(usageTracking)
    .values({ userId, month, summariesCount: 1 })
    .onConflictDoUpdate({
      target: [usageTracking.userId, usageTracking.month],
      set: { summariesCount: sql`${usageTracking.summariesCount} + 1` },
      setWhere: sql`${usageTracking.summariesCount} < ${limit}`,
    })
    .returning({ count: usageTracking.summariesCount });
  return rows.length === 1;
}
