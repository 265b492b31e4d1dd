import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  renameAnalysisResponseSchema,
  type AnalysisResponse,
  type RenameAnalysisResponse,
} from '../../../../common/analyses';
import { apiRequest } from '../../../lib/api-client';
import { ANALYSES_LIST_QUERY_KEY, analysisQueryKey } from '../../analysis-report/api/analyses-query-keys';

/** PATCH /api/user/policies/:id: gives an analysis the name its owner chose. */
export async function renameAnalysis(options: {
  analysisId: string;
  title: string;
}): Promise<RenameAnalysisResponse> {
  const response = await apiRequest('PATCH', `/api/user/policies/${encodeURIComponent(options.analysisId)}`, {
    title: options.title,
  });
  return renameAnalysisResponseSchema.parse(await response.json());
}

export function useRenameAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAnalysis,
    onSuccess: ({ id, title }) => {
      queryClient.setQueryData<AnalysisResponse>(analysisQueryKey(id), (analysis) =>
        analysis ? { ...analysis, title } : analysis,
      );
      void queryClient.invalidateQueries({ queryKey: ANALYSES_LIST_QUERY_KEY });
    },
  });
}
