import { queryOptions, useQuery } from '@tanstack/react-query';
import { replyListResponseSchema, type Reply } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { repliesQueryKey } from './support-query-keys';

/** GET /api/support/tickets/:id/replies: the conversation, oldest first. */
export async function listReplies(ticketId: string): Promise<Reply[]> {
  const response = await apiRequest('GET', `/api/support/tickets/${encodeURIComponent(ticketId)}/replies`);
  return replyListResponseSchema.parse(await response.json());
}

export function useReplies(ticketId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: repliesQueryKey(ticketId),
      queryFn: () => listReplies(ticketId),
      enabled: isEnabled,
    }),
  );
}
