import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** 'outbox' keeps messages in the database; 'smtp' also delivers them. */
  transport: 'outbox' | 'smtp';
  send: (message: MailMessage) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Every message is written to the outbox table (so admins can see what was sent); with SMTP_URL it is
 * also delivered through nodemailer and marked sent.
 */
export function createMailer(options: { db: Database; config: Config }): Mailer {
  const { db, config } = options;
  const transporter = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  return {
    transport: transporter ? 'smtp' : 'outbox',
    send: async (message) => {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
        })
        .returning({ id: emailOutbox.id });
      if (!transporter || !row) return;
      await transporter.sendMail({ from: config.mail.from, ...message });
      await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
    },
  };
}

export function registerMailer(app: FastifyInstance, config: Config): void {
  app.decorate('mailer', createMailer({ db: app.db, config }));
}
