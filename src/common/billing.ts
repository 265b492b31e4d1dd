import { z } from 'zod';
import { tierSchema } from './plans';

/** The price ids the pricing page sends (specification section 7). */
export const PRICE_IDS = ['price_premium', 'price_pro', 'price_enterprise'] as const;
export const priceIdSchema = z.enum(PRICE_IDS, { error: 'Unknown price' });

/**
 * POST /api/create-paddle-checkout: the pricing page sends `{priceId}`, the account page `{tier}`
 * (specification section 7).
 */
export const createCheckoutRequestSchema = z.union([
  z.object({ priceId: priceIdSchema }),
  z.object({ tier: tierSchema }),
]);
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

/** What the checkout success page shows (specification section 3). */
export const checkoutDataSchema = z.object({
  tier: z.string(),
  /** In cents. */
  amount: z.number(),
  customer: z.object({ email: z.string() }),
  checkoutId: z.string(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export const createCheckoutResponseSchema = z.object({
  success: z.boolean(),
  checkoutData: checkoutDataSchema,
  message: z.string(),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;
