import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  helpArticleListResponseSchema,
  helpArticleParamsSchema,
  helpArticleSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
} from '../../../common/support';
import { AppError } from '../../lib/app-error';
import { getHelpLibrary, type HelpLibrary } from './help-library';

/** The help center is public: visitors read it before they have an account. */
export function helpRoutes(options: { library?: HelpLibrary } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    // Loaded on first use, not when the app is built.
    const library = (): HelpLibrary => options.library ?? getHelpLibrary();

    app.get(
      '/api/help/articles',
      { schema: { response: { 200: helpArticleListResponseSchema } } },
      async () => library().list(),
    );

    app.get(
      '/api/help/search',
      { schema: { querystring: helpSearchQuerySchema, response: { 200: helpSearchResponseSchema } } },
      async (request) => library().search(request.query.q, 10),
    );

    app.get(
      '/api/help/articles/:slug',
      { schema: { params: helpArticleParamsSchema, response: { 200: helpArticleSchema } } },
      async (request) => {
        const article = library().get(request.params.slug);
        if (!article) throw new AppError('NOT_FOUND', 'Article not found');
        return article;
      },
    );
  };
}
