import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { analysisTitle } from '../../../common/analysis-title';
import { getPlan, type Tier } from '../../../common/plans';
import {
  TEAM_MESSAGES,
  type AnalysisShares,
  type ListTeamAnalysesResponse,
  type TeamAnalysisReport,
} from '../../../common/teams';
import type { Database } from '../../db/client';
import { policyAnalyses, teamAnalyses, teamMembers, teams, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { analysisSummaryColumns } from '../analyses/analyses-queries';
import { countSections, presentAnalysis } from '../analyses/present-analysis';
import { canManageMembers, type Membership } from './team-access';

async function requireOwnAnalysis(db: Database, userId: string, analysisId: string): Promise<void> {
  const [row] = await db
    .select({ id: policyAnalyses.id })
    .from(policyAnalyses)
    .where(and(eq(policyAnalyses.id, analysisId), eq(policyAnalyses.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.analysisNotFound);
}

/** A member shares one of their own analyses; sharing it twice changes nothing. */
export async function shareAnalysis(options: {
  db: Database;
  membership: Membership;
  userId: string;
  analysisId: string;
}): Promise<{ isNew: boolean }> {
  const { db, membership, userId, analysisId } = options;
  await requireOwnAnalysis(db, userId, analysisId);
  const inserted = await db
    .insert(teamAnalyses)
    .values({ teamId: membership.teamId, analysisId, sharedById: userId })
    .onConflictDoNothing()
    .returning({ id: teamAnalyses.id });
  return { isNew: inserted.length > 0 };
}

/** The person who shared an analysis unshares it; the owner and admins can take any share down. */
export async function unshareAnalysis(options: {
  db: Database;
  membership: Membership;
  userId: string;
  analysisId: string;
}): Promise<void> {
  const { db, membership, userId, analysisId } = options;
  const [share] = await db
    .select({ id: teamAnalyses.id, sharedById: teamAnalyses.sharedById })
    .from(teamAnalyses)
    .where(and(eq(teamAnalyses.teamId, membership.teamId), eq(teamAnalyses.analysisId, analysisId)))
    .limit(1);
  if (!share) throw new AppError('NOT_FOUND', TEAM_MESSAGES.analysisNotFound);
  if (share.sharedById !== userId && !canManageMembers(membership.role))
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.unshareOwnOnly);
  await db.delete(teamAnalyses).where(eq(teamAnalyses.id, share.id));
}

const newestFirst = [desc(teamAnalyses.sharedAt), desc(teamAnalyses.id)];

/**
 * One page of the team's shared analyses, newest share first. The page's share ids come from the
 * (team, shared_at, id) index; list lengths are counted in the database for those rows only. The
 * TL;DR and red flags are what the viewer's plan shows, not the sharer's.
 */
export async function listTeamAnalyses(options: {
  db: Database;
  teamId: string;
  viewerId: string;
  viewerTier: Tier;
  page: number;
  pageSize: number;
}): Promise<ListTeamAnalysesResponse> {
  const { db, teamId, viewerId, viewerTier, page, pageSize } = options;
  const pageIds = db
    .select({ id: teamAnalyses.id })
    .from(teamAnalyses)
    .where(eq(teamAnalyses.teamId, teamId))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...analysisSummaryColumns,
        sharedAt: teamAnalyses.sharedAt,
        sharedById: teamAnalyses.sharedById,
        sharedByName: users.name,
      })
      .from(teamAnalyses)
      .innerJoin(policyAnalyses, eq(policyAnalyses.id, teamAnalyses.analysisId))
      .innerJoin(users, eq(users.id, teamAnalyses.sharedById))
      .where(inArray(teamAnalyses.id, pageIds))
      .orderBy(...newestFirst),
    db.select({ value: count() }).from(teamAnalyses).where(eq(teamAnalyses.teamId, teamId)),
  ]);
  const hasRedFlags = getPlan(viewerTier).hasRedFlags;
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => {
      // Counted as the viewer's plan shows the report (present-analysis.ts).
      const { dataCollection, userRights } = countSections(row, viewerTier);
      return {
        id: row.id,
        title: row.title ?? analysisTitle({ sourceName: row.sourceName, inputText: row.opening }),
        tldrSummary: hasRedFlags ? row.tldrSummary : (row.tldrOverview ?? row.tldrSummary),
        createdAt: row.createdAt.toISOString(),
        sharedAt: row.sharedAt.toISOString(),
        sourceName: row.sourceName,
        opening: row.opening,
        sharedBy: { userId: row.sharedById, name: row.sharedByName },
        isSharedByViewer: row.sharedById === viewerId,
        counts: { dataCollection, userRights },
        redFlagCount: hasRedFlags ? row.redFlagCount : null,
      };
    }),
    page,
    pageSize,
    total: totalCount,
    hasMore: page * pageSize < totalCount,
  };
}

/** A shared report in full, evidence included, read-only and as the viewer's plan shows it. */
export async function getTeamAnalysis(options: {
  db: Database;
  membership: Membership;
  viewerTier: Tier;
  analysisId: string;
}): Promise<TeamAnalysisReport> {
  const { db, membership, viewerTier, analysisId } = options;
  const [row] = await db
    .select({
      analysis: policyAnalyses,
      sharedAt: teamAnalyses.sharedAt,
      sharedById: teamAnalyses.sharedById,
      sharedByName: users.name,
    })
    .from(teamAnalyses)
    .innerJoin(policyAnalyses, eq(policyAnalyses.id, teamAnalyses.analysisId))
    .innerJoin(users, eq(users.id, teamAnalyses.sharedById))
    .where(and(eq(teamAnalyses.teamId, membership.teamId), eq(teamAnalyses.analysisId, analysisId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.analysisNotFound);
  return {
    analysis: presentAnalysis(row.analysis, viewerTier),
    teamName: membership.teamName,
    sharedBy: { userId: row.sharedById, name: row.sharedByName },
    sharedAt: row.sharedAt.toISOString(),
  };
}

/** For the share menu: the user's teams and whether this analysis of theirs is shared with each. */
export async function listAnalysisShares(options: {
  db: Database;
  userId: string;
  analysisId: string;
}): Promise<AnalysisShares> {
  const { db, userId, analysisId } = options;
  await requireOwnAnalysis(db, userId, analysisId);
  const rows = await db
    .select({ teamId: teams.id, teamName: teams.name, shareId: teamAnalyses.id })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(teamAnalyses, and(eq(teamAnalyses.teamId, teams.id), eq(teamAnalyses.analysisId, analysisId)))
    .where(and(eq(teamMembers.userId, userId), isNotNull(teamMembers.joinedAt)))
    .orderBy(asc(teams.name), asc(teams.id));
  return rows.map((row) => ({ teamId: row.teamId, teamName: row.teamName, isShared: row.shareId !== null }));
}
