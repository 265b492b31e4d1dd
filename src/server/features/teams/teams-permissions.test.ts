import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';
import { insertAnalysis, insertInvitation, insertShare, insertTeam } from './team-test-support';

/*
 * The permission matrix: every team route, asked by each kind of caller, with the exact status. Each
 * cell gets a fresh team (written straight to the database) so that cells that change things cannot
 * affect each other.
 */

const ACTORS = ['signedOut', 'nonMember', 'pendingInvitee', 'member', 'admin', 'owner'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

type Fixture = {
  teamId: string;
  /** A plain member who is the target of removals, promotions and transfers. */
  target: TestUser;
  /** An analysis of the target's, shared with the team. */
  sharedAnalysisId: string;
  /** The pending invitee's invitation, and one to an address without an account. */
  pendingInvitation: { id: string; token: string };
  spareInvitationId: string;
  /** An analysis of the caller's own, not shared yet (absent when signed out). */
  ownAnalysisId: string;
};

let testApp: TestApp;
let users: Record<Exclude<Actor, 'signedOut'> | 'target', TestUser>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const [nonMember, pendingInvitee, member, admin, owner, target] = await Promise.all(
    ['nonMember', 'pendingInvitee', 'member', 'admin', 'owner', 'target'].map((name) =>
      signUp(testApp.app, { tier: 'pro', name: `Matrix ${name}` }),
    ),
  );
  users = {
    nonMember: nonMember!,
    pendingInvitee: pendingInvitee!,
    member: member!,
    admin: admin!,
    owner: owner!,
    target: target!,
  };
});
afterAll(async () => testApp.close());

async function buildFixture(actor: Actor): Promise<Fixture> {
  const db = testApp.database.db;
  const teamId = await insertTeam(db, {
    ownerId: users.owner.id,
    members: [
      { userId: users.admin.id, role: 'admin' },
      { userId: users.member.id, role: 'member' },
      { userId: users.target.id, role: 'member' },
    ],
  });
  const sharedAnalysisId = await insertAnalysis(db, users.target.id);
  await insertShare(db, { teamId, analysisId: sharedAnalysisId, sharedById: users.target.id });
  const pendingInvitation = await insertInvitation(db, {
    teamId,
    email: users.pendingInvitee.email,
    inviteeId: users.pendingInvitee.id,
    invitedById: users.owner.id,
  });
  const spare = await insertInvitation(db, {
    teamId,
    email: `spare-${randomUUID()}@example.com`,
    invitedById: users.owner.id,
  });
  const ownAnalysisId = actor === 'signedOut' ? randomUUID() : await insertAnalysis(db, users[actor].id);
  return {
    teamId,
    target: users.target,
    sharedAnalysisId,
    pendingInvitation,
    spareInvitationId: spare.id,
    ownAnalysisId,
  };
}

