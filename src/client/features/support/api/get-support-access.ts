import { useQuery } from '@tanstack/react-query';
import { supportAccessResponseSchema } from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';
import { SUPPORT_ACCESS_QUERY_KEY } from './support-query-keys';

/** GET /api/support/access: whether the signed-in user is support staff. */
export async function getSupportAccess(): Promise<{ isStaff: boolean }> {
  const response = await apiRequest('GET', SUPPORT_ACCESS_QUERY_KEY[0]);
  return supportAccessResponseSchema.parse(await response.json());
}

export function useSupportAccess({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ queryKey: SUPPORT_ACCESS_QUERY_KEY, queryFn: getSupportAccess, enabled: isEnabled });
}
