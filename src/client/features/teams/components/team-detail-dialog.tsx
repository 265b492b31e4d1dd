import { Loader2 } from 'lucide-react';
import type { Team } from '../../../../common/teams';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTeamInvitations } from '../api/list-team-invitations';
import { useTeamMembers } from '../api/list-team-members';
import { formatTeamDate } from '../lib/format-team-date';
import { InviteMemberDialog } from './invite-member-dialog';
import { MembersTable } from './members-table';
import { RoleBadge } from './role-badge';
import { SharedAnalysesList } from './shared-analyses-list';

/** A team's detail dialog: its members (and pending invitations) and the analyses shared with it. */
export function TeamDetailDialog({
  team,
  viewerEmail,
  onClose,
}: {
  team: Team | null;
  viewerEmail: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={team !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl gap-6 p-4 sm:p-6">
        {team && <TeamDetail team={team} viewerEmail={viewerEmail} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function TeamDetail({
  team,
  viewerEmail,
  onClose,
}: {
  team: Team;
  viewerEmail: string;
  onClose: () => void;
}) {
  const members = useTeamMembers(team.id);
  const invitations = useTeamInvitations(team.id);
  const canManage = team.role === 'owner' || team.role === 'admin';
  const memberItems = members.data?.pages.flatMap((page) => page.items) ?? [];
  const total = members.data?.pages[0]?.total ?? 0;

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle className="break-words">{team.name}</DialogTitle>
          <RoleBadge role={team.role} />
        </div>
        <DialogDescription>
          Created {formatTeamDate(team.createdAt)} · {team.memberCount}{' '}
          {team.memberCount === 1 ? 'member' : 'members'}
        </DialogDescription>
      </DialogHeader>

      <section aria-labelledby="team-members-heading" className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <h3 id="team-members-heading" className="font-semibold text-slate-900">
            Members
          </h3>
          {canManage && <InviteMemberDialog teamId={team.id} teamName={team.name} />}
        </div>
        {members.isPending ? (
          <div role="status" aria-label="Loading members" className="grid gap-2">
            <Skeleton className="h-10 rounded-lg" />
            <Skeleton className="h-10 rounded-lg" />
          </div>
        ) : members.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            The members did not load.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void members.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <>
            <MembersTable
              teamId={team.id}
              teamName={team.name}
              viewerRole={team.role}
              viewerEmail={viewerEmail}
              members={memberItems}
              invitations={invitations.data ?? []}
              onLeft={onClose}
            />
            {members.hasNextPage && (
              <div className="flex items-center justify-center gap-3 text-sm text-slate-600">
                <span>
                  Showing {memberItems.length} of {total}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void members.fetchNextPage()}
                  disabled={members.isFetchingNextPage}
                >
                  {members.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="team-analyses-heading" className="grid gap-3">
        <div>
          <h3 id="team-analyses-heading" className="font-semibold text-slate-900">
            Shared Analyses
          </h3>
          <p className="text-sm text-slate-600">
            Share one of yours from its result or from your history with ‘Share with team’.
          </p>
        </div>
        <SharedAnalysesList teamId={team.id} viewerRole={team.role} />
      </section>
    </>
  );
}
