import { Loader2, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { createTeamRequestSchema, MAX_TEAM_NAME_LENGTH, TEAM_MESSAGES } from '../../../../common/teams';
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
import { useCreateTeam } from '../api/create-team';

/**
 * The Create Team dialog (specification sections 2 and 4): a trimmed, non-empty name of at most 100
 * characters; Enter submits; after creating, the name clears, the dialog closes and the list refreshes.
 */
export function CreateTeamDialog({ trigger }: { trigger?: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const createTeam = useCreateTeam();
  const parsed = createTeamRequestSchema.safeParse({ name });
  const error = name.length > 0 && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success || createTeam.isPending) return;
    createTeam.mutate(parsed.data, {
      onSuccess: (team) => {
        setName('');
        setIsOpen(false);
        toast({
          title: 'Team created successfully',
          description: `${team.name} is ready. Invite your colleagues.`,
        });
      },
      onError: (failure) =>
        toast({
          title: 'Error creating team',
          description: getApiErrorMessage(failure, TEAM_MESSAGES.createFailed),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" />
            Create Team
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Create Team</DialogTitle>
            <DialogDescription>
              You will be its owner. Invite colleagues next and share analyses with them.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="team-name">Team name</Label>
            <Input
              id="team-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={MAX_TEAM_NAME_LENGTH + 20}
              placeholder="e.g. Vendor review"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'team-name-error' : undefined}
            />
            <FieldError id="team-name-error" message={error} />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!parsed.success || createTeam.isPending}>
              {createTeam.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {createTeam.isPending ? 'Creating...' : 'Create Team'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
