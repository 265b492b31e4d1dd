import { z } from 'zod';
import { tierSchema } from './tier-schema';

/** Validation and refusal messages of the billing API, shared by the server and the pages. */
export const BILLING_MESSAGES = {
  checkoutTarget: 'Send either a priceId (price_premium, price_pro or price_enterprise) or a tier.',
  unknownPriceId: 'Unknown price id. Choose price_premium, price_pro or price_enterprise.',
  freeNeedsNoCheckout: 'The Free plan needs no checkout.',
  alreadySubscribed: (planName: string) => `You're already on the ${planName} plan`,
  lowerPlan: (currentPlanName: string, requestedPlanName: string) =>
    `You're on the ${currentPlanName} plan, which is above ${requestedPlanName}. To move down, cancel your subscription: you keep ${currentPlanName} until the end of the billing period.`,
  noSubscription: 'You have no active subscription with our payment provider.',
  alreadyCanceling: 'Your subscription is already set to end at the close of the billing period.',
  demoMode: 'Payments are in demo mode: no payment provider is connected.',
  providerFailed: 'Our payment provider could not be reached. Please try again in a moment.',
  invalidSignature: 'Invalid webhook signature',
  webhooksNotConfigured: 'Paddle webhooks are not configured on this server.',
} as const;

export const billingProviderSchema = z.enum(['demo', 'paddle']);
export type BillingProvider = z.infer<typeof billingProviderSchema>;

export const paddleEnvironmentSchema = z.enum(['sandbox', 'production']);
export type PaddleEnvironment = z.infer<typeof paddleEnvironmentSchema>;

/**
 * POST /api/create-paddle-checkout (specification section 7): the pricing page sends a price id, the
 * account and checkout pages send a tier. Exactly one of the two.
 */
export const createCheckoutRequestSchema = z
  .object({
    priceId: z.string().max(100).optional(),
    tier: tierSchema.optional(),
  })
  .refine((body) => (body.priceId === undefined) !== (body.tier === undefined), {
    error: BILLING_MESSAGES.checkoutTarget,
  });
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

/** Checkout data (specification section 3), kept by the browser for /checkout/success. */
export const checkoutDataSchema = z.object({
  tier: tierSchema,
  /** The monthly price in cents. */
  amount: z.number().int().nonnegative(),
  customer: z.object({ email: z.string() }),
  /** A demo id in demo mode; the Paddle transaction id (txn_...) with Paddle. */
  checkoutId: z.string(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export const createCheckoutResponseSchema = z.object({
  success: z.boolean(),
  checkoutData: checkoutDataSchema,
  message: z.string(),
  /** 'paddle' when the checkout id is a real Paddle transaction to pay through Paddle.js. */
  provider: billingProviderSchema,
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

/** GET /api/billing/subscription: the signed-in user's subscription, for /account and checkout. */
export const subscriptionResponseSchema = z.object({
  provider: billingProviderSchema,
  tier: tierSchema,
  /** Paddle's subscription status (active, past_due, canceled...), 'inactive' without one. */
  subscriptionStatus: z.string(),
  /** Renewal date, or the last day of access when the subscription is set to end. */
  subscriptionEndDate: z.iso.datetime({ offset: true }).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** True when a Paddle subscription exists that this account can cancel or update. */
  canManage: z.boolean(),
  /** What Paddle.js needs in the browser; null in demo mode. The client token is public by design. */
  paddle: z.object({ environment: paddleEnvironmentSchema, clientToken: z.string() }).nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const cancelSubscriptionResponseSchema = z.object({
  message: z.string(),
  subscriptionEndDate: z.iso.datetime({ offset: true }).nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** A Paddle transaction that Paddle.js opens to let the customer replace their card. */
export const updatePaymentMethodResponseSchema = z.object({ transactionId: z.string() });
export type UpdatePaymentMethodResponse = z.infer<typeof updatePaymentMethodResponseSchema>;

export const paymentMethodIdSchema = z.enum([
  'apple-pay',
  'google-pay',
  'paypal',
  'credit-cards',
  'sepa',
  'interac',
]);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

export const paymentMethodStatusSchema = z.enum(['ready', 'requires-setup', 'testing-needed']);
export type PaymentMethodStatus = z.infer<typeof paymentMethodStatusSchema>;

/** GET /api/payment-methods/status (specification section 3). */
export const paymentMethodsStatusResponseSchema = z.object({
  paddleConfigured: z.boolean(),
  environment: z.enum(['demo', 'sandbox', 'production']),
  readyCount: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  paymentMethods: z.array(
    z.object({
      id: paymentMethodIdSchema,
      name: z.string(),
      status: paymentMethodStatusSchema,
      testable: z.boolean(),
      /** Why the method has this status, in one sentence. */
      reason: z.string(),
    }),
  ),
});
export type PaymentMethodsStatusResponse = z.infer<typeof paymentMethodsStatusResponseSchema>;

export const webhookAcknowledgementSchema = z.object({
  received: z.literal(true),
  /** What happened: applied to an account, a replay, older than the account's state, or not ours. */
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored', 'unknown-customer']),
});
export type WebhookAcknowledgement = z.infer<typeof webhookAcknowledgementSchema>;

/** Every billing route and its contracts, for the server routes and the client tests' fake API. */
export const BILLING_CONTRACTS = {
  'POST /api/create-paddle-checkout': {
    request: createCheckoutRequestSchema,
    response: createCheckoutResponseSchema,
  },
  'GET /api/billing/subscription': { request: undefined, response: subscriptionResponseSchema },
  'POST /api/billing/cancel-subscription': {
    request: undefined,
    response: cancelSubscriptionResponseSchema,
  },
  'POST /api/billing/update-payment-method': {
    request: undefined,
    response: updatePaymentMethodResponseSchema,
  },
  'GET /api/payment-methods/status': { request: undefined, response: paymentMethodsStatusResponseSchema },
  'POST /api/webhooks/paddle': { request: undefined, response: webhookAcknowledgementSchema },
} as const;
