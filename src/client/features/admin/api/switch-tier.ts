import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchTierResponseSchema } from '../../../../common/admin';
import type { Tier } from '../../../../common/plans';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../auth/api/get-current-user';
import { USER_PROFILE_QUERY_KEY } from '../../account/api/get-user-profile';
import { ADMIN_STATS_QUERY_KEY } from './get-admin-stats';
import { ADMIN_USERS_QUERY_KEY } from './list-admin-users';

export async function switchTier(tier: Tier) {
  const response = await apiRequest('POST', '/api/admin/switch-tier', { tier });
  return switchTierResponseSchema.parse(await response.json());
}

/** After a switch, everything that shows the tier (header badge, usage counter, stats) is fetched again. */
export function useSwitchTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchTier,
    onSuccess: async () => {
      await Promise.all(
        [CURRENT_USER_QUERY_KEY, USER_PROFILE_QUERY_KEY, ADMIN_STATS_QUERY_KEY, ADMIN_USERS_QUERY_KEY].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
