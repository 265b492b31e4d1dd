import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Tier } from '../../common/plans';
import { createdAt, id } from './columns';
import { users } from './accounts';

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Every email the app sends, and the durable record of it: a row is written before the send job is
 * queued, the worker delivers it through the configured transport and records who got what, when, and
 * how. With no transport configured, the outbox itself is the destination (status `sent`, transport
 * `outbox`), readable by admins.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Empty until a templated message (campaigns, reports) is rendered by the worker. */
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** transactional, campaign, usage-warning, monthly-report, test... */
    category: text('category').notNull().default('transactional'),
    /** A template rendered at send time from templateData (see features/email/templates). */
    template: text('template'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => emailCampaigns.id, { onDelete: 'set null' }),
    /** Makes "once per user and month" and campaign fan-out retries idempotent. */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    /** outbox, smtp, sendgrid or resend: which one delivered it. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker last claimed it; a claim older than the job's expiry may be taken over. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_to_created_idx').on(table.toAddress, table.createdAt),
    index('email_outbox_created_idx').on(table.createdAt.desc()),
    uniqueIndex('email_outbox_dedupe_key_unique').on(table.dedupeKey),
    check('email_outbox_status_check', sql`${table.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/** A marketing campaign as the admin wrote it; its messages are fanned out into email_outbox. */
export const emailCampaigns = pgTable('email_campaigns', {
  id: id(),
  subject: text('subject').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  ctaText: text('cta_text').notNull(),
  ctaUrl: text('cta_url').notNull(),
  targetTiers: jsonb('target_tiers').$type<Tier[]>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** Set once the fan-out job has written the campaign's messages. */
  recipientCount: integer('recipient_count'),
  createdAt: createdAt(),
});
