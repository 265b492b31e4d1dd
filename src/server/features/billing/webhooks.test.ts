import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../common/billing';
import { emailOutbox, paddleWebhookEvents, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  TEST_PADDLE_PRICES,
  paddleEventBody,
  paddleSubscription,
  paddleTestEnv,
  paddleTransaction,
  signPaddleBody,
  type SubscriptionFields,
} from '../../test/fake-paddle';
import { signUp, type TestUser } from '../../test/factories';

/*
 * Paddle mode, with webhooks sent over real HTTP to the listening app, signed at call time as Paddle
 * signs them. No Paddle API call is made by the webhook, so the API address is a closed port.
 */
let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  testApp = await buildTestApp({ env: paddleTestEnv('http://127.0.0.1:9') });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => testApp.close());

let eventCounter = 0;
function nextEventId(): string {
  eventCounter += 1;
  return `evt_test_${Date.now()}_${eventCounter}`;
}

/** Posts a notification; `signature` null sends none, the default signs the body now. */
async function postWebhook(body: string, signature: string | null = signPaddleBody(body)) {
  const response = await fetch(`${baseUrl}/api/webhooks/paddle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'paddle-signature': signature } : {}) },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function subscriptionEvent(
  eventType: string,
  occurredAt: string,
  fields: SubscriptionFields,
  eventId = nextEventId(),
): string {
  return paddleEventBody({ eventId, eventType, occurredAt, data: paddleSubscription(fields) });
}

async function billingStateOf(userId: string) {
  const [row] = await testApp.app.db
    .select({
      tier: users.tier,
      paddleCustomerId: users.paddleCustomerId,
      paddleSubscriptionId: users.paddleSubscriptionId,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
      cancelAtPeriodEnd: users.subscriptionCancelAtPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A user whose first checkout produced subscription `sub` for customer `ctm`. */
async function subscribedUser(priceId: string = TEST_PADDLE_PRICES.pro) {
  const user = await signUp(testApp.app);
  const ids = { customerId: `ctm_${user.id.slice(0, 8)}`, subscriptionId: `sub_${user.id.slice(0, 8)}` };
  const body = subscriptionEvent('subscription.created', '2026-11-01T10:00:00Z', {
    id: ids.subscriptionId,
    status: 'active',
    customerId: ids.customerId,
    priceId,
    customData: { userId: user.id, tier: 'pro' },
  });
  expect((await postWebhook(body)).json).toEqual({ received: true, outcome: 'applied' });
  return { user, ...ids };
}

function usageLimit(user: TestUser) {
  return testApp.app
    .inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: user.cookie } })
    .then((response) => response.json<{ tier: string; usage: { limit: number } }>());
}

describe('POST /api/webhooks/paddle: signatures', () => {
  it('applies a correctly signed subscription.created to the account named in custom data', async () => {
    const { user, customerId, subscriptionId } = await subscribedUser();
    expect(await billingStateOf(user.id)).toEqual({
      tier: 'pro',
      paddleCustomerId: customerId,
      paddleSubscriptionId: subscriptionId,
      subscriptionStatus: 'active',
      subscriptionEndDate: new Date('2026-12-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
    });
    // Quotas follow the tier at once.
    expect(await usageLimit(user)).toMatchObject({ tier: 'pro', usage: { limit: 100 } });
  });

  it('refuses a wrong signature, a stale timestamp and a missing header with 401, changing nothing', async () => {
    const user = await signUp(testApp.app);
    const eventId = nextEventId();
    const body = subscriptionEvent(
      'subscription.created',
      '2026-11-01T10:00:00Z',
      {
        id: 'sub_forged',
        status: 'active',
        customerId: 'ctm_forged',
        priceId: TEST_PADDLE_PRICES.enterprise,
        customData: { userId: user.id },
      },
      eventId,
    );
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      signPaddleBody(body, { secret: 'not-the-secret' }),
      signPaddleBody(`${body} `),
      signPaddleBody(body, { timestamp: now - 10 }),
      'ts=garbage',
      null,
    ];
    for (const signature of attempts) {
      const response = await postWebhook(body, signature);
      expect(response.status, String(signature)).toBe(401);
      expect(response.json).toEqual({ error: BILLING_MESSAGES.invalidSignature });
    }
    expect(await billingStateOf(user.id)).toMatchObject({ tier: 'free', paddleCustomerId: null });
    const recorded = await testApp.app.db
      .select()
      .from(paddleWebhookEvents)
      .where(eq(paddleWebhookEvents.eventId, eventId));
    expect(recorded).toEqual([]);
  });

  it('does not need a session, and ignores one', async () => {
    const someone = await signUp(testApp.app, { tier: 'premium' });
    const body = paddleEventBody({
      eventId: nextEventId(),
      eventType: 'customer.created',
      occurredAt: new Date().toISOString(),
      data: { id: 'ctm_x' },
    });
    const response = await fetch(`${baseUrl}/api/webhooks/paddle`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paddle-signature': signPaddleBody(body),
        cookie: someone.cookie,
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await billingStateOf(someone.id)).toMatchObject({ tier: 'premium' });
  });
});

describe('POST /api/webhooks/paddle: delivery order and replays', () => {
  it('treats a replayed event id as a duplicate, even after later changes', async () => {
    const user = await signUp(testApp.app);
    const fields: SubscriptionFields = {
      id: `sub_replay_${user.id.slice(0, 6)}`,
      status: 'active',
      customerId: `ctm_replay_${user.id.slice(0, 6)}`,
      priceId: TEST_PADDLE_PRICES.premium,
      customData: { userId: user.id },
    };
    const createdId = nextEventId();
    const created = subscriptionEvent('subscription.created', '2026-11-01T10:00:00Z', fields, createdId);
    expect((await postWebhook(created)).json.outcome).toBe('applied');
    const canceled = subscriptionEvent('subscription.canceled', '2026-11-20T10:00:00Z', {
      ...fields,
      status: 'canceled',
      canceledAt: '2026-11-20T10:00:00Z',
    });
    expect((await postWebhook(canceled)).json.outcome).toBe('applied');
    expect(await billingStateOf(user.id)).toMatchObject({ tier: 'free', subscriptionStatus: 'canceled' });

    // Paddle retries the first delivery, with a fresh signature: nothing changes.
    const replay = await postWebhook(created);
    expect(replay).toEqual({ status: 200, json: { received: true, outcome: 'duplicate' } });
    expect(await billingStateOf(user.id)).toMatchObject({
      tier: 'free',
      subscriptionStatus: 'canceled',
      subscriptionEndDate: new Date('2026-11-20T10:00:00Z'),
    });
  });

  it('ignores an older subscription.updated arriving after a newer one', async () => {
    const { user, customerId, subscriptionId } = await subscribedUser(TEST_PADDLE_PRICES.premium);
    const base = { id: subscriptionId, status: 'active' as const, customerId };
    const newer = subscriptionEvent('subscription.updated', '2026-11-10T12:00:00Z', {
      ...base,
      priceId: TEST_PADDLE_PRICES.enterprise,
    });
    const older = subscriptionEvent('subscription.updated', '2026-11-05T12:00:00Z', {
      ...base,
      priceId: TEST_PADDLE_PRICES.pro,
    });
    expect((await postWebhook(newer)).json.outcome).toBe('applied');
    expect((await postWebhook(older)).json.outcome).toBe('stale');
    expect(await billingStateOf(user.id)).toMatchObject({ tier: 'enterprise', subscriptionStatus: 'active' });
    expect(await usageLimit(user)).toMatchObject({ usage: { limit: -1 } });
  });

  it('acknowledges an event for an unknown customer without touching any account', async () => {
    const bystander = await signUp(testApp.app, { tier: 'premium' });
    const body = subscriptionEvent('subscription.activated', '2026-11-01T10:00:00Z', {
      id: 'sub_nobody',
      status: 'active',
      customerId: 'ctm_nobody',
      priceId: TEST_PADDLE_PRICES.enterprise,
    });
    expect(await postWebhook(body)).toEqual({
      status: 200,
      json: { received: true, outcome: 'unknown-customer' },
    });
    expect(await billingStateOf(bystander.id)).toMatchObject({ tier: 'premium', paddleCustomerId: null });
  });

  it("never lets another Paddle customer's custom data change a linked account", async () => {
    const { user } = await subscribedUser(TEST_PADDLE_PRICES.pro);
    const body = subscriptionEvent('subscription.canceled', '2026-11-15T10:00:00Z', {
      id: 'sub_attacker',
      status: 'canceled',
      customerId: 'ctm_attacker',
      priceId: TEST_PADDLE_PRICES.premium,
      customData: { userId: user.id },
    });
    expect((await postWebhook(body)).json.outcome).toBe('unknown-customer');
    expect(await billingStateOf(user.id)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });
  });
});

describe('POST /api/webhooks/paddle: event types', () => {
  it('keeps the plan until the end of the period when a cancellation is scheduled, then moves to Free', async () => {
    const { user, customerId, subscriptionId } = await subscribedUser(TEST_PADDLE_PRICES.pro);
    const fields = { id: subscriptionId, customerId, priceId: TEST_PADDLE_PRICES.pro };
    const scheduled = subscriptionEvent('subscription.updated', '2026-11-12T09:00:00Z', {
      ...fields,
      status: 'active',
      scheduledCancelAt: '2026-12-01T00:00:00Z',
    });
    expect((await postWebhook(scheduled)).json.outcome).toBe('applied');
    expect(await billingStateOf(user.id)).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: true,
      subscriptionEndDate: new Date('2026-12-01T00:00:00Z'),
    });
    const canceled = subscriptionEvent('subscription.canceled', '2026-12-01T00:00:05Z', {
      ...fields,
      status: 'canceled',
      canceledAt: '2026-12-01T00:00:00Z',
    });
    expect((await postWebhook(canceled)).json.outcome).toBe('applied');
    expect(await billingStateOf(user.id)).toMatchObject({
      tier: 'free',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: false,
    });
    expect(await usageLimit(user)).toMatchObject({ tier: 'free', usage: { limit: 1 } });
  });

  it('marks the subscription past due and keeps the plan on subscription.past_due', async () => {
    const { user, customerId, subscriptionId } = await subscribedUser(TEST_PADDLE_PRICES.premium);
    const body = subscriptionEvent('subscription.past_due', '2026-12-01T01:00:00Z', {
      id: subscriptionId,
      status: 'past_due',
      customerId,
      priceId: TEST_PADDLE_PRICES.premium,
    });
    expect((await postWebhook(body)).json.outcome).toBe('applied');
    expect(await billingStateOf(user.id)).toMatchObject({ tier: 'premium', subscriptionStatus: 'past_due' });
  });

  it('upgrades on transaction.completed for a subscription', async () => {
    const user = await signUp(testApp.app);
    const body = paddleEventBody({
      eventId: nextEventId(),
      eventType: 'transaction.completed',
      occurredAt: '2026-11-01T10:00:03Z',
      data: paddleTransaction({
        id: 'txn_completed',
        status: 'completed',
        customerId: `ctm_txn_${user.id.slice(0, 6)}`,
        subscriptionId: `sub_txn_${user.id.slice(0, 6)}`,
        priceId: TEST_PADDLE_PRICES.enterprise,
        customData: { userId: user.id, tier: 'enterprise' },
      }),
    });
    expect((await postWebhook(body)).json.outcome).toBe('applied');
    expect(await billingStateOf(user.id)).toMatchObject({
      tier: 'enterprise',
      subscriptionStatus: 'active',
      paddleSubscriptionId: `sub_txn_${user.id.slice(0, 6)}`,
      subscriptionEndDate: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('queues the payment-failed email on transaction.payment_failed for a renewal', async () => {
    const { user, customerId, subscriptionId } = await subscribedUser(TEST_PADDLE_PRICES.pro);
    const body = paddleEventBody({
      eventId: nextEventId(),
      eventType: 'transaction.payment_failed',
      occurredAt: '2026-12-01T00:30:00Z',
      data: paddleTransaction({
        id: 'txn_renewal',
        status: 'past_due',
        customerId,
        subscriptionId,
        priceId: TEST_PADDLE_PRICES.pro,
        origin: 'subscription_recurring',
      }),
    });
    expect((await postWebhook(body)).json.outcome).toBe('applied');
    expect(await billingStateOf(user.id)).toMatchObject({ tier: 'pro', subscriptionStatus: 'past_due' });
    const mail = await testApp.app.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Action needed: your Pro payment failed');
    expect(mail[0]?.text).toContain('update your payment method');
    expect(mail[0]?.html).toContain('/account');

    // The replay neither changes the account nor sends a second email.
    expect((await postWebhook(body)).json.outcome).toBe('duplicate');
    const again = await testApp.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email));
    expect(again).toHaveLength(1);
  });

  it('ignores a failed payment of a checkout that never became a subscription', async () => {
    const user = await signUp(testApp.app);
    const body = paddleEventBody({
      eventId: nextEventId(),
      eventType: 'transaction.payment_failed',
      occurredAt: new Date().toISOString(),
      data: paddleTransaction({
        id: 'txn_declined',
        status: 'ready',
        customerId: 'ctm_declined',
        subscriptionId: null,
        priceId: TEST_PADDLE_PRICES.pro,
        customData: { userId: user.id },
      }),
    });
    expect((await postWebhook(body)).json.outcome).toBe('ignored');
    expect(await billingStateOf(user.id)).toMatchObject({ tier: 'free', subscriptionStatus: 'inactive' });
  });
});
