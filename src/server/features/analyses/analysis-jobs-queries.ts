import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analysisJobs } from '../../db/schema';

/** What the owner sees of a job: never the policy text, which the job keeps only while it runs. */
export const analysisJobColumns = {
  id: analysisJobs.id,
  status: analysisJobs.status,
  source: analysisJobs.source,
  sourceName: analysisJobs.sourceName,
  characters: analysisJobs.characters,
  attempts: analysisJobs.attempts,
  error: analysisJobs.error,
  createdAt: analysisJobs.createdAt,
  startedAt: analysisJobs.startedAt,
  finishedAt: analysisJobs.finishedAt,
};

export type AnalysisJobRow = Awaited<ReturnType<typeof findOwnAnalysisJob>>;

/** One of the user's jobs; another user's id looks exactly like a missing one. */
export async function findOwnAnalysisJob(options: { db: Database; userId: string; analysisId: string }) {
  const [row] = await options.db
    .select(analysisJobColumns)
    .from(analysisJobs)
    .where(and(eq(analysisJobs.id, options.analysisId), eq(analysisJobs.userId, options.userId)))
    .limit(1);
  return row;
}

/** The jobs History lists: those waiting or running, and the failed ones not dismissed, newest first. */
export async function listOpenAnalysisJobs(options: { db: Database; userId: string }) {
  return options.db
    .select(analysisJobColumns)
    .from(analysisJobs)
    .where(
      and(
        eq(analysisJobs.userId, options.userId),
        inArray(analysisJobs.status, ['queued', 'running', 'failed']),
      ),
    )
    .orderBy(desc(analysisJobs.createdAt))
    .limit(50);
}

/** Removes one of the user's failed jobs; undefined when there is no such failed job. */
export async function dismissFailedAnalysisJob(options: {
  db: Database;
  userId: string;
  analysisId: string;
}) {
  const [row] = await options.db
    .delete(analysisJobs)
    .where(
      and(
        eq(analysisJobs.id, options.analysisId),
        eq(analysisJobs.userId, options.userId),
        eq(analysisJobs.status, 'failed'),
      ),
    )
    .returning({ id: analysisJobs.id });
  return row;
}

/** Analyses waiting and running across all users: the queue depth, for metrics. */
export async function countUnfinishedAnalysisJobs(
  db: Database,
): Promise<{ queued: number; running: number }> {
  // Read from the partial index on unfinished jobs.
  const rows = await db
    .select({ status: analysisJobs.status, value: count() })
    .from(analysisJobs)
    .where(inArray(analysisJobs.status, ['queued', 'running']))
    .groupBy(analysisJobs.status);
  const countOf = (status: string) => rows.find((row) => row.status === status)?.value ?? 0;
  return { queued: countOf('queued'), running: countOf('running') };
}
