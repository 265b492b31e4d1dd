import { useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useTermsStatus } from '../api/get-terms-status';
import { TermsDialog } from './terms-dialog';

/** The documents the gate links to: they open in a new tab and must stay readable there. */
const LEGAL_PATHS = new Set(['/privacy', '/terms']);

/**
 * Mounted once in the root layout: while a signed-in user has not accepted the current terms, the
 * terms dialog covers every page except the legal documents themselves.
 */
export function TermsGate() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const termsStatus = useTermsStatus({ isEnabled: user !== null });
  const mustAccept = user !== null && termsStatus.data?.hasAcceptedCurrentTerms === false;
  if (!mustAccept || LEGAL_PATHS.has(pathname)) return null;
  return <TermsDialog />;
}
