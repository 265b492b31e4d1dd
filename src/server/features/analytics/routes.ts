import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEventRequestSchema } from '../../../common/analytics';
import { recordEvent } from './analytics-service';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * First-party product events from the browser. Recorded only for a signed-in user whose Usage
   * Analytics preference is on; a visitor's events are accepted and dropped, so pages need not know.
   */
  app.post(
    '/api/analytics/events',
    { schema: { body: analyticsEventRequestSchema } },
    async (request, reply) => {
      if (request.user)
        await recordEvent({
          db: app.db,
          userId: request.user.id,
          name: request.body.name,
          properties: request.body.properties,
        });
      return reply.code(204).send();
    },
  );
};
