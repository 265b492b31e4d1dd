import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isAnalysisJobFinished,
  listAnalysisJobsResponseSchema,
  type ListAnalysisJobsResponse,
} from '../../../../common/analysis-jobs';
import { apiRequest, throwIfResponseNotOk } from '../../../lib/api-client';
import { ANALYSES_LIST_QUERY_KEY } from '../../analysis-report/api/analyses-query-keys';
import { ANALYSIS_JOBS_LIST_QUERY_KEY, ANALYSIS_JOBS_QUERY_KEY } from './analysis-jobs-query-keys';
import { ANALYSIS_JOB_POLL_MS } from './get-analysis-job';

/** GET /api/analysis-jobs: the user's analyses waiting or running, and the failed ones. */
export async function listAnalysisJobs(): Promise<ListAnalysisJobsResponse> {
  const response = await fetch('/api/analysis-jobs', { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return listAnalysisJobsResponseSchema.parse(await response.json());
}

/**
 * Polled while any is unfinished; when one disappears from the list it has been stored, so the
 * history is fetched again.
 */
export function useAnalysisJobs({ isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ANALYSIS_JOBS_LIST_QUERY_KEY,
    queryFn: async () => {
      const previous = queryClient.getQueryData<ListAnalysisJobsResponse>(ANALYSIS_JOBS_LIST_QUERY_KEY);
      const next = await listAnalysisJobs();
      const stillListed = new Set(next.items.map((item) => item.id));
      if (previous?.items.some((item) => !isAnalysisJobFinished(item.status) && !stillListed.has(item.id)))
        void queryClient.invalidateQueries({ queryKey: ANALYSES_LIST_QUERY_KEY });
      return next;
    },
    enabled: isEnabled,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => !isAnalysisJobFinished(item.status))
        ? ANALYSIS_JOB_POLL_MS
        : false,
  });
}

/** DELETE /api/analysis-jobs/:id: removes a failed analysis from the list. */
export function useDismissAnalysisJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => {
      await apiRequest('DELETE', `/api/analysis-jobs/${encodeURIComponent(jobId)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANALYSIS_JOBS_QUERY_KEY }),
  });
}
