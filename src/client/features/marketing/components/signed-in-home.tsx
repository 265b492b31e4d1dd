import type { CurrentUser } from '../../auth/api/get-current-user';
import { AnalyzerHome } from '../../analyze/components/analyzer-home';

/** The signed-in home is the analyzer, which lives in its own feature. */
export function SignedInHome({ user }: { user: CurrentUser }) {
  return <AnalyzerHome user={user} />;
}
