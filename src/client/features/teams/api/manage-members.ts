import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../common/auth';
import { inviteMemberResponseSchema, type InviteMemberRequest } from '../../../../common/teams';
import { sendJson } from './team-request';
import { TEAMS_QUERY_KEY } from './teams-query-keys';

/*
 * The changes the owner and admins make to a team's people (and a member leaving). Each refreshes
 * everything under /api/teams: the lists, roles and member counts all move together.
 */

const teamUrl = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`;

/** POST /api/teams/:id/members {email, role: member}. */
export const inviteMember = ({ teamId, ...body }: InviteMemberRequest & { teamId: string }) =>
  sendJson('POST', `${teamUrl(teamId)}/members`, inviteMemberResponseSchema, body);

/** DELETE /api/teams/:id/members/:userId: removal by the owner or an admin, or leaving (own id). */
export const removeMember = ({ teamId, userId }: { teamId: string; userId: string }) =>
  sendJson('DELETE', `${teamUrl(teamId)}/members/${encodeURIComponent(userId)}`, messageResponseSchema);

/** PATCH /api/teams/:id/members/:userId {role}: the owner promotes or demotes. */
export const changeMemberRole = ({
  teamId,
  userId,
  role,
}: {
  teamId: string;
  userId: string;
  role: 'admin' | 'member';
}) =>
  sendJson('PATCH', `${teamUrl(teamId)}/members/${encodeURIComponent(userId)}`, messageResponseSchema, {
    role,
  });

/** POST /api/teams/:id/transfer-ownership {userId}. */
export const transferOwnership = ({ teamId, userId }: { teamId: string; userId: string }) =>
  sendJson('POST', `${teamUrl(teamId)}/transfer-ownership`, messageResponseSchema, { userId });

/** DELETE /api/teams/:id/invitations/:invitationId. */
export const revokeInvitation = ({ teamId, invitationId }: { teamId: string; invitationId: string }) =>
  sendJson(
    'DELETE',
    `${teamUrl(teamId)}/invitations/${encodeURIComponent(invitationId)}`,
    messageResponseSchema,
  );

function useTeamMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
  });
}

export const useInviteMember = () => useTeamMutation(inviteMember);
export const useRemoveMember = () => useTeamMutation(removeMember);
export const useChangeMemberRole = () => useTeamMutation(changeMemberRole);
export const useTransferOwnership = () => useTeamMutation(transferOwnership);
export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);
