import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

/**
 * One stored analysis. Findings keep their quotes and character offsets into input_text so that the
 * evidence view and exports can show the exact sentence every statement comes from.
 */
export const policyAnalyses = pgTable(
  'policy_analyses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inputText: text('input_text').notNull(),
    tldrSummary: text('tldr_summary').notNull(),
    /** The TL;DR without its red-flag sentence, shown to plans without red flags. */
    tldrOverview: text('tldr_overview'),
    dataCollection: jsonb('data_collection').$type<string[]>().notNull().default([]),
    dataSharing: jsonb('data_sharing').$type<string[]>().notNull().default([]),
    userRights: jsonb('user_rights').$type<string[]>().notNull().default([]),
    restrictions: jsonb('restrictions').$type<string[]>().notNull().default([]),
    redFlags: jsonb('red_flags').$type<string[]>(),
    /** Typed by the analysis contract in src/common; kept as JSON so the engine can evolve. */
    findings: jsonb('findings').$type<unknown[]>().notNull().default([]),
    notStated: jsonb('not_stated').$type<unknown[]>().notNull().default([]),
    engine: text('engine').notNull().default('builtin'),
    model: text('model'),
    sourceName: text('source_name'),
    /** A name the owner gave it; null means the name is derived from the file name or first line. */
    title: text('title'),
    createdAt: createdAt(),
  },
  // History lists a user's analyses newest first; the index matches ORDER BY ... DESC exactly (nulls
  // first is PostgreSQL's default for DESC) so the first page is read from it without sorting.
  (table) => [
    index('policy_analyses_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
