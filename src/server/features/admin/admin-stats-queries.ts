import { gte, sql } from 'drizzle-orm';
import { GROWTH_DAYS, type AdminStats } from '../../../common/admin';
import { getPlan } from '../../../common/plans';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
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

/** Rows per UTC day since `since`, from one range scan of the column's index. */
async function countPerDay(db: Database, column: PgColumn, since: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(column.table)
    .where(gte(column, since))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.count]));
}

/**
 * The dashboard's figures, all from SQL aggregates: one pass over users (counts per window and tier),
 * two index counts over analyses, and a 30-day daily series grouped from range scans of the created_at indexes.
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

  const [userCounts, [analysesTotal], [analysesMonth], usersPerDay, analysesPerDay] = await Promise.all([
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
    countPerDay(db, users.createdAt, growthStart),
    countPerDay(db, policyAnalyses.createdAt, growthStart),
  ]);
  if (!userCounts) throw new Error('user counts query returned no row');
  return {
    ...userCounts,
    totalAnalyses: analysesTotal?.count ?? 0,
    analysesThisMonth: analysesMonth?.count ?? 0,
    monthlyRevenue: monthlyRevenueOf(userCounts),
    growth: Array.from({ length: GROWTH_DAYS }, (_, index) => {
      const date = new Date(growthStart.getTime() + index * DAY_MS).toISOString().slice(0, 10);
      return { date, newUsers: usersPerDay.get(date) ?? 0, analyses: analysesPerDay.get(date) ?? 0 };
    }),
  };
}
