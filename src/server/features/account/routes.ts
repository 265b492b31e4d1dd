import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptTermsRequestSchema,
  privacyPreferencesSchema,
  profileResponseSchema,
  termsStatusResponseSchema,
} from '../../../common/account';
import { messageResponseSchema } from '../../../common/auth';
import { currentUser, requireUser } from '../../plugins/sessions';
import { getPlan } from '../../../common/plans';
import {
  acceptTerms,
  deleteAccount,
  getPrivacyPreferences,
  getTermsStatus,
  savePrivacyPreferences,
} from './account-service';
import { exportUserData } from './export-data-service';

/** Everything here is about the signed-in user's own account. */
/** The account's own routes stay open before the terms are accepted (the terms gate lets them through). */
const beforeTerms = { allowBeforeTermsAccepted: true } as const;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is read: a signed-out caller learns nothing about validation.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/user/profile',
    { config: beforeTerms, schema: { response: { 200: profileResponseSchema } } },
    // No query of its own: the month's usage comes with the session lookup (often reused, see
    // features/auth/session-cache.ts).
    async (request) => {
      const user = currentUser(request);
      return {
        usage: { current: request.analysesThisMonth, limit: getPlan(user.tier).analysesPerMonth },
        tier: user.tier,
      };
    },
  );

  app.get(
    '/api/terms-status',
    { config: beforeTerms, schema: { response: { 200: termsStatusResponseSchema } } },
    async (request) => getTermsStatus({ db: app.db, userId: currentUser(request).id }),
  );

  app.post(
    '/api/accept-terms',
    {
      config: beforeTerms,
      schema: { body: acceptTermsRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await acceptTerms({ db: app.db, userId: currentUser(request).id, ...request.body });
      return { message: 'Terms accepted' };
    },
  );

  app.get(
    '/api/user/privacy-preferences',
    { schema: { response: { 200: privacyPreferencesSchema } } },
    async (request) => getPrivacyPreferences({ db: app.db, userId: currentUser(request).id }),
  );

  app.post(
    '/api/user/privacy-preferences',
    { schema: { body: privacyPreferencesSchema, response: { 200: privacyPreferencesSchema } } },
    async (request) =>
      savePrivacyPreferences({ db: app.db, userId: currentUser(request).id, preferences: request.body }),
  );

  app.get('/api/user/export', { config: beforeTerms }, async (request, reply) => {
    const user = currentUser(request);
    const data = await exportUserData({ db: app.db, userId: user.id });
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="policylens-data-${date}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete(
    '/api/user/account',
    { config: beforeTerms, schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await deleteAccount({ db: app.db, userId: currentUser(request).id, emailKeyOf: app.emailKeyOf });
      reply.clearSessionCookie();
      return { message: 'Your account and all data have been permanently deleted.' };
    },
  );
};
