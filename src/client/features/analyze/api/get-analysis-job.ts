import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisJobSchema, isAnalysisJobFinished, type AnalysisJob } from '../../../../common/analysis-jobs';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import { analysisJobQueryKey } from './analysis-jobs-query-keys';

/** How often the page asks how a queued analysis is doing. */
export const ANALYSIS_JOB_POLL_MS = 1_500;

/** GET /api/analysis-jobs/:id: where one of the user's queued analyses stands; the result once done. */
export async function getAnalysisJob(jobId: string): Promise<AnalysisJob> {
  const response = await fetch(`/api/analysis-jobs/${encodeURIComponent(jobId)}`, { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return analysisJobSchema.parse(await response.json());
}

export function analysisJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: analysisJobQueryKey(jobId),
    queryFn: () => getAnalysisJob(jobId),
    // Polled until it is done or has failed; a job that cannot be read (gone, signed out) stops too.
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isAnalysisJobFinished(query.state.data.status))
        ? false
        : ANALYSIS_JOB_POLL_MS,
    // Progress keeps being followed while the tab is in the background, so the result is there on return.
    refetchIntervalInBackground: true,
  });
}

export function useAnalysisJob(jobId: string | null) {
  return useQuery({ ...analysisJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
