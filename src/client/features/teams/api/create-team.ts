import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, type CreateTeamRequest } from '../../../../common/teams';
import { sendJson } from './team-request';
import { TEAMS_QUERY_KEY } from './teams-query-keys';

/** POST /api/teams {name}: Pro and Enterprise only; the server answers 403 with the reason otherwise. */
export const createTeam = (body: CreateTeamRequest) => sendJson('POST', '/api/teams', teamSchema, body);

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
  });
}
