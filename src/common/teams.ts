import { z } from 'zod';
import { analysisResponseSchema } from './analyses';
import { teamPlanNames } from './plans';

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** An invitation lasts two weeks; inviting the address again starts the two weeks again. */
export const INVITATION_TTL_DAYS = 14;
export const MAX_TEAM_NAME_LENGTH = 100;

/** Messages of the specification (sections 5 and 8) and of the rules the issue adds. */
export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  nameTooLong: `Team name must be at most ${MAX_TEAM_NAME_LENGTH} characters`,
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  planRequired: `Creating a team is part of the ${teamPlanNames()} plans. Upgrade to create one; you can still join any team you are invited to.`,
  teamNotFound: 'Team not found',
  memberNotFound: 'Member not found',
  analysisNotFound: 'Analysis not found',
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'This invitation has expired. Ask the team for a new one.',
  invitationForAnotherAccount:
    'This invitation was sent to another account. Sign in with the address it was sent to.',
  manageMembersOnly: 'Only the team owner and admins can manage members.',
  ownerOnly: 'Only the team owner can do this.',
  cannotRemoveOwner: 'The team owner cannot be removed.',
  ownerCannotLeave: 'The owner cannot leave the team. Transfer ownership to another member first.',
  adminCannotRemoveAdmin: 'Admins cannot remove other admins. Ask the team owner.',
  alreadyMember: 'This person is already a member of the team.',
  cannotInviteSelf: 'You are already a member of this team.',
  transferToMemberOnly: 'Ownership can only go to a member of the team.',
  unshareOwnOnly: 'Only the person who shared an analysis, the owner or an admin can unshare it.',
  createFailed: 'Failed to create team',
  inviteFailed: 'Failed to invite member',
  removeFailed: 'Failed to remove member',
} as const;

const teamIdField = z.uuid({ error: TEAM_MESSAGES.teamNotFound });
export const teamParamsSchema = z.object({ teamId: teamIdField });
export const teamMemberParamsSchema = z.object({
  teamId: teamIdField,
  userId: z.uuid({ error: TEAM_MESSAGES.memberNotFound }),
});
export const teamAnalysisParamsSchema = z.object({
  teamId: teamIdField,
  analysisId: z.uuid({ error: TEAM_MESSAGES.analysisNotFound }),
});
export const teamInvitationParamsSchema = z.object({
  teamId: teamIdField,
  invitationId: z.uuid({ error: TEAM_MESSAGES.invitationNotFound }),
});
export const invitationParamsSchema = z.object({
  invitationId: z.uuid({ error: TEAM_MESSAGES.invitationNotFound }),
});
export const analysisShareParamsSchema = z.object({
  analysisId: z.uuid({ error: TEAM_MESSAGES.analysisNotFound }),
});

export const teamNameField = z
  .string({ error: TEAM_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: TEAM_MESSAGES.nameRequired })
  .max(MAX_TEAM_NAME_LENGTH, { error: TEAM_MESSAGES.nameTooLong });

export const createTeamRequestSchema = z.object({ name: teamNameField });
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

/** The specification's Team view, with the member count the cards show. */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  role: teamRoleSchema,
  memberCount: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;
export const listTeamsResponseSchema = z.array(teamSchema);

export const inviteMemberRequestSchema = z.object({
  email: z
    .string({ error: TEAM_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: TEAM_MESSAGES.emailRequired })
    .max(255, { error: 'Email must be at most 255 characters' })
    .pipe(z.email({ error: TEAM_MESSAGES.invalidEmail })),
  /** Invitees join as members (specification section 4); owners promote them afterwards. */
  role: z.literal('member', { error: 'Invited people join as member' }).default('member'),
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequestSchema>;

/** The specification's Team member view. */
export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: teamRoleSchema,
  joinedAt: z.iso.datetime({ offset: true }).nullable(),
  user: z.object({ name: z.string().nullable(), email: z.string() }),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  });
}

