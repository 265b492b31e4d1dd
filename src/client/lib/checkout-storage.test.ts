// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, saveCheckoutData, takeCheckoutData } from './checkout-storage';

const data = { tier: 'pro', amount: 3500, customer: { email: 'ada@example.com' }, checkoutId: 'chk_123' };

describe('checkout storage', () => {
  beforeEach(() => localStorage.clear());

  it('hands the data over once', () => {
    saveCheckoutData(data);
    expect(takeCheckoutData()).toEqual(data);
    expect(takeCheckoutData()).toBeNull();
  });

  it('ignores and removes malformed data', () => {
    localStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    expect(takeCheckoutData()).toBeNull();
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
  });
});
