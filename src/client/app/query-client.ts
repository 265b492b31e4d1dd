import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-client';

/**
 * Specification section 7: a query without its own queryFn GETs the path joined from its key and
 * throws on 401; nothing retries, refetches on focus or goes stale by itself. Mutations invalidate.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
