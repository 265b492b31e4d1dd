import { lazy, Suspense } from 'react';
import { ANALYZER_HOME_FRAME, AnalyzerIntro } from '../../analyze/components/analyzer-intro';
import type { CurrentUser } from '../../auth/api/get-current-user';

// The analyzer is its own chunk: visitors on the landing page never download it.
const AnalyzerHome = lazy(async () => ({
  default: (await import('../../analyze/components/analyzer-home')).AnalyzerHome,
}));

/** What a signed-in user sees first: the analyzer's heading, before its code has arrived. */
export function SignedInHomeIntro() {
  return (
    <div className={ANALYZER_HOME_FRAME}>
      <AnalyzerIntro greeting={null} />
    </div>
  );
}

/** The signed-in home is the analyzer, which lives in its own feature. */
export function SignedInHome({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<SignedInHomeIntro />}>
      <AnalyzerHome user={user} />
    </Suspense>
  );
}
