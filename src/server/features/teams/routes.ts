import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../common/analyses';
import { messageResponseSchema } from '../../../common/auth';
import {
  analysisShareParamsSchema,
  analysisSharesResponseSchema,
  changeMemberRoleRequestSchema,
  claimInvitationRequestSchema,
  createTeamRequestSchema,
  invitationParamsSchema,
  inviteMemberRequestSchema,
  inviteMemberResponseSchema,
  listMyInvitationsResponseSchema,
  listTeamAnalysesResponseSchema,
  listTeamInvitationsResponseSchema,
  listTeamMembersResponseSchema,
  listTeamsResponseSchema,
  myInvitationSchema,
  ownedTeamsOutcomeResponseSchema,
  shareAnalysisRequestSchema,
  teamAnalysisParamsSchema,
  teamAnalysisReportSchema,
  teamInvitationParamsSchema,
  teamMemberParamsSchema,
  teamParamsSchema,
  teamSchema,
  transferOwnershipRequestSchema,
} from '../../../common/teams';
import type { Config } from '../../config';
import { currentUser, requireUser } from '../../plugins/sessions';
import {
  acceptInvitation,
  claimInvitation,
  declineInvitation,
  inviteMember,
  listMyInvitations,
  listTeamInvitations,
  revokeInvitation,
} from './invitations-service';
import { changeMemberRole, listMembers, removeMember, transferOwnership } from './members-service';
import { describeOwnedTeamsOnDeletion } from './owned-teams-on-deletion';
import {
  getTeamAnalysis,
  listAnalysisShares,
  listTeamAnalyses,
  shareAnalysis,
  unshareAnalysis,
} from './shares-service';
import { requireMembership } from './team-access';
import { createTeam, listTeams } from './teams-service';

/**
 * Invitations send email to any address: a cap per inviter keeps a team from being used to send mail
 * in bulk. Counted per signed-in user, after the session is read.
 */
const INVITE_RATE_LIMIT = {
  max: 100,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `invite:${request.user?.id ?? request.ip}`,
} as const;

