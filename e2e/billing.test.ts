import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PADDLE_PRICES,
  paddleEventBody,
  paddleSubscription,
  paddleTestEnv,
  signPaddleBody,
  startFakePaddle,
  type FakePaddle,
} from '../src/server/test/fake-paddle';
import { registerViaApi } from './fixtures/accounts';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

/*
 * Two production servers: one in demo billing (the default), one in Paddle mode talking to a loopback
 * fake Paddle API, whose tiers change only through signed webhooks, as in production.
 */
let demo: AppServer;
let paid: AppServer;
let paddle: FakePaddle;
let browser: Browser;

beforeAll(async () => {
  paddle = await startFakePaddle();
  // One after the other: two cold starts at once are slow on a shared machine.
  demo = await startAppServer();
  paid = await startAppServer(paddleTestEnv(paddle.url));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([demo?.stop(), paid?.stop()]);
  await paddle?.close();
});

async function withContext<T>(run: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    return await run(context, await context.newPage());
  } finally {
    await context.close();
  }
}

describe('demo billing in the browser', () => {
  it('takes a Free user from /pricing to the success page, which shows the stored data once', async () => {
    await withContext(async (context, page) => {
      const user = await registerViaApi(context, demo);
      await page.goto(`${demo.url}/pricing`);
      const premium = page.getByRole('article', { name: 'Premium' });
      await page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Current' }).waitFor();
      await premium.getByRole('button', { name: 'Start Free Trial' }).click();
      await page.getByText('Checkout ready', { exact: true }).waitFor();
      await page.waitForURL(`${demo.url}/checkout/success`);

      await page.getByRole('heading', { level: 1, name: 'Checkout Ready!' }).waitFor();
      expect(await page.getByText('$15.00 per month').isVisible()).toBe(true);
      expect(await page.getByText(user.email, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(/^demo_[0-9a-f-]{36}$/).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Klarna' }).isDisabled()).toBe(true);
      expect(await findSeriousAxeViolations(page)).toEqual([]);

      // The data was read once: a reload has nothing to show.
      await page.reload();
      await page.getByText('Loading checkout details...').waitFor();
      expect(await page.getByText('Checkout Ready!').count()).toBe(0);

      // Demo checkout takes no payment: still Free.
      await page.goto(`${demo.url}/account`);
      await page.getByRole('button', { name: 'Upgrade to Premium' }).first().waitFor();
    });
  });

  it('lists six payment methods on /payment-test and refreshes them', async () => {
    await withContext(async (_context, page) => {
      let statusCalls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/payment-methods/status')) statusCalls += 1;
      });
      await page.goto(`${demo.url}/payment-test`);
      await page.getByText('Paddle is not configured: payments are in demo mode').waitFor();
      const methods = page.getByRole('region', { name: 'Payment methods' }).getByRole('button');
      expect(await methods.allInnerTexts()).toEqual([
        'Apple Pay\nRequires setup',
        'Google Pay\nRequires setup',
        'PayPal\nRequires setup',
        'Credit Cards\nRequires setup',
        'SEPA (EU)\nRequires setup',
        'Interac (Canada)\nRequires setup',
      ]);
      expect(await page.getByText('of 6 methods ready').isVisible()).toBe(true);
      await methods.filter({ hasText: 'Interac' }).click();
      await page.getByRole('heading', { level: 2, name: 'Interac (Canada)' }).waitFor();
      const before = statusCalls;
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => statusCalls).toBe(before + 1);
      expect(await findSeriousAxeViolations(page)).toEqual([]);
    });
  });
});

describe('Paddle billing in the browser', () => {
  it('shows the right subscription buttons on each tier as webhooks move the account', async () => {
    await withContext(async (context, page) => {
      await registerViaApi(context, paid);
      await page.goto(`${paid.url}/account`);

      // Free: only the upgrade.
      await page.getByRole('button', { name: 'Upgrade to Premium' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);

      // Starting an upgrade creates a Paddle transaction carrying the account id, and the success page
      // offers to pay it through Paddle.
      await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
      await page.waitForURL(`${paid.url}/checkout/success`);
      await page.getByRole('button', { name: 'Pay $35.00/month securely' }).waitFor();
      const transaction = paddle.requests.findLast((request) => request.path === '/transactions');
      const userId = (transaction?.body as { custom_data: { userId: string } }).custom_data.userId;

      // Paddle reports the paid subscription.
      const subscriptionId = `sub_e2e_${userId.slice(0, 8)}`;
      const fields = {
        id: subscriptionId,
        status: 'active' as const,
        customerId: `ctm_e2e_${userId.slice(0, 8)}`,
        priceId: TEST_PADDLE_PRICES.pro,
        periodEnd: '2026-12-01T00:00:00Z',
        customData: { userId },
      };
      paddle.subscriptions.set(subscriptionId, { ...fields });
      const send = async (eventType: string, occurredAt: string, data: unknown) => {
        const body = paddleEventBody({
          eventId: `evt_${eventType}_${occurredAt}`,
          eventType,
          occurredAt,
          data,
        });
        const response = await fetch(`${paid.url}/api/webhooks/paddle`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'paddle-signature': signPaddleBody(body) },
          body,
        });
        expect(response.status).toBe(200);
      };
      await send('subscription.created', '2026-11-01T10:00:00Z', paddleSubscription(fields));

      // Pro: card update and cancellation are live; the panel offers Enterprise only.
      await page.goto(`${paid.url}/account`);
      await page.getByText('Renews on').waitFor();
      expect(await page.getByText('December 1, 2026').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Update Payment Method' }).isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Upgrade to Enterprise' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Upgrade to Premium' }).count()).toBe(0);
      expect(await findSeriousAxeViolations(page)).toEqual([]);

      // Cancel for real, at the end of the period: the plan stays until then.
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
      await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByText('Subscription cancelled', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Cancellation Scheduled' }).waitFor();
      expect(
        await page
          .getByText(/You keep Pro until/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(paddle.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/subscriptions/${subscriptionId}/cancel`,
        body: { effective_from: 'next_billing_period' },
      });

      // Enterprise: the highest-tier notice and no upgrade panel.
      await send(
        'subscription.updated',
        '2026-11-15T10:00:00Z',
        paddleSubscription({ ...fields, priceId: TEST_PADDLE_PRICES.enterprise }),
      );
      await page.reload();
      await page.getByText(/our highest tier, Enterprise/).waitFor();
      expect(await page.getByRole('heading', { name: 'Upgrade your plan' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel Subscription' }).isVisible()).toBe(true);

      // The period ends: Paddle cancels, the account is Free again.
      await send(
        'subscription.canceled',
        '2026-12-01T00:00:01Z',
        paddleSubscription({ ...fields, status: 'canceled', canceledAt: '2026-12-01T00:00:00Z' }),
      );
      await page.reload();
      await page.getByRole('button', { name: 'Upgrade to Premium' }).first().waitFor();
    });
  });
});
