import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { PLANS, UNLIMITED } from '../../../common/plans';
import type { Database } from '../../db/client';
import { policyAnalyses, usageTracking, userPrivacyPreferences, users } from '../../db/schema';
import type { JobQueue } from '../../plugins/jobs';
import { EMAIL_SEND_QUEUE, type EmailSendJob } from '../../plugins/mailer';
import { monthKeyOf } from '../usage/usage-service';
import { insertOutboxRowsFrom } from './insert-outbox-rows';

/** A warning goes out at 80% of the plan's monthly analyses. */
export const USAGE_WARNING_THRESHOLD = 0.8;

const limitedPlans = PLANS.filter((plan) => plan.analysesPerMonth !== UNLIMITED);

/** The tier's monthly analyses and plan name as SQL CASE expressions, from the plan constants. */
const planLimitSql = sql<number>`case ${sql.join(
  limitedPlans.map((plan) => sql`when ${users.tier} = ${plan.tier} then ${plan.analysesPerMonth}::int`),
  sql` `,
)} end`;
const planNameSql = sql<string>`case ${sql.join(
  PLANS.map((plan) => sql`when ${users.tier} = ${plan.tier} then ${plan.name}::text`),
  sql` `,
)} end`;

async function enqueue(jobs: JobQueue, ids: string[]): Promise<void> {
  await jobs.sendMany<EmailSendJob>(
    EMAIL_SEND_QUEUE,
    ids.map((outboxId) => ({ outboxId })),
  );
}

/**
 * Usage warnings: every user of a limited plan at 80% or more of this month's analyses, once per user
 * and month (the dedupe key). A service email, sent whatever the marketing preference.
 */
export async function queueUsageWarnings(options: {
  db: Database;
  jobs: JobQueue;
  now?: Date;
}): Promise<number> {
  const { db } = options;
  const month = monthKeyOf(options.now ?? new Date());
  const ids = await insertOutboxRowsFrom(
    db,
    db
      .select({
        toAddress: users.email,
        subject: sql<string>`'You are close to your monthly PolicyLens limit'`,
        category: sql<string>`'usage-warning'`,
        template: sql<string>`'usage-warning'`,
        templateData: sql`jsonb_build_object('name', ${users.name}, 'planName', ${planNameSql},
          'used', ${usageTracking.summariesCount}, 'limit', ${planLimitSql})`,
        userId: users.id,
        campaignId: sql`null::uuid`,
        dedupeKey: sql<string>`'usage-warning:' || ${users.id} || ':' || ${month}::text`,
      })
      .from(usageTracking)
      .innerJoin(users, eq(users.id, usageTracking.userId))
      .where(
        and(
          eq(usageTracking.month, month),
          sql`${planLimitSql} is not null`,
          sql`${usageTracking.summariesCount} >= ${planLimitSql} * ${USAGE_WARNING_THRESHOLD}::numeric`,
        ),
      ),
  );
  await enqueue(options.jobs, ids);
  return ids.length;
}

/** The previous calendar month (UTC) of `now`: its bounds, key and a label such as "October 2026". */
export function previousMonthOf(now: Date): { start: Date; end: Date; key: string; label: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const label = start.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { start, end, key: monthKeyOf(start), label };
}

/**
 * Monthly reports: each user whose Marketing Emails preference is on gets last month's figures, once
 * per month. The counts are correlated subqueries on the (user_id, created_at) index.
 */
export async function queueMonthlyReports(options: {
  db: Database;
  jobs: JobQueue;
  now?: Date;
}): Promise<number> {
  const { db } = options;
  const month = previousMonthOf(options.now ?? new Date());
  const monthCount = db
    .select({ count: sql<number>`count(*)::int` })
    .from(policyAnalyses)
    .where(
      and(
        eq(policyAnalyses.userId, users.id),
        gte(policyAnalyses.createdAt, month.start),
        lt(policyAnalyses.createdAt, month.end),
      ),
    );
  const totalCount = db
    .select({ count: sql<number>`count(*)::int` })
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, users.id));
  const ids = await insertOutboxRowsFrom(
    db,
    db
      .select({
        toAddress: users.email,
        subject: sql<string>`${`Your PolicyLens summary for ${month.label}`}::text`,
        category: sql<string>`'monthly-report'`,
        template: sql<string>`'monthly-report'`,
        templateData: sql`jsonb_build_object('name', ${users.name}, 'monthLabel', ${month.label}::text,
          'analysesCount', (${monthCount}), 'totalAnalyses', (${totalCount}))`,
        userId: users.id,
        campaignId: sql`null::uuid`,
        dedupeKey: sql<string>`'monthly-report:' || ${users.id} || ':' || ${month.key}::text`,
      })
      .from(users)
      .innerJoin(userPrivacyPreferences, eq(userPrivacyPreferences.userId, users.id))
      .where(eq(userPrivacyPreferences.marketingEmailsEnabled, true)),
  );
  await enqueue(options.jobs, ids);
  return ids.length;
}
