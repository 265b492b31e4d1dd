import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../common/auth';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard, on top of SameSite=Lax cookies: a state-changing request whose
 * Origin is another site is refused with 403. Requests without an Origin (curl, server-to-server
 * webhooks) are let through; browsers always send Origin on cross-site POSTs.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const trusted = new Set<string>();
  if (config.publicUrl) trusted.add(new URL(config.publicUrl).origin);
  // `npm run dev` serves the client from Vite's port and proxies the API here.
  if (config.nodeEnv === 'development')
    for (const host of ['localhost', '127.0.0.1']) trusted.add(`http://${host}:5173`);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossSiteRequest);
      return;
    }
    if (origin !== `${request.protocol}://${request.host}` && !trusted.has(origin))
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossSiteRequest);
  });
}
