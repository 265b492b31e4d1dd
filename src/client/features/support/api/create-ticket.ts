import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTicketResponseSchema,
  type CreateTicketRequest,
  type CreateTicketResponse,
} from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { TICKETS_QUERY_KEY } from './support-query-keys';

/** POST /api/support/tickets: the created ticket, with the assistant's answer when it gave one. */
export async function createTicket(input: CreateTicketRequest): Promise<CreateTicketResponse> {
  const response = await apiRequest('POST', TICKETS_QUERY_KEY[0], input);
  return createTicketResponseSchema.parse(await response.json());
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY }),
  });
}
