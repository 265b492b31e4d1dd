import { and, eq } from 'drizzle-orm';
import { getPlan, type Tier } from '../../../common/plans';
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

export async function getMonthlyUsage(options: { db: Database; userId: string; tier: Tier; now?: Date }) {
  const month = monthKeyOf(options.now ?? new Date());
  const [row] = await options.db
    .select({ count: usageTracking.summariesCount })
    .from(usageTracking)
    .where(and(eq(usageTracking.userId, options.userId), eq(usageTracking.month, month)))
    .limit(1);
  return { current: row?.count ?? 0, limit: getPlan(options.tier).analysesPerMonth };
}
