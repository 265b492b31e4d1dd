import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { EMAIL_SEND_QUEUE } from '../../plugins/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startFakeEmailApi, type FakeEmailApi } from '../../test/fake-email-api';
import { waitFor } from '../../test/wait-for';

let api: FakeEmailApi;
beforeAll(async () => {
  api = await startFakeEmailApi();
});
afterAll(() => api.close());

async function sentRow(testApp: TestApp, id: string) {
  return waitFor(
    async () => {
      const [row] = await testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row?.status === 'sent' || row?.status === 'failed' ? row : undefined;
    },
    { description: `outbox message ${id} to be sent`, timeoutMs: 30_000 },
  );
}

const PROVIDERS = [
  {
    name: 'SendGrid (SENDGRID_API_KEY, @sendgrid/mail)',
    env: (url: string) => ({ SENDGRID_API_KEY: 'SG.test-key', SENDGRID_BASE_URL: `${url}/` }),
    path: '/v3/mail/send',
    service: 'sendgrid',
    authorization: 'Bearer SG.test-key',
  },
  {
    name: 'Resend (RESEND_API_KEY, resend SDK)',
    env: (url: string) => ({ RESEND_API_KEY: 're_test_key', RESEND_BASE_URL: url }),
    path: '/emails',
    service: 'resend',
    authorization: 'Bearer re_test_key',
  },
] as const;

describe.each(PROVIDERS)('$name', (provider) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ...provider.env(api.url), MAIL_FROM: 'PolicyLens <noreply@policylens.test>' },
    });
  });
  afterAll(() => testApp.close());

  it('delivers a message through the provider’s API and records it', async () => {
    expect(testApp.app.mailer.service).toBe(provider.service);
    const before = api.accepted.length;
    const queued = await testApp.app.mailer.send({
      to: 'reader@example.com',
      subject: 'Hello from the queue',
      text: 'Plain part',
      html: '<p>HTML part</p>',
    });
    const row = await sentRow(testApp, queued!.id);
    expect(row).toMatchObject({ status: 'sent', transport: provider.service, attempts: 1 });
    expect(row.providerMessageId).toMatch(/^msg-/);
    expect(api.accepted).toHaveLength(before + 1);
    const request = api.accepted.at(-1)!;
    expect(request.path).toBe(provider.path);
    expect(request.headers.authorization).toBe(provider.authorization);
    expect(JSON.stringify(request.body)).toContain('reader@example.com');
    expect(JSON.stringify(request.body)).toContain('Hello from the queue');
    expect(JSON.stringify(request.body)).toContain('<p>HTML part</p>');
    if (provider.service === 'resend') expect(request.headers['idempotency-key']).toBe(row.id);
  });

  it('retries a provider that fails twice and delivers exactly one message', async () => {
    const before = { requests: api.requests.length, accepted: api.accepted.length };
    api.failNext(2);
    const queued = await testApp.app.mailer.send({
      to: 'retry@example.com',
      subject: 'Retry me',
      text: 'Once',
    });
    const row = await sentRow(testApp, queued!.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(api.requests.length - before.requests).toBe(3);
    expect(api.accepted.length - before.accepted).toBe(1);

    // A worker that died after sending would have its job retried: the same message id is not sent again.
    await testApp.app.jobs.send(EMAIL_SEND_QUEUE, { outboxId: row.id });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(api.accepted.length - before.accepted).toBe(1);
  });
});