function baseUrlOf(request: FastifyRequest, config: Config): string {
  return config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

/**
 * /api/teams and the invitations around them. Every route needs a signed-in user; every team route
 * starts from the caller's membership, so a non-member (a pending invitee too) gets 404 for anything
 * of a team, and the role decides what a member may change.
 */
export function teamsRoutes(options: { config: Config }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser);
    const membershipOf = (request: FastifyRequest, teamId: string) =>
      requireMembership({ db: app.db, teamId, userId: currentUser(request).id });

    app.get('/api/teams', { schema: { response: { 200: listTeamsResponseSchema } } }, async (request) =>
      listTeams({ db: app.db, userId: currentUser(request).id }),
    );

    app.post(
      '/api/teams',
      { schema: { body: createTeamRequestSchema, response: { 201: teamSchema } } },
      async (request, reply) => {
        const team = await createTeam({ db: app.db, user: currentUser(request), name: request.body.name });
        request.log.info({ teamId: team.id }, 'team created');
        return reply.code(201).send(team);
      },
    );

    app.get(
      '/api/teams/ownership-on-account-deletion',
      { schema: { response: { 200: ownedTeamsOutcomeResponseSchema } } },
      async (request) => describeOwnedTeamsOnDeletion({ db: app.db, userId: currentUser(request).id }),
    );

    app.get(
      '/api/teams/:teamId/members',
      {
        schema: {
          params: teamParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: listTeamMembersResponseSchema },
        },
      },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        return listMembers({ db: app.db, teamId: membership.teamId, ...request.query });
      },
    );

    app.post(
      '/api/teams/:teamId/members',
      {
        config: { rateLimit: INVITE_RATE_LIMIT },
        schema: {
          params: teamParamsSchema,
          body: inviteMemberRequestSchema,
          response: { 200: inviteMemberResponseSchema, 201: inviteMemberResponseSchema },
        },
      },
      async (request, reply) => {
        const membership = await membershipOf(request, request.params.teamId);
        const result = await inviteMember({
          db: app.db,
          mailer: app.mailer,
          membership,
          inviter: currentUser(request),
          email: request.body.email,
          baseUrl: baseUrlOf(request, options.config),
        });
        request.log.info({ teamId: membership.teamId, invitationId: result.invitation.id }, 'member invited');
        return reply.code(result.isNew ? 201 : 200).send(result);
      },
    );

    app.patch(
      '/api/teams/:teamId/members/:userId',
      {
        schema: {
          params: teamMemberParamsSchema,
          body: changeMemberRoleRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        await changeMemberRole({
          db: app.db,
          membership,
          userId: request.params.userId,
          role: request.body.role,
        });
        return {
          message: request.body.role === 'admin' ? 'Member promoted to admin' : 'Admin is now a member',
        };
      },
    );

    app.delete(
      '/api/teams/:teamId/members/:userId',
      { schema: { params: teamMemberParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        const { hasLeft } = await removeMember({
          db: app.db,
          membership,
          actorId: currentUser(request).id,
          userId: request.params.userId,
        });
        return { message: hasLeft ? `You left ${membership.teamName}` : 'Member removed' };
      },
    );

    app.post(
      '/api/teams/:teamId/transfer-ownership',
      {
        schema: {
          params: teamParamsSchema,
          body: transferOwnershipRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        await transferOwnership({
          db: app.db,
          membership,
          ownerId: currentUser(request).id,
          userId: request.body.userId,
        });
        request.log.info({ teamId: membership.teamId }, 'team ownership transferred');
        return { message: 'Ownership transferred. You are now an admin of the team.' };
      },
    );

    app.get(
      '/api/teams/:teamId/invitations',
      { schema: { params: teamParamsSchema, response: { 200: listTeamInvitationsResponseSchema } } },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        return listTeamInvitations({ db: app.db, teamId: membership.teamId });
      },
    );

    app.delete(
      '/api/teams/:teamId/invitations/:invitationId',
      { schema: { params: teamInvitationParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        await revokeInvitation({ db: app.db, membership, invitationId: request.params.invitationId });
        return { message: 'Invitation withdrawn' };
      },
    );

    app.get(
      '/api/teams/:teamId/analyses',
      {
        schema: {
          params: teamParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: listTeamAnalysesResponseSchema },
        },
      },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        return listTeamAnalyses({
          db: app.db,
          teamId: membership.teamId,
          viewerId: currentUser(request).id,
          viewerTier: currentUser(request).tier,
          ...request.query,
        });
      },
    );

    app.post(
      '/api/teams/:teamId/analyses',
      {
        schema: {
          params: teamParamsSchema,
          body: shareAnalysisRequestSchema,
          response: { 200: messageResponseSchema, 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const membership = await membershipOf(request, request.params.teamId);
        const { isNew } = await shareAnalysis({
          db: app.db,
          membership,
          userId: currentUser(request).id,
          analysisId: request.body.analysisId,
        });
        return reply.code(isNew ? 201 : 200).send({ message: `Shared with ${membership.teamName}` });
      },
    );

    app.get(
      '/api/teams/:teamId/analyses/:analysisId',
      { schema: { params: teamAnalysisParamsSchema, response: { 200: teamAnalysisReportSchema } } },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        return getTeamAnalysis({
          db: app.db,
          membership,
          viewerTier: currentUser(request).tier,
          analysisId: request.params.analysisId,
        });
      },
    );

    app.delete(
      '/api/teams/:teamId/analyses/:analysisId',
      { schema: { params: teamAnalysisParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const membership = await membershipOf(request, request.params.teamId);
        await unshareAnalysis({
          db: app.db,
          membership,
          userId: currentUser(request).id,
          analysisId: request.params.analysisId,
        });
        return { message: `No longer shared with ${membership.teamName}` };
      },
    );

    app.get(
      '/api/user/policies/:analysisId/teams',
      { schema: { params: analysisShareParamsSchema, response: { 200: analysisSharesResponseSchema } } },
      async (request) =>
        listAnalysisShares({
          db: app.db,
          userId: currentUser(request).id,
          analysisId: request.params.analysisId,
        }),
    );

    app.get(
      '/api/team-invitations',
      { schema: { response: { 200: listMyInvitationsResponseSchema } } },
      async (request) => listMyInvitations({ db: app.db, userId: currentUser(request).id }),
    );

    app.post(
      '/api/team-invitations/claim',
      { schema: { body: claimInvitationRequestSchema, response: { 200: myInvitationSchema } } },
      async (request) =>
        claimInvitation({ db: app.db, userId: currentUser(request).id, token: request.body.token }),
    );

    app.post(
      '/api/team-invitations/:invitationId/accept',
      { schema: { params: invitationParamsSchema, response: { 200: teamSchema } } },
      async (request) => {
        const team = await acceptInvitation({
          db: app.db,
          userId: currentUser(request).id,
          invitationId: request.params.invitationId,
        });
        request.log.info({ teamId: team.id }, 'team invitation accepted');
        return team;
      },
    );

    app.post(
      '/api/team-invitations/:invitationId/decline',
      { schema: { params: invitationParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await declineInvitation({
          db: app.db,
          userId: currentUser(request).id,
          invitationId: request.params.invitationId,
        });
        return { message: 'Invitation declined' };
      },
    );
  };
}
