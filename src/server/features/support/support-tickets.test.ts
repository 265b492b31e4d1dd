import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_MESSAGES,
  type CreateTicketResponse,
  type Reply,
  type Ticket,
} from '../../../common/support';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const as = (user: TestUser) => ({ cookie: user.cookie });

async function createTicket(user: TestUser, payload: Record<string, unknown>) {
  return inject({ method: 'POST', url: '/api/support/tickets', headers: as(user), payload });
}

const GOOD_TICKET = {
  subject: 'Forgot password',
  message: 'I forgot my password and cannot sign in. How do I reset it?',
};

describe('signed-out access', () => {
  it.each([
    ['GET', '/api/support/tickets'],
    ['POST', '/api/support/tickets'],
    ['GET', '/api/support/tickets/00000000-0000-4000-8000-000000000000/replies'],
    ['GET', '/api/support/queue'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await inject({ method, url, ...(method === 'POST' ? { payload: GOOD_TICKET } : {}) });
    expect(response.statusCode).toBe(401);
  });
});

describe('ticket rules', () => {
  const cases: { name: string; payload: Record<string, unknown>; message: string }[] = [
    {
      name: 'a 4-character subject',
      payload: { subject: 'Help', message: 'This message is long enough.' },
      message: SUPPORT_MESSAGES.subjectTooShort,
    },
    {
      name: 'a subject short once trimmed',
      payload: { subject: '   Help    ', message: 'This message is long enough.' },
      message: SUPPORT_MESSAGES.subjectTooShort,
    },
    {
      name: 'a 9-character message',
      payload: { subject: 'A real subject', message: 'Too short' },
      message: SUPPORT_MESSAGES.messageTooShort,
    },
    {
      name: 'a 201-character subject',
      payload: { subject: 'x'.repeat(201), message: 'This message is long enough.' },
      message: SUPPORT_MESSAGES.subjectTooLong,
    },
    {
      name: 'a 10,001-character message',
      payload: { subject: 'A real subject', message: 'y'.repeat(10_001) },
      message: SUPPORT_MESSAGES.messageTooLong,
    },
    {
      name: 'an unknown priority',
      payload: { ...GOOD_TICKET, priority: 'critical' },
      message: SUPPORT_MESSAGES.priorityInvalid,
    },
    {
      name: 'a missing subject',
      payload: { message: 'This message is long enough.' },
      message: SUPPORT_MESSAGES.subjectTooShort,
    },
  ];
  it.each(cases)('refuses $name with its message and stores nothing', async ({ payload, message }) => {
    const user = await signUp(testApp.app);
    const response = await createTicket(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    const list = await inject({ method: 'GET', url: '/api/support/tickets', headers: as(user) });
    expect(list.json()).toEqual([]);
  });

  it('creates an open ticket with normal priority by default and answers it with the assistant', async () => {
    const user = await signUp(testApp.app);
    const response = await createTicket(user, { ...GOOD_TICKET, subject: `  ${GOOD_TICKET.subject}  ` });
    expect(response.statusCode).toBe(201);
    const ticket = response.json<CreateTicketResponse>();
    expect(ticket).toMatchObject({
      subject: 'Forgot password',
      priority: 'normal',
      status: 'open',
      category: 'account',
      aiHandled: true,
      escalated: false,
      replyCount: 1,
    });
    expect(ticket.aiResponse?.citedArticle).toBe('signing-in');
    expect(ticket.aiResponse?.confidence).toBeGreaterThanOrEqual(0.5);
    expect(ticket.aiResponse?.message).toContain('(/help/signing-in)');

    const replies = await inject({
      method: 'GET',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(user),
    });
    const [aiReply] = replies.json<Reply[]>();
    expect(aiReply).toMatchObject({
      isAI: true,
      isStaff: false,
      aiConfidence: ticket.aiResponse?.confidence,
    });
  });

  it('accepts every priority and lists the user’s tickets newest first', async () => {
    const user = await signUp(testApp.app);
    for (const priority of ['low', 'normal', 'high', 'urgent']) {
      const response = await createTicket(user, {
        ...GOOD_TICKET,
        subject: `Priority ${priority}`,
        priority,
      });
      expect(response.statusCode).toBe(201);
    }
    const list = (await inject({ method: 'GET', url: '/api/support/tickets', headers: as(user) })).json<
      Ticket[]
    >();
    expect(list.map((ticket) => ticket.priority)).toEqual(['urgent', 'high', 'normal', 'low']);
  });

  it('escalates a billing dispute to a person and tells the customer so', async () => {
    const user = await signUp(testApp.app);
    const response = await createTicket(user, {
      subject: 'Charged twice this month',
      message: 'You charged me twice for Premium in March. I want a refund of the second payment.',
    });
    const ticket = response.json<CreateTicketResponse>();
    expect(ticket).toMatchObject({ escalated: true, category: 'billing' });
    expect(ticket.aiResponse?.escalated).toBe(true);
    expect(ticket.aiResponse?.message).toMatch(/member of our support team will answer/);
  });

  it.each([
    ['Delete my account', 'Please delete my account and all the data you hold about me.', 'account'],
    ['Subpoena', 'Our attorney has a subpoena regarding one of your users. Who do we send it to?', 'legal'],
  ])('escalates %s', async (subject, message, category) => {
    const user = await signUp(testApp.app);
    const ticket = (await createTicket(user, { subject, message })).json<CreateTicketResponse>();
    expect(ticket).toMatchObject({ escalated: true, category });
    expect(ticket.aiResponse?.message).toMatch(/member of our support team will answer/);
  });

  it('with AI-Powered Customer Support off, files the ticket with no AI reply', async () => {
    const user = await signUp(testApp.app);
    const saved = await inject({
      method: 'POST',
      url: '/api/user/privacy-preferences',
      headers: as(user),
      payload: {
        aiSupportEnabled: false,
        usageAnalyticsEnabled: true,
        googleAnalyticsEnabled: true,
        supportPersonalizationEnabled: true,
        marketingEmailsEnabled: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    const ticket = (await createTicket(user, GOOD_TICKET)).json<CreateTicketResponse>();
    expect(ticket.aiResponse).toBeUndefined();
    expect(ticket).toMatchObject({ aiHandled: false, replyCount: 0, status: 'open' });
    const replies = await inject({
      method: 'GET',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(user),
    });
    expect(replies.json()).toEqual([]);
  });
});

describe('replies and closing', () => {
  it('lets the owner reply to an open ticket, close it, and then refuses more replies', async () => {
    const user = await signUp(testApp.app);
    const ticket = (await createTicket(user, GOOD_TICKET)).json<Ticket>();
    const reply = await inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(user),
      payload: { message: 'The reset email never arrived.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<Ticket>()).toMatchObject({ status: 'open', replyCount: 2 });

    const empty = await inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(user),
      payload: { message: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toContain(SUPPORT_MESSAGES.replyRequired);

    const closed = await inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/close`,
      headers: as(user),
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Ticket>().status).toBe('closed');

    const late = await inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(user),
      payload: { message: 'One more thing.' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: SUPPORT_MESSAGES.ticketClosed });
    const again = await inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/close`,
      headers: as(user),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's ticket, its replies, replying and closing, and changes nothing", async () => {
    const owner = await signUp(testApp.app);
    const stranger = await signUp(testApp.app);
    const ticket = (await createTicket(owner, GOOD_TICKET)).json<Ticket>();
    const attempts: InjectOptions[] = [
      { method: 'GET', url: `/api/support/tickets/${ticket.id}/replies` },
      { method: 'POST', url: `/api/support/tickets/${ticket.id}/replies`, payload: { message: 'Not mine' } },
      { method: 'POST', url: `/api/support/tickets/${ticket.id}/close` },
    ];
    for (const attempt of attempts) {
      const response = await inject({ ...attempt, headers: as(stranger) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SUPPORT_MESSAGES.ticketNotFound });
    }
    expect(
      (await inject({ method: 'GET', url: '/api/support/tickets', headers: as(stranger) })).json(),
    ).toEqual([]);
    const replies = await inject({
      method: 'GET',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: as(owner),
    });
    expect(replies.json<Reply[]>()).toHaveLength(1);
    const [own] = (await inject({ method: 'GET', url: '/api/support/tickets', headers: as(owner) })).json<
      Ticket[]
    >();
    expect(own?.status).toBe('open');
  });

  it('refuses a malformed ticket id without looking it up', async () => {
    const user = await signUp(testApp.app);
    const response = await inject({
      method: 'GET',
      url: '/api/support/tickets/not-a-uuid/replies',
      headers: as(user),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(SUPPORT_MESSAGES.ticketNotFound);
  });
});
