import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTeamsResponseSchema, type Team } from '../../../../common/teams';
import { getJson } from './team-request';
import { TEAMS_QUERY_KEY } from './teams-query-keys';

/** GET /api/teams: the teams the user belongs to, with their role in each. */
export const listTeams = (): Promise<Team[]> => getJson('/api/teams', listTeamsResponseSchema);

export const teamsQueryOptions = () => queryOptions({ queryKey: TEAMS_QUERY_KEY, queryFn: listTeams });

export function useTeams({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...teamsQueryOptions(), enabled: isEnabled });
}
