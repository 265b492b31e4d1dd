import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketListResponseSchema, type Ticket } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { TICKETS_QUERY_KEY } from './support-query-keys';

/** GET /api/support/tickets: the user's own tickets, newest first. */
export async function listTickets(): Promise<Ticket[]> {
  const response = await apiRequest('GET', TICKETS_QUERY_KEY[0]);
  return ticketListResponseSchema.parse(await response.json());
}

export function ticketsQueryOptions() {
  return queryOptions({ queryKey: TICKETS_QUERY_KEY, queryFn: listTickets });
}

export function useTickets({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...ticketsQueryOptions(), enabled: isEnabled });
}
