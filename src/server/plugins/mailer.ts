import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { JobQueue } from './jobs';
import type { EmailTemplateName } from '../features/email/templates/render-email-template';
import type { EmailService } from '../features/email/transports';

export const EMAIL_SEND_QUEUE = 'email-send';
export type EmailSendJob = { outboxId: string };

type MessageOptions = {
  to: string;
  subject: string;
  /** Extra headers (e.g. Reply-To); List-Unsubscribe is added by the worker for marketing templates. */
  headers?: Record<string, string>;
  /** transactional (default), campaign, usage-warning, monthly-report, test... */
  category?: string;
  userId?: string;
  /** A second message with the same key is not queued (e.g. one usage warning per user and month). */
  dedupeKey?: string;
};

/** A message whose text (and optional HTML) the caller wrote. */
export type MailMessage = MessageOptions & { text: string; html?: string };
/** A message rendered by the worker from one of the HTML templates in features/email/templates. */
export type TemplatedMailMessage = MessageOptions & {
  template: EmailTemplateName;
  templateData: Record<string, unknown>;
};

export type Mailer = {
  /** The service that delivers: sendgrid, resend, smtp or outbox (the embedded default). */
  service: EmailService;
  /**
   * Queues a message durably and returns once its outbox row and send job are written; delivery,
   * retries and the record of what was sent happen in the email worker. Returns null when the
   * dedupe key was already used.
   */
  send: (message: MailMessage | TemplatedMailMessage) => Promise<{ id: string } | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(options: { db: Database; jobs: JobQueue; service: EmailService }): Mailer {
  const { db, jobs, service } = options;
  return {
    service,
    send: async (message) => {
      const isTemplated = 'template' in message;
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: isTemplated ? '' : message.text,
          htmlBody: isTemplated ? null : message.html,
          template: isTemplated ? message.template : null,
          templateData: isTemplated ? message.templateData : null,
          headers: message.headers ?? {},
          category: message.category ?? 'transactional',
          userId: message.userId,
          dedupeKey: message.dedupeKey,
        })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id });
      if (!row) return null;
      await jobs.send<EmailSendJob>(EMAIL_SEND_QUEUE, { outboxId: row.id });
      return row;
    },
  };
}

export function registerMailer(app: FastifyInstance, service: EmailService): void {
  app.decorate('mailer', createMailer({ db: app.db, jobs: app.jobs, service }));
}
