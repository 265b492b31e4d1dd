import { gte, sql } from 'drizzle-orm';
import { GROWTH_DAYS, type AdminStats } from '../../../common/admin';
import { getPlan } from '../../../common/plans';
import type { Database } from '../../db/client';
import { analysisDailyCounts, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day of a date, as PostgreSQL writes a date ("2026-11-24"). */
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

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

/** Sign-ups per UTC day since `since`, from one range scan of the created_at index. */
async function countNewUsersPerDay(db: Database, since: Date): Promise<Map<string, number>> {
  const day = sql<string>`((${users.createdAt} at time zone 'UTC')::date)::text`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(users)
    .where(gte(users.createdAt, since))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** Analyses in all, since `monthStart` and per day, from the per-day counts (one row per day). */
async function countAnalyses(db: Database, monthStart: Date) {
  const days = await db
    .select({ day: analysisDailyCounts.day, count: analysisDailyCounts.count })
    .from(analysisDailyCounts);
  const firstDay = dayOf(monthStart);
  let total = 0;
  let thisMonth = 0;
  for (const { day, count } of days) {
    total += count;
    if (day >= firstDay) thisMonth += count;
  }
  return { total, thisMonth, perDay: new Map(days.map(({ day, count }) => [day, count])) };
}

/**
 * The dashboard's figures, all from SQL: one pass over users (counts per window and tier), a range scan
 * of their created_at index for the 30-day series, and the per-day analysis counts (one row per day,
 * kept by triggers; counting a million analyses took longer than the whole answer may).
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

  const [userCounts, analyses, usersPerDay] = await Promise.all([
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
    countAnalyses(db, monthStart),
    countNewUsersPerDay(db, growthStart),
  ]);
  if (!userCounts) throw new Error('user counts query returned no row');
  return {
    ...userCounts,
    totalAnalyses: analyses.total,
    analysesThisMonth: analyses.thisMonth,
    monthlyRevenue: monthlyRevenueOf(userCounts),
    growth: Array.from({ length: GROWTH_DAYS }, (_, index) => {
      const date = dayOf(new Date(growthStart.getTime() + index * DAY_MS));
      return { date, newUsers: usersPerDay.get(date) ?? 0, analyses: analyses.perDay.get(date) ?? 0 };
    }),
  };
}
