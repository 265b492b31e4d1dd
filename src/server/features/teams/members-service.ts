import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { TEAM_MESSAGES, type ListTeamMembersResponse } from '../../../common/teams';
import type { Database } from '../../db/client';
import { teamAnalyses, teamMembers, teams, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireManager, requireOwner, type Membership } from './team-access';

const joined = (teamId: string) => and(eq(teamMembers.teamId, teamId), isNotNull(teamMembers.joinedAt));

/** Owner first, then admins, then members, each in the order they joined. */
const roleRank = sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

export async function listMembers(options: {
  db: Database;
  teamId: string;
  page: number;
  pageSize: number;
}): Promise<ListTeamMembersResponse> {
  const { db, teamId, page, pageSize } = options;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: teamMembers.id,
        userId: teamMembers.userId,
        role: teamMembers.role,
        joinedAt: teamMembers.joinedAt,
        name: users.name,
        email: users.email,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(joined(teamId))
      .orderBy(roleRank, asc(teamMembers.joinedAt), asc(teamMembers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(teamMembers).where(joined(teamId)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      role: row.role,
      joinedAt: row.joinedAt?.toISOString() ?? null,
      user: { name: row.name, email: row.email },
    })),
    page,
    pageSize,
    total: totalCount,
    hasMore: page * pageSize < totalCount,
  };
}

async function findMember(db: Database, teamId: string, userId: string) {
  const [row] = await db
    .select({ id: teamMembers.id, role: teamMembers.role })
    .from(teamMembers)
    .where(and(joined(teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  return row;
}

/**
 * Removes a member, or lets a member leave. Nobody removes the owner, and an admin cannot remove
 * another admin. What the member shared with the team is unshared with them: the team loses access
 * to the analyses, which stay in their owner's history.
 */
export async function removeMember(options: {
  db: Database;
  membership: Membership;
  actorId: string;
  userId: string;
}): Promise<{ hasLeft: boolean }> {
  const { db, membership, actorId, userId } = options;
  const isLeaving = actorId === userId;
  if (isLeaving && membership.role === 'owner')
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerCannotLeave);
  if (!isLeaving) requireManager(membership);
  const target = await findMember(db, membership.teamId, userId);
  if (!isLeaving) {
    if (target.role === 'owner') throw new AppError('FORBIDDEN', TEAM_MESSAGES.cannotRemoveOwner);
    if (target.role === 'admin' && membership.role !== 'owner')
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.adminCannotRemoveAdmin);
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(teamAnalyses)
      .where(and(eq(teamAnalyses.teamId, membership.teamId), eq(teamAnalyses.sharedById, userId)));
    await tx.delete(teamMembers).where(eq(teamMembers.id, target.id));
  });
  return { hasLeft: isLeaving };
}

/** The owner promotes a member to admin or makes an admin a member again. */
export async function changeMemberRole(options: {
  db: Database;
  membership: Membership;
  userId: string;
  role: 'admin' | 'member';
}): Promise<void> {
  const { db, membership, userId, role } = options;
  requireOwner(membership);
  const target = await findMember(db, membership.teamId, userId);
  if (target.role === 'owner') throw new AppError('FORBIDDEN', TEAM_MESSAGES.cannotRemoveOwner);
  await db.update(teamMembers).set({ role }).where(eq(teamMembers.id, target.id));
}

/** The owner hands the team to another member and stays on as an admin. */
export async function transferOwnership(options: {
  db: Database;
  membership: Membership;
  ownerId: string;
  userId: string;
}): Promise<void> {
  const { db, membership, ownerId, userId } = options;
  requireOwner(membership);
  if (userId === ownerId) return;
  const [target] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(joined(membership.teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  if (!target) throw new AppError('BAD_REQUEST', TEAM_MESSAGES.transferToMemberOnly);
  await db.transaction(async (tx) => {
    await tx
      .update(teamMembers)
      .set({ role: 'admin' })
      .where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, ownerId)));
    await tx.update(teamMembers).set({ role: 'owner' }).where(eq(teamMembers.id, target.id));
    await tx.update(teams).set({ ownerId: userId }).where(eq(teams.id, membership.teamId));
  });
}
