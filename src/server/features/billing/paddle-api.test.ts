import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  cancelSubscriptionResponseSchema,
  createCheckoutResponseSchema,
  paymentMethodsStatusResponseSchema,
  subscriptionResponseSchema,
} from '../../../common/billing';
import type { Tier } from '../../../common/plans';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  TEST_PADDLE_PRICES,
  paddleEventBody,
  paddleSubscription,
  paddleTestEnv,
  signPaddleBody,
  startFakePaddle,
  type FakePaddle,
} from '../../test/fake-paddle';
import { signUp } from '../../test/factories';

/* Paddle mode: the official SDK talks over HTTP to a loopback server playing Paddle's API. */
let paddle: FakePaddle;
let testApp: TestApp;
beforeAll(async () => {
  paddle = await startFakePaddle();
  testApp = await buildTestApp({ env: paddleTestEnv(paddle.url) });
});
afterAll(async () => {
  await testApp.close();
  await paddle.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** An account with a live Paddle subscription, as the webhook leaves it, known to the fake Paddle. */
async function subscriber(tier: Tier, priceId: string) {
  const user = await signUp(testApp.app, { tier });
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  const customerId = `ctm_${user.id.slice(0, 8)}`;
  await testApp.app.db
    .update(users)
    .set({
      paddleCustomerId: customerId,
      paddleSubscriptionId: subscriptionId,
      subscriptionStatus: 'active',
      subscriptionEndDate: new Date('2026-12-01T00:00:00Z'),
    })
    .where(eq(users.id, user.id));
  paddle.subscriptions.set(subscriptionId, {
    id: subscriptionId,
    status: 'active',
    customerId,
    priceId,
    periodEnd: '2026-12-01T00:00:00Z',
  });
  return { user, subscriptionId, customerId };
}

function lastRequest() {
  return paddle.requests.at(-1);
}

describe('checkout with Paddle', () => {
  it('creates a Paddle transaction for the plan, carrying the account id, and leaves the tier alone', async () => {
    const user = await signUp(testApp.app);
    const response = await inject({
      method: 'POST',
      url: '/api/create-paddle-checkout',
      headers: { cookie: user.cookie },
      payload: { priceId: 'price_pro' },
    });
    expect(response.statusCode).toBe(200);
    const body = createCheckoutResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      provider: 'paddle',
      checkoutData: { tier: 'pro', amount: 3500, customer: { email: user.email } },
    });
    expect(body.checkoutData.checkoutId).toMatch(/^txn_fake_\d+$/);
    expect(lastRequest()).toEqual({
      method: 'POST',
      path: '/transactions',
      authorization: 'bearer pdl_sdbx_apikey_test',
      body: {
        items: [{ price_id: TEST_PADDLE_PRICES.pro, quantity: 1 }],
        custom_data: { userId: user.id, tier: 'pro' },
      },
    });
    const [row] = await testApp.app.db.select({ tier: users.tier }).from(users).where(eq(users.id, user.id));
    expect(row?.tier).toBe('free');
  });

  it('moves a subscriber to the new price instead of opening a second subscription', async () => {
    const { user, subscriptionId } = await subscriber('premium', TEST_PADDLE_PRICES.premium);
    const response = await inject({
      method: 'POST',
      url: '/api/create-paddle-checkout',
      headers: { cookie: user.cookie },
      payload: { tier: 'enterprise' },
    });
    expect(response.statusCode).toBe(200);
    expect(createCheckoutResponseSchema.parse(response.json()).checkoutData).toMatchObject({
      tier: 'enterprise',
      amount: 15000,
      checkoutId: subscriptionId,
    });
    expect(lastRequest()).toMatchObject({
      method: 'PATCH',
      path: `/subscriptions/${subscriptionId}`,
      body: {
        items: [{ price_id: TEST_PADDLE_PRICES.enterprise, quantity: 1 }],
        proration_billing_mode: 'prorated_immediately',
      },
    });
    expect(paddle.subscriptions.get(subscriptionId)?.priceId).toBe(TEST_PADDLE_PRICES.enterprise);
  });

  it('answers 503 with a short message when Paddle fails, and stores nothing', async () => {
    const user = await signUp(testApp.app);
    paddle.failNextWith(500);
    const response = await inject({
      method: 'POST',
      url: '/api/create-paddle-checkout',
      headers: { cookie: user.cookie },
      payload: { tier: 'premium' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: BILLING_MESSAGES.providerFailed });
  });
});

describe('subscription management with Paddle', () => {
  it('tells the browser how to open Paddle.js and that the subscription can be managed', async () => {
    const { user } = await subscriber('pro', TEST_PADDLE_PRICES.pro);
    const response = await inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: { cookie: user.cookie },
    });
    expect(subscriptionResponseSchema.parse(response.json())).toEqual({
      provider: 'paddle',
      tier: 'pro',
      subscriptionStatus: 'active',
      subscriptionEndDate: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      canManage: true,
      paddle: { environment: 'sandbox', clientToken: 'test_client_token' },
    });
  });

  it('cancels at the end of the billing period through Paddle, keeping the plan until then', async () => {
    const { user, subscriptionId } = await subscriber('pro', TEST_PADDLE_PRICES.pro);
    const headers = { cookie: user.cookie };
    const response = await inject({ method: 'POST', url: '/api/billing/cancel-subscription', headers });
    expect(response.statusCode).toBe(200);
    expect(cancelSubscriptionResponseSchema.parse(response.json())).toEqual({
      message: 'Your subscription is cancelled. You keep Pro until December 1, 2026, then move to Free.',
      subscriptionEndDate: '2026-12-01T00:00:00.000Z',
    });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/subscriptions/${subscriptionId}/cancel`,
      body: { effective_from: 'next_billing_period' },
    });
    const subscription = subscriptionResponseSchema.parse(
      (await inject({ method: 'GET', url: '/api/billing/subscription', headers })).json(),
    );
    expect(subscription).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });

    const again = await inject({ method: 'POST', url: '/api/billing/cancel-subscription', headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: BILLING_MESSAGES.alreadyCanceling });
  });

  it('gives the transaction Paddle.js opens to replace the card', async () => {
    const { user, subscriptionId } = await subscriber('premium', TEST_PADDLE_PRICES.premium);
    const response = await inject({
      method: 'POST',
      url: '/api/billing/update-payment-method',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transactionId: `txn_pm_${subscriptionId}` });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: `/subscriptions/${subscriptionId}/update-payment-method-transaction`,
    });
  });

  it('refuses to cancel or update for an account without a subscription', async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    for (const url of ['/api/billing/cancel-subscription', '/api/billing/update-payment-method']) {
      const response = await inject({ method: 'POST', url, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: BILLING_MESSAGES.noSubscription });
    }
  });
});

describe('the whole paid cycle over HTTP', () => {
  it('checkout, payment webhook, cancellation through Paddle, cancellation webhook', async () => {
    const base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUp(testApp.app);
    const post = (url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { cookie: user.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const sendEvent = (eventType: string, occurredAt: string, data: unknown) => {
      const body = paddleEventBody({
        eventId: `evt_${eventType}_${occurredAt}`,
        eventType,
        occurredAt,
        data,
      });
      return fetch(`${base}/api/webhooks/paddle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'paddle-signature': signPaddleBody(body) },
        body,
      });
    };

    const checkout = createCheckoutResponseSchema.parse(
      await (await post('/api/create-paddle-checkout', { priceId: 'price_premium' })).json(),
    );
    const created = lastRequest()?.body as { custom_data: Record<string, unknown> };

    // Paddle's checkout is paid; Paddle reports the new subscription with the custom data we gave it.
    const subscriptionId = `sub_cycle_${user.id.slice(0, 6)}`;
    const fields = {
      id: subscriptionId,
      status: 'active' as const,
      customerId: `ctm_cycle_${user.id.slice(0, 6)}`,
      priceId: TEST_PADDLE_PRICES.premium,
      customData: { userId: created.custom_data.userId, tier: checkout.checkoutData.tier },
    };
    paddle.subscriptions.set(subscriptionId, fields);
    expect(
      (await sendEvent('subscription.created', '2026-11-01T10:00:00Z', paddleSubscription(fields))).status,
    ).toBe(200);

    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.json()).toMatchObject({ tier: 'premium', usage: { limit: 10 } });

    expect((await post('/api/billing/cancel-subscription')).status).toBe(200);
    expect(
      (
        await sendEvent(
          'subscription.canceled',
          '2026-12-01T00:00:01Z',
          paddleSubscription({ ...fields, status: 'canceled', canceledAt: '2026-12-01T00:00:00Z' }),
        )
      ).status,
    ).toBe(200);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: { cookie: user.cookie },
    });
    expect(after.json()).toMatchObject({ tier: 'free', subscriptionStatus: 'canceled', canManage: false });
  });
});

describe('GET /api/payment-methods/status with Paddle', () => {
  it('reports the sandbox, cards ready and the rest to set up or test', async () => {
    const status = paymentMethodsStatusResponseSchema.parse(
      (await inject({ method: 'GET', url: '/api/payment-methods/status' })).json(),
    );
    expect(status).toMatchObject({
      paddleConfigured: true,
      environment: 'sandbox',
      readyCount: 1,
      totalCount: 6,
    });
    const byId = Object.fromEntries(status.paymentMethods.map((method) => [method.id, method]));
    expect(byId['credit-cards']).toMatchObject({ status: 'ready', testable: true });
    // No PUBLIC_URL on HTTPS: Apple Pay cannot work yet.
    expect(byId['apple-pay']).toMatchObject({ status: 'requires-setup', testable: false });
    expect(byId.paypal).toMatchObject({ status: 'testing-needed', testable: true });
  });
});
