import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersResponseSchema, type AdminUsersResponse } from '../../../../common/admin';
import { apiRequest } from '../../../lib/api-client';

export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

export async function listAdminUsers(options: { page: number; search: string }): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({ page: String(options.page) });
  if (options.search.trim()) query.set('search', options.search.trim());
  const response = await apiRequest('GET', `${ADMIN_USERS_QUERY_KEY[0]}?${query.toString()}`);
  return adminUsersResponseSchema.parse(await response.json());
}

export function useAdminUsers(options: { page: number; search: string; isEnabled: boolean }) {
  return useQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, options.page, options.search],
    queryFn: () => listAdminUsers(options),
    enabled: options.isEnabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