export const listTeamMembersResponseSchema = pageOf(teamMemberSchema);
export type ListTeamMembersResponse = z.infer<typeof listTeamMembersResponseSchema>;

/** An invitation as the team sees it: shown as 'Pending' in the members table. */
export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'member']),
  invitedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  isExpired: z.boolean(),
  hasAccount: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;
export const listTeamInvitationsResponseSchema = z.array(teamInvitationSchema);

export const inviteMemberResponseSchema = z.object({
  invitation: teamInvitationSchema,
  /** False when the address already had a pending invitation, which was renewed and sent again. */
  isNew: z.boolean(),
  message: z.string(),
});
export type InviteMemberResponse = z.infer<typeof inviteMemberResponseSchema>;

/** An invitation as its invitee sees it on /teams. */
export const myInvitationSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  invitedByName: z.string().nullable(),
  role: z.enum(['admin', 'member']),
  invitedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;
export const listMyInvitationsResponseSchema = z.array(myInvitationSchema);

export const claimInvitationRequestSchema = z.object({
  token: z
    .string({ error: TEAM_MESSAGES.invitationNotFound })
    .trim()
    .min(1, { error: TEAM_MESSAGES.invitationNotFound })
    .max(200, { error: TEAM_MESSAGES.invitationNotFound }),
});

export const changeMemberRoleRequestSchema = z.object({
  role: z.enum(['admin', 'member'], { error: 'Role must be admin or member' }),
});
export const transferOwnershipRequestSchema = z.object({
  userId: z.uuid({ error: TEAM_MESSAGES.transferToMemberOnly }),
});

export const shareAnalysisRequestSchema = z.object({
  analysisId: z.uuid({ error: TEAM_MESSAGES.analysisNotFound }),
});

/** The specification's Team analysis view, with list lengths instead of lists and who shared it. */
export const teamAnalysisSchema = z.object({
  id: z.string(),
  /** The name the owner gave it, else one made from its file name or first line. */
  title: z.string(),
  tldrSummary: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  sharedAt: z.iso.datetime({ offset: true }),
  sourceName: z.string().nullable(),
  opening: z.string(),
  sharedBy: z.object({ userId: z.string(), name: z.string().nullable() }),
  /** The viewer shared it, so the viewer may unshare it (the owner and admins may too). */
  isSharedByViewer: z.boolean(),
  counts: z.object({ dataCollection: z.number().int(), userRights: z.number().int() }),
  /** Present only on the viewer's plans with red flags. */
  redFlagCount: z.number().int().nullable(),
});
export type TeamAnalysis = z.infer<typeof teamAnalysisSchema>;
export const listTeamAnalysesResponseSchema = pageOf(teamAnalysisSchema);
export type ListTeamAnalysesResponse = z.infer<typeof listTeamAnalysesResponseSchema>;

/** One shared report in full, read-only, as the viewing member's plan shows it. */
export const teamAnalysisReportSchema = z.object({
  analysis: analysisResponseSchema,
  teamName: z.string(),
  sharedBy: z.object({ userId: z.string(), name: z.string().nullable() }),
  sharedAt: z.iso.datetime({ offset: true }),
});
export type TeamAnalysisReport = z.infer<typeof teamAnalysisReportSchema>;

/** The share menu of one of the user's analyses: each of the user's teams and whether it is shared there. */
export const analysisSharesResponseSchema = z.array(
  z.object({ teamId: z.string(), teamName: z.string(), isShared: z.boolean() }),
);
export type AnalysisShares = z.infer<typeof analysisSharesResponseSchema>;

/** What deleting the account does to each team the user owns, shown on the account page first. */
export const ownedTeamsOutcomeResponseSchema = z.array(
  z.object({
    teamId: z.string(),
    teamName: z.string(),
    outcome: z.enum(['transfer', 'delete']),
    newOwnerName: z.string().nullable(),
  }),
);
export type OwnedTeamsOutcome = z.infer<typeof ownedTeamsOutcomeResponseSchema>;
