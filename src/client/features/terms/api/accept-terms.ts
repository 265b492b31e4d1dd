import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CURRENT_PRIVACY_VERSION,
  CURRENT_TERMS_VERSION,
  type AcceptTermsRequest,
  type TermsStatusResponse,
} from '../../../../common/account';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../auth/api/get-current-user';
import { TERMS_STATUS_QUERY_KEY } from './get-terms-status';

export type TermsChoices = Pick<
  AcceptTermsRequest,
  'termsAccepted' | 'privacyPolicyAccepted' | 'marketingConsent'
>;

/** POST /api/accept-terms for the versions this client shows (specification section 9: both 1.0). */
export async function acceptTerms(choices: TermsChoices): Promise<void> {
  const request: AcceptTermsRequest = {
    ...choices,
    termsVersion: CURRENT_TERMS_VERSION,
    privacyVersion: CURRENT_PRIVACY_VERSION,
  };
  await apiRequest('POST', '/api/accept-terms', request);
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => {
      // Close the gate at once, then fetch the terms status and the user again (specification section 4).
      queryClient.setQueryData<TermsStatusResponse>(TERMS_STATUS_QUERY_KEY, (status) =>
        status ? { ...status, hasAcceptedCurrentTerms: true } : status,
      );
      void queryClient.invalidateQueries({ queryKey: TERMS_STATUS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
