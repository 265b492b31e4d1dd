import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsStatusResponseSchema, type TermsStatusResponse } from '../../../../common/account';
import { apiRequest } from '../../../lib/api-client';

export const TERMS_STATUS_QUERY_KEY = ['/api/terms-status'] as const;

export async function getTermsStatus(): Promise<TermsStatusResponse> {
  const response = await apiRequest('GET', TERMS_STATUS_QUERY_KEY[0]);
  return termsStatusResponseSchema.parse(await response.json());
}

export function termsStatusQueryOptions() {
  return queryOptions({ queryKey: TERMS_STATUS_QUERY_KEY, queryFn: getTermsStatus });
}

/** Only asked for a signed-in user: a visitor has no terms to accept yet. */
export function useTermsStatus({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...termsStatusQueryOptions(), enabled: isEnabled });
}
