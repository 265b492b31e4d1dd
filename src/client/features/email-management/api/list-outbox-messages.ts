import { useQuery } from '@tanstack/react-query';
import { outboxMessagesResponseSchema, type OutboxMessagesResponse } from '../../../../common/email';
import { apiRequest } from '../../../lib/api-client';

export const OUTBOX_MESSAGES_QUERY_KEY = ['/api/admin/email/messages'] as const;

export async function listOutboxMessages(): Promise<OutboxMessagesResponse> {
  const response = await apiRequest('GET', OUTBOX_MESSAGES_QUERY_KEY[0]);
  return outboxMessagesResponseSchema.parse(await response.json());
}

/** Refreshed every few seconds while the page is open, so queued messages are seen turning sent. */
export function useOutboxMessages({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: OUTBOX_MESSAGES_QUERY_KEY,
    queryFn: listOutboxMessages,
    enabled: isEnabled,
    refetchInterval: 4_000,
    retry: false,
  });
}
