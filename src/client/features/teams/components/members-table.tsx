import { Loader2, MoreHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import type { TeamInvitation, TeamMember, TeamRole } from '../../../../common/teams';
import { TEAM_MESSAGES } from '../../../../common/teams';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import {
  useChangeMemberRole,
  useRemoveMember,
  useRevokeInvitation,
  useTransferOwnership,
} from '../api/manage-members';
import { formatTeamDate } from '../lib/format-team-date';
import { memberActionsFor, type MemberAction } from '../lib/member-actions';
import { ConfirmMemberAction } from './confirm-member-action';
import { RoleBadge } from './role-badge';

const ACTION_LABELS: Record<MemberAction, string> = {
  promote: 'Make admin',
  demote: 'Make member',
  transfer: 'Transfer ownership',
  remove: 'Remove from team',
  leave: 'Leave team',
};

type Pending = { action: 'transfer' | 'remove' | 'leave'; member: TeamMember } | null;

/** The members table (specification section 2): Name, Email, Role, Joined or 'Pending', Actions. */
export function MembersTable({
  teamId,
  teamName,
  viewerRole,
  viewerEmail,
  members,
  invitations,
  onLeft,
}: {
  teamId: string;
  teamName: string;
  viewerRole: TeamRole;
  viewerEmail: string;
  members: TeamMember[];
  invitations: TeamInvitation[];
  onLeft: () => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const removeMember = useRemoveMember();
  const changeRole = useChangeMemberRole();
  const transfer = useTransferOwnership();
  const revoke = useRevokeInvitation();
  const canManage = viewerRole === 'owner' || viewerRole === 'admin';

  const fail = (title: string, fallback: string) => (error: Error) =>
    toast({ title, description: getApiErrorMessage(error, fallback), variant: 'destructive' });

  const run = (action: MemberAction, member: TeamMember) => {
    const name = member.user.name ?? member.user.email;
    switch (action) {
      case 'promote':
      case 'demote':
        changeRole.mutate(
          { teamId, userId: member.userId, role: action === 'promote' ? 'admin' : 'member' },
          {
            onSuccess: () =>
              toast({
                title: 'Role changed',
                description: `${name} is now ${action === 'promote' ? 'an admin' : 'a member'}.`,
              }),
            onError: fail('Error changing role', 'Please try again.'),
          },
        );
        return;
      case 'transfer':
      case 'remove':
      case 'leave':
        setPending({ action, member });
        return;
    }
  };

  const confirm = () => {
    if (!pending) return;
    const { action, member } = pending;
    const name = member.user.name ?? member.user.email;
    const done = () => setPending(null);
    if (action === 'transfer') {
      transfer.mutate(
        { teamId, userId: member.userId },
        {
          onSuccess: () => {
            done();
            toast({
              title: 'Ownership transferred',
              description: `${name} owns ${teamName} now. You stay on as admin.`,
            });
          },
          onError: fail('Error transferring ownership', 'Please try again.'),
        },
      );
      return;
    }
    removeMember.mutate(
      { teamId, userId: member.userId },
      {
        onSuccess: () => {
          done();
          if (action === 'leave') {
            toast({
              title: `You left ${teamName}`,
              description: 'Its shared analyses are no longer open to you.',
            });
            onLeft();
          } else toast({ title: 'Member removed', description: `${name} is no longer in ${teamName}.` });
        },
        onError: fail(
          action === 'leave' ? 'Error leaving the team' : 'Error removing member',
          TEAM_MESSAGES.removeFailed,
        ),
      },
    );
  };

  return (
    <>
      <div className="overflow-hidden rounded-xl border border-slate-200">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                Name
              </th>
              <th scope="col" className="hidden px-3 py-2.5 md:table-cell">
                Email
              </th>
              <th scope="col" className="w-28 px-3 py-2.5">
                Role
              </th>
              <th scope="col" className="hidden w-32 px-3 py-2.5 sm:table-cell">
                Joined
              </th>
              <th scope="col" className="w-12 px-3 py-2.5 text-right sm:w-24">
                <span className="sr-only sm:not-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => {
              const isSelf = member.user.email === viewerEmail;
              const actions = memberActionsFor({ viewerRole, isSelf, member });
              const name = member.user.name ?? member.user.email;
              return (
                <tr key={member.id} className="align-middle">
                  <td className="max-w-0 px-3 py-3">
                    <p className="truncate font-medium text-slate-900">
                      {name}
                      {isSelf && <span className="font-normal text-slate-500"> (you)</span>}
                    </p>
                    <p className="truncate text-xs text-slate-500 md:hidden">{member.user.email}</p>
                    <p className="text-xs text-slate-500 sm:hidden">
                      {member.joinedAt ? `Joined ${formatTeamDate(member.joinedAt)}` : 'Pending'}
                    </p>
                  </td>
                  <td className="hidden max-w-0 truncate px-3 py-3 text-slate-700 md:table-cell">
                    {member.user.email}
                  </td>
                  <td className="px-3 py-3">
                    <RoleBadge role={member.role} />
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap text-slate-700 sm:table-cell">
                    {member.joinedAt ? (
                      <time dateTime={member.joinedAt}>{formatTeamDate(member.joinedAt)}</time>
                    ) : (
                      'Pending'
                    )}
                  </td>
                  <td className="px-3 py-3 text-right">
                    {actions.length > 0 && (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={`Actions for ${name}`}
                          >
                            <MoreHorizontal aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          {actions.map((action) => (
                            <DropdownMenuItem
                              key={action}
                              onSelect={() => run(action, member)}
                              className={
                                action === 'remove' || action === 'leave' ? 'text-red-700' : undefined
                              }
                            >
                              {ACTION_LABELS[action]}
                            </DropdownMenuItem>
                          ))}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    )}
                  </td>
                </tr>
              );
            })}
            {invitations.map((invitation) => (
              <tr key={invitation.id} className="bg-slate-50/60 align-middle">
                <td className="max-w-0 px-3 py-3">
                  <p className="truncate text-slate-500 italic">Invited</p>
                  <p className="truncate text-xs text-slate-500 md:hidden">{invitation.email}</p>
                  <p className="text-xs text-amber-700 sm:hidden">
                    {invitation.isExpired ? 'Expired' : 'Pending'}
                  </p>
                </td>
                <td className="hidden max-w-0 truncate px-3 py-3 text-slate-700 md:table-cell">
                  {invitation.email}
                </td>
                <td className="px-3 py-3">
                  <RoleBadge role={invitation.role} />
                </td>
                <td className="hidden px-3 py-3 whitespace-nowrap sm:table-cell">
                  <span className={invitation.isExpired ? 'text-red-700' : 'text-amber-700'}>
                    {invitation.isExpired ? 'Expired' : 'Pending'}
                  </span>
                </td>
                <td className="px-3 py-3 text-right">
                  {canManage && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2 text-slate-600"
                      disabled={revoke.isPending}
                      aria-label={`Withdraw the invitation to ${invitation.email}`}
                      onClick={() =>
                        revoke.mutate(
                          { teamId, invitationId: invitation.id },
                          {
                            onSuccess: () =>
                              toast({ title: 'Invitation withdrawn', description: invitation.email }),
                            onError: fail('Error withdrawing the invitation', 'Please try again.'),
                          },
                        )
                      }
                    >
                      {revoke.isPending && revoke.variables.invitationId === invitation.id ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <>
                          <X className="sm:hidden" aria-hidden="true" />
                          <span className="hidden sm:inline">Withdraw</span>
                        </>
                      )}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmMemberAction
        pending={pending}
        teamName={teamName}
        isBusy={removeMember.isPending || transfer.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
