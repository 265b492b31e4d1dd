import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  ADMIN_MESSAGES,
  switchTierRequestSchema,
  switchTierResponseSchema,
} from '../../../common/admin';
import { currentUser, requireAdmin } from '../../plugins/sessions';
import { getAdminStats } from './admin-stats-queries';
import { listAdminUsers, switchOwnTier } from './admin-users-queries';

/** The admin dashboard's API; every route answers 401 signed out and 403 to non-admins. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    getAdminStats({ db: app.db }),
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => listAdminUsers({ db: app.db, ...request.query }),
  );

  app.post(
    '/api/admin/switch-tier',
    { schema: { body: switchTierRequestSchema, response: { 200: switchTierResponseSchema } } },
    async (request) => {
      const admin = currentUser(request);
      await switchOwnTier({ db: app.db, userId: admin.id, tier: request.body.tier });
      request.log.info(
        { userId: admin.id, from: admin.tier, to: request.body.tier },
        'admin switched own tier',
      );
      return { message: ADMIN_MESSAGES.tierSwitched, tier: request.body.tier };
    },
  );
};
