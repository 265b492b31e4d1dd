import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SESSION_HINT_COOKIE } from '../../../../common/auth';
import { tierSchema } from '../../../../common/plans';

/** The client's view of the signed-in user (specification section 3). */
export const currentUserSchema = z.object({
  email: z.string(),
  name: z.string().nullish(),
  // An unknown tier from an older server is shown as Free rather than signing the user out.
  tier: tierSchema.catch('free'),
  isAdmin: z.boolean().catch(false),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

function hasSessionHint(): boolean {
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
  try {
    const response = await fetch(CURRENT_USER_QUERY_KEY[0], { credentials: 'include' });
    if (response.status === 401) clearSessionHint();
    if (!response.ok) return null;
    const parsed = currentUserSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}
