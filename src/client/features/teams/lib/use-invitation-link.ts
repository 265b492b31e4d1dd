import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useClaimInvitation } from '../api/my-invitations';

/**
 * /teams?invitation=<token>, the link of an invitation email: once signed in, the invitation is
 * claimed for this account (and so shown with Accept and Decline), and the token leaves the address bar.
 */
export function useInvitationLink({ isSignedIn }: { isSignedIn: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('invitation');
  const claim = useClaimInvitation();
  const claimedToken = useRef<string | null>(null);
  const [claimedId, setClaimedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isSignedIn || !token || claimedToken.current === token) return;
    claimedToken.current = token;
    claim.mutate(token, {
      onSuccess: (invitation) => setClaimedId(invitation.id),
      onError: (failure) => setError(getApiErrorMessage(failure, 'This invitation link did not work.')),
      onSettled: () =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('invitation');
            return next;
          },
          { replace: true },
        ),
    });
  }, [isSignedIn, token, claim, setSearchParams]);

  return { claimedId, error, isClaiming: claim.isPending, dismissError: () => setError(null) };
}
