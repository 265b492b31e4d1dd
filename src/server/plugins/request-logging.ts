import type { FastifyInstance } from 'fastify';

/**
 * One line per API request, written when the answer has gone: method, route, status and duration.
 * Pages, assets and /healthz (polled by load balancers every few seconds) are logged at debug only,
 * so the info log reads as what people did. Fastify's own two lines per request are turned off.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const isApi = request.url.startsWith('/api/');
    const line = {
      method: request.method,
      // The route pattern (/api/user/policies/:id), never the path with ids or the query string.
      route: request.routeOptions.url ?? 'unknown route',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.user ? { userId: request.user.id } : {}),
    };
    if (!isApi) return request.log.debug(line, 'request');
    if (reply.statusCode >= 500) return request.log.error(line, 'request');
    request.log.info(line, 'request');
  });
}
