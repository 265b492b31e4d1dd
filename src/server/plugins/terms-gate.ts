import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../common/account';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stays open to a signed-in user who has not accepted the current terms: the account's
     * own routes (who am I, profile, terms status and acceptance, export, delete) and signing in and out.
     */
    allowBeforeTermsAccepted?: boolean;
  }
}

/**
 * The terms gate on the server: the browser's dialog can be skipped by calling the API directly, so a
 * signed-in user who has not accepted the current Terms of Service and Privacy Policy gets 403 on every
 * API route that is not marked `allowBeforeTermsAccepted`. Register it after the session lookup, which
 * loads the acceptance with the user. Visitors are not affected: routes that need a user answer 401.
 */
export function registerTermsGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const user = request.user;
    if (!user || user.hasAcceptedCurrentTerms || request.is404) return;
    if (request.routeOptions.config.allowBeforeTermsAccepted) return;
    throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.termsNotAccepted);
  });
}
