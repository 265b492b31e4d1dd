import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, type RegisterRequest } from '../../../../common/auth';
import { apiRequest } from '../../../lib/api-client';
import { readApiError } from '../../../lib/api-error';
import { refreshSignedInUser } from './refresh-signed-in-user';
import { signInWithPassword } from './sign-in-with-password';

/**
 * POST /api/auth/register, then signs in with the same credentials. The server answers registration the
 * same whether or not the email is taken (202, no session), so that it cannot be used to find out who
 * has an account; signing in is what tells the person whether it worked.
 */
export async function registerAccount(request: RegisterRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/register', request);
  try {
    await signInWithPassword({ email: request.email, password: request.password });
  } catch (error) {
    if (readApiError(error).status !== 401) throw error;
    // The form shows the server's `{"error"}` sentence; this one explains what most likely happened.
    throw new Error(`401: ${JSON.stringify({ error: AUTH_MESSAGES.registrationNeedsSignIn })}`);
  }
}

export function useRegisterAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: () => refreshSignedInUser(queryClient),
  });
}
