import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';
import { policyAnalyses } from './analyses';

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    /**
     * The team's owner. Deleting an account first hands its teams to their oldest admin or deletes
     * them (account service); the cascade only catches what that leaves.
     */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('teams_owner_id_idx').on(table.ownerId)],
);

/** People in a team. Everyone here has accepted: pending invitations live in team_invitations. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull().default('member'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the invitation was accepted (or the team created, for its owner). */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_members_team_user_unique').on(table.teamId, table.userId),
    index('team_members_user_id_idx').on(table.userId),
    // The members list pages through a team in join order.
    index('team_members_team_joined_idx').on(table.teamId, table.joinedAt, table.id),
    check('team_members_role_check', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);

export const INVITATION_ROLES = ['admin', 'member'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/**
 * An invitation waiting for its answer. One per team and address: inviting again refreshes it. The
 * link in the email carries a random token, stored hashed; `inviteeId` is the account it belongs to,
 * set at once for a known address, or when someone opens the link after creating an account.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    email: varchar('email', { length: 255 }).notNull(),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<InvitationRole>().notNull().default('member'),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('team_invitations_team_email_unique').on(table.teamId, table.email),
    uniqueIndex('team_invitations_token_hash_unique').on(table.tokenHash),
    index('team_invitations_invitee_id_idx').on(table.inviteeId),
    check('team_invitations_role_check', sql`${table.role} in ('admin', 'member')`),
  ],
);

/**
 * An analysis a member shared with a team. Members read it through the team; the analysis stays its
 * owner's, and deleting the share, the team or the analysis removes only this row.
 */
export const teamAnalyses = pgTable(
  'team_analyses',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => policyAnalyses.id, { onDelete: 'cascade' }),
    sharedById: uuid('shared_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_analyses_team_analysis_unique').on(table.teamId, table.analysisId),
    // The shared list pages newest first, like the history.
    index('team_analyses_team_shared_idx').on(
      table.teamId,
      table.sharedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('team_analyses_analysis_id_idx').on(table.analysisId),
    index('team_analyses_shared_by_idx').on(table.sharedById),
  ],
);
