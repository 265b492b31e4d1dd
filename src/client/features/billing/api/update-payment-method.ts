import { useMutation } from '@tanstack/react-query';
import {
  updatePaymentMethodResponseSchema,
  type UpdatePaymentMethodResponse,
} from '../../../../common/billing';
import { apiRequest } from '../../../lib/api-client';

/** The Paddle transaction that lets the customer replace the card on file. */
export async function startPaymentMethodUpdate(): Promise<UpdatePaymentMethodResponse> {
  const response = await apiRequest('POST', '/api/billing/update-payment-method');
  return updatePaymentMethodResponseSchema.parse(await response.json());
}

export function useStartPaymentMethodUpdate() {
  return useMutation({ mutationFn: startPaymentMethodUpdate });
}
