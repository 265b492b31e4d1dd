import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listPoliciesResponseSchema, type ListPoliciesResponse } from '../../../../common/analyses';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import { analysesListQueryKey } from '../../analysis-report/api/analyses-query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/user/policies?page=&pageSize=: the user's analyses, newest first. */
export async function listAnalyses({
  page,
  pageSize,
  search,
}: {
  page: number;
  pageSize: number;
  /** Words of the analysis name to look for. */
  search?: string;
}): Promise<ListPoliciesResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) query.set('q', search);
  const response = await fetch(`/api/user/policies?${query.toString()}`, { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return listPoliciesResponseSchema.parse(await response.json());
}

/** Pages are loaded one after another with 'Load more'. */
export function analysesHistoryQueryOptions(pageSize = HISTORY_PAGE_SIZE, search = '') {
  return infiniteQueryOptions({
    queryKey: [...analysesListQueryKey(pageSize), { search }],
    queryFn: ({ pageParam }) => listAnalyses({ page: pageParam, pageSize, search }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useAnalysesHistory({ isEnabled, search = '' }: { isEnabled: boolean; search?: string }) {
  return useInfiniteQuery({
    ...analysesHistoryQueryOptions(HISTORY_PAGE_SIZE, search),
    enabled: isEnabled,
    // While a new search loads, the previous results stay on screen instead of a skeleton.
    placeholderData: (previous) => previous,
  });
}

/** The newest analysis alone (a one-item first page), for the home page's 'reopen' offer. */
export function useLatestAnalysisSummary() {
  return useQuery({
    queryKey: [...analysesListQueryKey(1), 'latest'],
    queryFn: () => listAnalyses({ page: 1, pageSize: 1 }),
  });
}
