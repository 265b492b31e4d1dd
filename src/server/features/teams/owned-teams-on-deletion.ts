import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { OwnedTeamsOutcome } from '../../../common/teams';
import type { Database } from '../../db/client';
import { teamMembers, teams, users } from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The admin who has been in the team longest: the one who takes it over when its owner leaves for good. */
async function findOldestAdmin(db: Database | Transaction, teamId: string, ownerId: string) {
  const [admin] = await db
    .select({ userId: teamMembers.userId, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.role, 'admin'),
        ne(teamMembers.userId, ownerId),
        isNotNull(teamMembers.joinedAt),
      ),
    )
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id))
    .limit(1);
  return admin;
}

/** What deleting this account would do to each team it owns; the account page shows it before asking. */
export async function describeOwnedTeamsOnDeletion(options: {
  db: Database;
  userId: string;
}): Promise<OwnedTeamsOutcome> {
  const { db, userId } = options;
  const owned = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.ownerId, userId))
    .orderBy(asc(teams.name));
  const outcomes: OwnedTeamsOutcome = [];
  for (const team of owned) {
    const admin = await findOldestAdmin(db, team.id, userId);
    outcomes.push({
      teamId: team.id,
      teamName: team.name,
      outcome: admin ? 'transfer' : 'delete',
      newOwnerName: admin ? (admin.name ?? admin.email) : null,
    });
  }
  return outcomes;
}

/**
 * Inside the account deletion's transaction: each team the user owns goes to its oldest admin, or is
 * deleted (with its memberships, invitations and shares) when it has no admin.
 */
export async function handOverOwnedTeams(tx: Transaction, userId: string): Promise<void> {
  const owned = await tx.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, userId));
  for (const team of owned) {
    const admin = await findOldestAdmin(tx, team.id, userId);
    if (!admin) {
      await tx.delete(teams).where(eq(teams.id, team.id));
      continue;
    }
    await tx
      .update(teamMembers)
      .set({ role: 'owner' })
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, admin.userId)));
    await tx.update(teams).set({ ownerId: admin.userId }).where(eq(teams.id, team.id));
  }
}
