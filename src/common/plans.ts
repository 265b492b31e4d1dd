/*
 * Plans and tiers, shared by the server and the client's first bundle: no zod here (the tier's schema is
 * in tier-schema.ts), so the landing and pricing pages carry the constants without the schema library.
 */
import { formatCount } from './format-count';

/** Tiers in ascending order: upgrades are only offered to a tier later in this list. */
export const TIERS = ['free', 'premium', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/** -1 means unlimited, as in the specification (section 9). */
export const UNLIMITED = -1;

/** Absolute cap on policy text, whatever the plan (specification section 9). */
export const MAX_POLICY_CHARACTERS = 100_000;
/** Unknown tiers fall back to the Free character limit (specification section 9). */
export const DEFAULT_CHARACTER_LIMIT = 5_000;
/** Before the profile loads, the client assumes this limit (specification section 2). */
export const ASSUMED_CHARACTER_LIMIT = 100_000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type Plan = {
  tier: Tier;
  name: string;
  /** Monthly price in US dollars. */
  priceUsd: number;
  analysesPerMonth: number;
  maxCharacters: number;
  tagline: string;
  /** What the plan includes beyond its two limits; `listPlanFeatures` gives the full list. */
  features: readonly string[];
  /** Marked on the landing page's cards. */
  isPopularOnLanding: boolean;
  /** Marked on the pricing page's cards. */
  isMostPopularOnPricing: boolean;
  hasRedFlags: boolean;
  /** Creating teams ('Team collaboration' on the plan cards); any plan can join a team it is invited to. */
  canCreateTeams: boolean;
  /** Price id sent to POST /api/create-paddle-checkout (specification section 7); null for the free plan. */
  checkoutPriceId: string | null;
};

export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    priceUsd: 0,
    analysesPerMonth: 1,
    maxCharacters: 5_000,
    tagline: 'Try PolicyLens on one policy a month.',
    features: [
      'TL;DR, data collection, sharing, rights and restrictions',
      'Every finding linked to its sentence',
    ],
    isPopularOnLanding: false,
    isMostPopularOnPricing: false,
    hasRedFlags: false,
    canCreateTeams: false,
    checkoutPriceId: null,
  },
  {
    tier: 'premium',
    name: 'Premium',
    priceUsd: 15,
    analysesPerMonth: 10,
    maxCharacters: 20_000,
    tagline: 'For people who read the fine print.',
    features: ['File upload (TXT, DOCX, PDF)', 'Export to PDF and DOCX', 'Email support'],
    isPopularOnLanding: false,
    isMostPopularOnPricing: true,
    hasRedFlags: false,
    canCreateTeams: false,
    checkoutPriceId: 'price_premium',
  },
  {
    tier: 'pro',
    name: 'Pro',
    priceUsd: 35,
    analysesPerMonth: 100,
    maxCharacters: 50_000,
    tagline: 'For teams that review vendors.',
    features: ['Red flag detection', 'Team collaboration', 'Export reports', 'Priority support'],
    isPopularOnLanding: true,
    isMostPopularOnPricing: false,
    hasRedFlags: true,
    canCreateTeams: true,
    checkoutPriceId: 'price_pro',
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    priceUsd: 150,
    analysesPerMonth: UNLIMITED,
    maxCharacters: UNLIMITED,
    tagline: 'For organisations with compliance duties.',
    features: [
      'Everything in Pro',
      'Advanced teams',
      'Custom branding',
      'Admin dashboard',
      'Dedicated support, first in the queue',
    ],
    isPopularOnLanding: false,
    isMostPopularOnPricing: false,
    hasRedFlags: true,
    canCreateTeams: true,
    checkoutPriceId: 'price_enterprise',
  },
];

export function getPlan(tier: Tier): Plan {
  const plan = PLANS.find((candidate) => candidate.tier === tier);
  if (!plan) throw new Error(`Unknown tier: ${String(tier)}`);
  return plan;
}

/** The names of the plans that can create teams, e.g. 'Pro and Enterprise'. */
export function teamPlanNames(): string {
  const names = PLANS.filter((plan) => plan.canCreateTeams).map((plan) => plan.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The plan a checkout price id stands for, or undefined for an unknown id. */
export function getPlanByCheckoutPriceId(priceId: string): Plan | undefined {
  return PLANS.find((candidate) => candidate.checkoutPriceId === priceId);
}

export function characterLimitFor(tier: string): number {
  const plan = PLANS.find((candidate) => candidate.tier === tier);
  return plan ? plan.maxCharacters : DEFAULT_CHARACTER_LIMIT;
}

export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED;
}

/** Tiers strictly above the given one, in order. */
export function tiersAbove(tier: Tier): Tier[] {
  return TIERS.slice(TIERS.indexOf(tier) + 1);
}

export function formatPrice(priceUsd: number): string {
  return priceUsd === 0 ? '$0' : `$${priceUsd}`;
}

export function formatLimit(limit: number): string {
  return isUnlimited(limit) ? 'Unlimited' : formatCount(limit);
}

/** The plan's two limits in words, derived from the numbers so the text cannot drift from them. */
export function describePlanLimits(plan: Plan): [analyses: string, characters: string] {
  const analyses = isUnlimited(plan.analysesPerMonth)
    ? 'Unlimited analyses'
    : `${formatLimit(plan.analysesPerMonth)} ${plan.analysesPerMonth === 1 ? 'analysis' : 'analyses'} per month`;
  const characters = isUnlimited(plan.maxCharacters)
    ? 'No per-policy character limit'
    : `Up to ${formatLimit(plan.maxCharacters)} characters per policy`;
  return [analyses, characters];
}

/** Limits first, then features: the full list shown wherever a plan is described in one list. */
export function listPlanFeatures(plan: Plan): string[] {
  return [...describePlanLimits(plan), ...plan.features];
}

/** The tiers that are bought through checkout, in order. */
export const PAID_TIERS = ['premium', 'pro', 'enterprise'] as const satisfies readonly Tier[];
export type PaidTier = (typeof PAID_TIERS)[number];

export function isPaidTier(tier: Tier): tier is PaidTier {
  return (PAID_TIERS as readonly Tier[]).includes(tier);
}

/** The monthly price in cents, as checkout data carries it (specification section 3). */
export function monthlyAmountCents(plan: Plan): number {
  return Math.round(plan.priceUsd * 100);
}

/** Where a tier stands in the order free < premium < pro < enterprise. */
export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}
