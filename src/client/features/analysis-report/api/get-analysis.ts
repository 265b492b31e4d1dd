import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisResponseSchema, type AnalysisResponse } from '../../../../common/analyses';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import { analysisQueryKey } from './analyses-query-keys';

/** GET /api/user/policies/:id: one of the user's analyses in full (404 for anyone else's). */
export async function getAnalysis(analysisId: string): Promise<AnalysisResponse> {
  const response = await fetch(`/api/user/policies/${encodeURIComponent(analysisId)}`, {
    credentials: 'include',
  });
  await throwIfResponseNotOk(response);
  return analysisResponseSchema.parse(await response.json());
}

export function analysisQueryOptions(analysisId: string) {
  return queryOptions({ queryKey: analysisQueryKey(analysisId), queryFn: () => getAnalysis(analysisId) });
}

export function useAnalysis(analysisId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...analysisQueryOptions(analysisId), enabled: isEnabled });
}
