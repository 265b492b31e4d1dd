import { useMutation } from '@tanstack/react-query';
import {
  analysisResponseSchema,
  type AnalysisResponse,
  type SimplifyPolicyRequest,
} from '../../../../common/analyses';
import { apiRequest } from '../../../lib/api-client';
import { useStoreNewAnalysis } from './store-new-analysis';

/** POST /api/simplify-policy: analyses pasted text and stores the result. */
export async function simplifyPolicy(request: SimplifyPolicyRequest): Promise<AnalysisResponse> {
  const response = await apiRequest('POST', '/api/simplify-policy', request);
  return analysisResponseSchema.parse(await response.json());
}

export function useSimplifyPolicy() {
  const storeNewAnalysis = useStoreNewAnalysis();
  return useMutation({ mutationFn: simplifyPolicy, onSuccess: storeNewAnalysis });
}
