import { Loader2 } from 'lucide-react';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { LandingPage } from '../components/landing-page';
import { SignedInHome } from '../components/signed-in-home';

/** Home: the landing page for visitors, the analyzer for signed-in users. */
export function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex flex-1 items-center justify-center py-32" role="status">
        <h1 className="sr-only">PolicyLens</h1>
        {/* Shown only if the check takes a while, so a quick answer never flashes a spinner. */}
        <Loader2
          className="size-6 animate-[fade-in_150ms_ease-out_400ms_both,spin_1s_linear_infinite] text-indigo-600"
          aria-hidden="true"
        />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
