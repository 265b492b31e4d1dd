import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYSIS_MESSAGES,
  EXPORT_EXTENSIONS,
  exportQuerySchema,
  type ExportFormat,
} from '../../../common/analyses';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/sessions';
import { findOwnAnalysis } from '../analyses/analyses-queries';
import { presentAnalysis } from '../analyses/present-analysis';
import { recordEvent } from '../analytics/analytics-service';
import { buildReport, type Report } from './build-report';
import { renderDocx } from './render-docx';
import { renderHtml } from './render-html';
import { renderPdf } from './render-pdf';
import { renderText } from './render-text';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

function render(format: ExportFormat, report: Report): Promise<Buffer | string> {
  switch (format) {
    case 'pdf':
      return renderPdf(report);
    case 'docx':
      return renderDocx(report);
    case 'html':
      return Promise.resolve(renderHtml(report));
    case 'text':
      return Promise.resolve(renderText(report));
  }
}

const exportParamsSchema = z.object({ id: z.string() });

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/export/:id',
    { schema: { params: exportParamsSchema, querystring: exportQuerySchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const isUuid = z.uuid().safeParse(id).success;
      // Another user's analysis answers exactly like a missing one: 404, never 403.
      const row = isUuid ? await findOwnAnalysis({ db: app.db, userId: user.id, analysisId: id }) : undefined;
      if (!row) throw new AppError('NOT_FOUND', ANALYSIS_MESSAGES.notFound);
      const { format } = request.query;
      const report = buildReport(presentAnalysis(row, user.tier));
      const body = await render(format, report);
      const fileName = report.fileName(EXPORT_EXTENSIONS[format]);
      await recordEvent({ db: app.db, userId: user.id, name: 'export', properties: { format } });
      return (
        reply
          .type(CONTENT_TYPES[format])
          // The name is ASCII by construction (see exportFileName); filename* carries it for every browser.
          .header(
            'content-disposition',
            `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body)
      );
    },
  );
};
