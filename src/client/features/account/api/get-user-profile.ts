import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import type { UserProfile } from './user-profile-schema';

export type { UserProfile };

export const USER_PROFILE_QUERY_KEY = ['/api/user/profile'] as const;

export async function getUserProfile(): Promise<UserProfile> {
  const schemaModule = import('./user-profile-schema');
  const response = await fetch(USER_PROFILE_QUERY_KEY[0], { credentials: 'include' });
  await throwIfResponseNotOk(response);
  const { userProfileSchema } = await schemaModule;
  return userProfileSchema.parse(await response.json());
}

export function userProfileQueryOptions() {
  return queryOptions({ queryKey: USER_PROFILE_QUERY_KEY, queryFn: getUserProfile });
}

/** The profile is only requested when signed in (specification section 7). */
export function useUserProfile({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...userProfileQueryOptions(), enabled: isEnabled });
}