const routes: { route: string; request: (f: Fixture) => InjectOptions; expected: Expected }[] = [
  {
    route: 'GET /api/teams',
    request: () => ({ method: 'GET', url: '/api/teams' }),
    expected: { signedOut: 401, nonMember: 200, pendingInvitee: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'POST /api/teams',
    request: () => ({ method: 'POST', url: '/api/teams', payload: { name: 'New team' } }),
    expected: { signedOut: 401, nonMember: 201, pendingInvitee: 201, member: 201, admin: 201, owner: 201 },
  },
  {
    route: 'GET /api/teams/:id/members',
    request: (f) => ({ method: 'GET', url: `/api/teams/${f.teamId}/members` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'POST /api/teams/:id/members',
    request: (f) => ({
      method: 'POST',
      url: `/api/teams/${f.teamId}/members`,
      payload: { email: `invitee-${randomUUID()}@example.com`, role: 'member' },
    }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 403, admin: 201, owner: 201 },
  },
  {
    route: 'DELETE /api/teams/:id/members/:userId',
    request: (f) => ({ method: 'DELETE', url: `/api/teams/${f.teamId}/members/${f.target.id}` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    route: 'PATCH /api/teams/:id/members/:userId (promote)',
    request: (f) => ({
      method: 'PATCH',
      url: `/api/teams/${f.teamId}/members/${f.target.id}`,
      payload: { role: 'admin' },
    }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 403, admin: 403, owner: 200 },
  },
  {
    route: 'POST /api/teams/:id/transfer-ownership',
    request: (f) => ({
      method: 'POST',
      url: `/api/teams/${f.teamId}/transfer-ownership`,
      payload: { userId: f.target.id },
    }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 403, admin: 403, owner: 200 },
  },
  {
    route: 'GET /api/teams/:id/invitations',
    request: (f) => ({ method: 'GET', url: `/api/teams/${f.teamId}/invitations` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'DELETE /api/teams/:id/invitations/:invitationId',
    request: (f) => ({ method: 'DELETE', url: `/api/teams/${f.teamId}/invitations/${f.spareInvitationId}` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    route: 'GET /api/teams/:id/analyses',
    request: (f) => ({ method: 'GET', url: `/api/teams/${f.teamId}/analyses` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'POST /api/teams/:id/analyses (share own)',
    request: (f) => ({
      method: 'POST',
      url: `/api/teams/${f.teamId}/analyses`,
      payload: { analysisId: f.ownAnalysisId },
    }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 201, admin: 201, owner: 201 },
  },
  {
    route: 'POST /api/teams/:id/analyses (share another member’s)',
    request: (f) => ({
      method: 'POST',
      url: `/api/teams/${f.teamId}/analyses`,
      payload: { analysisId: f.sharedAnalysisId },
    }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 404, admin: 404, owner: 404 },
  },
  {
    route: 'GET /api/teams/:id/analyses/:analysisId',
    request: (f) => ({ method: 'GET', url: `/api/teams/${f.teamId}/analyses/${f.sharedAnalysisId}` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'DELETE /api/teams/:id/analyses/:analysisId (shared by another member)',
    request: (f) => ({ method: 'DELETE', url: `/api/teams/${f.teamId}/analyses/${f.sharedAnalysisId}` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    route: 'GET /api/user/policies/:id/teams (own analysis)',
    request: (f) => ({ method: 'GET', url: `/api/user/policies/${f.ownAnalysisId}/teams` }),
    expected: { signedOut: 401, nonMember: 200, pendingInvitee: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'GET /api/teams/ownership-on-account-deletion',
    request: () => ({ method: 'GET', url: '/api/teams/ownership-on-account-deletion' }),
    expected: { signedOut: 401, nonMember: 200, pendingInvitee: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'GET /api/team-invitations',
    request: () => ({ method: 'GET', url: '/api/team-invitations' }),
    expected: { signedOut: 401, nonMember: 200, pendingInvitee: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    route: 'POST /api/team-invitations/claim',
    request: (f) => ({
      method: 'POST',
      url: '/api/team-invitations/claim',
      payload: { token: f.pendingInvitation.token },
    }),
    expected: { signedOut: 401, nonMember: 403, pendingInvitee: 200, member: 403, admin: 403, owner: 403 },
  },
  {
    route: 'POST /api/team-invitations/:id/accept',
    request: (f) => ({ method: 'POST', url: `/api/team-invitations/${f.pendingInvitation.id}/accept` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 200, member: 404, admin: 404, owner: 404 },
  },
  {
    route: 'POST /api/team-invitations/:id/decline',
    request: (f) => ({ method: 'POST', url: `/api/team-invitations/${f.pendingInvitation.id}/decline` }),
    expected: { signedOut: 401, nonMember: 404, pendingInvitee: 200, member: 404, admin: 404, owner: 404 },
  },
];

const cells = routes.flatMap(({ route, request, expected }) =>
  ACTORS.map((actor) => ({ route, actor, request, status: expected[actor] })),
);

describe('team permission matrix', () => {
  it.each(cells)('$route as $actor answers $status', async ({ actor, request, status }) => {
    const fixture = await buildFixture(actor);
    const options = request(fixture);
    const cookie = actor === 'signedOut' ? undefined : users[actor].cookie;
    const response = await testApp.app.inject({
      ...options,
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.json()).toHaveProperty('error');
  });
});
