import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../src/common/auth';
import {
  TERMS_DIALOG_NAME,
  acceptTermsThroughUi,
  registerThroughUi,
  registerViaApi,
  signInThroughUi,
} from './fixtures/accounts';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh browser profile (its own cookies) per test, closed afterwards. */
async function withContext<T>(
  run: (context: BrowserContext, page: Page) => Promise<T>,
  width = 1280,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 900 } });
  try {
    return await run(context, await context.newPage());
  } finally {
    await context.close();
  }
}

async function readCurrentUserStatus(page: Page): Promise<number> {
  return (await page.request.get(`${server.url}/api/auth/user`)).status();
}

describe('accounts in the browser', () => {
  it('registers, passes the terms gate, saves a privacy setting and deletes the account', async () => {
    await withContext(async (_context, page) => {
      await registerThroughUi(page, server);

      // The gate: open, and Escape or a click on the backdrop leave it open.
      const gate = page.getByRole('dialog', { name: TERMS_DIALOG_NAME });
      await gate.waitFor();
      expect(await gate.getByText('Important Information').isVisible()).toBe(true);
      expect(await gate.getByRole('button', { name: /close/i }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.mouse.click(4, 450);
      await page.waitForTimeout(200);
      expect(await gate.isVisible()).toBe(true);
      expect(await findSeriousAxeViolations(page)).toEqual([]);

      // Accepting needs both required boxes; the links open the documents in a new tab.
      const accept = gate.getByRole('button', { name: 'Accept & Continue' });
      expect(await accept.isDisabled()).toBe(true);
      const termsLink = gate.getByRole('link', { name: /Terms of Service/ }).first();
      expect(await termsLink.getAttribute('target')).toBe('_blank');
      expect(await termsLink.getAttribute('rel')).toBe('noopener noreferrer');
      await gate.getByRole('checkbox', { name: /Terms of Service/ }).check();
      expect(await accept.isDisabled()).toBe(true);
      await acceptTermsThroughUi(page);
      await page.getByText('Terms accepted', { exact: true }).waitFor();

      // The signed-in header: links, tier badge and this month's usage. The first account on a fresh
      // server is made an admin, so the Admin link shows too.
      const header = page.getByRole('banner');
      const mainNav = header.getByRole('navigation', { name: 'Main' });
      for (const name of ['History', 'Teams', 'Support', 'Account', 'Admin']) {
        expect(await mainNav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      await header.getByText('0/1').waitFor();
      expect(await header.getByText('Free', { exact: true }).isVisible()).toBe(true);

      await header.getByRole('button', { name: 'Open user menu' }).click();
      const menu = page.getByRole('menu');
      for (const name of ['Account', 'Privacy Settings', 'Admin Dashboard', 'Logout']) {
        expect(await menu.getByRole('menuitem', { name }).isVisible()).toBe(true);
      }
      await menu.getByRole('menuitem', { name: 'Privacy Settings' }).click();
      await page.waitForURL(`${server.url}/settings`);

      // A privacy choice survives a reload.
      const marketing = page.getByRole('switch', { name: 'Marketing Emails' });
      await marketing.waitFor();
      expect(await marketing.isChecked()).toBe(false);
      await marketing.click();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings saved', { exact: true }).waitFor();
      await page.reload();
      await marketing.waitFor();
      expect(await marketing.isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Google Analytics' }).isChecked()).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await findSeriousAxeViolations(page)).toEqual([]);

      // The account page, then deletion through its confirmation dialog.
      await page.goto(`${server.url}/account`);
      await page.getByRole('heading', { level: 1, name: 'Your Account' }).waitFor();
      await page.getByText('0 of 1').waitFor();
      expect(await page.getByRole('button', { name: 'Upgrade to Pro' }).isVisible()).toBe(true);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download my data' }).click();
      expect((await download).suggestedFilename()).toMatch(/^policylens-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await findSeriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Delete Account' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await readCurrentUserStatus(page)).toBe(200);

      await page.getByRole('button', { name: 'Delete Account' }).click();
      await confirm.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByText('Account Deleted', { exact: true }).waitFor();
      // Then a full page load through /api/logout, which lands on the home page signed out.
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
      // The landing page after the logout navigation still says what happened.
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByText('Account Deleted')
        .waitFor();
      expect(await readCurrentUserStatus(page)).toBe(401);
    });
  });

  it('shows the server error for a wrong password and field errors from the shared rules', async () => {
    const user = await withContext((context) => registerViaApi(context, server));
    await withContext(async (_context, page) => {
      await page.goto(`${server.url}/auth`);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByRole('button', { name: 'Sign in' }).click();
      const email = form.getByLabel('Email');
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
      const describedBy = await email.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(AUTH_MESSAGES.invalidEmail);
      expect(await form.getByText(AUTH_MESSAGES.passwordTooShort).isVisible()).toBe(true);
      expect(await findSeriousAxeViolations(page)).toEqual([]);

      await email.fill(user.email);
      await form.getByLabel('Password', { exact: true }).fill('not the right password');
      await form.getByRole('button', { name: 'Sign in' }).click();
      await form.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidCredentials }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
      expect(await readCurrentUserStatus(page)).toBe(401);
    });
  });

  it('signs in and returns to the page that asked for it', async () => {
    const user = await withContext((context) => registerViaApi(context, server));
    await withContext(async (_context, page) => {
      await page.goto(`${server.url}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Please Sign In' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/signin\?returnTo=/);
      await page.getByRole('link', { name: 'Sign in to continue' }).click();
      // Built-in accounts: /api/login leads to /auth, keeping where to return.
      await page.waitForURL(`${server.url}/auth?returnTo=%2Fsettings`);
      await signInThroughUi(page, server, user, '/settings');
      await page.getByRole('switch', { name: 'Usage Analytics' }).waitFor();

      // Signed in, /signin and /auth send the user on.
      await page.goto(`${server.url}/signin`);
      await page.waitForURL(`${server.url}/`);
    });
  });

  it('asks visitors to sign in on /account and /settings, and never follows an off-site returnTo', async () => {
    await withContext(async (_context, page) => {
      await page.goto(`${server.url}/account`);
      await page.getByRole('heading', { level: 1, name: 'Sign In Required' }).waitFor();
      expect(
        await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href'),
      ).toMatch(/^\/signin/);
      expect(await findSeriousAxeViolations(page)).toEqual([]);

      const user = await registerViaApi(page.context(), server);
      await page.context().clearCookies();
      await page.goto(`${server.url}/auth?returnTo=${encodeURIComponent('//evil.example/')}`);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(user.email);
      await form.getByLabel('Password', { exact: true }).fill(user.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.url}/`);
    });
  });

  it('reports a used or unknown reset link', async () => {
    await withContext(async (_context, page) => {
      await page.goto(`${server.url}/auth?mode=reset&token=not-a-real-token`);
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('a brand new password');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidResetToken }).waitFor();
    });
  });

  it('lays out /auth, the gate and /account on a 390 px phone without horizontal scrolling', async () => {
    await withContext(async (context, page) => {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.goto(`${server.url}/auth?mode=register`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);

      await registerViaApi(context, server, { acceptTerms: false });
      await page.goto(`${server.url}/account`);
      const gate = page.getByRole('dialog', { name: TERMS_DIALOG_NAME });
      await gate.waitFor();
      expect(await gate.getByRole('button', { name: 'Accept & Continue' }).isVisible()).toBe(true);
      await acceptTermsThroughUi(page);
      await page.getByRole('heading', { level: 1, name: 'Your Account' }).waitFor();
      await page.getByRole('banner').getByText('0/1').waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
    }, 390);
  });
});
