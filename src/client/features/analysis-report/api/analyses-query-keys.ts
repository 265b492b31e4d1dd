/**
 * Query keys of the user's stored analyses, shared by the analyzer (which adds one) and the history
 * (which lists and shows them), so a new analysis invalidates the history through the same key.
 */
export const ANALYSES_QUERY_KEY = ['/api/user/policies'] as const;

/** Every page of the history list; a new analysis invalidates this prefix. */
export const ANALYSES_LIST_QUERY_KEY = [...ANALYSES_QUERY_KEY, 'list'] as const;

export function analysesListQueryKey(pageSize: number) {
  return [...ANALYSES_LIST_QUERY_KEY, { pageSize }] as const;
}

export function analysisQueryKey(analysisId: string) {
  return [...ANALYSES_QUERY_KEY, analysisId] as const;
}
