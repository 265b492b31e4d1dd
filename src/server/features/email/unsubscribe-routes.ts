import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_MESSAGES, unsubscribeQuerySchema, unsubscribeResponseSchema } from '../../../common/email';
import { unsubscribeFromMarketing } from './unsubscribe-service';

/**
 * Unsubscribe links, for anyone holding one (no session): GET from the /unsubscribe page, and the
 * one-click POST of RFC 8058 that mail clients send with the body `List-Unsubscribe=One-Click`.
 */
export const unsubscribeRoutes =
  (options: { appSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    // Mail clients post the one-click form encoded; its content is fixed and not needed.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) =>
        done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
    );
    const schema = { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResponseSchema } };
    const handler = async (request: { query: { email: string; token: string } }) => {
      await unsubscribeFromMarketing({ db: app.db, appSecret: options.appSecret, ...request.query });
      return { message: EMAIL_MESSAGES.unsubscribed, email: request.query.email };
    };
    app.get('/api/unsubscribe', { schema }, handler);
    app.post('/api/unsubscribe', { schema }, handler);
  };
