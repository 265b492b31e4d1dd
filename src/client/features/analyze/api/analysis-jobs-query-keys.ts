/** Query keys of analyses that run as jobs: the list History shows, and each one the page follows. */
export const ANALYSIS_JOBS_QUERY_KEY = ['/api/analysis-jobs'] as const;

export const ANALYSIS_JOBS_LIST_QUERY_KEY = [...ANALYSIS_JOBS_QUERY_KEY, 'list'] as const;

export function analysisJobQueryKey(jobId: string) {
  return [...ANALYSIS_JOBS_QUERY_KEY, jobId] as const;
}
