import type { QueryClient } from '@tanstack/react-query';
import { userProfileQueryOptions } from '../features/account/api/get-user-profile';
import { analysisQueryOptions } from '../features/analysis-report/api/get-analysis';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user';
import { getLatestAnalysisId } from '../features/analyze/lib/latest-analysis';

const HISTORY_ANALYSIS_PATH = /^\/history\/([0-9a-f-]{36})$/i;

/**
 * Started by main.tsx on the first load of a signed-in page, while React starts: fetches the code of the
 * page and the data it shows first (the profile, and the analysis on the home page or a history page)
 * in parallel, so the analysis appears one round trip after the user is known rather than three.
 */
export async function preloadSignedInPage(queryClient: QueryClient, pathname: string): Promise<void> {
  const historyMatch = HISTORY_ANALYSIS_PATH.exec(pathname);
  if (pathname === '/') void import('../features/analyze/components/analyzer-home');
  else if (historyMatch) void import('../features/history/pages/history-analysis-page');
  else return;

  const user = await queryClient.fetchQuery(currentUserQueryOptions());
  if (!user) return;
  void queryClient.prefetchQuery(userProfileQueryOptions());
  const analysisId = historyMatch ? historyMatch[1] : getLatestAnalysisId(user.email);
  if (analysisId) void queryClient.prefetchQuery(analysisQueryOptions(analysisId));
}
