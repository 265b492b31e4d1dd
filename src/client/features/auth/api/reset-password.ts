import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../../common/auth';
import { apiRequest } from '../../../lib/api-client';
import { refreshSignedInUser } from './refresh-signed-in-user';

/** POST /api/auth/reset-password with the emailed one-time token; signs the user in on success. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', request);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => refreshSignedInUser(queryClient),
  });
}
