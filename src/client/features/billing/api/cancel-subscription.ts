import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscriptionResponseSchema,
  type CancelSubscriptionResponse,
} from '../../../../common/billing';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** Asks Paddle, through our server, to end the subscription at the close of the billing period. */
export async function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  const response = await apiRequest('POST', '/api/billing/cancel-subscription');
  return cancelSubscriptionResponseSchema.parse(await response.json());
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  });
}
