import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { policyAnalyses, teamAnalyses, teamInvitations, teamMembers, teams } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';

/*
 * Test data written straight to the database, for tests that need many teams quickly (the permission
 * matrix builds a fresh team per cell). Flows under test go through the API instead.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertAnalysis(db: Database, userId: string, overrides: { tldr?: string } = {}) {
  const [row] = await db
    .insert(policyAnalyses)
    .values({
      userId,
      inputText: 'We collect your email address. We sell your data to advertisers.',
      tldrSummary: overrides.tldr ?? 'Collects your email and sells data to advertisers. 1 red flag.',
      tldrOverview: overrides.tldr ?? 'Collects your email and sells data to advertisers.',
      dataCollection: ['Email address'],
      dataSharing: ['Advertisers'],
      userRights: [],
      restrictions: [],
      redFlags: ['Sells your data'],
      findings: [
        {
          section: 'redFlags',
          statement: 'Sells your data',
          quote: 'We sell your data to advertisers.',
          start: 31,
          end: 64,
          category: 'Third Party Sharing/Collection',
          severity: 'high',
          confidence: 0.9,
        },
        {
          section: 'dataCollection',
          statement: 'Email address',
          quote: 'We collect your email address.',
          start: 0,
          end: 30,
          category: 'First Party Collection/Use',
          confidence: 0.9,
        },
      ],
    })
    .returning({ id: policyAnalyses.id });
  if (!row) throw new Error('analysis not inserted');
  return row.id;
}

export async function insertTeam(
  db: Database,
  options: {
    ownerId: string;
    name?: string;
    members?: { userId: string; role: 'admin' | 'member'; joinedAt?: Date }[];
  },
) {
  const [team] = await db
    .insert(teams)
    .values({ name: options.name ?? `Team ${randomUUID().slice(0, 6)}`, ownerId: options.ownerId })
    .returning({ id: teams.id });
  if (!team) throw new Error('team not inserted');
  await db.insert(teamMembers).values([
    { teamId: team.id, userId: options.ownerId, role: 'owner', joinedAt: new Date() },
    ...(options.members ?? []).map((member) => ({
      teamId: team.id,
      userId: member.userId,
      role: member.role,
      joinedAt: member.joinedAt ?? new Date(),
    })),
  ]);
  return team.id;
}

export async function insertInvitation(
  db: Database,
  options: { teamId: string; email: string; inviteeId?: string; invitedById: string; expiresInDays?: number },
) {
  const token = createToken();
  const [row] = await db
    .insert(teamInvitations)
    .values({
      teamId: options.teamId,
      email: options.email,
      inviteeId: options.inviteeId ?? null,
      invitedById: options.invitedById,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + (options.expiresInDays ?? 14) * DAY_MS),
    })
    .returning({ id: teamInvitations.id });
  if (!row) throw new Error('invitation not inserted');
  return { id: row.id, token };
}

export async function insertShare(
  db: Database,
  options: { teamId: string; analysisId: string; sharedById: string },
) {
  await db.insert(teamAnalyses).values(options);
}
