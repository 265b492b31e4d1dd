import { useLocation } from 'react-router';
import { useTermsStatus } from '../api/get-terms-status';
import { TermsDialog } from './terms-dialog';

/** The documents the gate links to: they open in a new tab and must stay readable there. */
const LEGAL_PATHS = new Set(['/privacy', '/terms']);

/** The check and its dialog, for a signed-in user only (see TermsGate). */
export function SignedInTermsGate() {
  const { pathname } = useLocation();
  const termsStatus = useTermsStatus({ isEnabled: true });
  const mustAccept = termsStatus.data?.hasAcceptedCurrentTerms === false;
  if (!mustAccept || LEGAL_PATHS.has(pathname)) return null;
  return <TermsDialog />;
}
