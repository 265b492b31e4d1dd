import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const PUBLIC_PAGES = [
  { path: '/', heading: /Privacy policies,\s*in plain English/ },
  { path: '/pricing', heading: /Simple plans/ },
  { path: '/signin', heading: /Sign in to PolicyLens/ },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Service/ },
] as const;

describe('public pages', () => {
  it.each(PUBLIC_PAGES)(
    '$path shows its heading with no serious accessibility violation',
    async ({ path, heading }) => {
      const page = await context.newPage();
      // A visitor's page load is clean: no console error, no failed request (not even a 401 for "who am I").
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('response', (answer) => {
        if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`);
      });
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).isVisible(),
      ).resolves.toBe(true);
      expect(await findSeriousAxeViolations(page)).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('shows 404 Page Not Found with HTTP status 404 for an unknown path', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch('404 Page Not Found');
    expect(await findSeriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends every landing call to action to /signin and marks Pro as popular', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await page.waitForURL(`${server.url}/signin`);
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.getByText('POPULAR', { exact: true }).count()).toBe(1);
    await page.close();
  });

  it('has thirteen numbered sections on the privacy policy and the terms', async () => {
    const page = await context.newPage();
    for (const path of ['/privacy', '/terms']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 2, name: /^13\./ }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: /^\d+\./ }).count()).toBe(13);
    }
    await page.close();
  });

  it('lays out the pricing page on a 390 px phone without horizontal scrolling', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${server.url}/pricing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByText('Most Popular').count()).toBe(1);
    await phone.close();
  });
});
