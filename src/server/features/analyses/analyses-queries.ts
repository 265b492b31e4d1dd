import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { OPENING_CHARACTERS } from '../../../common/analyses';
import { policyAnalyses } from '../../db/schema';

/** A search term is matched literally: its % and _ are not wildcards. */
function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * What a list row of an analysis needs: its name parts, the opening of the text, the TL;DRs and the
 * lengths of its lists counted in the database, so the JSON columns themselves are never sent.
 */
export const analysisSummaryColumns = {
  id: policyAnalyses.id,
  createdAt: policyAnalyses.createdAt,
  title: policyAnalyses.title,
  sourceName: policyAnalyses.sourceName,
  opening: sql<string>`left(${policyAnalyses.inputText}, ${OPENING_CHARACTERS})`,
  tldrSummary: policyAnalyses.tldrSummary,
  tldrOverview: policyAnalyses.tldrOverview,
  redFlagCount: sql<number>`coalesce(jsonb_array_length(${policyAnalyses.redFlags}), 0)`.mapWith(Number),
  dataCollectionCount: sql<number>`jsonb_array_length(${policyAnalyses.dataCollection})`.mapWith(Number),
  dataSharingCount: sql<number>`jsonb_array_length(${policyAnalyses.dataSharing})`.mapWith(Number),
  userRightsCount: sql<number>`jsonb_array_length(${policyAnalyses.userRights})`.mapWith(Number),
  restrictionsCount: sql<number>`jsonb_array_length(${policyAnalyses.restrictions})`.mapWith(Number),
  /**
   * The section of each finding a red flag stands in for (`restates`), which plans without red flags
   * see in its section (present-analysis.ts): only these few words of the findings leave the database.
   */
  restatedSections: sql<unknown>`jsonb_path_query_array(${policyAnalyses.findings}, '$[*].restates[*].section')`,
};

const newestFirst = [desc(policyAnalyses.createdAt), desc(policyAnalyses.id)];

/**
 * One page of a user's analyses, newest first, with list lengths counted in the database. The page's
 * ids are picked first from the (user, created_at, id) index, so the JSON columns are read for the
 * rows of this page only, not for every analysis the user has.
 */
export async function listAnalyses(options: {
  db: Database;
  userId: string;
  page: number;
  pageSize: number;
  /** Words to find in the name: the title given, else the file name or the opening of the policy. */
  search?: string;
}) {
  const { db, userId, page, pageSize, search } = options;
  const where = search
    ? and(
        eq(policyAnalyses.userId, userId),
        ilike(
          sql`coalesce(${policyAnalyses.title}, ${policyAnalyses.sourceName}, left(${policyAnalyses.inputText}, ${OPENING_CHARACTERS}))`,
          `%${escapeLikePattern(search)}%`,
        ),
      )
    : eq(policyAnalyses.userId, userId);
  const pageIds = db
    .select({ id: policyAnalyses.id })
    .from(policyAnalyses)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select(analysisSummaryColumns)
      .from(policyAnalyses)
      .where(inArray(policyAnalyses.id, pageIds))
      .orderBy(...newestFirst),
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

/** Renames one of the user's analyses; undefined when it is not theirs (or does not exist). */
export async function renameOwnAnalysis(options: {
  db: Database;
  userId: string;
  analysisId: string;
  title: string;
}) {
  const [row] = await options.db
    .update(policyAnalyses)
    .set({ title: options.title })
    .where(and(eq(policyAnalyses.id, options.analysisId), eq(policyAnalyses.userId, options.userId)))
    .returning({ id: policyAnalyses.id, title: policyAnalyses.title });
  return row;
}
