import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE } from '../../../../common/session-hint';
import type { CurrentUser } from './current-user-schema';

export type { CurrentUser };

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

export function hasSessionHint(): boolean {
  // Outside a browser (prerendering) there is no cookie to read: nobody is signed in there.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** A hint left by a session that has since ended (expired, or signed out elsewhere) is dropped. */
function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * Returns the signed-in user, or null for a visitor. A browser without the session hint cookie is
 * signed out and is not asked about (no request that can only answer 401). Any non-OK answer (401, or
 * a 404 before the endpoint exists) or a network failure means "signed out" (specification section
 * 4): the auth check never throws, so pages render their signed-out state instead of an error.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  if (!hasSessionHint()) return null;
  // The schema (and zod) is fetched beside the request: visitors, who are never asked, never load it.
  const schemaModule = import('./current-user-schema');
  try {
    const response = await fetch(CURRENT_USER_QUERY_KEY[0], { credentials: 'include' });
    if (response.status === 401) clearSessionHint();
    if (!response.ok) return null;
    const { currentUserSchema } = await schemaModule;
    const parsed = currentUserSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Without the session hint the answer is known at once (signed out): the first render already shows the
 * visitor's page, the same HTML the prerendered public pages carry, so hydration matches and nothing
 * flashes a spinner first.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getCurrentUser,
    initialData: () => (hasSessionHint() ? undefined : null),
  });
}

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}
