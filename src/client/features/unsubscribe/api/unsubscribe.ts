import { useQuery } from '@tanstack/react-query';
import { errorResponseSchema } from '../../../../common/auth';
import { EMAIL_MESSAGES, unsubscribeResponseSchema } from '../../../../common/email';

/**
 * Calls the unsubscribe link's endpoint. Errors carry the texts of specification section 8: the
 * server's error field (or 'Failed to unsubscribe'), or 'Network error. Please try again.'.
 */
export async function unsubscribe(options: { email: string; token: string }) {
  const query = new URLSearchParams(options);
  let response: Response;
  try {
    response = await fetch(`/api/unsubscribe?${query.toString()}`, { credentials: 'omit' });
  } catch (error) {
    throw new Error(EMAIL_MESSAGES.unsubscribeNetworkError, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(body);
    throw new Error(parsed.success ? parsed.data.error : EMAIL_MESSAGES.unsubscribeFailed);
  }
  return unsubscribeResponseSchema.parse(body);
}

export function useUnsubscribe(options: { email: string; token: string; isEnabled: boolean }) {
  return useQuery({
    queryKey: ['/api/unsubscribe', options.email, options.token],
    queryFn: () => unsubscribe(options),
    enabled: options.isEnabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
