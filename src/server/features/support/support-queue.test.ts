import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../../common/plans';
import {
  SUPPORT_MESSAGES,
  type QueueTicket,
  type QueueTicketDetail,
  type Reply,
  type Ticket,
  type TicketPriority,
} from '../../../common/support';
import { emailOutbox, supportTickets } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';

const AGENT_EMAIL = 'agent@example.com';
const ADMIN_EMAIL = 'boss@example.com';

let testApp: TestApp;
let agent: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // Listing the admin keeps the first account of the test from becoming one.
  testApp = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, SUPPORT_EMAILS: AGENT_EMAIL } });
  agent = await signUp(testApp.app, { email: AGENT_EMAIL, name: 'Lin Agent' });
  admin = await signUp(testApp.app, { email: ADMIN_EMAIL });
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const as = (user: TestUser) => ({ cookie: user.cookie });

async function fileTicket(
  user: TestUser,
  subject: string,
  priority: TicketPriority = 'normal',
): Promise<Ticket> {
  const response = await inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: as(user),
    payload: { subject, message: 'My exports keep failing with an error, please help.', priority },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Ticket>();
}

async function queue(user: TestUser, view = 'active') {
  return inject({ method: 'GET', url: `/api/support/queue?view=${view}`, headers: as(user) });
}

describe('who is staff', () => {
  it('answers 403 on every staff route to a customer, even for their own ticket', async () => {
    const customer = await signUp(testApp.app, { tier: 'enterprise' });
    const ticket = await fileTicket(customer, 'Staff routes are closed');
    const attempts: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: '/api/support/queue' },
      { method: 'GET', url: `/api/support/queue/${ticket.id}` },
      {
        method: 'POST',
        url: `/api/support/queue/${ticket.id}/replies`,
        payload: { message: 'I am staff now' },
      },
      { method: 'POST', url: `/api/support/queue/${ticket.id}/status`, payload: { status: 'resolved' } },
    ];
    for (const attempt of attempts) {
      const response = await inject({ ...attempt, headers: as(customer) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json()).toEqual({ error: SUPPORT_MESSAGES.staffOnly });
      expect((await inject({ ...attempt })).statusCode).toBe(401);
    }
    const replies = await inject({
      method: 'GET',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(customer),
    });
    expect(replies.json<Reply[]>().some((reply) => reply.isStaff)).toBe(false);
    const access = await inject({ method: 'GET', url: '/api/support/access', headers: as(customer) });
    expect(access.json()).toEqual({ isStaff: false });
  });

  it('lets SUPPORT_EMAILS addresses and admins in', async () => {
    for (const staff of [agent, admin]) {
      expect((await queue(staff)).statusCode).toBe(200);
      expect(
        (await inject({ method: 'GET', url: '/api/support/access', headers: as(staff) })).json(),
      ).toEqual({
        isStaff: true,
      });
    }
  });
});

describe('queue order', () => {
  it('puts Enterprise first across all priorities, then Pro, Premium, Free, each by priority then age', async () => {
    // Seeded so that ordering by priority alone, or by age alone, would give a different answer.
    const seed: [Tier, TicketPriority][] = [
      ['free', 'urgent'],
      ['premium', 'low'],
      ['pro', 'normal'],
      ['enterprise', 'low'],
      ['free', 'low'],
      ['pro', 'urgent'],
      ['premium', 'urgent'],
      ['enterprise', 'high'],
      ['free', 'urgent'],
      ['pro', 'normal'],
      ['enterprise', 'low'],
      ['premium', 'high'],
    ];
    const customers = new Map<Tier, TestUser>();
    for (const tier of ['free', 'premium', 'pro', 'enterprise'] as const)
      customers.set(tier, await signUp(testApp.app, { tier }));
    const start = Date.parse('2026-01-05T09:00:00Z');
    const seeded: { id: string; tier: Tier; priority: TicketPriority; createdAt: number }[] = [];
    for (const [index, [tier, priority]] of seed.entries()) {
      const customer = customers.get(tier);
      if (!customer) throw new Error('no customer');
      const ticket = await fileTicket(customer, `Order ${index} ${tier} ${priority}`, priority);
      const createdAt = start + index * 60_000;
      await testApp.app.db
        .update(supportTickets)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(supportTickets.id, ticket.id));
      seeded.push({ id: ticket.id, tier, priority, createdAt });
    }

    // The rule of the specification (section 6), written out independently of the server's ranks.
    const tierOrder: Tier[] = ['enterprise', 'pro', 'premium', 'free'];
    const priorityOrder: TicketPriority[] = ['urgent', 'high', 'normal', 'low'];
    const expected = [...seeded]
      .sort(
        (a, b) =>
          tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier) ||
          priorityOrder.indexOf(a.priority) - priorityOrder.indexOf(b.priority) ||
          a.createdAt - b.createdAt,
      )
      .map((ticket) => ticket.id);

    const listed = (await queue(agent)).json<QueueTicket[]>();
    const seededIds = new Set(seeded.map((ticket) => ticket.id));
    expect(listed.filter((ticket) => seededIds.has(ticket.id)).map((ticket) => ticket.id)).toEqual(expected);
    const first = listed.find((ticket) => ticket.id === expected[0]);
    expect(first).toMatchObject({ customer: { tier: 'enterprise' }, priority: 'high' });
    expect(first?.aiAnswer).toContain('PolicyLens assistant');
    expect(first?.aiConfidence).toBeGreaterThan(0);
  });
});

