// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, saveCheckoutData, takeCheckoutData } from './checkout-storage';

const data = {
  tier: 'pro' as const,
  amount: 3500,
  customer: { email: 'ada@example.com' },
  checkoutId: 'chk_123',
};

describe('checkout storage', () => {
  beforeEach(() => localStorage.clear());

  it('hands the data over once', () => {
    saveCheckoutData(data);
    // Data stored without a provider came from a demo checkout.
    expect(takeCheckoutData()).toEqual({ ...data, provider: 'demo' });
    expect(takeCheckoutData()).toBeNull();
  });

  it('ignores and removes malformed data', () => {
    localStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    expect(takeCheckoutData()).toBeNull();
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
  });
});
