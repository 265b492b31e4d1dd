import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketSchema, type Ticket } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { TICKETS_QUERY_KEY } from './support-query-keys';

/** POST /api/support/tickets/:id/close. */
export async function closeTicket(ticketId: string): Promise<Ticket> {
  const response = await apiRequest('POST', `/api/support/tickets/${encodeURIComponent(ticketId)}/close`);
  return ticketSchema.parse(await response.json());
}

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY, exact: true }),
  });
}
