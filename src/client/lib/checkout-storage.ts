import { z } from 'zod';

/** Checkout data handed from the pricing or account page to /checkout/success (specification section 3). */
export const checkoutDataSchema = z.object({
  tier: z.string(),
  /** In cents. */
  amount: z.number(),
  customer: z.object({ email: z.string() }),
  checkoutId: z.string(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export const CHECKOUT_STORAGE_KEY = 'policylens.checkoutData';

export function saveCheckoutData(data: CheckoutData): void {
  localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(data));
}

/** Reads the stored checkout data once and removes it, as the success page does (specification section 2). */
export function takeCheckoutData(): CheckoutData | null {
  const raw = localStorage.getItem(CHECKOUT_STORAGE_KEY);
  localStorage.removeItem(CHECKOUT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = checkoutDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
