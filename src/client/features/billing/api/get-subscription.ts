import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionResponseSchema, type SubscriptionResponse } from '../../../../common/billing';
import { throwIfResponseNotOk } from '../../../lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['/api/billing/subscription'] as const;

/** The signed-in user's subscription: provider, status, end date, and what Paddle.js needs. */
export async function getSubscription(): Promise<SubscriptionResponse> {
  const response = await fetch(SUBSCRIPTION_QUERY_KEY[0], { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return subscriptionResponseSchema.parse(await response.json());
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription });
}

export function useSubscription({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...subscriptionQueryOptions(), enabled: isEnabled });
}
