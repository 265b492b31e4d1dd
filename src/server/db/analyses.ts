import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * How many analyses are stored per UTC day of creation, kept exact by the statement triggers of
 * migration 0013 on every insert into and delete from policy_analyses (a deleted account's cascade
 * included), so the admin dashboard's totals read one row per day instead of counting every analysis.
 */
export const analysisDailyCounts = pgTable('analysis_daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull(),
});

export const ANALYSIS_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AnalysisJobStatus = (typeof ANALYSIS_JOB_STATUSES)[number];

/**
 * An analysis that runs as a background job (an LLM provider is configured, so it can take a minute).
 * The row is written before the job is queued and shares its id with the job and with the
 * policy_analyses row the result is stored in, so each name leads to the others. The policy text is
 * kept only until the result is stored or the job has failed for good.
 */
export const analysisJobs = pgTable(
  'analysis_jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AnalysisJobStatus>().notNull().default('queued'),
    /** 'text' (pasted) or 'file' (uploaded): what the toast and the analytics event say. */
    source: text('source').$type<'text' | 'file'>().notNull(),
    sourceName: text('source_name'),
    inputText: text('input_text'),
    characters: integer('characters').notNull(),
    /** Attempts started so far (a server that stops mid-job has its job retried). */
    attempts: integer('attempts').notNull().default(0),
    /** Shown to the owner when the job has failed for good. */
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('analysis_jobs_user_created_idx').on(table.userId, table.createdAt.desc()),
    // Queue depth (metrics) and the jobs to recover at start read the unfinished ones only.
    index('analysis_jobs_unfinished_idx')
      .on(table.status)
      .where(sql`${table.status} in ('queued', 'running')`),
    check('analysis_jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    check('analysis_jobs_source_check', sql`${table.source} in ('text', 'file')`),
  ],
);
