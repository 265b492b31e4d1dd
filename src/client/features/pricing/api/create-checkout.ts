import { useMutation } from '@tanstack/react-query';
import { createCheckoutResponseSchema, type CreateCheckoutResponse } from '../../../../common/billing';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/create-paddle-checkout with the plan's price id (specification section 7). */
export async function createCheckout({ priceId }: { priceId: string }): Promise<CreateCheckoutResponse> {
  const response = await apiRequest('POST', '/api/create-paddle-checkout', { priceId });
  return createCheckoutResponseSchema.parse(await response.json());
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
