import { useQuery } from '@tanstack/react-query';
import { queueTicketDetailSchema, type QueueTicketDetail } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { queueTicketQueryKey } from './support-query-keys';

/** GET /api/support/queue/:id: one ticket with its customer and the whole conversation (staff only). */
export async function getQueueTicket(ticketId: string): Promise<QueueTicketDetail> {
  const response = await apiRequest('GET', `/api/support/queue/${encodeURIComponent(ticketId)}`);
  return queueTicketDetailSchema.parse(await response.json());
}

export function useQueueTicket(ticketId: string | null) {
  return useQuery({
    queryKey: queueTicketQueryKey(ticketId ?? ''),
    queryFn: () => getQueueTicket(ticketId ?? ''),
    enabled: ticketId !== null,
  });
}
