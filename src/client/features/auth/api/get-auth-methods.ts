import { queryOptions, useQuery } from '@tanstack/react-query';
import { authMethodsResponseSchema } from '../../../../common/auth';
import { apiRequest } from '../../../lib/api-client';

export type AuthMethod = 'builtin' | 'oidc';

export const AUTH_METHODS_QUERY_KEY = ['/api/auth/methods'] as const;

/** Which sign-in the server offers: built-in email and password accounts, or an OpenID Connect provider. */
export async function getAuthMethods(): Promise<AuthMethod> {
  const response = await apiRequest('GET', AUTH_METHODS_QUERY_KEY[0]);
  return authMethodsResponseSchema.parse(await response.json()).method;
}

export function authMethodsQueryOptions() {
  return queryOptions({ queryKey: AUTH_METHODS_QUERY_KEY, queryFn: getAuthMethods });
}

export function useAuthMethod() {
  return useQuery(authMethodsQueryOptions());
}
