import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listTeamAnalysesResponseSchema, teamAnalysisReportSchema } from '../../../../common/teams';
import { getJson, pageQuery } from './team-request';
import { teamAnalysesQueryKey, teamAnalysisQueryKey } from './teams-query-keys';

export const ANALYSES_PAGE_SIZE = 20;

/** GET /api/teams/:id/analyses: what members shared, newest first, a page at a time. */
export const listTeamAnalyses = (teamId: string, page: number) =>
  getJson(
    `/api/teams/${encodeURIComponent(teamId)}/analyses?${pageQuery(page, ANALYSES_PAGE_SIZE)}`,
    listTeamAnalysesResponseSchema,
  );

export function useTeamAnalyses(teamId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: teamAnalysesQueryKey(teamId),
      queryFn: ({ pageParam }) => listTeamAnalyses(teamId, pageParam),
      initialPageParam: 1,
      getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
    }),
  );
}

/** GET /api/teams/:id/analyses/:analysisId: one shared report, read-only, with its evidence. */
export const getTeamAnalysis = (teamId: string, analysisId: string) =>
  getJson(
    `/api/teams/${encodeURIComponent(teamId)}/analyses/${encodeURIComponent(analysisId)}`,
    teamAnalysisReportSchema,
  );

export function useTeamAnalysis(teamId: string, analysisId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: teamAnalysisQueryKey(teamId, analysisId),
    queryFn: () => getTeamAnalysis(teamId, analysisId),
    enabled: isEnabled,
  });
}
