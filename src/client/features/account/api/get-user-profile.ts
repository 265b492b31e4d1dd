import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { tierSchema } from '../../../../common/plans';
import { throwIfResponseNotOk } from '../../../lib/api-client';

/** Usage this month; a limit of -1 means unlimited (specification section 3). */
export const userProfileSchema = z.object({
  usage: z.object({ current: z.number().int().nonnegative(), limit: z.number().int() }),
  tier: tierSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const USER_PROFILE_QUERY_KEY = ['/api/user/profile'] as const;

export async function getUserProfile(): Promise<UserProfile> {
  const response = await fetch(USER_PROFILE_QUERY_KEY[0], { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return userProfileSchema.parse(await response.json());
}

export function userProfileQueryOptions() {
  return queryOptions({ queryKey: USER_PROFILE_QUERY_KEY, queryFn: getUserProfile });
}

/** The profile is only requested when signed in (specification section 7). */
export function useUserProfile({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...userProfileQueryOptions(), enabled: isEnabled });
}
