import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '../../../../common/auth';
import { apiRequest } from '../../../lib/api-client';
import { refreshSignedInUser } from './refresh-signed-in-user';

/** POST /api/auth/register: creates a Free account and signs it in (201 with a session cookie). */
export async function registerAccount(request: RegisterRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/register', request);
}

export function useRegisterAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: () => refreshSignedInUser(queryClient),
  });
}
