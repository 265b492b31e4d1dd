import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema, type AdminStats } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';

export const ADMIN_STATS_QUERY_KEY = ['/api/admin/stats'] as const;

export async function getAdminStats(): Promise<AdminStats> {
  const response = await apiRequest('GET', ADMIN_STATS_QUERY_KEY[0]);
  return adminStatsSchema.parse(await response.json());
}

export function useAdminStats({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...queryOptions({ queryKey: ADMIN_STATS_QUERY_KEY, queryFn: getAdminStats }),
    enabled: isEnabled,
    retry: false,
  });
}
