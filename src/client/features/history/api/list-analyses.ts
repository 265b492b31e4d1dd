import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listPoliciesResponseSchema, type ListPoliciesResponse } from '../../../../common/analyses';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import { analysesListQueryKey } from '../../analysis-report/api/analyses-query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/user/policies?page=&pageSize=: the user's analyses, newest first. */
export async function listAnalyses({
  page,
  pageSize,
}: {
  page: number;
  pageSize: number;
}): Promise<ListPoliciesResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const response = await fetch(`/api/user/policies?${query.toString()}`, { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return listPoliciesResponseSchema.parse(await response.json());
}

/** Pages are loaded one after another with 'Load more'. */
export function analysesHistoryQueryOptions(pageSize = HISTORY_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: analysesListQueryKey(pageSize),
    queryFn: ({ pageParam }) => listAnalyses({ page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useAnalysesHistory({ isEnabled }: { isEnabled: boolean }) {
  return useInfiniteQuery({ ...analysesHistoryQueryOptions(), enabled: isEnabled });
}
