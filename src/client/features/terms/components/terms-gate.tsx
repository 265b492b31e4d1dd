import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../auth/api/get-current-user';

// A visitor has no terms to accept: the check, its schemas and the dialog load only for a signed-in user.
const SignedInTermsGate = lazy(async () => ({
  default: (await import('./signed-in-terms-gate')).SignedInTermsGate,
}));

/**
 * Mounted once in the root layout: while a signed-in user has not accepted the current terms, the
 * terms dialog covers every page except the legal documents themselves.
 */
export function TermsGate() {
  const { user } = useCurrentUser();
  if (user === null) return null;
  return (
    <Suspense fallback={null}>
      <SignedInTermsGate />
    </Suspense>
  );
}
