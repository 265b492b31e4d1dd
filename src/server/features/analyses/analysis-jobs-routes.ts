import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYSIS_JOB_MESSAGES,
  analysisJobSchema,
  listAnalysisJobsResponseSchema,
} from '../../../common/analysis-jobs';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/sessions';
import { findOwnAnalysis } from './analyses-queries';
import { dismissFailedAnalysisJob, findOwnAnalysisJob, listOpenAnalysisJobs } from './analysis-jobs-queries';
import { presentAnalysis } from './present-analysis';
import { presentAnalysisJob, presentAnalysisJobSummary } from './present-analysis-job';

const jobParamsSchema = z.object({ id: z.uuid({ error: ANALYSIS_JOB_MESSAGES.notFound }) });

/** Following analyses that run as jobs: only their owner sees them. */
export const analysisJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/analysis-jobs',
    { schema: { response: { 200: listAnalysisJobsResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      const rows = await listOpenAnalysisJobs({ db: app.db, userId: user.id });
      const now = new Date();
      return { items: rows.map((row) => presentAnalysisJobSummary(row, now)) };
    },
  );

  app.get(
    '/api/analysis-jobs/:id',
    { schema: { params: jobParamsSchema, response: { 200: analysisJobSchema } } },
    async (request) => {
      const user = currentUser(request);
      const row = await findOwnAnalysisJob({ db: app.db, userId: user.id, analysisId: request.params.id });
      if (!row) throw new AppError('NOT_FOUND', ANALYSIS_JOB_MESSAGES.notFound);
      // Done: the stored result comes with it, so the page shows it without another request.
      const stored =
        row.status === 'done'
          ? await findOwnAnalysis({ db: app.db, userId: user.id, analysisId: row.id })
          : undefined;
      return presentAnalysisJob(row, stored ? presentAnalysis(stored, user.tier) : null);
    },
  );

  app.delete('/api/analysis-jobs/:id', { schema: { params: jobParamsSchema } }, async (request, reply) => {
    const user = currentUser(request);
    const removed = await dismissFailedAnalysisJob({
      db: app.db,
      userId: user.id,
      analysisId: request.params.id,
    });
    if (!removed) {
      const row = await findOwnAnalysisJob({ db: app.db, userId: user.id, analysisId: request.params.id });
      if (!row) throw new AppError('NOT_FOUND', ANALYSIS_JOB_MESSAGES.notFound);
      throw new AppError('CONFLICT', ANALYSIS_JOB_MESSAGES.onlyFailedDismissed);
    }
    return reply.code(204).send();
  });
};
