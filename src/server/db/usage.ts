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
