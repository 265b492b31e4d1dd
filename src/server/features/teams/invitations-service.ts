import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import {
  INVITATION_TTL_DAYS,
  TEAM_MESSAGES,
  type InviteMemberResponse,
  type MyInvitation,
  type Team,
  type TeamInvitation,
} from '../../../common/teams';
import type { Database } from '../../db/client';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mailer';
import { buildInvitationEmail } from './invitation-email';
import { requireManager, type Membership } from './team-access';

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

type InvitationRow = typeof teamInvitations.$inferSelect;

function presentInvitation(row: InvitationRow, now: Date): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt <= now,
    hasAccount: row.inviteeId !== null,
  };
}

/**
 * Invites an address by email. Inviting it again renews the one invitation (new link, fourteen more
 * days) instead of adding another. A known address gets a link to its Teams page; an unknown one a
 * link to create an account that comes back to the invitation.
 */
export async function inviteMember(options: {
  db: Database;
  mailer: Mailer;
  membership: Membership;
  inviter: { id: string; name: string | null; email: string };
  email: string;
  baseUrl: string;
}): Promise<InviteMemberResponse> {
  const { db, mailer, membership, inviter, email, baseUrl } = options;
  requireManager(membership);
  if (email === inviter.email) throw new AppError('CONFLICT', TEAM_MESSAGES.cannotInviteSelf);
  const [invitee] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (invitee) {
    const [member] = await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, invitee.id)))
      .limit(1);
    if (member) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember);
  }
  const token = createToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const { row, isNew } = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, membership.teamId), eq(teamInvitations.email, email)))
      .limit(1);
    const fields = {
      inviteeId: invitee?.id ?? null,
      invitedById: inviter.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
    };
    const [saved] = await tx
      .insert(teamInvitations)
      .values({ teamId: membership.teamId, email, role: 'member', ...fields })
      .onConflictDoUpdate({ target: [teamInvitations.teamId, teamInvitations.email], set: fields })
      .returning();
    if (!saved) throw new AppError('INTERNAL', TEAM_MESSAGES.inviteFailed);
    return { row: saved, isNew: !existing };
  });

  const invitationPath = `/teams?invitation=${encodeURIComponent(token)}`;
  const link = invitee
    ? `${baseUrl}${invitationPath}`
    : `${baseUrl}/auth?mode=register&email=${encodeURIComponent(email)}&returnTo=${encodeURIComponent(invitationPath)}`;
  await mailer.send(
    buildInvitationEmail({
      to: email,
      teamName: membership.teamName,
      inviterName: inviter.name ?? inviter.email,
      link,
      hasAccount: !!invitee,
      expiresAt,
    }),
  );
  return {
    invitation: presentInvitation(row, now),
    isNew,
    message: isNew
      ? `We sent an invitation to ${email}. They join the team once they accept it.`
      : `${email} was already invited; we sent the invitation again and it is valid for ${INVITATION_TTL_DAYS} more days.`,
  };
}

/** The team's open invitations ('Pending' in the members table), expired ones flagged. */
export async function listTeamInvitations(options: {
  db: Database;
  teamId: string;
}): Promise<TeamInvitation[]> {
  const now = new Date();
  const rows = await options.db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.teamId, options.teamId))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
  return rows.map((row) => presentInvitation(row, now));
}

export async function revokeInvitation(options: {
  db: Database;
  membership: Membership;
  invitationId: string;
}): Promise<void> {
  requireManager(options.membership);
  const deleted = await options.db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, options.invitationId),
        eq(teamInvitations.teamId, options.membership.teamId),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
}

const myInvitationColumns = {
  id: teamInvitations.id,
  teamId: teams.id,
  teamName: teams.name,
  invitedByName: users.name,
  invitedByEmail: users.email,
  role: teamInvitations.role,
  createdAt: teamInvitations.createdAt,
  expiresAt: teamInvitations.expiresAt,
};

function presentMyInvitation(row: {
  id: string;
  teamId: string;
  teamName: string;
  invitedByName: string | null;
  invitedByEmail: string | null;
  role: 'admin' | 'member';
  createdAt: Date;
  expiresAt: Date;
}): MyInvitation {
  return {
    id: row.id,
    teamId: row.teamId,
    teamName: row.teamName,
    invitedByName: row.invitedByName ?? row.invitedByEmail,
    role: row.role,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The user's invitations still open, for /teams. */
export async function listMyInvitations(options: { db: Database; userId: string }): Promise<MyInvitation[]> {
  const rows = await options.db
    .select(myInvitationColumns)
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedById))
    .where(and(eq(teamInvitations.inviteeId, options.userId), gt(teamInvitations.expiresAt, new Date())))
    .orderBy(asc(teamInvitations.createdAt));
  return rows.map(presentMyInvitation);
}

/**
 * Opens the link of an invitation email. The token proves the reader has the mailbox it was sent to,
 * so an invitation sent to an address without an account is bound to whoever signed up through it;
 * one sent to an existing account stays that account's.
 */
export async function claimInvitation(options: {
  db: Database;
  userId: string;
  token: string;
}): Promise<MyInvitation> {
  const { db, userId, token } = options;
  const [row] = await db
    .select({ ...myInvitationColumns, inviteeId: teamInvitations.inviteeId })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedById))
    .where(eq(teamInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  if (row.inviteeId !== null && row.inviteeId !== userId)
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.invitationForAnotherAccount);
  if (row.expiresAt <= new Date()) throw new AppError('GONE', TEAM_MESSAGES.invitationExpired);
  if (row.inviteeId === null)
    await db.update(teamInvitations).set({ inviteeId: userId }).where(eq(teamInvitations.id, row.id));
  return presentMyInvitation(row);
}

async function findMyInvitation(db: Database, invitationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.inviteeId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  return row;
}

/** Joins the team: the membership starts now, and the invitation is used up. */
export async function acceptInvitation(options: {
  db: Database;
  userId: string;
  invitationId: string;
}): Promise<Team> {
  const { db, userId, invitationId } = options;
  const invitation = await findMyInvitation(db, invitationId, userId);
  if (invitation.expiresAt <= new Date()) throw new AppError('GONE', TEAM_MESSAGES.invitationExpired);
  const joinedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(teamMembers)
      .values({
        teamId: invitation.teamId,
        userId,
        role: invitation.role,
        invitedAt: invitation.createdAt,
        joinedAt,
      })
      .onConflictDoNothing();
    await tx.delete(teamInvitations).where(eq(teamInvitations.id, invitation.id));
  });
  const [team] = await db
    .select({ id: teams.id, name: teams.name, createdAt: teams.createdAt, role: teamMembers.role })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(and(eq(teams.id, invitation.teamId), isNotNull(teamMembers.joinedAt)))
    .limit(1);
  if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
  const memberCount = await db.$count(
    teamMembers,
    and(eq(teamMembers.teamId, team.id), isNotNull(teamMembers.joinedAt)),
  );
  return { ...team, createdAt: team.createdAt.toISOString(), memberCount };
}

export async function declineInvitation(options: {
  db: Database;
  userId: string;
  invitationId: string;
}): Promise<void> {
  const invitation = await findMyInvitation(options.db, options.invitationId, options.userId);
  await options.db.delete(teamInvitations).where(eq(teamInvitations.id, invitation.id));
}
