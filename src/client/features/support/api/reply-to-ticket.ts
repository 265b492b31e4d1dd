import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketSchema, type Ticket } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { repliesQueryKey, TICKETS_QUERY_KEY } from './support-query-keys';

/** POST /api/support/tickets/:id/replies: the customer's follow-up; a resolved ticket opens again. */
export async function replyToTicket({
  ticketId,
  message,
}: {
  ticketId: string;
  message: string;
}): Promise<Ticket> {
  const response = await apiRequest('POST', `/api/support/tickets/${encodeURIComponent(ticketId)}/replies`, {
    message,
  });
  return ticketSchema.parse(await response.json());
}

export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToTicket({ ticketId, message }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: repliesQueryKey(ticketId) });
      await queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY, exact: true });
    },
  });
}
