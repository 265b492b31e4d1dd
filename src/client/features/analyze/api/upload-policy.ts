import { useMutation } from '@tanstack/react-query';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import { readAnalyzeOutcome, type AnalyzeOutcome } from './analyze-outcome';
import { useStoreAnalyzeOutcome } from './store-new-analysis';

/** POST /api/upload-policy: the file goes as multipart under the field `policyFile` (specification section 3). */
export async function uploadPolicy(file: File): Promise<AnalyzeOutcome> {
  const body = new FormData();
  body.append('policyFile', file, file.name);
  // No Content-Type header: the browser sets multipart/form-data with its boundary.
  const response = await fetch('/api/upload-policy', { method: 'POST', body, credentials: 'include' });
  await throwIfResponseNotOk(response);
  return readAnalyzeOutcome(response);
}

export function useUploadPolicy() {
  const storeOutcome = useStoreAnalyzeOutcome();
  return useMutation({ mutationFn: uploadPolicy, onSuccess: storeOutcome });
}
