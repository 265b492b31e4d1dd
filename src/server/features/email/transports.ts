import { Client as SendGridClient } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import nodemailer from 'nodemailer';
import { Resend } from 'resend';
import type { Config } from '../../config';

export const EMAIL_SERVICES = ['sendgrid', 'resend', 'smtp', 'outbox'] as const;
export type EmailService = (typeof EMAIL_SERVICES)[number];

export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  headers: Record<string, string>;
  /** The outbox row id: the provider's idempotency key and the SMTP Message-ID, so a retry is one message. */
  idempotencyKey: string;
};

export type EmailTransport = {
  service: EmailService;
  /** Resolves with the provider's message id once the provider accepted the message; throws otherwise. */
  deliver: (email: OutgoingEmail) => Promise<{ providerMessageId: string | null }>;
  close: () => void;
};

/** Which service sends, when several are configured: SendGrid, then Resend, then SMTP, then the outbox. */
export function chooseEmailService(mail: Config['mail']): EmailService {
  if (mail.sendGridApiKey) return 'sendgrid';
  if (mail.resendApiKey) return 'resend';
  if (mail.smtpUrl) return 'smtp';
  return 'outbox';
}

function createSendGridTransport(apiKey: string, baseUrl: string | undefined): EmailTransport {
  const client = new SendGridClient();
  client.setApiKey(apiKey);
  if (baseUrl) client.setDefaultRequest('baseUrl', baseUrl);
  const mail = new MailService();
  mail.setClient(client);
  return {
    service: 'sendgrid',
    deliver: async (email) => {
      const [response] = await mail.send({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        headers: email.headers,
        // SendGrid has no idempotency key; the id travels with the message and its events.
        customArgs: { outbox_id: email.idempotencyKey },
      });
      const headers: Record<string, unknown> = response.headers as Record<string, unknown>;
      const messageId = headers['x-message-id'];
      return { providerMessageId: typeof messageId === 'string' ? messageId : null };
    },
    close: () => undefined,
  };
}

function createResendTransport(apiKey: string, baseUrl: string | undefined): EmailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    service: 'resend',
    deliver: async (email) => {
      const { data, error } = await resend.emails.send(
        {
          from: email.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          headers: email.headers,
        },
        // Resend drops a second request with the same key for 24 hours.
        { idempotencyKey: email.idempotencyKey },
      );
      if (error) throw new Error(`Resend refused the message: ${error.name}: ${error.message}`);
      return { providerMessageId: data.id };
    },
    close: () => undefined,
  };
}

function createSmtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    service: 'smtp',
    deliver: async (email) => {
      const domain = /@([^>\s]+)/.exec(email.from)?.[1] ?? 'policylens.app';
      const info = await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        // A stable Message-ID lets receiving servers drop a duplicate after a retried send.
        messageId: `<${email.idempotencyKey}@${domain}>`,
      });
      return { providerMessageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: the outbox row is the delivered message. */
const outboxTransport: EmailTransport = {
  service: 'outbox',
  deliver: async () => ({ providerMessageId: null }),
  close: () => undefined,
};

export function createEmailTransport(mail: Config['mail']): EmailTransport {
  const service = chooseEmailService(mail);
  switch (service) {
    case 'sendgrid':
      return createSendGridTransport(mail.sendGridApiKey ?? '', mail.sendGridBaseUrl);
    case 'resend':
      return createResendTransport(mail.resendApiKey ?? '', mail.resendBaseUrl);
    case 'smtp':
      return createSmtpTransport(mail.smtpUrl ?? '');
    case 'outbox':
      return outboxTransport;
  }
}
