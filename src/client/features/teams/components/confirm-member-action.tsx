import { Loader2 } from 'lucide-react';
import type { TeamMember } from '../../../../common/teams';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';

type Pending = { action: 'transfer' | 'remove' | 'leave'; member: TeamMember } | null;

function describe(pending: NonNullable<Pending>, teamName: string) {
  const name = pending.member.user.name ?? pending.member.user.email;
  switch (pending.action) {
    case 'transfer':
      return {
        title: `Make ${name} the owner?`,
        body: `${name} will own ${teamName} and decide who manages it. You stay on as an admin.`,
        confirm: 'Transfer ownership',
      };
    case 'remove':
      return {
        title: `Remove ${name}?`,
        body: `${name} loses access to ${teamName} and its shared analyses. What they shared is unshared; their analyses stay in their history.`,
        confirm: 'Remove',
      };
    case 'leave':
      return {
        title: `Leave ${teamName}?`,
        body: 'You lose access to its shared analyses, and what you shared with it is unshared. Your analyses stay in your history.',
        confirm: 'Leave team',
      };
  }
}

/** The confirmation before a change that cannot be taken back by the one who makes it. */
export function ConfirmMemberAction({
  pending,
  teamName,
  isBusy,
  onConfirm,
  onCancel,
}: {
  pending: Pending;
  teamName: string;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = pending ? describe(pending, teamName) : null;
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && !isBusy && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text?.title}</AlertDialogTitle>
          <AlertDialogDescription>{text?.body}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={isBusy}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {isBusy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {text?.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
