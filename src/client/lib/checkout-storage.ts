import type { z } from 'zod';
import { billingProviderSchema, checkoutDataSchema } from '../../common/billing';

/**
 * Checkout data handed from the pricing, checkout or account page to /checkout/success (specification
 * sections 3 and 4), with the provider that made it: a Paddle checkout is paid on the success page.
 */
export const storedCheckoutSchema = checkoutDataSchema.extend({
  provider: billingProviderSchema.default('demo'),
});
export type StoredCheckout = z.infer<typeof storedCheckoutSchema>;

export const CHECKOUT_STORAGE_KEY = 'policylens.checkoutData';

export function saveCheckoutData(data: z.input<typeof storedCheckoutSchema>): void {
  localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(data));
}

/** Reads the stored checkout data once and removes it, as the success page does (specification section 2). */
export function takeCheckoutData(): StoredCheckout | null {
  const raw = localStorage.getItem(CHECKOUT_STORAGE_KEY);
  localStorage.removeItem(CHECKOUT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = storedCheckoutSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
