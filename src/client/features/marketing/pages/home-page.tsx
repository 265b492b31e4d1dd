import { useCurrentUser } from '../../auth/api/get-current-user';
import { LandingPage } from '../components/landing-page';
import { SignedInHome, SignedInHomeIntro } from '../components/signed-in-home';

/** Home: the landing page for visitors, the analyzer for signed-in users. */
export function HomePage() {
  const { user, isLoading } = useCurrentUser();
  // Only a browser with a session hint waits for the user: almost always someone signed in, so it gets
  // the analyzer's heading at once (a visitor whose session has ended then sees the landing page).
  if (isLoading) return <SignedInHomeIntro />;
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
