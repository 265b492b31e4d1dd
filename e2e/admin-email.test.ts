import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessagesResponse } from '../src/common/email';
import { createUnsubscribeToken } from '../src/server/features/email/unsubscribe-token';
import { buildTestUser, registerViaApi } from './fixtures/accounts';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

const ADMIN_EMAIL = 'admin-e2e@example.com';
let server: AppServer;
let browser: Browser;
let adminContext: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ ADMIN_EMAILS: ADMIN_EMAIL }), launchBrowser()]);
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await registerViaApi(adminContext, server, {
    user: buildTestUser({ email: ADMIN_EMAIL, name: 'Ada Admin' }),
  });
});
afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
  await server?.stop();
});

async function withContext<T>(run: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    return await run(context, await context.newPage());
  } finally {
    await context.close();
  }
}

describe('admin dashboard', () => {
  it('lets an admin switch their own tier, and the header badge follows', async () => {
    const page = await adminContext.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Total users').waitFor();
    const header = page.getByRole('banner');
    await header.getByText('Free', { exact: true }).waitFor();

    await page.getByRole('radio', { name: 'Pro' }).click();
    await page.getByText('Tier switched successfully').first().waitFor();
    await header.getByText('Pro', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pro' }).getAttribute('aria-checked')).toBe('true');
    // The growth chart is drawn from the API's data.
    await page
      .getByRole('img', { name: /Daily new users and analyses/ })
      .locator('svg')
      .first()
      .waitFor();
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    // Back to Free for the other tests.
    await page.getByRole('radio', { name: 'Free' }).click();
    await header.getByText('Free', { exact: true }).waitFor();
    await page.close();
  });

  it('shows Access Denied to a signed-in user who is not an admin', async () => {
    await withContext(async (context, page) => {
      await registerViaApi(context, server);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      expect(
        await page.getByText("You don't have admin privileges to access this page.").first().isVisible(),
      ).toBe(true);
      await page.goto(`${server.url}/admin/email-management`);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    });
  });
});

describe('email management', () => {
  it('sends a campaign from the page to consenting users of the chosen tier, and lists it', async () => {
    const subscriber = buildTestUser();
    const bystander = buildTestUser();
    await withContext(async (context) => {
      await registerViaApi(context, server, { user: subscriber });
      const saved = await context.request.post(`${server.url}/api/user/privacy-preferences`, {
        data: {
          aiSupportEnabled: true,
          usageAnalyticsEnabled: true,
          googleAnalyticsEnabled: true,
          supportPersonalizationEnabled: true,
          marketingEmailsEnabled: true,
        },
      });
      expect(saved.status()).toBe(200);
    });
    await withContext((context) => registerViaApi(context, server, { user: bystander }));

    const page = await adminContext.newPage();
    await page.goto(`${server.url}/admin/email-management`);
    await page.getByRole('heading', { name: 'Email Management' }).waitFor();
    await page.getByText('No Email Service', { exact: true }).waitFor();
    expect(await page.getByText('marketing@policylens.app').isVisible()).toBe(true);

    const form = page.getByRole('form', { name: 'Marketing campaign' });
    await form.getByRole('button', { name: 'Send Campaign' }).click();
    await form.getByRole('alert').getByText('All campaign fields are required').waitFor();

    await form.getByLabel('Subject').fill('E2E spring news');
    await form.getByLabel('Title').fill('Compare policies side by side');
    await form.getByLabel('Content').fill('Comparisons are here.\n\nTry them today.');
    await form.getByLabel('Button text').fill('Compare now');
    await form.getByLabel('Button link').fill('https://policylens.test/compare');
    await form.getByRole('button', { name: 'Send Campaign' }).click();
    await form.getByRole('alert').getByText('Please select at least one target tier').waitFor();
    await form.getByRole('checkbox', { name: 'Free' }).check();
    await form.getByRole('button', { name: 'Send Campaign' }).click();
    await page.getByText('Campaign Sent!').first().waitFor();
    expect(await form.getByLabel('Subject').inputValue()).toBe('');

    // The recent messages list shows it delivered to the outbox.
    const row = page
      .getByRole('list', { name: 'Recent messages' })
      .getByRole('listitem')
      .filter({ hasText: 'E2E spring news' });
    await row.getByText('sent', { exact: true }).waitFor({ timeout: 20_000 });
    const listed = await page.request.get(`${server.url}/api/admin/email/messages`);
    const { messages } = (await listed.json()) as OutboxMessagesResponse;
    const campaign = messages.filter((message) => message.subject === 'E2E spring news');
    expect(campaign.map((message) => message.toAddress)).toEqual([subscriber.email]);
    expect(campaign[0]).toMatchObject({ status: 'sent', transport: 'outbox', category: 'campaign' });
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    for (const tab of ['Automated Emails', 'Test Emails']) {
      await page.getByRole('tab', { name: tab }).click();
    }
    await page.getByRole('button', { name: 'Welcome' }).click();
    await page.getByText('Test Email Sent!').first().waitFor();
    await page.close();
  });
});

describe('unsubscribe page', () => {
  const secret = () => readFileSync(path.join(server.dataDir, 'app-secret'), 'utf8').trim();

  it('shows loading, then success for a valid link', async () => {
    await withContext(async (context, page) => {
      const user = await registerViaApi(context, server);
      const token = createUnsubscribeToken(secret(), user.email);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/unsubscribe?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/unsubscribe?email=${encodeURIComponent(user.email)}&token=${token}`);
      await page.getByText('Processing your request...').waitFor();
      release();
      await page.getByRole('heading', { name: 'You’re unsubscribed' }).waitFor();
      expect(await page.getByText(user.email).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      expect(await findSeriousAxeViolations(page)).toEqual([]);
      const preferences = await context.request.get(`${server.url}/api/user/privacy-preferences`);
      expect(((await preferences.json()) as { marketingEmailsEnabled: boolean }).marketingEmailsEnabled).toBe(
        false,
      );
    });
  });

  it('shows the error state for a missing, forged or unreachable link', async () => {
    await withContext(async (_context, page) => {
      await page.goto(`${server.url}/unsubscribe`);
      await page.getByText('Invalid unsubscribe link. Please try again or contact support.').waitFor();
      expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/support');

      await page.goto(`${server.url}/unsubscribe?email=someone%40example.com&token=forged`);
      await page.getByRole('heading', { name: 'We couldn’t unsubscribe you' }).waitFor();
      await page.getByText('Invalid unsubscribe link. Please try again or contact support.').waitFor();

      await page.route('**/api/unsubscribe?*', (route) => route.abort());
      await page.goto(`${server.url}/unsubscribe?email=someone%40example.com&token=abc`);
      await page.getByText('Network error. Please try again.').waitFor();
    });
  });
});
