import type { EventEntity } from '@paddle/paddle-node-sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BILLING_MESSAGES, webhookAcknowledgementSchema } from '../../../common/billing';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { PaddleBilling } from './billing-account';
import { buildPaymentFailedEmail } from './payment-failed-email';
import { handlePaddleEvent } from './webhook-service';

/**
 * POST /api/webhooks/paddle. Paddle calls it with no session: the signature is the only proof of who
 * is asking, so it never depends on a signed-in user (nor on the terms gate, which is about users).
 */
export function paddleWebhookRoutes(options: {
  config: Config;
  paddle: PaddleBilling | undefined;
}): FastifyPluginAsyncZod {
  const { config, paddle } = options;
  return async (app) => {
    // The signature covers the exact bytes Paddle sent, so this route keeps the body as a string; the
    // parser is local to this plugin and every other route still parses JSON as usual.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/api/webhooks/paddle',
      { schema: { response: { 200: webhookAcknowledgementSchema } } },
      async (request) => {
        if (!paddle) throw new AppError('NOT_FOUND', BILLING_MESSAGES.webhooksNotConfigured);
        const signature = request.headers['paddle-signature'];
        const rawBody = typeof request.body === 'string' ? request.body : undefined;
        if (typeof signature !== 'string' || rawBody === undefined)
          throw new AppError('UNAUTHORIZED', BILLING_MESSAGES.invalidSignature);

        let event: EventEntity;
        try {
          // The SDK checks the HMAC of "<ts>:<body>" and refuses a timestamp older than 5 seconds.
          event = await paddle.client.webhooks.unmarshal(rawBody, paddle.config.webhookSecret, signature);
        } catch (error) {
          request.log.warn({ err: error }, 'paddle webhook refused');
          throw new AppError('UNAUTHORIZED', BILLING_MESSAGES.invalidSignature);
        }

        const result = await handlePaddleEvent({ db: app.db, config: paddle.config, event });
        request.log.info(
          { eventId: event.eventId, eventType: event.eventType, outcome: result.outcome },
          'paddle webhook handled',
        );
        if (result.paymentFailed) {
          // After the commit: the event is recorded even if the mail transport is down (it is logged).
          await app.mailer
            .send(
              buildPaymentFailedEmail({
                to: result.paymentFailed.email,
                tier: result.paymentFailed.tier,
                publicUrl: config.publicUrl,
              }),
            )
            .catch((error: unknown) =>
              request.log.error({ err: error, eventId: event.eventId }, 'payment-failed email not sent'),
            );
        }
        return { received: true as const, outcome: result.outcome };
      },
    );
  };
}
