import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, usageTracking, userPrivacyPreferences, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';
import { waitFor } from '../../test/wait-for';
import { monthKeyOf } from '../usage/usage-service';
import { createUnsubscribeToken } from './unsubscribe-token';

const APP_SECRET = 'test-secret-for-unsubscribe-links-0123456789';
let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { ADMIN_EMAILS: 'admin@example.com', APP_SECRET, PUBLIC_URL: 'https://policylens.test' },
  });
  admin = await signUp(testApp.app, { email: 'admin@example.com', name: 'Admin' });
});
afterAll(() => testApp.close());

async function createUser(
  email: string,
  tier: 'free' | 'premium' | 'pro' | 'enterprise',
  marketing: boolean,
) {
  const user = await signUp(testApp.app, { email, tier, name: email.split('@')[0] });
  await testApp.database.db
    .update(userPrivacyPreferences)
    .set({ marketingEmailsEnabled: marketing })
    .where(eq(userPrivacyPreferences.userId, user.id));
  return user;
}

const campaign = {
  subject: 'Spring update',
  title: 'New: compare two policies <side by side>',
  content: 'We built comparisons.\n\nTry them today & tell us.',
  ctaText: 'Compare now',
  ctaUrl: 'https://policylens.test/compare',
};

function messagesOf(category: string) {
  return testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.category, category));
}

