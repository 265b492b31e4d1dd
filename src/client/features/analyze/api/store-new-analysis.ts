import { useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../../../common/analyses';
import { USER_PROFILE_QUERY_KEY } from '../../account/api/get-user-profile';
import { ANALYSES_LIST_QUERY_KEY, analysisQueryKey } from '../../analysis-report/api/analyses-query-keys';
import type { AnalyzeOutcome } from './analyze-outcome';
import { ANALYSIS_JOBS_QUERY_KEY } from './analysis-jobs-query-keys';

/** After a new analysis the usage counter and the history are out of date; the result itself is cached. */
export function useStoreNewAnalysis() {
  const queryClient = useQueryClient();
  return (analysis: AnalysisResponse) => {
    queryClient.setQueryData(analysisQueryKey(analysis.id), analysis);
    // Not awaited: the result shows at once while the usage counter refreshes behind it.
    void queryClient.invalidateQueries({ queryKey: USER_PROFILE_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ANALYSES_LIST_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ANALYSIS_JOBS_QUERY_KEY });
  };
}

/** A result is stored as above; a queued analysis only changes the list of those in progress. */
export function useStoreAnalyzeOutcome() {
  const queryClient = useQueryClient();
  const storeNewAnalysis = useStoreNewAnalysis();
  return (outcome: AnalyzeOutcome) => {
    if (outcome.kind === 'done') storeNewAnalysis(outcome.analysis);
    else void queryClient.invalidateQueries({ queryKey: ANALYSIS_JOBS_QUERY_KEY });
  };
}
