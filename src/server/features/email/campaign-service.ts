import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignRequest } from '../../../common/email';
import type { Database } from '../../db/client';
import { emailCampaigns, emailOutbox, userPrivacyPreferences, users } from '../../db/schema';
import type { JobQueue } from '../../plugins/jobs';
import { EMAIL_SEND_QUEUE, type EmailSendJob } from '../../plugins/mailer';
import { insertOutboxRowsFrom } from './insert-outbox-rows';

export const EMAIL_CAMPAIGN_QUEUE = 'email-campaign';
export type EmailCampaignJob = { campaignId: string };

/**
 * Records the campaign and queues one fan-out job; the request answers at once whatever the number of
 * recipients (a campaign to 10,000 users is two inserts here).
 */
export async function queueCampaign(options: {
  db: Database;
  jobs: JobQueue;
  adminId: string;
  campaign: CampaignRequest;
}): Promise<{ campaignId: string }> {
  const { campaign } = options;
  const [created] = await options.db
    .insert(emailCampaigns)
    .values({ ...campaign, targetTiers: [...new Set(campaign.targetTiers)], createdBy: options.adminId })
    .returning({ id: emailCampaigns.id });
  if (!created) throw new Error('could not record the campaign');
  await options.jobs.send<EmailCampaignJob>(EMAIL_CAMPAIGN_QUEUE, { campaignId: created.id });
  return { campaignId: created.id };
}

/**
 * The fan-out job: one INSERT ... SELECT writes a message for every user of the target tiers whose
 * Marketing Emails preference is on (unsubscribing turns it off), then one send job per message is
 * queued. The dedupe key makes a retried fan-out write nothing twice.
 */
export async function fanOutCampaign(options: {
  db: Database;
  jobs: JobQueue;
  campaignId: string;
}): Promise<number> {
  const { db, jobs, campaignId } = options;
  await insertOutboxRowsFrom(
    db,
    db
      .select({
        toAddress: users.email,
        subject: emailCampaigns.subject,
        category: sql<string>`'campaign'`,
        template: sql<string>`'campaign'`,
        templateData: sql<Record<string, unknown>>`jsonb_build_object(
          'title', ${emailCampaigns.title}, 'content', ${emailCampaigns.content},
          'ctaText', ${emailCampaigns.ctaText}, 'ctaUrl', ${emailCampaigns.ctaUrl}, 'name', ${users.name})`,
        userId: users.id,
        campaignId: emailCampaigns.id,
        dedupeKey: sql<string>`'campaign:' || ${emailCampaigns.id} || ':' || ${users.id}`,
      })
      .from(users)
      .innerJoin(userPrivacyPreferences, eq(userPrivacyPreferences.userId, users.id))
      .innerJoin(emailCampaigns, eq(emailCampaigns.id, campaignId))
      .where(
        and(
          eq(userPrivacyPreferences.marketingEmailsEnabled, true),
          sql`${emailCampaigns.targetTiers} @> to_jsonb(${users.tier})`,
        ),
      ),
  );

  // Queued rows, not only the ones inserted now: a fan-out retried after a partial enqueue finishes it.
  const queued = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.campaignId, campaignId), inArray(emailOutbox.status, ['queued'])));
  await jobs.sendMany<EmailSendJob>(
    EMAIL_SEND_QUEUE,
    queued.map((row) => ({ outboxId: row.id })),
  );
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.campaignId, campaignId));
  await db.update(emailCampaigns).set({ recipientCount: count }).where(eq(emailCampaigns.id, campaignId));
  return count;
}
