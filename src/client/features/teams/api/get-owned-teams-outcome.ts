import { useQuery } from '@tanstack/react-query';
import { ownedTeamsOutcomeResponseSchema } from '../../../../common/teams';
import { getJson } from './team-request';
import { OWNED_TEAMS_OUTCOME_QUERY_KEY } from './teams-query-keys';

/** GET /api/teams/ownership-on-account-deletion: what deleting the account does to the teams it owns. */
export const getOwnedTeamsOutcome = () =>
  getJson('/api/teams/ownership-on-account-deletion', ownedTeamsOutcomeResponseSchema);

export function useOwnedTeamsOutcome({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: OWNED_TEAMS_OUTCOME_QUERY_KEY,
    queryFn: getOwnedTeamsOutcome,
    enabled: isEnabled,
  });
}
