import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeChatServer,
  type FakeServer,
} from '../src/analyzer/llm/test-support/fake-chat-completions-server';
import { LLM_TEST_ANSWER, LLM_TEST_POLICY } from '../src/analyzer/llm/test-support/llm-test-answer';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { registerViaApi } from './fixtures/accounts';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

/** Set E2E_SCREENSHOTS to a folder to keep pictures of the progress view at 1280 and 390 px. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let chat: FakeServer;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // A slow model: long enough to look at the progress, reload and visit History meanwhile.
  chat = await startFakeChatServer(() => ({
    kind: 'hang',
    ms: 12_000,
    content: JSON.stringify(LLM_TEST_ANSWER),
  }));
  [server, browser] = await Promise.all([
    startAppServer({
      ANALYZER_PROVIDER: 'openai-compatible',
      ANALYZER_BASE_URL: chat.baseUrl,
      ANALYZER_MODEL: 'test-model',
      ANALYZER_API_KEY: 'test',
    }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await registerViaApi(context, server);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await chat?.close();
});

async function screenshot(name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

describe('an LLM analysis runs as a job the page follows', () => {
  it('shows the progress, keeps it across a reload and in History, then shows the result', async () => {
    await page.goto(`${server.url}/`);
    await page.getByLabel('Privacy policy text').fill(LLM_TEST_POLICY);
    await page.getByRole('button', { name: 'Analyze Policy' }).click();

    const progress = page.getByRole('heading', { name: 'Analysing your policy' });
    await progress.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Analysing: The AI model is reading your policy.' })
      .waitFor();
    await expect.poll(() => page.getByText(/^0:0[1-9]$/).count(), { timeout: 5_000 }).toBe(1);
    expect(await findSeriousAxeViolations(page)).toEqual([]);
    await progress.scrollIntoViewIfNeeded();
    await screenshot('progress-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await progress.scrollIntoViewIfNeeded();
    await screenshot('progress-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reload comes back to the same analysis in progress.
    await page.reload();
    await progress.waitFor();

    // History lists it with its status and leads back to its progress.
    await page.goto(`${server.url}/history`);
    const inProgress = page.getByRole('region', { name: 'In progress' });
    await inProgress.getByText('Analysing', { exact: true }).waitFor();
    await screenshot('history-in-progress-1280');
    await inProgress.getByRole('link', { name: 'Follow progress' }).click();
    await progress.waitFor();

    // The model answers: the result shows like any other, and is in History.
    const results = page.getByRole('heading', { name: 'Your analysis' });
    await results.waitFor({ timeout: 30_000 });
    await page.getByText('Collects your name and email.').first().waitFor();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Analysis Complete')
      .waitFor();
    expect(await progress.count()).toBe(0);
    await page.goto(`${server.url}/history`);
    await page
      .getByRole('list', { name: 'Your analyses' })
      .getByRole('link', { name: 'Example Co Privacy Policy' })
      .waitFor();
    expect(await page.getByRole('region', { name: 'In progress' }).count()).toBe(0);
    expect(chat.requests).toHaveLength(1);
  }, 120_000);
});
