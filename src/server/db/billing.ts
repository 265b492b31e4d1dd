import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Paddle webhook events already handled, by Paddle's event id: Paddle retries deliveries and may send
 * an event twice, and a replay must change nothing.
 */
export const paddleWebhookEvents = pgTable(
  'paddle_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    eventType: text('event_type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The account it was applied to; null when it matched none. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** applied, stale, ignored or unknown-customer. */
    outcome: text('outcome').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('paddle_webhook_events_user_id_idx').on(table.userId)],
);
