import { Loader2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { inviteMemberRequestSchema, INVITATION_TTL_DAYS, TEAM_MESSAGES } from '../../../../common/teams';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useInviteMember } from '../api/manage-members';

/**
 * The Invite Member dialog, for the owner and admins (specification sections 2 and 5): an email,
 * Enter submits, 'Send Invitation'; afterwards the email clears and the member list refreshes.
 */
export function InviteMemberDialog({ teamId, teamName }: { teamId: string; teamName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteMember();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = inviteMemberRequestSchema.safeParse({ email, role: 'member' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TEAM_MESSAGES.invalidEmail);
      return;
    }
    invite.mutate(
      { teamId, ...parsed.data },
      {
        onSuccess: (result) => {
          setEmail('');
          setIsOpen(false);
          toast({ title: 'Member invited successfully', description: result.message });
        },
        onError: (failure) =>
          toast({
            title: 'Error inviting member',
            description: getApiErrorMessage(failure, TEAM_MESSAGES.inviteFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Invite Member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Invite Member</DialogTitle>
            <DialogDescription>
              We email them an invitation to {teamName}. They join once they accept it; the invitation is
              valid for {INVITATION_TTL_DAYS} days. No account yet? The email helps them create one.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="colleague@company.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'invite-email-error' : undefined}
            />
            <FieldError id="invite-email-error" message={error} />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={email.trim() === '' || invite.isPending}>
              {invite.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {invite.isPending ? 'Sending...' : 'Send Invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
