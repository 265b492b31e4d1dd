import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../common/auth';
import { listMyInvitationsResponseSchema, myInvitationSchema, teamSchema } from '../../../../common/teams';
import { getJson, sendJson } from './team-request';
import { MY_INVITATIONS_QUERY_KEY, TEAMS_QUERY_KEY } from './teams-query-keys';

/** GET /api/team-invitations: invitations waiting for the user's answer. */
export const listMyInvitations = () => getJson(MY_INVITATIONS_QUERY_KEY[0], listMyInvitationsResponseSchema);

export function useMyInvitations({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ queryKey: MY_INVITATIONS_QUERY_KEY, queryFn: listMyInvitations, enabled: isEnabled });
}

/** POST /api/team-invitations/claim {token}: opens the link of an invitation email. */
export const claimInvitation = (token: string) =>
  sendJson('POST', '/api/team-invitations/claim', myInvitationSchema, { token });

export function useClaimInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_INVITATIONS_QUERY_KEY }),
  });
}

/** POST /api/team-invitations/:id/accept or /decline; accepting answers with the team joined. */
export async function answerInvitation(options: {
  invitationId: string;
  answer: 'accept' | 'decline';
}): Promise<{ teamName: string | null }> {
  const url = `/api/team-invitations/${encodeURIComponent(options.invitationId)}/${options.answer}`;
  if (options.answer === 'decline') {
    await sendJson('POST', url, messageResponseSchema);
    return { teamName: null };
  }
  const team = await sendJson('POST', url, teamSchema);
  return { teamName: team.name };
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_INVITATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }),
      ]),
  });
}
