import { z } from 'zod';
import { analysisResponseSchema } from './analyses';

/**
 * With an LLM provider an analysis can take a minute, so it runs as a background job: the analyze
 * routes answer 202 with the job's id and status, and the page follows it until the result is
 * stored. The id is also the id of the stored analysis once it is done.
 */
export const ANALYSIS_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const analysisJobStatusSchema = z.enum(ANALYSIS_JOB_STATUSES);
export type AnalysisJobStatus = z.infer<typeof analysisJobStatusSchema>;

export function isAnalysisJobFinished(status: AnalysisJobStatus): boolean {
  return status === 'done' || status === 'failed';
}

/** At most this many analyses of one user wait or run at once. */
export const MAX_UNFINISHED_JOBS_PER_USER = 5;

export const ANALYSIS_JOB_MESSAGES = {
  failed:
    'The analysis could not be completed after several attempts. Your quota was not used; please try again.',
  tooManyUnfinished: `You already have ${MAX_UNFINISHED_JOBS_PER_USER} analyses in progress. Please wait for one to finish.`,
  lastAnalysisInProgress:
    'Your last analysis this month is already in progress. If it does not complete, it does not count and you can try again.',
  notFound: 'Analysis not found',
  onlyFailedDismissed: 'Only a failed analysis can be dismissed.',
} as const;

/** The 202 answer of POST /api/simplify-policy and /api/upload-policy with an LLM provider. */
export const analysisJobAcceptedSchema = z.object({
  id: z.string(),
  status: analysisJobStatusSchema,
});
export type AnalysisJobAccepted = z.infer<typeof analysisJobAcceptedSchema>;

/** GET /api/analysis-jobs/:id: where one of the user's analyses stands. */
export const analysisJobSchema = z.object({
  id: z.string(),
  status: analysisJobStatusSchema,
  source: z.enum(['text', 'file']),
  sourceName: z.string().nullable(),
  characters: z.number().int().nonnegative(),
  /** Attempts started; more than one means the job was retried. */
  attempts: z.number().int().nonnegative(),
  maxAttempts: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Milliseconds from the request to now (or to the end), measured by the server, so the page's
   * elapsed time does not depend on the device's clock.
   */
  elapsedMs: z.number().int().nonnegative(),
  /** Why it failed, in words for the user; only when failed. */
  error: z.string().nullable(),
  /** The stored result, once done, as GET /api/user/policies/:id gives it. */
  analysis: analysisResponseSchema.nullable(),
});
export type AnalysisJob = z.infer<typeof analysisJobSchema>;

/** GET /api/analysis-jobs: the user's analyses still waiting or running, and the failed ones. */
export const listAnalysisJobsResponseSchema = z.object({
  items: z.array(analysisJobSchema.omit({ analysis: true })),
});
export type ListAnalysisJobsResponse = z.infer<typeof listAnalysisJobsResponseSchema>;
export type AnalysisJobSummary = ListAnalysisJobsResponse['items'][number];
