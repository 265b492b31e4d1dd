import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';
import { waitFor } from '../../test/wait-for';

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];
let testApp: TestApp;

beforeAll(async () => {
  // A real SMTP server on loopback that accepts any login and keeps what it is sent.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  port = address && typeof address === 'object' ? address.port : 0;
  testApp = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'PolicyLens <noreply@policylens.test>' },
  });
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('email through SMTP (SMTP_URL)', () => {
  it('delivers the password reset link to the SMTP server and marks the outbox copy sent', async () => {
    const user = await signUp(testApp.app, { email: 'smtp-user@example.com' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    await testApp.app.background.settled();

    // Sending is queued: the answer does not wait for the SMTP server.
    await waitFor(() => received.length > 0, { description: 'the SMTP server to receive the message' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'noreply@policylens.test', to: ['smtp-user@example.com'] });
    expect(received[0]?.raw).toContain('Subject: Reset your PolicyLens password');
    expect(received[0]?.raw.replace(/=\r?\n/g, '')).toMatch(
      /\/auth\?mode=3Dreset&token=3D|\/auth\?mode=reset&token=/,
    );

    const stored = await waitFor(
      async () => {
        const [row] = await testApp.database.db
          .select({
            sentAt: emailOutbox.sentAt,
            status: emailOutbox.status,
            transport: emailOutbox.transport,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, user.email));
        return row?.status === 'sent' ? row : undefined;
      },
      { description: 'the outbox row to be marked sent' },
    );
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.transport).toBe('smtp');
  });
});
