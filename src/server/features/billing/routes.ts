import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionResponseSchema,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  paymentMethodsStatusResponseSchema,
  subscriptionResponseSchema,
  updatePaymentMethodResponseSchema,
} from '../../../common/billing';
import type { Config } from '../../config';
import { currentUser, requireUser } from '../../plugins/sessions';
import type { PaddleBilling } from './billing-account';
import { createCheckout } from './checkout-service';
import { getPaymentMethodsStatus } from './payment-methods-service';
import { cancelSubscription, getSubscription, startPaymentMethodUpdate } from './subscription-service';

/** Checkout and subscription management for the signed-in user, and the public payment status. */
export function billingRoutes(options: {
  config: Config;
  paddle: PaddleBilling | undefined;
}): FastifyPluginAsyncZod {
  const { config, paddle } = options;
  return async (app) => {
    // Configuration only (is Paddle set up, which environment): nothing about any account.
    app.get(
      '/api/payment-methods/status',
      { schema: { response: { 200: paymentMethodsStatusResponseSchema } } },
      async () => getPaymentMethodsStatus(config),
    );

    const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
      signedIn.addHook('onRequest', requireUser);

      signedIn.post(
        '/api/create-paddle-checkout',
        {
          schema: { body: createCheckoutRequestSchema, response: { 200: createCheckoutResponseSchema } },
          // Each checkout may create a Paddle transaction: a loop must not flood Paddle's API.
          config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        },
        async (request) =>
          createCheckout({ db: app.db, paddle, userId: currentUser(request).id, request: request.body }),
      );

      signedIn.get(
        '/api/billing/subscription',
        { schema: { response: { 200: subscriptionResponseSchema } } },
        async (request) => getSubscription({ db: app.db, paddle, userId: currentUser(request).id }),
      );

      signedIn.post(
        '/api/billing/cancel-subscription',
        { schema: { response: { 200: cancelSubscriptionResponseSchema } } },
        async (request) => cancelSubscription({ db: app.db, paddle, userId: currentUser(request).id }),
      );

      signedIn.post(
        '/api/billing/update-payment-method',
        { schema: { response: { 200: updatePaymentMethodResponseSchema } } },
        async (request) => startPaymentMethodUpdate({ db: app.db, paddle, userId: currentUser(request).id }),
      );
    };
    await app.register(signedInRoutes);
  };
}
