import { and, eq, isNotNull } from 'drizzle-orm';
import { TEAM_MESSAGES, type TeamRole } from '../../../common/teams';
import type { Database } from '../../db/client';
import { teamMembers, teams } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type Membership = { teamId: string; teamName: string; role: TeamRole };

/**
 * The caller's place in a team. Anyone who is not a member, a pending invitee included, gets the
 * same 404 as for a team that does not exist, so team ids cannot be probed.
 */
export async function requireMembership(options: {
  db: Database;
  teamId: string;
  userId: string;
}): Promise<Membership> {
  const [row] = await options.db
    .select({ teamId: teams.id, teamName: teams.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.teamId, options.teamId),
        eq(teamMembers.userId, options.userId),
        isNotNull(teamMembers.joinedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
  return row;
}

export function canManageMembers(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** Owner and admins invite and remove; plain members only read (specification section 6). */
export function requireManager(membership: Membership): void {
  if (!canManageMembers(membership.role)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.manageMembersOnly);
}

export function requireOwner(membership: Membership): void {
  if (membership.role !== 'owner') throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerOnly);
}
