import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  createCheckoutResponseSchema,
  paymentMethodsStatusResponseSchema,
  subscriptionResponseSchema,
} from '../../../common/billing';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';

/** Demo billing, the embedded default: no Paddle variables at all. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

function checkout(cookie: string | undefined, payload: unknown) {
  return inject({
    method: 'POST',
    url: '/api/create-paddle-checkout',
    payload: payload as InjectOptions['payload'],
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

describe('POST /api/create-paddle-checkout in demo mode', () => {
  it('refuses a signed-out caller with 401 before looking at the body', async () => {
    const response = await checkout(undefined, { priceId: 'price_pro' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it("answers the pricing page's price id with the plan's checkout data", async () => {
    const user = await signUp(testApp.app);
    const response = await checkout(user.cookie, { priceId: 'price_premium' });
    expect(response.statusCode).toBe(200);
    const body = createCheckoutResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      provider: 'demo',
      checkoutData: { tier: 'premium', amount: 1500, customer: { email: user.email } },
    });
    expect(body.checkoutData.checkoutId).toMatch(/^demo_[0-9a-f-]{36}$/);
    expect(body.message).toContain('Premium');
  });

  it("answers the account page's tier the same way, with the amount in cents", async () => {
    const user = await signUp(testApp.app, { tier: 'premium' });
    const pro = createCheckoutResponseSchema.parse((await checkout(user.cookie, { tier: 'pro' })).json());
    expect(pro.checkoutData).toMatchObject({ tier: 'pro', amount: 3500 });
    const enterprise = createCheckoutResponseSchema.parse(
      (await checkout(user.cookie, { tier: 'enterprise' })).json(),
    );
    expect(enterprise.checkoutData).toMatchObject({ tier: 'enterprise', amount: 15000 });
    // Two checkouts are two ids.
    expect(enterprise.checkoutData.checkoutId).not.toBe(pro.checkoutData.checkoutId);
  });

  it('does not change the tier: a demo checkout takes no payment', async () => {
    const user = await signUp(testApp.app);
    await checkout(user.cookie, { priceId: 'price_enterprise' });
    const profile = await inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.json()).toMatchObject({ tier: 'free', usage: { limit: 1 } });
  });

  it("says 'already on the plan' for the current plan, in both shapes", async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    for (const payload of [{ priceId: 'price_pro' }, { tier: 'pro' }]) {
      const response = await checkout(user.cookie, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: "You're already on the Pro plan" });
    }
  });

  it('refuses a lower plan', async () => {
    const user = await signUp(testApp.app, { tier: 'enterprise' });
    const response = await checkout(user.cookie, { priceId: 'price_premium' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: BILLING_MESSAGES.lowerPlan('Enterprise', 'Premium') });
  });

  it('refuses an unknown price id, the free tier, and bodies with neither or both fields', async () => {
    const user = await signUp(testApp.app);
    const cases: [unknown, string][] = [
      [{ priceId: 'price_gold' }, BILLING_MESSAGES.unknownPriceId],
      [{ tier: 'free' }, BILLING_MESSAGES.freeNeedsNoCheckout],
      [{ tier: 'platinum' }, 'Tier must be one of free, premium, pro, enterprise'],
      [{}, BILLING_MESSAGES.checkoutTarget],
      [{ priceId: 'price_pro', tier: 'pro' }, BILLING_MESSAGES.checkoutTarget],
    ];
    for (const [payload, error] of cases) {
      const response = await checkout(user.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });
});

describe('subscription management in demo mode', () => {
  it('describes the subscription without Paddle details and cannot cancel', async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    const headers = { cookie: user.cookie };
    const subscription = subscriptionResponseSchema.parse(
      (await inject({ method: 'GET', url: '/api/billing/subscription', headers })).json(),
    );
    expect(subscription).toEqual({
      provider: 'demo',
      tier: 'pro',
      subscriptionStatus: 'inactive',
      subscriptionEndDate: null,
      cancelAtPeriodEnd: false,
      canManage: false,
      paddle: null,
    });
    for (const url of ['/api/billing/cancel-subscription', '/api/billing/update-payment-method']) {
      const response = await inject({ method: 'POST', url, headers });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: BILLING_MESSAGES.demoMode });
    }
  });

  it.each([
    ['GET', '/api/billing/subscription'],
    ['POST', '/api/billing/cancel-subscription'],
    ['POST', '/api/billing/update-payment-method'],
  ] as const)('%s %s answers 401 when signed out', async (method, url) => {
    expect((await inject({ method, url })).statusCode).toBe(401);
  });
});

describe('GET /api/payment-methods/status in demo mode', () => {
  it('lists the six methods, all needing setup', async () => {
    const response = await inject({ method: 'GET', url: '/api/payment-methods/status' });
    expect(response.statusCode).toBe(200);
    const status = paymentMethodsStatusResponseSchema.parse(response.json());
    expect(status).toMatchObject({
      paddleConfigured: false,
      environment: 'demo',
      readyCount: 0,
      totalCount: 6,
    });
    expect(status.paymentMethods.map((method) => method.name)).toEqual([
      'Apple Pay',
      'Google Pay',
      'PayPal',
      'Credit Cards',
      'SEPA (EU)',
      'Interac (Canada)',
    ]);
    expect(
      status.paymentMethods.every((method) => method.status === 'requires-setup' && !method.testable),
    ).toBe(true);
  });
});

describe('POST /api/webhooks/paddle in demo mode', () => {
  it('answers 404: there is no Paddle to hear from', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/webhooks/paddle',
      headers: { 'content-type': 'application/json', 'paddle-signature': 'ts=1;h1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: BILLING_MESSAGES.webhooksNotConfigured });
  });
});
