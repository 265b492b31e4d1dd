import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordRequest } from '../../../../common/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/forgot-password. The answer is the same whether or not the account exists, so the
 * page can only repeat it; it never says which emails are registered.
 */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<string> {
  const response = await apiRequest('POST', '/api/auth/forgot-password', request);
  return messageResponseSchema.parse(await response.json()).message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
