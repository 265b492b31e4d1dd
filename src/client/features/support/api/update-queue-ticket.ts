import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  queueTicketDetailSchema,
  type QueueTicketDetail,
  type StaffReplyRequest,
  type TicketStatus,
} from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { QUEUE_QUERY_KEY, queueTicketQueryKey } from './support-query-keys';

/** POST /api/support/queue/:id/replies: a staff reply, emailed to the customer. */
export async function sendStaffReply(ticketId: string, input: StaffReplyRequest): Promise<QueueTicketDetail> {
  const response = await apiRequest(
    'POST',
    `/api/support/queue/${encodeURIComponent(ticketId)}/replies`,
    input,
  );
  return queueTicketDetailSchema.parse(await response.json());
}

/** POST /api/support/queue/:id/status. */
export async function changeTicketStatus(ticketId: string, status: TicketStatus): Promise<QueueTicketDetail> {
  const response = await apiRequest('POST', `/api/support/queue/${encodeURIComponent(ticketId)}/status`, {
    status,
  });
  return queueTicketDetailSchema.parse(await response.json());
}

function useQueueMutation<T>(ticketId: string, call: (input: T) => Promise<QueueTicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(queueTicketQueryKey(ticketId), ticket);
      await queryClient.invalidateQueries({ queryKey: QUEUE_QUERY_KEY });
    },
  });
}

export function useStaffReply(ticketId: string) {
  return useQueueMutation(ticketId, (input: StaffReplyRequest) => sendStaffReply(ticketId, input));
}

export function useChangeTicketStatus(ticketId: string) {
  return useQueueMutation(ticketId, (status: TicketStatus) => changeTicketStatus(ticketId, status));
}
