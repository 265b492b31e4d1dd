import type { TeamMember, TeamRole } from '../../../../common/teams';

export type MemberAction = 'promote' | 'demote' | 'transfer' | 'remove' | 'leave';

/**
 * What the viewer may do to one member, mirroring the server's rules: the owner does everything to
 * anyone but themself; an admin removes plain members; anyone but the owner can leave.
 */
export function memberActionsFor(options: {
  viewerRole: TeamRole;
  isSelf: boolean;
  member: TeamMember;
}): MemberAction[] {
  const { viewerRole, isSelf, member } = options;
  if (isSelf) return viewerRole === 'owner' ? [] : ['leave'];
  if (member.role === 'owner') return [];
  if (viewerRole === 'owner') return [member.role === 'admin' ? 'demote' : 'promote', 'transfer', 'remove'];
  if (viewerRole === 'admin' && member.role === 'member') return ['remove'];
  return [];
}
