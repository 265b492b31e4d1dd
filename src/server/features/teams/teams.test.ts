import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalysisShares,
  ListTeamAnalysesResponse,
  ListTeamMembersResponse,
  OwnedTeamsOutcome,
  Team,
  TeamAnalysisReport,
} from '../../../common/teams';
import { TEAM_MESSAGES } from '../../../common/teams';
import { policyAnalyses, teamMembers, teams } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';
import { insertAnalysis, insertTeam } from './team-test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

const as = (user: TestUser, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const db = () => testApp.database.db;

describe('creating a team', () => {
  it.each(['free', 'premium'] as const)('is refused on the %s plan with the reason', async (tier) => {
    const user = await signUp(testApp.app, { tier });
    const response = await as(user, 'POST', '/api/teams', { name: 'Legal' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: TEAM_MESSAGES.planRequired });
    expect(TEAM_MESSAGES.planRequired).toContain('Pro and Enterprise');
    expect(await db().$count(teams, eq(teams.ownerId, user.id))).toBe(0);
  });

  it.each([
    ['missing', undefined, TEAM_MESSAGES.nameRequired],
    ['empty', '', TEAM_MESSAGES.nameRequired],
    ['whitespace only', '   ', TEAM_MESSAGES.nameRequired],
    ['over 100 characters', 'x'.repeat(101), TEAM_MESSAGES.nameTooLong],
  ])('refuses a %s name', async (_case, name, message) => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    const response = await as(user, 'POST', '/api/teams', { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('trims the name, makes the creator its owner and lists it', async () => {
    const user = await signUp(testApp.app, { tier: 'enterprise' });
    const created = await as(user, 'POST', '/api/teams', { name: '  Privacy Office  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Team>()).toMatchObject({ name: 'Privacy Office', role: 'owner', memberCount: 1 });
    expect((await as(user, 'GET', '/api/teams')).json<Team[]>()).toEqual([created.json()]);
  });
});

async function teamWith() {
  const owner = await signUp(testApp.app, { tier: 'pro', name: 'Owner' });
  const admin = await signUp(testApp.app, { tier: 'pro', name: 'Admin' });
  const pro = await signUp(testApp.app, { tier: 'pro', name: 'Pro Member' });
  const free = await signUp(testApp.app, { tier: 'free', name: 'Free Member' });
  const outsider = await signUp(testApp.app, { tier: 'enterprise' });
  const teamId = await insertTeam(db(), {
    ownerId: owner.id,
    members: [
      { userId: admin.id, role: 'admin' },
      { userId: pro.id, role: 'member' },
      { userId: free.id, role: 'member' },
    ],
  });
  return { owner, admin, pro, free, outsider, teamId };
}

const sharedList = async (user: TestUser, teamId: string) =>
  (await as(user, 'GET', `/api/teams/${teamId}/analyses`)).json<ListTeamAnalysesResponse>();

describe('analyses shared with a team', () => {
  it('are visible to members only, with red flags as the viewer’s plan shows them', async () => {
    const { pro, free, outsider, owner, teamId } = await teamWith();
    const analysisId = await insertAnalysis(db(), pro.id);
    expect((await as(pro, 'POST', `/api/teams/${teamId}/analyses`, { analysisId })).statusCode).toBe(201);
    expect((await as(pro, 'POST', `/api/teams/${teamId}/analyses`, { analysisId })).statusCode).toBe(200);

    const proView = await sharedList(owner, teamId);
    expect(proView.total).toBe(1);
    expect(proView.items[0]).toMatchObject({
      id: analysisId,
      redFlagCount: 1,
      counts: { dataCollection: 1, userRights: 0 },
      sharedBy: { userId: pro.id, name: 'Pro Member' },
    });
    expect(proView.items[0]?.tldrSummary).toContain('1 red flag');
    const freeView = await sharedList(free, teamId);
    expect(freeView.items[0]).toMatchObject({ redFlagCount: null });
    expect(freeView.items[0]?.tldrSummary).not.toContain('red flag');

    const report = (
      await as(owner, 'GET', `/api/teams/${teamId}/analyses/${analysisId}`)
    ).json<TeamAnalysisReport>();
    expect(report.analysis.redFlags).toEqual(['Sells your data']);
    expect(report.analysis.findings.map((finding) => finding.quote)).toContain(
      'We collect your email address.',
    );
    expect(report.analysis.inputText).toContain('We sell your data');
    const freeReport = (
      await as(free, 'GET', `/api/teams/${teamId}/analyses/${analysisId}`)
    ).json<TeamAnalysisReport>();
    expect(freeReport.analysis.redFlags).toBeUndefined();
    expect(freeReport.analysis.findings.some((finding) => finding.section === 'redFlags')).toBe(false);

    expect((await as(outsider, 'GET', `/api/teams/${teamId}/analyses`)).statusCode).toBe(404);
    expect((await as(outsider, 'GET', `/api/teams/${teamId}/analyses/${analysisId}`)).statusCode).toBe(404);
    // The share does not open the owner-only routes of the analysis to other members.
    expect((await as(owner, 'GET', `/api/user/policies/${analysisId}`)).statusCode).toBe(404);
    expect((await as(owner, 'GET', `/api/export/${analysisId}?format=text`)).statusCode).toBe(404);
  });

  it('shows the share state of the user’s own analysis per team, and refuses another user’s analysis', async () => {
    const { pro, owner, teamId } = await teamWith();
    const analysisId = await insertAnalysis(db(), pro.id);
    await as(pro, 'POST', `/api/teams/${teamId}/analyses`, { analysisId });
    const shares = (await as(pro, 'GET', `/api/user/policies/${analysisId}/teams`)).json<AnalysisShares>();
    expect(shares).toEqual([expect.objectContaining({ teamId, isShared: true })]);
    expect((await as(owner, 'GET', `/api/user/policies/${analysisId}/teams`)).statusCode).toBe(404);
  });

  it('disappear when unshared, and the analysis stays in its owner’s history', async () => {
    const { pro, admin, teamId } = await teamWith();
    const analysisId = await insertAnalysis(db(), pro.id);
    await as(pro, 'POST', `/api/teams/${teamId}/analyses`, { analysisId });
    expect((await as(pro, 'DELETE', `/api/teams/${teamId}/analyses/${analysisId}`)).statusCode).toBe(200);
    expect((await sharedList(admin, teamId)).items).toEqual([]);
    expect((await as(admin, 'GET', `/api/teams/${teamId}/analyses/${analysisId}`)).statusCode).toBe(404);
    expect((await as(pro, 'GET', `/api/user/policies/${analysisId}`)).statusCode).toBe(200);
  });

  it('are out of reach of a removed member, and what they shared leaves the team with them', async () => {
    const { pro, free, admin, teamId } = await teamWith();
    const theirs = await insertAnalysis(db(), pro.id);
    const others = await insertAnalysis(db(), free.id);
    await as(pro, 'POST', `/api/teams/${teamId}/analyses`, { analysisId: theirs });
    await as(free, 'POST', `/api/teams/${teamId}/analyses`, { analysisId: others });

    expect((await as(admin, 'DELETE', `/api/teams/${teamId}/members/${pro.id}`)).statusCode).toBe(200);
    expect((await as(pro, 'GET', `/api/teams/${teamId}/analyses`)).statusCode).toBe(404);
    expect((await as(pro, 'GET', `/api/teams/${teamId}/analyses/${others}`)).statusCode).toBe(404);
    expect((await sharedList(admin, teamId)).items.map((item) => item.id)).toEqual([others]);
    expect(await db().$count(policyAnalyses, eq(policyAnalyses.id, theirs))).toBe(1);
  });
});

describe('roles', () => {
  it('lets a member leave, but not the owner', async () => {
    const { owner, free, teamId } = await teamWith();
    const leave = await as(free, 'DELETE', `/api/teams/${teamId}/members/${free.id}`);
    expect(leave.statusCode).toBe(200);
    expect((await as(free, 'GET', '/api/teams')).json()).toEqual([]);
    const ownerLeaves = await as(owner, 'DELETE', `/api/teams/${teamId}/members/${owner.id}`);
    expect(ownerLeaves.statusCode).toBe(403);
    expect(ownerLeaves.json()).toEqual({ error: TEAM_MESSAGES.ownerCannotLeave });
  });

  it('keeps the owner in and lets only the owner remove an admin', async () => {
    const { owner, admin, teamId } = await teamWith();
    const second = await signUp(testApp.app);
    await db().insert(teamMembers).values({ teamId, userId: second.id, role: 'admin', joinedAt: new Date() });
    const removeOwner = await as(admin, 'DELETE', `/api/teams/${teamId}/members/${owner.id}`);
    expect(removeOwner.json()).toEqual({ error: TEAM_MESSAGES.cannotRemoveOwner });
    const removeAdmin = await as(admin, 'DELETE', `/api/teams/${teamId}/members/${second.id}`);
    expect(removeAdmin.statusCode).toBe(403);
    expect(removeAdmin.json()).toEqual({ error: TEAM_MESSAGES.adminCannotRemoveAdmin });
    expect((await as(owner, 'DELETE', `/api/teams/${teamId}/members/${second.id}`)).statusCode).toBe(200);
  });

  it('lets the owner promote a member and transfer ownership, staying on as admin', async () => {
    const { owner, pro, teamId } = await teamWith();
    expect(
      (await as(owner, 'PATCH', `/api/teams/${teamId}/members/${pro.id}`, { role: 'admin' })).statusCode,
    ).toBe(200);
    const transfer = await as(owner, 'POST', `/api/teams/${teamId}/transfer-ownership`, { userId: pro.id });
    expect(transfer.statusCode).toBe(200);
    const roles = (await as(pro, 'GET', `/api/teams/${teamId}/members`)).json<ListTeamMembersResponse>();
    expect(roles.items[0]).toMatchObject({ userId: pro.id, role: 'owner' });
    expect(roles.items.find((member) => member.userId === owner.id)?.role).toBe('admin');
    const [row] = await db().select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, teamId));
    expect(row?.ownerId).toBe(pro.id);
    const outsider = await signUp(testApp.app);
    const toOutsider = await as(pro, 'POST', `/api/teams/${teamId}/transfer-ownership`, {
      userId: outsider.id,
    });
    expect(toOutsider.statusCode).toBe(400);
    expect(toOutsider.json()).toEqual({ error: TEAM_MESSAGES.transferToMemberOnly });
  });

  it('pages through the members, owner first', async () => {
    const { owner, teamId } = await teamWith();
    const first = (
      await as(owner, 'GET', `/api/teams/${teamId}/members?page=1&pageSize=3`)
    ).json<ListTeamMembersResponse>();
    const second = (
      await as(owner, 'GET', `/api/teams/${teamId}/members?page=2&pageSize=3`)
    ).json<ListTeamMembersResponse>();
    expect(first).toMatchObject({ total: 4, hasMore: true });
    expect(first.items[0]?.role).toBe('owner');
    expect(second.items).toHaveLength(1);
    expect((await as(owner, 'GET', `/api/teams/${teamId}/members?pageSize=500`)).statusCode).toBe(400);
  });
});

describe('invitation email volume', () => {
  it('caps one person at 100 invitations an hour', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const team = (await as(owner, 'POST', '/api/teams', { name: 'Busy' })).json<Team>();
    for (let index = 0; index < 100; index += 1) {
      const response = await as(owner, 'POST', `/api/teams/${team.id}/members`, {
        email: `bulk-${index}@example.com`,
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await as(owner, 'POST', `/api/teams/${team.id}/members`, { email: 'bulk-100@example.com' });
    expect(over.statusCode).toBe(429);
  }, 60_000);
});

describe('deleting the account of a team owner', () => {
  it('hands each team to its oldest admin, or deletes it when it has none, as the preview says', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const younger = await signUp(testApp.app, { name: 'Younger Admin' });
    const older = await signUp(testApp.app, { name: 'Older Admin' });
    const member = await signUp(testApp.app);
    const withAdmins = await insertTeam(db(), {
      ownerId: owner.id,
      name: 'A team with admins',
      members: [
        { userId: younger.id, role: 'admin', joinedAt: new Date('2026-03-01') },
        { userId: older.id, role: 'admin', joinedAt: new Date('2026-01-01') },
        { userId: member.id, role: 'member', joinedAt: new Date('2025-06-01') },
      ],
    });
    const withoutAdmins = await insertTeam(db(), {
      ownerId: owner.id,
      name: 'B team without admins',
      members: [{ userId: member.id, role: 'member' }],
    });

    const preview = (
      await as(owner, 'GET', '/api/teams/ownership-on-account-deletion')
    ).json<OwnedTeamsOutcome>();
    expect(preview).toEqual([
      {
        teamId: withAdmins,
        teamName: 'A team with admins',
        outcome: 'transfer',
        newOwnerName: 'Older Admin',
      },
      { teamId: withoutAdmins, teamName: 'B team without admins', outcome: 'delete', newOwnerName: null },
    ]);

    expect((await as(owner, 'DELETE', '/api/user/account')).statusCode).toBe(200);
    const [kept] = await db().select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, withAdmins));
    expect(kept?.ownerId).toBe(older.id);
    expect(await db().$count(teams, eq(teams.id, withoutAdmins))).toBe(0);
    const list = (await as(older, 'GET', `/api/teams/${withAdmins}/members`)).json<ListTeamMembersResponse>();
    expect(list.items.map((item) => [item.user.name, item.role])[0]).toEqual(['Older Admin', 'owner']);
    expect(list.total).toBe(3);
  });
});
