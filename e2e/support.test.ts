import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { buildTestUser, registerViaApi, type TestUser } from './fixtures/accounts';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

const STAFF_EMAIL = 'lin.support@example.com';

let server: AppServer;
let browser: Browser;
let customerContext: BrowserContext;
let staffContext: BrowserContext;
let customerPage: Page;
let staffPage: Page;
let customer: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // ADMIN_EMAILS keeps the first account (the customer) from becoming an admin, and so staff.
    startAppServer({ SUPPORT_EMAILS: STAFF_EMAIL, ADMIN_EMAILS: 'owner@example.com' }),
    launchBrowser(),
  ]);
  customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  customer = await registerViaApi(customerContext, server);
  await registerViaApi(staffContext, server, {
    user: buildTestUser({ name: 'Lin Support', email: STAFF_EMAIL }),
  });
  customerPage = await customerContext.newPage();
  staffPage = await staffContext.newPage();
});
afterAll(async () => {
  await customerContext?.close();
  await staffContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('support tickets from both sides', () => {
  it('lets a customer create a ticket and read the AI answer at once', async () => {
    await customerPage.goto(`${server.url}/support`);
    await customerPage.getByRole('heading', { level: 3, name: 'No tickets yet' }).waitFor();
    await customerPage.getByRole('button', { name: 'Create New Ticket' }).first().click();
    const form = customerPage.getByRole('form', { name: 'Create New Ticket' });

    // The specification's messages, before anything is sent.
    await form.getByLabel('Subject').fill('Hey');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await form.getByText('Subject must be at least 5 characters').waitFor();
    await form.getByText('Message must be at least 10 characters').waitFor();

    await form.getByLabel('Subject').fill('Forgot password');
    await form
      .getByLabel('Message')
      .fill('I forgot my password and cannot sign in on my laptop. How do I reset it?');
    await form.getByLabel('Priority').selectOption('high');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();

    await customerPage.getByText('AI Response Available', { exact: true }).waitFor();
    const ticket = customerPage.getByRole('list', { name: 'Your tickets' }).getByRole('listitem').first();
    await ticket.getByText('High priority').waitFor();
    const aiReply = ticket.getByRole('listitem', { name: 'Reply from PolicyLens assistant' });
    await aiReply.waitFor();
    await expect.poll(() => aiReply.getByText(/% confident/).count()).toBe(1);
    const articleLink = aiReply.getByRole('link', { name: 'Signing in and resetting your password' });
    expect(await articleLink.getAttribute('href')).toBe('/help/signing-in');
    expect(await findSeriousAxeViolations(customerPage)).toEqual([]);
  });

  it('lets a staff member find it in the queue, with the plan and AI confidence, and reply', async () => {
    await staffPage.goto(`${server.url}/support/queue`);
    const queue = staffPage.getByRole('list', { name: 'Tickets in queue order' });
    const row = queue.getByRole('button', { name: /Forgot password/ });
    await row.waitFor();
    await expect.poll(() => row.getByText('Free', { exact: true }).count()).toBe(1);
    await expect.poll(() => row.getByText(/AI \d+%/).count()).toBe(1);
    await row.click();

    const panel = staffPage.getByRole('region', { name: 'Ticket: Forgot password' });
    await panel.getByText(customer.email, { exact: false }).first().waitFor();
    const form = panel.getByRole('form', { name: 'Staff reply' });
    await form
      .getByLabel('Reply to the customer')
      .fill('Hi! I have sent you a fresh reset link; it works for one hour.');
    await form.getByLabel('Status after reply').selectOption('resolved');
    await form.getByRole('button', { name: 'Send reply' }).click();
    await staffPage.getByText('Reply sent', { exact: true }).waitFor();
    await panel.getByRole('listitem', { name: 'Reply from Lin · Support team' }).waitFor();
    expect(await findSeriousAxeViolations(staffPage)).toEqual([]);
  });

  it('shows the customer the staff reply and the new status', async () => {
    await customerPage.reload();
    const ticket = customerPage.getByRole('list', { name: 'Your tickets' }).getByRole('listitem').first();
    await ticket.getByText('Resolved', { exact: true }).waitFor();
    await ticket.getByRole('button', { name: /Forgot password/ }).click();
    const staffReply = ticket.getByRole('listitem', { name: 'Reply from Lin · Support team' });
    await staffReply.getByText('I have sent you a fresh reset link').waitFor();
  });

  it('keeps the staff console closed to customers', async () => {
    await customerPage.goto(`${server.url}/support/queue`);
    await customerPage.getByRole('heading', { level: 1, name: 'Support staff only' }).waitFor();
  });

  it('serves the help center: list, search and one article', async () => {
    await customerPage.goto(`${server.url}/help`);
    await customerPage.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
    // The list arrives after the heading: wait for it rather than counting at once.
    await expect
      .poll(() => customerPage.getByRole('link').filter({ hasText: 'Plans and limits' }).count())
      .toBe(1);
    await customerPage
      .getByRole('searchbox', { name: 'Search the help articles' })
      .fill('cancel subscription');
    const first = customerPage.getByRole('heading', { name: /articles? for “cancel subscription”/ });
    await first.waitFor();
    await customerPage.getByRole('link', { name: /^Billing and cancellation/ }).click();
    await customerPage.getByRole('heading', { level: 1, name: 'Billing and cancellation' }).waitFor();
    await customerPage.getByRole('heading', { level: 2, name: 'Cancelling' }).waitFor();
    expect(await findSeriousAxeViolations(customerPage)).toEqual([]);
  });
});
