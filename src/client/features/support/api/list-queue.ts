import { useQuery } from '@tanstack/react-query';
import { queueResponseSchema, type QueueTicket, type QueueView } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { queueListQueryKey } from './support-query-keys';

/** GET /api/support/queue?view=: tickets in the support queue's order (staff only). */
export async function listQueue(view: QueueView): Promise<QueueTicket[]> {
  const response = await apiRequest('GET', `/api/support/queue?view=${view}`);
  return queueResponseSchema.parse(await response.json());
}

export function useQueue(view: QueueView, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ queryKey: queueListQueryKey(view), queryFn: () => listQueue(view), enabled: isEnabled });
}
