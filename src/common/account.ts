import { z } from 'zod';
import { tierSchema } from './tier-schema';

export const CURRENT_TERMS_VERSION = '1.0';
export const CURRENT_PRIVACY_VERSION = '1.0';

/** Whether a stored acceptance covers the current versions of both the Terms of Service and the Privacy Policy. */
export function hasAcceptedCurrentTerms(row: {
  termsAcceptedAt: Date | null;
  privacyPolicyAcceptedAt: Date | null;
  termsVersion: string;
  privacyVersion: string;
}): boolean {
  return (
    row.termsAcceptedAt !== null &&
    row.privacyPolicyAcceptedAt !== null &&
    row.termsVersion === CURRENT_TERMS_VERSION &&
    row.privacyVersion === CURRENT_PRIVACY_VERSION
  );
}

export const ACCOUNT_MESSAGES = {
  termsRequired: 'You must accept both the Terms of Service and Privacy Policy to continue.',
  /** The server-side terms gate: every API route but the account's own answers 403 with this. */
  termsNotAccepted:
    'Please accept the current Terms of Service and Privacy Policy before using PolicyLens. Reload the page to review them.',
} as const;

export const profileResponseSchema = z.object({
  usage: z.object({
    current: z.number().int().nonnegative(),
    /** -1 means unlimited. */
    limit: z.number().int(),
  }),
  tier: tierSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const termsStatusResponseSchema = z.object({
  hasAcceptedCurrentTerms: z.boolean(),
  termsVersion: z.string(),
  privacyVersion: z.string(),
});
export type TermsStatusResponse = z.infer<typeof termsStatusResponseSchema>;

export const acceptTermsRequestSchema = z.object({
  termsAccepted: z.boolean(),
  privacyPolicyAccepted: z.boolean(),
  marketingConsent: z.boolean().default(false),
  termsVersion: z.string().max(20).default(CURRENT_TERMS_VERSION),
  privacyVersion: z.string().max(20).default(CURRENT_PRIVACY_VERSION),
});
export type AcceptTermsRequest = z.input<typeof acceptTermsRequestSchema>;

export const privacyPreferencesSchema = z.object({
  aiSupportEnabled: z.boolean(),
  usageAnalyticsEnabled: z.boolean(),
  googleAnalyticsEnabled: z.boolean(),
  supportPersonalizationEnabled: z.boolean(),
  marketingEmailsEnabled: z.boolean(),
});
export type PrivacyPreferences = z.infer<typeof privacyPreferencesSchema>;

export const DEFAULT_PRIVACY_PREFERENCES: PrivacyPreferences = {
  aiSupportEnabled: true,
  usageAnalyticsEnabled: true,
  googleAnalyticsEnabled: true,
  supportPersonalizationEnabled: true,
  marketingEmailsEnabled: false,
};
