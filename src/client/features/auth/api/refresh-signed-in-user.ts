import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

/**
 * After a session opens (sign-in, registration, password reset): forget whatever was cached for the
 * previous visitor (profile, terms status, preferences) and fetch the user again, so every query is
 * asked anew for the person now signed in. Resolves once the header knows who is signed in.
 */
export async function refreshSignedInUser(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
}
