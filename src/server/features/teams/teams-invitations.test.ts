import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '../../test/wait-for';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_MESSAGES,
  type InviteMemberResponse,
  type ListTeamMembersResponse,
  type MyInvitation,
  type Team,
  type TeamInvitation,
} from '../../../common/teams';
import { emailOutbox, teamInvitations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptCurrentTerms, sessionCookieOf, signUp, type TestUser } from '../../test/factories';

/* The invitation flow end to end, with email delivered to a real SMTP server on loopback. */

let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
let testApp: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  testApp = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'http://policylens.test' },
  });
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const as = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function createTeam(owner: TestUser, name = 'Vendor review') {
  const response = await as(owner, 'POST', '/api/teams', { name });
  expect(response.statusCode).toBe(201);
  return response.json<Team>();
}

async function lastEmailTo(address: string) {
  const [row] = await testApp.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, html: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no email to ${address}`);
  return row;
}

function tokenFrom(text: string): string {
  const match = /invitation(?:=|%3D)([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return match[1];
}

const members = async (user: TestUser, teamId: string) =>
  (await as(user, 'GET', `/api/teams/${teamId}/members`)).json<ListTeamMembersResponse>();

describe('inviting a member', () => {
  it('emails the invitee, who sees it pending, accepts it and becomes a member', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro', name: 'Olivia Owner' });
    const invitee = await signUp(testApp.app, { name: 'Ivan Invitee' });
    const team = await createTeam(owner, 'Vendor <review>');

    const invite = await as(owner, 'POST', `/api/teams/${team.id}/members`, {
      email: ` ${invitee.email.toUpperCase()} `,
      role: 'member',
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json<InviteMemberResponse>()).toMatchObject({
      isNew: true,
      invitation: { email: invitee.email, hasAccount: true, isExpired: false },
    });

    // Delivered through SMTP, and kept in the outbox with an HTML part that escapes the team name.
    await waitFor(() => received.some((message) => message.to.includes(invitee.email)), {
      description: 'the invitation to reach the SMTP server',
    });
    const email = await lastEmailTo(invitee.email);
    expect(email.subject).toBe('Olivia Owner invited you to join Vendor <review> on PolicyLens');
    expect(email.text).toContain('http://policylens.test/teams?invitation=');
    expect(email.html).toContain('Vendor &lt;review&gt;');

    // Pending: not a member yet, so the team stays invisible to them.
    const pending = (await as(invitee, 'GET', '/api/team-invitations')).json<MyInvitation[]>();
    expect(pending).toEqual([
      expect.objectContaining({
        teamId: team.id,
        teamName: 'Vendor <review>',
        invitedByName: 'Olivia Owner',
      }),
    ]);
    expect((await as(invitee, 'GET', `/api/teams/${team.id}/members`)).statusCode).toBe(404);
    const ownerView = (await as(owner, 'GET', `/api/teams/${team.id}/invitations`)).json<TeamInvitation[]>();
    expect(ownerView.map((invitation) => invitation.email)).toEqual([invitee.email]);

    const accept = await as(invitee, 'POST', `/api/team-invitations/${pending[0]!.id}/accept`);
    expect(accept.statusCode).toBe(200);
    expect(accept.json<Team>()).toMatchObject({ id: team.id, role: 'member', memberCount: 2 });

    const list = await members(invitee, team.id);
    expect(list.items.map((member) => [member.user.name, member.role])).toEqual([
      ['Olivia Owner', 'owner'],
      ['Ivan Invitee', 'member'],
    ]);
    expect(list.items[1]?.joinedAt).not.toBeNull();
    expect((await as(invitee, 'GET', '/api/team-invitations')).json()).toEqual([]);
    expect((await as(owner, 'GET', `/api/teams/${team.id}/invitations`)).json()).toEqual([]);
    expect((await as(invitee, 'GET', '/api/teams')).json<Team[]>()).toEqual([
      expect.objectContaining({ id: team.id, role: 'member' }),
    ]);
  });

  it('lets the invitee decline, and the team can invite them again', async () => {
    const owner = await signUp(testApp.app, { tier: 'enterprise' });
    const invitee = await signUp(testApp.app);
    const team = await createTeam(owner);
    await as(owner, 'POST', `/api/teams/${team.id}/members`, { email: invitee.email });
    const [invitation] = (await as(invitee, 'GET', '/api/team-invitations')).json<MyInvitation[]>();

    expect((await as(invitee, 'POST', `/api/team-invitations/${invitation!.id}/decline`)).statusCode).toBe(
      200,
    );
    expect((await as(invitee, 'GET', '/api/team-invitations')).json()).toEqual([]);
    expect((await members(owner, team.id)).total).toBe(1);
    expect((await as(invitee, 'POST', `/api/team-invitations/${invitation!.id}/accept`)).statusCode).toBe(
      404,
    );
    expect(
      (await as(owner, 'POST', `/api/teams/${team.id}/members`, { email: invitee.email })).statusCode,
    ).toBe(201);
  });

  it('does not duplicate an invitation: inviting again renews it and sends it again', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const team = await createTeam(owner);
    const email = 'twice@example.com';
    const first = await as(owner, 'POST', `/api/teams/${team.id}/members`, { email });
    const firstToken = tokenFrom((await lastEmailTo(email)).text);
    const second = await as(owner, 'POST', `/api/teams/${team.id}/members`, { email: 'Twice@Example.com' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<InviteMemberResponse>().isNew).toBe(false);
    const rows = await testApp.database.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.teamId, team.id));
    expect(rows).toHaveLength(1);
    // The first link no longer works: only the latest email's link does.
    const stranger = await signUp(testApp.app, { email });
    expect(
      (await as(stranger, 'POST', '/api/team-invitations/claim', { token: firstToken })).statusCode,
    ).toBe(404);
    const secondToken = tokenFrom((await lastEmailTo(email)).text);
    expect(
      (await as(stranger, 'POST', '/api/team-invitations/claim', { token: secondToken })).statusCode,
    ).toBe(200);
  });

  it('refuses to invite a member, the inviter themself, or a malformed address', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const team = await createTeam(owner);
    const self = await as(owner, 'POST', `/api/teams/${team.id}/members`, { email: owner.email });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: TEAM_MESSAGES.cannotInviteSelf });
    for (const [email, message] of [
      ['', TEAM_MESSAGES.emailRequired],
      ['   ', TEAM_MESSAGES.emailRequired],
      ['not-an-email', TEAM_MESSAGES.invalidEmail],
    ] as const) {
      const response = await as(owner, 'POST', `/api/teams/${team.id}/members`, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    const asAdmin = await as(owner, 'POST', `/api/teams/${team.id}/members`, {
      email: 'x@example.com',
      role: 'owner',
    });
    expect(asAdmin.statusCode).toBe(400);
  });

  it('expires after 14 days: it disappears for the invitee, accepting answers 410, and inviting again renews it', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const invitee = await signUp(testApp.app);
    const team = await createTeam(owner);
    const invite = (
      await as(owner, 'POST', `/api/teams/${team.id}/members`, { email: invitee.email })
    ).json<InviteMemberResponse>();
    const days =
      (Date.parse(invite.invitation.expiresAt) - Date.parse(invite.invitation.invitedAt)) / 86_400_000;
    expect(days).toBe(14);

    await testApp.database.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.email, invitee.email)));
    expect((await as(invitee, 'GET', '/api/team-invitations')).json()).toEqual([]);
    const accept = await as(invitee, 'POST', `/api/team-invitations/${invite.invitation.id}/accept`);
    expect(accept.statusCode).toBe(410);
    expect(accept.json()).toEqual({ error: TEAM_MESSAGES.invitationExpired });
    expect(
      (await as(owner, 'GET', `/api/teams/${team.id}/invitations`)).json<TeamInvitation[]>()[0]?.isExpired,
    ).toBe(true);
    const claim = await as(invitee, 'POST', '/api/team-invitations/claim', {
      token: tokenFrom((await lastEmailTo(invitee.email)).text),
    });
    expect(claim.statusCode).toBe(410);

    expect(
      (await as(owner, 'POST', `/api/teams/${team.id}/members`, { email: invitee.email })).statusCode,
    ).toBe(200);
    expect(
      (await as(invitee, 'POST', `/api/team-invitations/${invite.invitation.id}/accept`)).statusCode,
    ).toBe(200);
  });

  it('sends a sign-up link to an address without an account; after registering, the invitation is theirs to accept', async () => {
    const owner = await signUp(testApp.app, { tier: 'pro' });
    const team = await createTeam(owner, 'Procurement');
    const email = 'newcomer@example.com';
    const invite = await as(owner, 'POST', `/api/teams/${team.id}/members`, { email });
    expect(invite.json<InviteMemberResponse>().invitation.hasAccount).toBe(false);

    const message = await lastEmailTo(email);
    expect(message.text).toContain(
      'http://policylens.test/auth?mode=register&email=newcomer%40example.com&returnTo=%2Fteams%3Finvitation%3D',
    );
    expect(message.text).toContain('Create your account and join');
    const token = tokenFrom(message.text);

    // Registering through the page, which then opens /teams?invitation=<token>.
    const register = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'correct horse battery', name: 'New Comer' },
    });
    // Registration answers 202 without a session (the same for a taken address); the page signs in next.
    expect(register.statusCode).toBe(202);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse battery' },
    });
    const newcomer = { cookie: sessionCookieOf(signIn) } as TestUser;
    // As the terms dialog does before anything else.
    await acceptCurrentTerms(testApp.app, newcomer.cookie);
    const claim = await as(newcomer, 'POST', '/api/team-invitations/claim', { token });
    expect(claim.statusCode).toBe(200);
    expect(claim.json<MyInvitation>()).toMatchObject({ teamId: team.id, teamName: 'Procurement' });

    // Now bound to the new account: nobody else can take it with the same link.
    const other = await signUp(testApp.app);
    const stolen = await as(other, 'POST', '/api/team-invitations/claim', { token });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ error: TEAM_MESSAGES.invitationForAnotherAccount });

    const [pending] = (await as(newcomer, 'GET', '/api/team-invitations')).json<MyInvitation[]>();
    expect((await as(newcomer, 'POST', `/api/team-invitations/${pending!.id}/accept`)).statusCode).toBe(200);
    expect((await members(owner, team.id)).items.map((member) => member.user.email)).toContain(email);
  });
});
