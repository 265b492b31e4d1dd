import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import type { CurrentUser } from '../../auth/api/get-current-user';

// The analyzer is its own chunk: visitors on the landing page never download it.
const AnalyzerHome = lazy(async () => ({
  default: (await import('../../analyze/components/analyzer-home')).AnalyzerHome,
}));

/** The signed-in home is the analyzer, which lives in its own feature. */
export function SignedInHome({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <AnalyzerHome user={user} />
    </Suspense>
  );
}
