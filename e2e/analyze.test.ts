import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '../src/common/analyses';
import { exportFileName } from '../src/common/analysis-title';
import { CATEGORY_TOPICS, CONFIDENCE_EXPLANATIONS, confidenceWordOf } from '../src/common/analysis';
import { CAREFUL_SAMPLE_POLICY } from '../src/common/sample-policies';
import { fitTextToLimit } from '../src/client/features/analyze/lib/fit-text-to-limit';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { buildTestUser, registerViaApi } from './fixtures/accounts';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let analysis: AnalysisResponse;

const RESULT_CARDS = [
  'TL;DR Summary',
  'Data Collection',
  'Data Sharing',
  'Your Rights',
  'Restrictions',
  'Not stated in this policy',
  'Export Report',
];

/** The toast on screen (one at a time), by its title or description. */
function toastTitled(text: string | RegExp) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: typeof text === 'string' });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await registerViaApi(context, server);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('analyze, evidence, export and history (Free plan)', () => {
  it('checks the input before sending anything', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Analyze a privacy policy' }).waitFor();
    await expect.poll(() => page.getByText('0 / 5,000 characters').count()).toBe(1);

    await page.getByRole('button', { name: 'Analyze Policy' }).click();
    await toastTitled('No text provided').waitFor();
    // The complaint closes as soon as the text it was about changes.
    await page.getByLabel('Privacy policy text').fill('We');
    await toastTitled('No text provided').waitFor({ state: 'detached' });
    await page.getByLabel('Privacy policy text').fill('');

    await page.getByRole('tab', { name: 'File Upload' }).click();
    await page.getByRole('button', { name: 'Analyze Policy' }).click();
    await toastTitled('No file selected').waitFor();

    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'policy.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<p>hi</p>'),
    });
    await toastTitled('Invalid file type').waitFor();
    expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    await fileInput.setInputFiles({
      name: 'long.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('a'.repeat(6000)),
    });
    await toastTitled('File content too long').waitFor();
    await toastTitled(
      'Your Free plan allows up to 5,000 characters, but your file contains 6,000 characters.',
    ).waitFor();
    expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    // A file named .pdf whose bytes are a web page: the server says what is wrong with it.
    await fileInput.setInputFiles({
      name: 'saved-policy.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><body><p>Our privacy policy</p></body></html>'),
    });
    await page.getByRole('button', { name: 'Analyze Policy' }).click();
    await toastTitled('Upload Failed').waitFor();
    await toastTitled(/^This file is not a readable PDF/).waitFor();
  });

  it('analyses a sample policy and shows every result card, without red flags on Free', async () => {
    await page.getByRole('tab', { name: 'Text Input' }).click();
    await page.getByRole('button', { name: 'Try an example' }).click();
    await page.getByRole('menuitem', { name: /SnapDeal Buddy/ }).click();
    const text = await page.getByLabel('Privacy policy text').inputValue();
    expect(text).toContain('SNAPDEAL BUDDY');
    expect(text.length).toBeLessThanOrEqual(5000);

    const responsePromise = page.waitForResponse((response) =>
      response.url().endsWith('/api/simplify-policy'),
    );
    await page.getByRole('button', { name: 'Analyze Policy' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(200);
    analysis = (await response.json()) as AnalysisResponse;
    await toastTitled('Analysis Complete').waitFor();
    await toastTitled('Your privacy policy has been simplified!').waitFor();

    for (const title of RESULT_CARDS) {
      await page.getByRole('region', { name: title, exact: true }).waitFor();
    }
    await expect.poll(() => page.getByText(analysis.tldrSummary, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Red Flags', exact: true }).count()).toBe(0);
    expect(analysis.redFlags).toBeUndefined();
    // Free learns how many red flags there are and how severe, with the way to the plans that show them.
    const hidden = analysis.hiddenRedFlags?.total ?? 0;
    expect(hidden).toBeGreaterThan(0);
    const teaser = page.getByRole('region', {
      name: `This policy has ${hidden} ${hidden === 1 ? 'red flag' : 'red flags'}`,
    });
    await teaser.waitFor();
    expect(await teaser.getByRole('link', { name: /See what they are/ }).getAttribute('href')).toBe(
      '/pricing',
    );
    // The usage card and the header counter were refreshed.
    await page.getByText('1 of 1 analysis used this month', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await findSeriousAxeViolations(page)).toEqual([]);
  });

  it("opens a finding's evidence with its quote highlighted in the full policy", async () => {
    const card = page.getByRole('region', { name: 'Data Collection', exact: true });
    const firstStatement = analysis.dataCollection[0] ?? '';
    const finding = analysis.findings.find(
      (item) => item.section === 'dataCollection' && item.statement === firstStatement,
    );
    expect(finding).toBeDefined();

    const button = card.getByRole('button', { name: `Show source for: ${firstStatement}` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: firstStatement });
    await dialog.waitFor();
    const mark = dialog.locator('mark');
    expect(await mark.textContent()).toBe(finding?.quote);
    expect(finding?.quote).toBe(analysis.inputText.slice(finding?.start, finding?.end));
    await expect
      .poll(() =>
        mark.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    // The topic in plain words, not the research category, and the confidence as a word with its meaning.
    const topic = CATEGORY_TOPICS[finding?.category ?? 'Other'];
    expect(await dialog.getByText(topic, { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(finding?.category ?? '', { exact: true }).count()).toBe(0);
    const word = confidenceWordOf(finding?.confidence ?? 0);
    const confidence = dialog.getByRole('button', { name: new RegExp(`^Confidence: ${word}\\.`) });
    await confidence.focus();
    await page.getByRole('tooltip').getByText(CONFIDENCE_EXPLANATIONS[word]).waitFor();
    // The first Escape closes the tooltip, as in any Radix dialog; the next one closes the panel.
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back to the trigger just after the dialog unmounts.
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('exports the analysis as a PDF and a DOCX', async () => {
    const card = page.getByRole('region', { name: 'Export Report' });
    for (const { button, extension, magic } of [
      { button: 'Download PDF (recommended)', extension: 'pdf', magic: '%PDF-' },
      { button: 'Download DOCX', extension: 'docx', magic: 'PK' },
    ]) {
      const downloadPromise = page.waitForEvent('download');
      await card.getByRole('button', { name: button }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(
        exportFileName({ title: analysis.title, createdAt: new Date(analysis.createdAt), extension }),
      );
      expect(download.suggestedFilename()).toMatch(/^snapdeal-buddy-.*privacy-analysis-\d{4}-\d{2}-\d{2}\./);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
      expect(bytes.length).toBeGreaterThan(1000);
      await toastTitled('Download started').waitFor();
    }
    await toastTitled('Your DOCX report is downloading.').waitFor();
  });

  it('lists the analysis in /history and reopens it with its evidence', async () => {
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.waitForURL(`${server.url}/history`);
    await page.getByRole('heading', { level: 1, name: 'Analysis History' }).waitFor();
    const entry = page.getByRole('list', { name: 'Your analyses' }).getByRole('listitem');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.getByText(analysis.tldrSummary).count()).toBe(1);
    expect(await entry.getByText(`#${analysis.id.slice(0, 8)}`).count()).toBe(1);
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    // Export straight from the list: Text, HTML, PDF and DOCX are offered.
    await entry.getByRole('button', { name: /^Export / }).click();
    await page.getByRole('menuitem').first().waitFor();
    const formats = await page.getByRole('menuitem').allTextContents();
    expect(formats).toEqual(['Text', 'HTML', 'PDF', 'DOCX']);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Text' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(
      exportFileName({ title: analysis.title, createdAt: new Date(analysis.createdAt), extension: 'txt' }),
    );
    expect(await readFile(await download.path(), 'utf8')).toContain(analysis.dataCollection[0]);

    await entry.getByRole('link').click();
    await page.waitForURL(`${server.url}/history/${analysis.id}`);
    await page.getByRole('heading', { level: 1, name: /SnapDeal Buddy/i }).waitFor();
    for (const title of RESULT_CARDS) {
      await page.getByRole('region', { name: title, exact: true }).waitFor();
    }
    const sharing = page.getByRole('region', { name: 'Data Sharing', exact: true });
    await sharing
      .getByRole('button', { name: /^Show source for:/ })
      .first()
      .click();
    await page.getByRole('dialog').locator('mark').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    // Back on the home page (client-side), the result is still there.
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Your analysis' }).waitFor();
    await page.getByRole('region', { name: 'TL;DR Summary' }).getByText(analysis.tldrSummary).waitFor();

    // A direct load of the page works too (the server answers /history/:id).
    const reloaded = await page.goto(`${server.url}/history/${analysis.id}`);
    expect(reloaded?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /SnapDeal Buddy/i }).waitFor();
  });

  it('says the quota is used up before any work, and keeps the last result across a reload', async () => {
    await page.goto(`${server.url}/`);
    // The result of this tab's last analysis is shown again after a full reload.
    await page.getByRole('heading', { level: 2, name: 'Your analysis' }).waitFor();
    await page.getByRole('region', { name: 'TL;DR Summary' }).getByText(analysis.tldrSummary).waitFor();
    await page.getByRole('link', { name: 'Saved to History' }).waitFor();
    // The Free plan's one analysis is used: the button leads to the plans instead of failing later.
    await page.getByText(/You have used your 1 analysis for this month on the Free plan/).waitFor();
    const upgrade = page.getByRole('link', { name: 'Upgrade to analyze more' });
    await upgrade.waitFor();
    expect(await page.getByRole('button', { name: 'Analyze Policy' }).count()).toBe(0);
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    expect(await findSeriousAxeViolations(page)).toEqual([]);
  });

  it('analyses an uploaded TXT file', async () => {
    const uploader = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await registerViaApi(uploader, server, { user: buildTestUser({ name: 'Uma Uploader' }) });
    const phone = await uploader.newPage();
    await phone.goto(`${server.url}/`);
    await phone.getByRole('tab', { name: 'File Upload' }).click();
    const policy = fitTextToLimit(CAREFUL_SAMPLE_POLICY, 5000).text;
    await phone.locator('input[type="file"]').setInputFiles({
      name: 'lantern-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(policy),
    });
    await phone.getByText(`${policy.length.toLocaleString('en-US')} characters`).waitFor();
    const responsePromise = phone.waitForResponse((response) =>
      response.url().endsWith('/api/upload-policy'),
    );
    await phone.getByRole('button', { name: 'Analyze Policy' }).click();
    expect((await responsePromise).status()).toBe(200);
    await phone
      .getByRole('region', { name: /Notifications/ })
      .getByText('Your file has been processed and analyzed!')
      .waitFor();
    await phone
      .getByRole('region', { name: 'TL;DR Summary' })
      .getByText('lantern-notes.txt', { exact: false })
      .waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // On the phone the PDF button's "Recommended" badge fits inside the button, not cut off by it.
    const pdf = phone.getByRole('button', { name: 'Download PDF (recommended)' });
    const button = await pdf.boundingBox();
    const badge = await pdf.getByText('Recommended').boundingBox();
    expect(button && badge).toBeTruthy();
    if (button && badge) expect(badge.x + badge.width).toBeLessThanOrEqual(button.x + button.width);
    await uploader.close();
  });

  it('asks a visitor to sign in on /history and shows the landing page on /', async () => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const apiCalls: string[] = [];
    visitorPage.on('request', (request) => {
      if (/\/api\/(simplify-policy|upload-policy|user\/)/.test(request.url())) apiCalls.push(request.url());
    });
    await visitorPage.goto(`${server.url}/history`);
    await visitorPage.getByRole('heading', { level: 1, name: 'Analysis History' }).waitFor();
    await visitorPage.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await visitorPage.goto(`${server.url}/`);
    await visitorPage.getByRole('link', { name: 'Get Started Free' }).first().waitFor();
    expect(await visitorPage.getByRole('button', { name: 'Analyze Policy' }).count()).toBe(0);
    expect(apiCalls).toEqual([]);
    await visitor.close();
  });
});
