import { useQuery } from '@tanstack/react-query';
import { listTeamInvitationsResponseSchema } from '../../../../common/teams';
import { getJson } from './team-request';
import { teamInvitationsQueryKey } from './teams-query-keys';

/** GET /api/teams/:id/invitations: the invitations not answered yet, shown as 'Pending'. */
export const listTeamInvitations = (teamId: string) =>
  getJson(`/api/teams/${encodeURIComponent(teamId)}/invitations`, listTeamInvitationsResponseSchema);

export function useTeamInvitations(teamId: string) {
  return useQuery({ queryKey: teamInvitationsQueryKey(teamId), queryFn: () => listTeamInvitations(teamId) });
}
