import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYSIS_MESSAGES,
  analysisResponseSchema,
  listPoliciesQuerySchema,
  listPoliciesResponseSchema,
  renameAnalysisRequestSchema,
  renameAnalysisResponseSchema,
  simplifyPolicyRequestSchema,
} from '../../../common/analyses';
import type { AnalyzerOptions } from '../../../analyzer/analyze-policy';
import { analysisJobAcceptedSchema } from '../../../common/analysis-jobs';
import { removeUnstorableCharacters } from '../../../common/storable-text';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/sessions';
import { recordEvent } from '../analytics/analytics-service';
import { findOwnAnalysis, listAnalyses, renameOwnAnalysis } from './analyses-queries';
import { createAnalysis } from './analysis-service';
import { submitAnalysisJob } from './analysis-jobs-service';
import { presentAnalysis, presentSummary } from './present-analysis';
import { readUploadedPolicy } from './upload-policy';

const analysisParamsSchema = z.object({ id: z.uuid({ error: ANALYSIS_MESSAGES.notFound }) });

/** Where a queued analysis is followed (the 202 answer's Location). */
const jobLocation = (id: string) => `/api/analysis-jobs/${id}`;

export function analysesRoutes(options: { analyzerOptions: AnalyzerOptions }): FastifyPluginAsyncZod {
  // With an LLM an analysis can take a minute: it runs as a job and the routes answer 202 at once.
  const isQueued = options.analyzerOptions.provider !== 'builtin';
  const analyzeResponses = { 200: analysisResponseSchema, 202: analysisJobAcceptedSchema };
  return async (app) => {
    app.addHook('onRequest', requireUser);

    /**
     * Analyses a pasted text or an uploaded file's text: at once with the built-in engine (200 with
     * the analysis), or as a job with an LLM (202 with where to follow it).
     */
    async function analyzeOrQueue(
      request: FastifyRequest,
      reply: FastifyReply,
      input: { text: string; source: 'text' | 'file'; sourceName: string | null },
    ) {
      const user = currentUser(request);
      const { text, source, sourceName } = input;
      const what = source === 'text' ? 'analysis' : 'analysis of an upload';
      if (isQueued) {
        const accepted = await submitAnalysisJob({ db: app.db, jobs: app.jobs, user, ...input });
        request.log.info({ analysisId: accepted.id }, `${what} queued`);
        return reply.code(202).header('location', jobLocation(accepted.id)).send(accepted);
      }
      const analysis = await createAnalysis({
        db: app.db,
        analyzerOptions: options.analyzerOptions,
        engines: { builtin: app.workers.analyzeWithBuiltin },
        onAnalyzed: app.metrics.observeAnalysis,
        user,
        text,
        source: source === 'text' ? 'policy' : 'file',
        sourceName,
      });
      await recordEvent({
        db: app.db,
        userId: user.id,
        ...(source === 'text'
          ? { name: 'analysis', properties: { source: 'text', characters: analysis.inputText.length } }
          : { name: 'upload', properties: { characters: text.length } }),
      });
      request.log.info({ analysisId: analysis.id, engine: analysis.engine }, `${what} created`);
      return reply.send(analysis);
    }

    app.post(
      '/api/simplify-policy',
      { schema: { body: simplifyPolicyRequestSchema, response: analyzeResponses } },
      (request, reply) =>
        analyzeOrQueue(request, reply, { text: request.body.text, source: 'text', sourceName: null }),
    );

    app.post('/api/upload-policy', { schema: { response: analyzeResponses } }, async (request, reply) => {
      const upload = await readUploadedPolicy({ request, workers: app.workers });
      return analyzeOrQueue(request, reply, {
        text: removeUnstorableCharacters(upload.text),
        source: 'file',
        sourceName: removeUnstorableCharacters(upload.fileName).slice(0, 255),
      });
    });

    app.get(
      '/api/user/policies',
      { schema: { querystring: listPoliciesQuerySchema, response: { 200: listPoliciesResponseSchema } } },
      async (request) => {
        const user = currentUser(request);
        const { page, pageSize, q } = request.query;
        const { rows, total } = await listAnalyses({
          db: app.db,
          userId: user.id,
          page,
          pageSize,
          search: q || undefined,
        });
        return {
          items: rows.map((row) => presentSummary(row, user.tier)),
          page,
          pageSize,
          total,
          hasMore: page * pageSize < total,
        };
      },
    );

    app.get(
      '/api/user/policies/:id',
      { schema: { params: analysisParamsSchema, response: { 200: analysisResponseSchema } } },
      async (request) => {
        const user = currentUser(request);
        const row = await findOwnAnalysis({ db: app.db, userId: user.id, analysisId: request.params.id });
        if (!row) throw new AppError('NOT_FOUND', ANALYSIS_MESSAGES.notFound);
        return presentAnalysis(row, user.tier);
      },
    );

    app.patch(
      '/api/user/policies/:id',
      {
        schema: {
          params: analysisParamsSchema,
          body: renameAnalysisRequestSchema,
          response: { 200: renameAnalysisResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const row = await renameOwnAnalysis({
          db: app.db,
          userId: user.id,
          analysisId: request.params.id,
          title: request.body.title,
        });
        if (!row?.title) throw new AppError('NOT_FOUND', ANALYSIS_MESSAGES.notFound);
        return { id: row.id, title: row.title };
      },
    );
  };
}
