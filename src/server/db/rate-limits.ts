import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of @fastify/rate-limit when several servers share one PostgreSQL database and no
 * Redis: one row per limit and key (a client address, or an address and a keyed hash of an email),
 * counted in one atomic upsert so that every server sees the same count. Rows past their window are
 * reset by the next hit and swept hourly.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_at_idx').on(table.windowEndsAt)],
);