describe('staff replies and status', () => {
  it('replies as staff, emails the customer, and moves the status through its life', async () => {
    const customer = await signUp(testApp.app, { tier: 'pro', name: 'Grace Customer' });
    const ticket = await fileTicket(customer, 'Export keeps failing', 'high');

    const replied = await inject({
      method: 'POST',
      url: `/api/support/queue/${ticket.id}/replies`,
      headers: as(agent),
      payload: { message: 'Thanks Grace, we are looking at the export service now.' },
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json<QueueTicketDetail>()).toMatchObject({ status: 'in_progress', replyCount: 2 });

    const replies = (
      await inject({ method: 'GET', url: `/api/support/tickets/${ticket.id}/replies`, headers: as(customer) })
    ).json<Reply[]>();
    expect(replies.map((reply) => [reply.isAI, reply.isStaff])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(replies[1]).toMatchObject({ authorName: 'Lin', aiConfidence: null });

    const emails = await testApp.app.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, customer.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Re: Export keeps failing [PolicyLens support]');
    expect(emails[0]?.text).toContain('we are looking at the export service now');
    expect(emails[0]?.text).toContain('Status: In progress');
    expect(emails[0]?.html).toContain('Export keeps failing');

    const resolve = await inject({
      method: 'POST',
      url: `/api/support/queue/${ticket.id}/status`,
      headers: as(agent),
      payload: { status: 'resolved' },
    });
    expect(resolve.json<QueueTicketDetail>().status).toBe('resolved');
    expect((await queue(agent)).json<QueueTicket[]>().some((item) => item.id === ticket.id)).toBe(false);
    expect((await queue(agent, 'resolved')).json<QueueTicket[]>().some((item) => item.id === ticket.id)).toBe(
      true,
    );

    // The customer says it is not solved: the ticket opens again and is back in the queue.
    const followUp = await inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(customer),
      payload: { message: 'It fails again with the DOCX format.' },
    });
    expect(followUp.json<Ticket>().status).toBe('open');
    expect((await queue(agent)).json<QueueTicket[]>().some((item) => item.id === ticket.id)).toBe(true);

    const closing = await inject({
      method: 'POST',
      url: `/api/support/queue/${ticket.id}/replies`,
      headers: as(admin),
      payload: { message: 'Fixed in today’s release. Closing this ticket.', status: 'closed' },
    });
    expect(closing.json<QueueTicketDetail>().status).toBe('closed');
    const sent = await testApp.app.db.$count(emailOutbox, eq(emailOutbox.toAddress, customer.email));
    expect(sent).toBe(2);

    const badMove = await inject({
      method: 'POST',
      url: `/api/support/queue/${ticket.id}/status`,
      headers: as(agent),
      payload: { status: 'resolved' },
    });
    expect(badMove.statusCode).toBe(409);
    expect(badMove.json<{ error: string }>().error).toMatch(/cannot move from Closed to Resolved/);
    const reopen = await inject({
      method: 'POST',
      url: `/api/support/queue/${ticket.id}/status`,
      headers: as(agent),
      payload: { status: 'open' },
    });
    expect(reopen.json<QueueTicketDetail>().status).toBe('open');
  });

  it('refuses an unknown status and an empty staff reply, and answers 404 for an unknown ticket', async () => {
    const customer = await signUp(testApp.app);
    const ticket = await fileTicket(customer, 'Checking validation');
    const badStatus = await inject({
      method: 'POST',
      url: `/api/support/queue/${ticket.id}/status`,
      headers: as(agent),
      payload: { status: 'done' },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json<{ error: string }>().error).toContain(SUPPORT_MESSAGES.statusInvalid);
    const empty = await inject({
      method: 'POST',
      url: `/api/support/queue/${ticket.id}/replies`,
      headers: as(agent),
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const missing = await inject({
      method: 'GET',
      url: '/api/support/queue/00000000-0000-4000-8000-000000000000',
      headers: as(agent),
    });
    expect(missing.statusCode).toBe(404);
  });
});
