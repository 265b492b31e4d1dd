import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policyAnalyses } from '../../db/schema';

/** One page of a user's analyses, newest first, with list lengths counted in the database. */
export async function listAnalyses(options: { db: Database; userId: string; page: number; pageSize: number }) {
  const { db, userId, page, pageSize } = options;
  const where = eq(policyAnalyses.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: policyAnalyses.id,
        createdAt: policyAnalyses.createdAt,
        sourceName: policyAnalyses.sourceName,
        tldrSummary: policyAnalyses.tldrSummary,
        tldrOverview: policyAnalyses.tldrOverview,
        redFlagCount: sql<number>`coalesce(jsonb_array_length(${policyAnalyses.redFlags}), 0)`.mapWith(Number),
        dataCollectionCount: sql<number>`jsonb_array_length(${policyAnalyses.dataCollection})`.mapWith(Number),
        dataSharingCount: sql<number>`jsonb_array_length(${policyAnalyses.dataSharing})`.mapWith(Number),
        userRightsCount: sql<number>`jsonb_array_length(${policyAnalyses.userRights})`.mapWith(Number),
        restrictionsCount: sql<number>`jsonb_array_length(${policyAnalyses.restrictions})`.mapWith(Number),
      })
      .from(policyAnalyses)
      .where(where)
      .orderBy(desc(policyAnalyses.createdAt), desc(policyAnalyses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(policyAnalyses).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** An analysis only its owner can read: another user's id looks exactly like a missing one. */
export async function findOwnAnalysis(options: { db: Database; userId: string; analysisId: string }) {
  const [row] = await options.db
    .select()
    .from(policyAnalyses)
    .where(and(eq(policyAnalyses.id, options.analysisId), eq(policyAnalyses.userId, options.userId)))
    .limit(1);
  return row;
}
