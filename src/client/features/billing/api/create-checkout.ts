import { useMutation } from '@tanstack/react-query';
import {
  createCheckoutResponseSchema,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
} from '../../../../common/billing';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/create-paddle-checkout with a tier, as the checkout page sends it (specification section 7). */
export async function createCheckout(request: CreateCheckoutRequest): Promise<CreateCheckoutResponse> {
  const response = await apiRequest('POST', '/api/create-paddle-checkout', request);
  return createCheckoutResponseSchema.parse(await response.json());
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
