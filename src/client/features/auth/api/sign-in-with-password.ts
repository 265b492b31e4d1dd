import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '../../../../common/auth';
import { apiRequest } from '../../../lib/api-client';
import { refreshSignedInUser } from './refresh-signed-in-user';

/** POST /api/auth/login: opens a session cookie on success. */
export async function signInWithPassword(request: LoginRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/login', request);
}

export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: () => refreshSignedInUser(queryClient),
  });
}
