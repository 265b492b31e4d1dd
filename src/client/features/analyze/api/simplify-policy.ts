import { useMutation } from '@tanstack/react-query';
import type { SimplifyPolicyRequest } from '../../../../common/analyses';
import { apiRequest } from '../../../lib/api-client';
import { readAnalyzeOutcome, type AnalyzeOutcome } from './analyze-outcome';
import { useStoreAnalyzeOutcome } from './store-new-analysis';

/** POST /api/simplify-policy: analyses pasted text and stores the result, or queues it (202). */
export async function simplifyPolicy(request: SimplifyPolicyRequest): Promise<AnalyzeOutcome> {
  const response = await apiRequest('POST', '/api/simplify-policy', request);
  return readAnalyzeOutcome(response);
}

export function useSimplifyPolicy() {
  const storeOutcome = useStoreAnalyzeOutcome();
  return useMutation({ mutationFn: simplifyPolicy, onSuccess: storeOutcome });
}
