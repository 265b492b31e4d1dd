import type { Tier } from '../../common/plans';

/** The signed-in user's tier, or null for a visitor. */
export type ViewerTier = Tier | null;

/** Button labels on the pricing cards (specification section 2). */
export function getPlanButtonLabel(planTier: Tier, viewerTier: ViewerTier): string {
  switch (planTier) {
    case 'free':
      if (viewerTier === null) return 'Start Free';
      return viewerTier === 'free' ? 'Current' : 'N/A';
    case 'premium':
    case 'pro':
      return 'Start Free Trial';
    case 'enterprise':
      return 'Contact Sales';
  }
}

export type PlanChoice =
  /** A visitor: every plan starts with signing in. */
  | { kind: 'sign-in' }
  /** The free card for a signed-in user: nothing to buy. */
  | { kind: 'unavailable' }
  | { kind: 'already-subscribed' }
  | { kind: 'checkout' };

/** What choosing a plan does: sign in first, tell the user they already have it, or start checkout. */
export function getPlanChoice(planTier: Tier, viewerTier: ViewerTier): PlanChoice {
  if (viewerTier === null) return { kind: 'sign-in' };
  // The free card reads 'Current' or 'N/A' for members: there is nothing to choose.
  if (planTier === 'free') return { kind: 'unavailable' };
  if (planTier === viewerTier) return { kind: 'already-subscribed' };
  return { kind: 'checkout' };
}
