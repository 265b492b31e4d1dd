import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../common/auth';
import {
  campaignRequestSchema,
  campaignResponseSchema,
  EMAIL_MESSAGES,
  emailStatusSchema,
  outboxMessagesResponseSchema,
  testEmailRequestSchema,
} from '../../../common/email';
import type { Config } from '../../config';
import { currentUser, requireAdmin } from '../../plugins/sessions';
import { queueMonthlyReports, queueUsageWarnings } from './automated-emails-service';
import { queueCampaign } from './campaign-service';
import { getEmailStatus } from './email-status-service';
import { listRecentMessages } from './outbox-queries';
import { sendTestEmail } from './test-email-service';

/** Email configuration and sending, for admins only. */
export const emailAdminRoutes =
  (options: { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get('/api/email/status', { schema: { response: { 200: emailStatusSchema } } }, async () =>
      getEmailStatus(options.config.mail),
    );

    app.get(
      '/api/admin/email/messages',
      { schema: { response: { 200: outboxMessagesResponseSchema } } },
      async () => listRecentMessages({ db: app.db, limit: 50 }),
    );

    app.post(
      '/api/admin/email/campaign',
      { schema: { body: campaignRequestSchema, response: { 202: campaignResponseSchema } } },
      async (request, reply) => {
        const { campaignId } = await queueCampaign({
          db: app.db,
          jobs: app.jobs,
          adminId: currentUser(request).id,
          campaign: request.body,
        });
        request.log.info({ campaignId }, 'campaign accepted');
        return reply.code(202).send({ message: EMAIL_MESSAGES.campaignQueued, campaignId });
      },
    );

    app.post(
      '/api/admin/email/usage-warnings',
      { schema: { response: { 200: messageResponseSchema } } },
      async () => {
        const count = await queueUsageWarnings({ db: app.db, jobs: app.jobs });
        return { message: `Usage warnings queued for ${count} ${count === 1 ? 'user' : 'users'}` };
      },
    );

    app.post(
      '/api/admin/email/monthly-reports',
      { schema: { response: { 200: messageResponseSchema } } },
      async () => {
        const count = await queueMonthlyReports({ db: app.db, jobs: app.jobs });
        return { message: `Monthly reports queued for ${count} ${count === 1 ? 'user' : 'users'}` };
      },
    );

    app.post(
      '/api/admin/email/test',
      { schema: { body: testEmailRequestSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const admin = currentUser(request);
        await sendTestEmail({ mailer: app.mailer, admin, emailType: request.body.emailType });
        return { message: `Test ${request.body.emailType} email sent to ${admin.email}` };
      },
    );
  };
