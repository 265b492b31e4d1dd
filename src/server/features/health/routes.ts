import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../common/health';

/** A health probe must answer quickly even when the database hangs. */
const PING_TIMEOUT_MS = 2_000;

async function isDatabaseUp(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const isUp = await isDatabaseUp(app.database.ping);
      if (!isUp) {
        request.log.warn('health check: database is not answering');
        return reply.code(503).send({ status: 'error', db: 'down' });
      }
      return { status: 'ok', db: 'ok' } as const;
    },
  );
};
