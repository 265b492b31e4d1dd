import { Check, Loader2, Mail, X } from 'lucide-react';
import type { MyInvitation } from '../../../../common/teams';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useAnswerInvitation } from '../api/my-invitations';
import { formatTeamDate } from '../lib/format-team-date';

/** Invitations waiting for the user's answer: joining a team is accepted, never imposed. */
export function PendingInvitations({
  invitations,
  highlightedId,
}: {
  invitations: MyInvitation[];
  highlightedId: string | null;
}) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations-heading" className="mb-8">
      <h2
        id="pending-invitations-heading"
        className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
      >
        Invitations
      </h2>
      <ul className="mt-3 grid gap-3">
        {invitations.map((invitation) => (
          <PendingInvitation
            key={invitation.id}
            invitation={invitation}
            isHighlighted={invitation.id === highlightedId}
          />
        ))}
      </ul>
    </section>
  );
}

function PendingInvitation({
  invitation,
  isHighlighted,
}: {
  invitation: MyInvitation;
  isHighlighted: boolean;
}) {
  const answer = useAnswerInvitation();
  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { invitationId: invitation.id, answer: choice },
      {
        onSuccess: () =>
          toast({
            title: choice === 'accept' ? `You joined ${invitation.teamName}` : 'Invitation declined',
            description:
              choice === 'accept'
                ? 'Its members and shared analyses are open to you now.'
                : `You will not join ${invitation.teamName}.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error answering the invitation',
            description: getApiErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  const busy = answer.isPending ? answer.variables.answer : null;
  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between',
        isHighlighted ? 'border-indigo-400 ring-2 ring-indigo-100' : 'border-slate-200',
      )}
      aria-label={`Invitation to ${invitation.teamName}`}
    >
      <div className="flex min-w-0 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{invitation.teamName}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {invitation.invitedByName ? `${invitation.invitedByName} invited you` : 'You are invited'} to join
            as {invitation.role}. Expires{' '}
            <time dateTime={invitation.expiresAt}>{formatTeamDate(invitation.expiresAt)}</time>.
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          disabled={answer.isPending}
          onClick={() => respond('decline')}
        >
          {busy === 'decline' ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <X aria-hidden="true" />
          )}
          Decline
        </Button>
        <Button className="flex-1 sm:flex-none" disabled={answer.isPending} onClick={() => respond('accept')}>
          {busy === 'accept' ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
          Accept
        </Button>
      </div>
    </li>
  );
}
