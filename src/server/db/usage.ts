import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

/** Analyses used per user and calendar month (UTC), e.g. month = '2026-11'. */
export const usageTracking = pgTable(
  'usage_tracking',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: varchar('month', { length: 7 }).notNull(),
    summariesCount: integer('summaries_count').notNull().default(0),
  },
  (table) => [
    // The quota check-and-increment is one upsert on this key.
    uniqueIndex('usage_tracking_user_month_unique').on(table.userId, table.month),
    index('usage_tracking_month_idx').on(table.month),
    check('usage_tracking_month_format', sql`${table.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

/** First-party analytics, written only for users whose Usage Analytics preference is on. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('analytics_events_user_id_idx').on(table.userId),
    index('analytics_events_name_created_idx').on(table.name, table.createdAt),
  ],
);

/**
 * This month's usage of deleted accounts, keyed by a keyed hash of the email (never the address), so
 * that deleting an account and registering the same email again does not hand out a fresh quota.
 * Rows of past months have no use and are removed.
 */
export const retainedUsage = pgTable(
  'retained_usage',
  {
    id: id(),
    emailKey: text('email_key').notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    summariesCount: integer('summaries_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('retained_usage_email_month_unique').on(table.emailKey, table.month),
    index('retained_usage_month_idx').on(table.month),
  ],
);
