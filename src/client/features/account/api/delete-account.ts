import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/user/account: removes the account and all its data, and ends the session. Nothing is
 * invalidated here: the page leaves through /api/logout, a full page load that starts from nothing.
 */
export async function deleteAccount(): Promise<void> {
  await apiRequest('DELETE', '/api/user/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
