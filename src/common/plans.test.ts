import { describe, expect, it } from 'vitest';
import {
  PAID_TIERS,
  PLANS,
  describePlanLimits,
  getPlan,
  getPlanByCheckoutPriceId,
  isPaidTier,
  listPlanFeatures,
  monthlyAmountCents,
  tierRank,
} from './plans';

describe('plan catalogue', () => {
  it('describes limits from the numbers', () => {
    expect(describePlanLimits(getPlan('free'))).toEqual([
      '1 analysis per month',
      'Up to 5,000 characters per policy',
    ]);
    expect(describePlanLimits(getPlan('pro'))).toEqual([
      '100 analyses per month',
      'Up to 50,000 characters per policy',
    ]);
    expect(describePlanLimits(getPlan('enterprise'))).toEqual([
      'Unlimited analyses',
      'No per-policy character limit',
    ]);
  });

  it('lists limits before features', () => {
    expect(listPlanFeatures(getPlan('premium')).slice(0, 3)).toEqual([
      '10 analyses per month',
      'Up to 20,000 characters per policy',
      'File upload (TXT, DOCX, PDF)',
    ]);
  });

  it('maps each paid plan to its checkout price id and back', () => {
    for (const plan of PLANS.filter((candidate) => candidate.priceUsd > 0)) {
      expect(plan.checkoutPriceId).toBe(`price_${plan.tier}`);
      expect(getPlanByCheckoutPriceId(`price_${plan.tier}`)).toBe(plan);
    }
    expect(getPlan('free').checkoutPriceId).toBeNull();
    expect(getPlanByCheckoutPriceId('price_gold')).toBeUndefined();
  });
});

describe('paid plans', () => {
  it('gives the checkout amounts in cents and orders the tiers', () => {
    expect(PAID_TIERS.map((tier) => monthlyAmountCents(getPlan(tier)))).toEqual([1500, 3500, 15000]);
    expect(tierRank('free')).toBeLessThan(tierRank('premium'));
    expect(tierRank('pro')).toBeLessThan(tierRank('enterprise'));
    expect(isPaidTier('free')).toBe(false);
    expect(isPaidTier('pro')).toBe(true);
  });
});
