import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { checkoutDataSchema } from '../../../lib/checkout-storage';

export const createCheckoutResponseSchema = z.object({
  checkoutData: checkoutDataSchema,
  message: z.string().optional(),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

/** POST /api/create-paddle-checkout with the plan's price id (specification section 7). */
export async function createCheckout({ priceId }: { priceId: string }): Promise<CreateCheckoutResponse> {
  const response = await apiRequest('POST', '/api/create-paddle-checkout', { priceId });
  return createCheckoutResponseSchema.parse(await response.json());
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
