import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listTeamMembersResponseSchema } from '../../../../common/teams';
import { getJson, pageQuery } from './team-request';
import { teamMembersQueryKey } from './teams-query-keys';

export const MEMBERS_PAGE_SIZE = 50;

/** GET /api/teams/:id/members: members, owner first, a page at a time. */
export const listTeamMembers = (teamId: string, page: number) =>
  getJson(
    `/api/teams/${encodeURIComponent(teamId)}/members?${pageQuery(page, MEMBERS_PAGE_SIZE)}`,
    listTeamMembersResponseSchema,
  );

export function useTeamMembers(teamId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: teamMembersQueryKey(teamId),
      queryFn: ({ pageParam }) => listTeamMembers(teamId, pageParam),
      initialPageParam: 1,
      getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
    }),
  );
}
