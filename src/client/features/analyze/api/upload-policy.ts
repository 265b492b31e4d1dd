import { useMutation } from '@tanstack/react-query';
import { analysisResponseSchema, type AnalysisResponse } from '../../../../common/analyses';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import { useStoreNewAnalysis } from './store-new-analysis';

/** POST /api/upload-policy: the file goes as multipart under the field `policyFile` (specification section 3). */
export async function uploadPolicy(file: File): Promise<AnalysisResponse> {
  const body = new FormData();
  body.append('policyFile', file, file.name);
  // No Content-Type header: the browser sets multipart/form-data with its boundary.
  const response = await fetch('/api/upload-policy', { method: 'POST', body, credentials: 'include' });
  await throwIfResponseNotOk(response);
  return analysisResponseSchema.parse(await response.json());
}

export function useUploadPolicy() {
  const storeNewAnalysis = useStoreNewAnalysis();
  return useMutation({ mutationFn: uploadPolicy, onSuccess: storeNewAnalysis });
}
