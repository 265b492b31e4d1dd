import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tier } from '../../../../common/plans';
import { apiRequest } from '../../../lib/api-client';
import { checkoutDataSchema } from '../../../lib/checkout-storage';

export const upgradeCheckoutResponseSchema = z.object({
  success: z.boolean().optional(),
  checkoutData: checkoutDataSchema,
  message: z.string().optional(),
});
export type UpgradeCheckoutResponse = z.infer<typeof upgradeCheckoutResponseSchema>;

/** POST /api/create-paddle-checkout with the tier, as the account page sends it (specification section 7). */
export async function createUpgradeCheckout({ tier }: { tier: Tier }): Promise<UpgradeCheckoutResponse> {
  const response = await apiRequest('POST', '/api/create-paddle-checkout', { tier });
  // An answer without checkout data (success: false) fails to parse and counts as a failure.
  return upgradeCheckoutResponseSchema.parse(await response.json());
}

export function useCreateUpgradeCheckout() {
  return useMutation({ mutationFn: createUpgradeCheckout });
}