describe('marketing campaigns', () => {
  it('refuses incomplete drafts with the specification’s messages', async () => {
    const post = (payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/email/campaign',
        headers: { cookie: admin.cookie },
        payload,
      });
    expect((await post({ ...campaign, subject: ' ', targetTiers: ['pro'] })).json()).toEqual({
      error: 'All campaign fields are required',
    });
    expect((await post({ ...campaign, targetTiers: [] })).json()).toEqual({
      error: 'Please select at least one target tier',
    });
    const badUrl = await post({ ...campaign, ctaUrl: 'javascript:alert(1)', targetTiers: ['pro'] });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: 'The button link must be a full http:// or https:// address' });
  });

  it('reaches only consenting users of the chosen tiers, with RFC 8058 headers and a working unsubscribe', async () => {
    const proYes = await createUser('pro-yes@example.com', 'pro', true);
    await createUser('pro-no@example.com', 'pro', false);
    const premiumYes = await createUser('premium-yes@example.com', 'premium', true);
    await createUser('free-yes@example.com', 'free', true);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/email/campaign',
      headers: { cookie: admin.cookie },
      payload: { ...campaign, targetTiers: ['pro', 'premium'] },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ message: 'Marketing campaign sent successfully' });

    const sent = await waitFor(
      async () => {
        const rows = await messagesOf('campaign');
        return rows.length === 2 && rows.every((row) => row.status === 'sent') ? rows : undefined;
      },
      { description: 'the campaign to be sent', timeoutMs: 30_000 },
    );
    expect(sent.map((row) => row.toAddress).sort()).toEqual([
      'premium-yes@example.com',
      'pro-yes@example.com',
    ]);

    const message = sent.find((row) => row.toAddress === proYes.email)!;
    const token = createUnsubscribeToken(APP_SECRET, proYes.email);
    const oneClick = `https://policylens.test/api/unsubscribe?email=pro-yes%40example.com&token=${token}`;
    expect(message.headers['List-Unsubscribe']).toBe(
      `<${oneClick}>, <mailto:marketing@policylens.app?subject=unsubscribe>`,
    );
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The visible link, escaped content, and a text part.
    expect(message.htmlBody).toContain(
      `https://policylens.test/unsubscribe?email=pro-yes%40example.com&amp;token=${token}`,
    );
    expect(message.htmlBody).toContain('compare two policies &lt;side by side&gt;');
    expect(message.htmlBody).not.toContain('<side by side>');
    expect(message.textBody).toContain('Try them today & tell us.');
    expect(message.textBody).toContain('https://policylens.test/compare');

    // A forged token changes nothing.
    const forged = await testApp.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?email=pro-yes%40example.com&token=${createUnsubscribeToken('another-secret-that-is-long-enough!!', proYes.email)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: 'Invalid unsubscribe link. Please try again or contact support.',
    });
    expect(await marketingOf(proYes.id)).toBe(true);

    // The one-click POST from the mail client unsubscribes.
    const clicked = await testApp.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({
      message: 'You have been unsubscribed from marketing emails.',
      email: 'pro-yes@example.com',
    });
    expect(await marketingOf(proYes.id)).toBe(false);

    // The link in the email (the /unsubscribe page calls GET) unsubscribes too.
    const premiumToken = createUnsubscribeToken(APP_SECRET, premiumYes.email);
    const linked = await testApp.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?email=premium-yes%40example.com&token=${premiumToken}`,
    });
    expect(linked.statusCode).toBe(200);
    expect(await marketingOf(premiumYes.id)).toBe(false);

    // Missing parameters are the same error.
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/unsubscribe?email=a%40b.c' });
    expect(missing.json()).toEqual({
      error: 'Invalid unsubscribe link. Please try again or contact support.',
    });

    // The next campaign skips those who unsubscribed.
    await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/email/campaign',
      headers: { cookie: admin.cookie },
      payload: { ...campaign, subject: 'Second', targetTiers: ['pro', 'premium', 'free'] },
    });
    const second = await waitFor(
      async () => {
        const rows = (await messagesOf('campaign')).filter((row) => row.subject === 'Second');
        return rows.length > 0 ? rows : undefined;
      },
      { description: 'the second campaign' },
    );
    expect(second.map((row) => row.toAddress)).toEqual(['free-yes@example.com']);
  });
});

async function marketingOf(userId: string) {
  const [row] = await testApp.database.db
    .select({ enabled: userPrivacyPreferences.marketingEmailsEnabled, consent: users.marketingConsentGiven })
    .from(userPrivacyPreferences)
    .innerJoin(users, eq(users.id, userPrivacyPreferences.userId))
    .where(eq(userPrivacyPreferences.userId, userId));
  return row?.enabled === true || row?.consent === true;
}

describe('automated and test emails', () => {
  it('warns users at 80% of their monthly analyses, once per month', async () => {
    const month = monthKeyOf(new Date());
    const atLimit = await createUser('warn-free@example.com', 'free', false);
    const under = await createUser('under-premium@example.com', 'premium', false);
    const at80 = await createUser('at80-premium@example.com', 'premium', false);
    const unlimited = await createUser('enterprise@example.com', 'enterprise', false);
    await testApp.database.db.insert(usageTracking).values([
      { userId: atLimit.id, month, summariesCount: 1 },
      { userId: under.id, month, summariesCount: 7 },
      { userId: at80.id, month, summariesCount: 8 },
      { userId: unlimited.id, month, summariesCount: 500 },
    ]);
    const run = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/email/usage-warnings',
        headers: { cookie: admin.cookie },
      });
    expect((await run()).json()).toEqual({ message: 'Usage warnings queued for 2 users' });
    expect((await run()).json()).toEqual({ message: 'Usage warnings queued for 0 users' });
    const rows = await waitFor(
      async () => {
        const found = await messagesOf('usage-warning');
        return found.every((row) => row.status === 'sent') ? found : undefined;
      },
      { description: 'usage warnings to be sent' },
    );
    expect(rows.map((row) => row.toAddress).sort()).toEqual([
      'at80-premium@example.com',
      'warn-free@example.com',
    ]);
    expect(rows.find((row) => row.toAddress === at80.email)?.textBody).toContain('used 8');
  });

  it('sends monthly reports to consenting users only', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/email/monthly-reports',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const rows = await messagesOf('monthly-report');
    const consenting = await testApp.database.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(userPrivacyPreferences, eq(userPrivacyPreferences.userId, users.id))
      .where(eq(userPrivacyPreferences.marketingEmailsEnabled, true));
    expect(rows.map((row) => row.toAddress).sort()).toEqual(consenting.map((row) => row.email).sort());
    expect(rows).toHaveLength(1);
    expect(response.json()).toEqual({ message: 'Monthly reports queued for 1 user' });
  });

  it.each(['welcome', 'usage-warning', 'monthly-report', 'payment-failed'] as const)(
    'sends a %s test email to the admin',
    async (emailType) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/email/test',
        headers: { cookie: admin.cookie },
        payload: { emailType },
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await waitFor(
        async () => {
          const [found] = await testApp.database.db
            .select()
            .from(emailOutbox)
            .where(and(eq(emailOutbox.category, 'test'), eq(emailOutbox.template, emailType)));
          return found?.status === 'sent' ? found : undefined;
        },
        { description: `the ${emailType} test email` },
      );
      expect(row.toAddress).toBe('admin@example.com');
      expect(row.htmlBody).toContain('<html');
      expect(row.textBody.length).toBeGreaterThan(50);
    },
  );
});

describe('forgot-password while the mail server is down', () => {
  it('answers the same for a known and an unknown email, and keeps retrying in the background', async () => {
    const deadSmtp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const user = await signUp(deadSmtp.app, { email: 'known@example.com' });
      const ask = (email: string) =>
        deadSmtp.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const known = await ask(user.email);
      const unknown = await ask('nobody@example.com');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      const row = await waitFor(
        async () => {
          const [found] = await deadSmtp.database.db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.toAddress, user.email));
          return found && found.attempts >= 1 && found.status === 'queued' ? found : undefined;
        },
        { description: 'a failed delivery attempt' },
      );
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await deadSmtp.close();
    }
  });
});
