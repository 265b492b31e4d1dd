import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../common/auth';
import { analysisSharesResponseSchema } from '../../../../common/teams';
import { getJson, sendJson } from './team-request';
import { analysisSharesQueryKey, teamAnalysesQueryKey } from './teams-query-keys';

/** GET /api/user/policies/:id/teams: the user's teams and whether this analysis is shared with each. */
export const listAnalysisShares = (analysisId: string) =>
  getJson(`/api/user/policies/${encodeURIComponent(analysisId)}/teams`, analysisSharesResponseSchema);

export function useAnalysisShares(analysisId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: analysisSharesQueryKey(analysisId),
    queryFn: () => listAnalysisShares(analysisId),
    enabled: isEnabled,
  });
}

type ShareVariables = { teamId: string; analysisId: string; isShared: boolean };

/** POST /api/teams/:id/analyses {analysisId} to share, DELETE /api/teams/:id/analyses/:analysisId to unshare. */
export const setAnalysisShared = ({ teamId, analysisId, isShared }: ShareVariables) =>
  isShared
    ? sendJson('POST', `/api/teams/${encodeURIComponent(teamId)}/analyses`, messageResponseSchema, {
        analysisId,
      })
    : sendJson(
        'DELETE',
        `/api/teams/${encodeURIComponent(teamId)}/analyses/${encodeURIComponent(analysisId)}`,
        messageResponseSchema,
      );

export function useSetAnalysisShared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAnalysisShared,
    onSuccess: (_result, { teamId, analysisId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: analysisSharesQueryKey(analysisId) }),
        queryClient.invalidateQueries({ queryKey: teamAnalysesQueryKey(teamId) }),
      ]),
  });
}
