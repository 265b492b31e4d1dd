import { useMutation } from '@tanstack/react-query';
import { createCheckoutResponseSchema, type CreateCheckoutResponse } from '../../../../common/billing';
import type { Tier } from '../../../../common/plans';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/create-paddle-checkout with the tier, as the account page sends it (specification section 7). */
export async function createUpgradeCheckout({ tier }: { tier: Tier }): Promise<CreateCheckoutResponse> {
  const response = await apiRequest('POST', '/api/create-paddle-checkout', { tier });
  // An answer without checkout data (success: false) fails to parse and counts as a failure.
  return createCheckoutResponseSchema.parse(await response.json());
}

export function useCreateUpgradeCheckout() {
  return useMutation({ mutationFn: createUpgradeCheckout });
}
