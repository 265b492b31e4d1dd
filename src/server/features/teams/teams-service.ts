import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { getPlan, type Tier } from '../../../common/plans';
import { TEAM_MESSAGES, type Team } from '../../../common/teams';
import type { Database } from '../../db/client';
import { teamMembers, teams } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Creating a team is a Pro and Enterprise feature; the owner becomes its first member. */
export async function createTeam(options: {
  db: Database;
  user: { id: string; tier: Tier };
  name: string;
}): Promise<Team> {
  const { db, user, name } = options;
  if (!getPlan(user.tier).canCreateTeams) throw new AppError('FORBIDDEN', TEAM_MESSAGES.planRequired);
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ name, ownerId: user.id })
      .returning({ id: teams.id, name: teams.name, createdAt: teams.createdAt });
    if (!team) throw new AppError('INTERNAL', TEAM_MESSAGES.createFailed);
    await tx.insert(teamMembers).values({
      teamId: team.id,
      userId: user.id,
      role: 'owner',
      invitedAt: team.createdAt,
      joinedAt: team.createdAt,
    });
    return {
      id: team.id,
      name: team.name,
      createdAt: team.createdAt.toISOString(),
      role: 'owner',
      memberCount: 1,
    };
  });
}

/** The teams the user belongs to, newest first, with their role and the number of members. */
export async function listTeams(options: { db: Database; userId: string }): Promise<Team[]> {
  const { db, userId } = options;
  const memberCounts = db
    .select({ teamId: teamMembers.teamId, memberCount: count().as('member_count') })
    .from(teamMembers)
    .where(
      and(
        isNotNull(teamMembers.joinedAt),
        inArray(
          teamMembers.teamId,
          db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId)),
        ),
      ),
    )
    .groupBy(teamMembers.teamId)
    .as('member_counts');
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      createdAt: teams.createdAt,
      role: teamMembers.role,
      memberCount: memberCounts.memberCount,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(memberCounts, eq(memberCounts.teamId, teams.id))
    .where(and(eq(teamMembers.userId, userId), isNotNull(teamMembers.joinedAt)))
    .orderBy(desc(teams.createdAt), asc(teams.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    memberCount: Number(row.memberCount),
  }));
}
