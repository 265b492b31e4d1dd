import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { JobContext } from '../../plugins/jobs';
import { isEmailTemplateName, renderEmailTemplate } from './templates/render-email-template';
import type { EmailTransport } from './transports';
import { buildOneClickUnsubscribeUrl, buildUnsubscribeUrl } from './unsubscribe-token';

export type SendContext = {
  db: Database;
  transport: EmailTransport;
  from: string;
  appUrl: string;
  appSecret: string;
  marketingAddress: string;
  log: FastifyBaseLogger;
  /** A claim older than this (a worker that died mid-send) may be taken over by a retry. */
  staleClaimSeconds: number;
};

/** Templates sent because of the Marketing Emails preference: they carry unsubscribe links (RFC 8058). */
const MARKETING_TEMPLATES = new Set(['campaign', 'monthly-report']);

/**
 * Delivers one outbox message, at most once. The row is claimed atomically (queued → sending) so that
 * two jobs for the same message cannot both send it; a sent row is never sent again, whatever the
 * queue retries. A transport error puts the row back to queued (or failed after the last retry) and
 * rethrows so that the queue retries with backoff.
 */
export async function sendOutboxMessage(
  context: SendContext,
  outboxId: string,
  job: JobContext,
): Promise<void> {
  const { db, transport, log } = context;
  const [claimed] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: new Date() })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        or(
          eq(emailOutbox.status, 'queued'),
          and(
            eq(emailOutbox.status, 'sending'),
            lt(emailOutbox.lastAttemptAt, new Date(Date.now() - context.staleClaimSeconds * 1000)),
          ),
        ),
      ),
    )
    .returning();
  // Already sent, failed for good, gone, or being sent by another worker right now.
  if (!claimed) return;

  try {
    let { textBody, htmlBody, headers } = claimed;
    if (claimed.template !== null && htmlBody === null) {
      const rendered = await renderTemplatedMessage(context, claimed);
      ({ textBody, htmlBody, headers } = rendered);
      // Stored before the send: the record shows exactly what the recipient got.
      await db.update(emailOutbox).set({ textBody, htmlBody, headers }).where(eq(emailOutbox.id, claimed.id));
    }
    const { providerMessageId } = await transport.deliver({
      from: context.from,
      to: claimed.toAddress,
      subject: claimed.subject,
      text: textBody,
      html: htmlBody ?? undefined,
      headers,
      idempotencyKey: claimed.id,
    });
    await db
      .update(emailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        transport: transport.service,
        providerMessageId,
        lastError: null,
      })
      .where(eq(emailOutbox.id, claimed.id));
    log.info(
      { outboxId: claimed.id, transport: transport.service, category: claimed.category },
      'email sent',
    );
  } catch (error) {
    const isLastAttempt = job.retryCount >= job.retryLimit;
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(emailOutbox)
      .set({ status: isLastAttempt ? 'failed' : 'queued', lastError: message.slice(0, 1000) })
      .where(eq(emailOutbox.id, claimed.id));
    log.warn(
      {
        outboxId: claimed.id,
        transport: transport.service,
        attempt: claimed.attempts,
        isLastAttempt,
        err: error,
      },
      'email send failed',
    );
    throw error;
  }
}

async function renderTemplatedMessage(
  context: SendContext,
  row: typeof emailOutbox.$inferSelect,
): Promise<{ textBody: string; htmlBody: string; headers: Record<string, string> }> {
  if (!row.template || !isEmailTemplateName(row.template))
    throw new Error(`outbox message ${row.id} has no text and no known template`);
  const headers = { ...row.headers };
  const data: Record<string, unknown> = { appUrl: context.appUrl, ...row.templateData };
  if (MARKETING_TEMPLATES.has(row.template)) {
    const link = { appUrl: context.appUrl, secret: context.appSecret, email: row.toAddress };
    data.unsubscribeUrl = buildUnsubscribeUrl(link);
    // RFC 2369 and RFC 8058: one-click unsubscribe from the mail client's own button.
    const mailto = `mailto:${context.marketingAddress}?subject=unsubscribe`;
    headers['List-Unsubscribe'] = `<${buildOneClickUnsubscribeUrl(link)}>, <${mailto}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const { html, text } = await renderEmailTemplate(row.template, data);
  return { textBody: text, htmlBody: html, headers };
}
