import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { emailOutbox } from '../../db/schema';
import { appUrlOf } from '../../lib/app-url';
import { EMAIL_SEND_QUEUE, type EmailSendJob } from '../../plugins/mailer';
import { EMAIL_CAMPAIGN_QUEUE, fanOutCampaign, type EmailCampaignJob } from './campaign-service';
import { sendOutboxMessage } from './send-outbox-message';
import type { EmailTransport } from './transports';

export type EmailWorkerOptions = {
  /** First retry delay in seconds; it doubles on each of the 5 retries. */
  retryDelaySeconds: number;
  /** Messages sent at once by this process. */
  concurrency: number;
};

/** A send that takes longer than this is treated as a dead worker; its job is retried. */
const SEND_EXPIRY_SECONDS = 120;

/**
 * Starts the email workers: `email-send` delivers one outbox message per job, `email-campaign` fans a
 * campaign out into messages. Messages left queued by a stopped process are queued again at start.
 */
export async function registerEmailWorkers(
  app: FastifyInstance,
  options: { config: Config; appSecret: string; transport: EmailTransport } & EmailWorkerOptions,
): Promise<void> {
  const { config, transport } = options;
  app.addHook('onClose', async () => transport.close());
  await app.jobs.defineQueue(EMAIL_SEND_QUEUE, {
    retryLimit: 5,
    retryDelaySeconds: options.retryDelaySeconds,
    backoff: true,
    expireInSeconds: SEND_EXPIRY_SECONDS,
  });
  await app.jobs.defineQueue(EMAIL_CAMPAIGN_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: options.retryDelaySeconds,
    backoff: true,
    expireInSeconds: 15 * 60,
  });
  const context = {
    db: app.db,
    transport,
    from: config.mail.from,
    appUrl: appUrlOf(config),
    appSecret: options.appSecret,
    marketingAddress: config.mail.addresses.marketing,
    log: app.log,
    staleClaimSeconds: SEND_EXPIRY_SECONDS,
  };
  await app.jobs.work<EmailSendJob>(EMAIL_SEND_QUEUE, { concurrency: options.concurrency }, (data, job) =>
    sendOutboxMessage(context, data.outboxId, job),
  );
  await app.jobs.work<EmailCampaignJob>(EMAIL_CAMPAIGN_QUEUE, { concurrency: 1 }, async (data) => {
    const recipients = await fanOutCampaign({ db: app.db, jobs: app.jobs, campaignId: data.campaignId });
    app.log.info({ campaignId: data.campaignId, recipients }, 'campaign queued');
  });
  await requeueStrandedMessages(app);
}

/**
 * A message whose row was written but whose job was lost (the process stopped between the two) is
 * queued again. A duplicate job is harmless: the worker's claim sends each message once.
 */
async function requeueStrandedMessages(app: FastifyInstance): Promise<void> {
  const before = new Date(Date.now() - SEND_EXPIRY_SECONDS * 1000);
  const stranded = await app.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        lt(emailOutbox.createdAt, before),
        or(
          eq(emailOutbox.status, 'queued'),
          and(inArray(emailOutbox.status, ['sending']), lt(emailOutbox.lastAttemptAt, before)),
        ),
      ),
    );
  if (stranded.length === 0) return;
  await app.jobs.sendMany<EmailSendJob>(
    EMAIL_SEND_QUEUE,
    stranded.map((row) => ({ outboxId: row.id })),
  );
  app.log.info({ count: stranded.length }, 'queued stranded emails again');
}
