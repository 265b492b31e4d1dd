import { describe, expect, it } from 'vitest';
import { getPlanButtonLabel, getPlanChoice } from './plan-button';

describe('getPlanButtonLabel', () => {
  it.each([
    ['free', null, 'Start Free'],
    ['free', 'free', 'Current'],
    ['free', 'premium', 'N/A'],
    ['free', 'enterprise', 'N/A'],
    ['premium', null, 'Start Free Trial'],
    ['premium', 'free', 'Start Free Trial'],
    ['pro', null, 'Start Free Trial'],
    ['pro', 'pro', 'Start Free Trial'],
    ['enterprise', null, 'Contact Sales'],
    ['enterprise', 'pro', 'Contact Sales'],
  ] as const)('%s card for viewer %s reads %s', (planTier, viewerTier, label) => {
    expect(getPlanButtonLabel(planTier, viewerTier)).toBe(label);
  });
});

describe('getPlanChoice', () => {
  it('sends a visitor to sign in for every plan', () => {
    for (const tier of ['free', 'premium', 'pro', 'enterprise'] as const) {
      expect(getPlanChoice(tier, null)).toEqual({ kind: 'sign-in' });
    }
  });

  it('tells a user they already have their own plan', () => {
    expect(getPlanChoice('pro', 'pro')).toEqual({ kind: 'already-subscribed' });
    expect(getPlanChoice('enterprise', 'enterprise')).toEqual({ kind: 'already-subscribed' });
  });

  it('starts checkout for another paid plan, up or down', () => {
    expect(getPlanChoice('premium', 'free')).toEqual({ kind: 'checkout' });
    expect(getPlanChoice('premium', 'enterprise')).toEqual({ kind: 'checkout' });
  });

  it('offers nothing on the free card to a signed-in user', () => {
    expect(getPlanChoice('free', 'free')).toEqual({ kind: 'unavailable' });
    expect(getPlanChoice('free', 'pro')).toEqual({ kind: 'unavailable' });
  });
});
