/** Query keys of the teams feature; mutations invalidate through these prefixes. */
export const TEAMS_QUERY_KEY = ['/api/teams'] as const;

export const teamMembersQueryKey = (teamId: string) => [...TEAMS_QUERY_KEY, teamId, 'members'] as const;
export const teamInvitationsQueryKey = (teamId: string) =>
  [...TEAMS_QUERY_KEY, teamId, 'invitations'] as const;
export const teamAnalysesQueryKey = (teamId: string) => [...TEAMS_QUERY_KEY, teamId, 'analyses'] as const;
export const teamAnalysisQueryKey = (teamId: string, analysisId: string) =>
  [...TEAMS_QUERY_KEY, teamId, 'analyses', analysisId] as const;

export const MY_INVITATIONS_QUERY_KEY = ['/api/team-invitations'] as const;
export const OWNED_TEAMS_OUTCOME_QUERY_KEY = [...TEAMS_QUERY_KEY, 'ownership-on-account-deletion'] as const;
export const analysisSharesQueryKey = (analysisId: string) =>
  ['/api/user/policies', analysisId, 'teams'] as const;
