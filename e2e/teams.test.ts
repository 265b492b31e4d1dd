import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREFUL_SAMPLE_POLICY } from '../src/common/sample-policies';
import { TEAM_MESSAGES } from '../src/common/teams';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { buildTestUser, registerViaApi } from './fixtures/accounts';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { findSeriousAxeViolations, launchBrowser } from './fixtures/browser';

/*
 * Two people in two browser profiles: an owner on Pro creates a team and invites a colleague, who
 * accepts in their own browser and reads the analysis the owner shared, without any of the controls.
 * The owner's plan is set in the database between two runs of the server on the same data directory,
 * as there is no paid checkout in tests.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-e2e-teams-'));
let server: AppServer;
let browser: Browser;
let ownerContext: BrowserContext;
let memberContext: BrowserContext;
const owner = buildTestUser({ name: 'Olivia Owner' });
const member = buildTestUser({ name: 'Max Member' });

beforeAll(async () => {
  browser = await launchBrowser();
  const first = await startAppServer({ DATA_DIR: dataDir });
  ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await registerViaApi(ownerContext, first, { user: owner });
  await registerViaApi(memberContext, first, { user: member });
  await first.stop();

  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.db.update(users).set({ tier: 'pro' }).where(eq(users.email, owner.email));
  await database.close();
  server = await startAppServer({ DATA_DIR: dataDir });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('teams in the browser', () => {
  it('owner creates a team and invites; the invitee accepts and reads the shared analysis without controls', async () => {
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${server.url}/teams`);
    await ownerPage.getByRole('heading', { name: 'Team Collaboration' }).waitFor();
    await ownerPage.getByRole('heading', { name: 'No teams yet' }).waitFor();
    expect(await findSeriousAxeViolations(ownerPage)).toEqual([]);

    // Create Team: Enter submits; the dialog closes and the card appears.
    await ownerPage.getByRole('button', { name: 'Create Your First Team' }).click();
    const createDialog = ownerPage.getByRole('dialog', { name: 'Create Team' });
    const nameField = createDialog.getByLabel('Team name');
    await nameField.fill('   ');
    expect(await createDialog.getByRole('button', { name: 'Create Team' }).isDisabled()).toBe(true);
    await nameField.fill('Vendor review');
    await nameField.press('Enter');
    await createDialog.waitFor({ state: 'hidden' });
    await ownerPage.getByRole('button', { name: 'View Vendor review' }).click();

    // Invite by email: Enter submits, and the invitation shows as Pending in the members table.
    const detail = ownerPage.getByRole('dialog', { name: 'Vendor review' });
    await detail.getByRole('button', { name: 'Invite Member' }).click();
    const inviteDialog = ownerPage.getByRole('dialog', { name: 'Invite Member' });
    await inviteDialog.getByLabel('Email').fill(member.email);
    await inviteDialog.getByLabel('Email').press('Enter');
    await inviteDialog.waitFor({ state: 'hidden' });
    await detail.getByRole('cell', { name: member.email, exact: true }).waitFor();
    await detail.getByRole('cell', { name: 'Pending', exact: true }).waitFor();
    await detail.getByText("No analyses shared yet. Team members' analyses will appear here.").waitFor();
    await ownerPage.keyboard.press('Escape');

    // The owner analyzes a policy and shares it from the history.
    const analysis = await ownerContext.request.post(`${server.url}/api/simplify-policy`, {
      data: { text: CAREFUL_SAMPLE_POLICY.slice(0, 20_000) },
    });
    expect(analysis.status()).toBe(200);
    await ownerPage.goto(`${server.url}/history`);
    await ownerPage.getByRole('button', { name: /^Share .* with team$/ }).click();
    await ownerPage.getByRole('menuitemcheckbox', { name: 'Vendor review' }).click();
    await ownerPage.getByText('Members of Vendor review can read this analysis now.').first().waitFor();
    expect(
      await ownerPage.getByRole('menuitemcheckbox', { name: 'Vendor review' }).getAttribute('aria-checked'),
    ).toBe('true');

    // The invitee, in a phone-sized browser of their own: the invitation waits with Accept and Decline.
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`${server.url}/teams`);
    const invitation = memberPage.getByRole('listitem', { name: 'Invitation to Vendor review' });
    await invitation.waitFor();
    expect(await invitation.getByText('Olivia Owner invited you').isVisible()).toBe(true);
    // On Free: the reason creating a team is not offered, with the way to the plans.
    expect(await memberPage.getByText(TEAM_MESSAGES.planRequired).isVisible()).toBe(true);
    expect(await memberPage.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(await findSeriousAxeViolations(memberPage)).toEqual([]);
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await invitation.waitFor({ state: 'detached' });

    await memberPage.getByRole('button', { name: 'View Vendor review' }).click();
    const memberDetail = memberPage.getByRole('dialog', { name: 'Vendor review' });
    await memberDetail.getByText('Max Member').waitFor();
    // A plain member sees no invite control and no actions on anyone else, only 'Leave team' on themself.
    expect(await memberDetail.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    expect(await memberDetail.getByRole('button', { name: 'Actions for Olivia Owner' }).count()).toBe(0);
    expect(await memberDetail.getByRole('button', { name: 'Unshare' }).count()).toBe(0);
    expect(await memberDetail.getByRole('button', { name: 'Actions for Max Member' }).count()).toBe(1);

    // The shared analysis opens read-only, with its evidence and without exports.
    const shared = memberDetail
      .getByRole('region', { name: 'Shared analyses' })
      .or(memberDetail.getByLabel('Shared analyses'));
    const link = shared.getByRole('link').first();
    await link.click();
    await memberPage.waitForURL(/\/teams\/[^/]+\/analyses\/[^/]+$/);
    await memberPage.getByText('Read-only: shared by a team member').waitFor();
    expect(await memberPage.getByText('Shared with Vendor review by Olivia Owner').count()).toBe(1);
    expect(await memberPage.getByRole('heading', { name: 'Export Report' }).count()).toBe(0);
    expect(await findSeriousAxeViolations(memberPage)).toEqual([]);

    // The owner sees the member joined, with a date instead of Pending.
    await ownerPage.goto(`${server.url}/teams`);
    await ownerPage.getByRole('button', { name: 'View Vendor review' }).click();
    await detail.getByRole('cell', { name: /^Max Member/ }).waitFor();
    expect(await detail.getByRole('cell', { name: 'Pending', exact: true }).count()).toBe(0);
    expect(await detail.getByRole('button', { name: 'Actions for Max Member' }).count()).toBe(1);
  }, 120_000);
});
