import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  paymentMethodsStatusResponseSchema,
  type PaymentMethodsStatusResponse,
} from '../../../../common/billing';
import { throwIfResponseNotOk } from '../../../lib/api-client';

export const PAYMENT_METHODS_STATUS_QUERY_KEY = ['/api/payment-methods/status'] as const;

/** The status page polls every 30 s (specification sections 4 and 9): the only polling in the app. */
export const PAYMENT_STATUS_POLL_MS = 30_000;

export async function getPaymentMethodsStatus(): Promise<PaymentMethodsStatusResponse> {
  const response = await fetch(PAYMENT_METHODS_STATUS_QUERY_KEY[0], { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return paymentMethodsStatusResponseSchema.parse(await response.json());
}

export function paymentMethodsStatusQueryOptions() {
  return queryOptions({
    queryKey: PAYMENT_METHODS_STATUS_QUERY_KEY,
    queryFn: getPaymentMethodsStatus,
    refetchInterval: PAYMENT_STATUS_POLL_MS,
  });
}

export function usePaymentMethodsStatus() {
  return useQuery(paymentMethodsStatusQueryOptions());
}
