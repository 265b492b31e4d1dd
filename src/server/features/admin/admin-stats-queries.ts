import { gte, sql } from 'drizzle-orm';
import { GROWTH_DAYS, type AdminStats } from '../../../common/admin';
import { getPlan } from '../../../common/plans';
import { selectRows, type Database } from '../../db/client';
import { policyAnalyses, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monthly revenue (specification section 9): premium×15 + pro×35 + enterprise×150. */
export function monthlyRevenueOf(counts: {
  premiumUsers: number;
  proUsers: number;
  enterpriseUsers: number;
}) {
  return (
    counts.premiumUsers * getPlan('premium').priceUsd +
    counts.proUsers * getPlan('pro').priceUsd +
    counts.enterpriseUsers * getPlan('enterprise').priceUsd
  );
}

/**
 * The dashboard's figures, all from SQL aggregates: one pass over users (counts per window and tier),
 * two index counts over analyses, and a 30-day daily series from range counts on the created_at indexes.
 * "This month" is the calendar month (UTC); the 7- and 30-day windows end now.
 */
export async function getAdminStats(options: { db: Database; now?: Date }): Promise<AdminStats> {
  const { db } = options;
  const now = options.now ?? new Date();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const growthStart = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (GROWTH_DAYS - 1)),
  );
  const count = (condition?: ReturnType<typeof sql>) =>
    condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`;

  const [userCounts, [analysesTotal], [analysesMonth], growth] = await Promise.all([
    db
      .select({
        totalUsers: count(),
        newUsersWeek: count(sql`${users.createdAt} >= ${weekAgo}`),
        newUsersMonth: count(sql`${users.createdAt} >= ${monthAgo}`),
        activeUsersMonth: count(sql`${users.lastLogin} >= ${monthAgo}`),
        freeUsers: count(sql`${users.tier} = 'free'`),
        premiumUsers: count(sql`${users.tier} = 'premium'`),
        proUsers: count(sql`${users.tier} = 'pro'`),
        enterpriseUsers: count(sql`${users.tier} = 'enterprise'`),
      })
      .from(users)
      .then((rows) => rows[0]),
    db.select({ count: count() }).from(policyAnalyses),
    db.select({ count: count() }).from(policyAnalyses).where(gte(policyAnalyses.createdAt, monthStart)),
    selectRows<{ date: string; newUsers: number; analyses: number }>(
      db,
      sql`
      select to_char(day, 'YYYY-MM-DD') as "date",
        (select count(*) from ${users}
          where ${users.createdAt} >= day and ${users.createdAt} < day + interval '1 day')::int as "newUsers",
        (select count(*) from ${policyAnalyses}
          where ${policyAnalyses.createdAt} >= day and ${policyAnalyses.createdAt} < day + interval '1 day')::int
          as "analyses"
      from generate_series(${growthStart.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
        interval '1 day') as day
      order by day`,
    ),
  ]);
  if (!userCounts) throw new Error('user counts query returned no row');
  return {
    ...userCounts,
    totalAnalyses: analysesTotal?.count ?? 0,
    analysesThisMonth: analysesMonth?.count ?? 0,
    monthlyRevenue: monthlyRevenueOf(userCounts),
    growth: growth.map((row) => ({
      date: row.date,
      newUsers: Number(row.newUsers),
      analyses: Number(row.analyses),
    })),
  };
}
