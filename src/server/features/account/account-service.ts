import { and, eq, lt, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  CURRENT_PRIVACY_VERSION,
  CURRENT_TERMS_VERSION,
  DEFAULT_PRIVACY_PREFERENCES,
  hasAcceptedCurrentTerms,
  type PrivacyPreferences,
} from '../../../common/account';
import type { Database } from '../../db/client';
import { retainedUsage, usageTracking, userPrivacyPreferences, users } from '../../db/schema';
import { monthKeyOf } from '../usage/usage-service';
import { AppError } from '../../lib/app-error';
import { handOverOwnedTeams } from '../teams/owned-teams-on-deletion';

export async function getTermsStatus(options: { db: Database; userId: string }) {
  const [row] = await options.db
    .select({
      termsAcceptedAt: users.termsAcceptedAt,
      privacyPolicyAcceptedAt: users.privacyPolicyAcceptedAt,
      termsVersion: users.termsVersion,
      privacyVersion: users.privacyVersion,
    })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  return {
    hasAcceptedCurrentTerms: row ? hasAcceptedCurrentTerms(row) : false,
    termsVersion: CURRENT_TERMS_VERSION,
    privacyVersion: CURRENT_PRIVACY_VERSION,
  };
}

/** Records acceptance of the current versions; both documents must be accepted, marketing is optional. */
export async function acceptTerms(options: {
  db: Database;
  userId: string;
  termsAccepted: boolean;
  privacyPolicyAccepted: boolean;
  marketingConsent: boolean;
}) {
  if (!options.termsAccepted || !options.privacyPolicyAccepted)
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.termsRequired);
  const now = new Date();
  await options.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        termsAcceptedAt: now,
        privacyPolicyAcceptedAt: now,
        termsVersion: CURRENT_TERMS_VERSION,
        privacyVersion: CURRENT_PRIVACY_VERSION,
        marketingConsentGiven: options.marketingConsent,
        marketingConsentDate: options.marketingConsent ? now : null,
      })
      .where(eq(users.id, options.userId));
    // The marketing checkbox and the Marketing Emails preference are the same choice.
    await tx
      .insert(userPrivacyPreferences)
      .values({ userId: options.userId, marketingEmailsEnabled: options.marketingConsent })
      .onConflictDoUpdate({
        target: userPrivacyPreferences.userId,
        set: { marketingEmailsEnabled: options.marketingConsent },
      });
  });
}

const preferenceColumns = {
  aiSupportEnabled: userPrivacyPreferences.aiSupportEnabled,
  usageAnalyticsEnabled: userPrivacyPreferences.usageAnalyticsEnabled,
  googleAnalyticsEnabled: userPrivacyPreferences.googleAnalyticsEnabled,
  supportPersonalizationEnabled: userPrivacyPreferences.supportPersonalizationEnabled,
  marketingEmailsEnabled: userPrivacyPreferences.marketingEmailsEnabled,
};

export async function getPrivacyPreferences(options: {
  db: Database;
  userId: string;
}): Promise<PrivacyPreferences> {
  const [row] = await options.db
    .select(preferenceColumns)
    .from(userPrivacyPreferences)
    .where(eq(userPrivacyPreferences.userId, options.userId))
    .limit(1);
  return row ?? DEFAULT_PRIVACY_PREFERENCES;
}

export async function savePrivacyPreferences(options: {
  db: Database;
  userId: string;
  preferences: PrivacyPreferences;
}) {
  const { db, userId, preferences } = options;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(userPrivacyPreferences)
      .values({ userId, ...preferences })
      .onConflictDoUpdate({ target: userPrivacyPreferences.userId, set: preferences });
    await tx
      .update(users)
      .set({
        marketingConsentGiven: preferences.marketingEmailsEnabled,
        marketingConsentDate: preferences.marketingEmailsEnabled ? now : null,
      })
      .where(eq(users.id, userId));
  });
  return getPrivacyPreferences({ db, userId });
}

/**
 * Deletes the account and everything of it in one transaction: each team it owns goes to the team's
 * oldest admin or is deleted, then the user row goes, whose foreign keys cascade to sessions, resets,
 * preferences, usage, analyses (and their team shares), analytics events, tickets and their replies,
 * branding and memberships in other teams. This month's usage is kept under a keyed hash of the email
 * (`emailKeyOf`), so registering the same address again does not reset the quota.
 */
export async function deleteAccount(options: {
  db: Database;
  userId: string;
  emailKeyOf: (email: string) => string;
  now?: Date;
}): Promise<void> {
  const month = monthKeyOf(options.now ?? new Date());
  await options.db.transaction(async (tx) => {
    const [usage] = await tx
      .select({ email: users.email, count: usageTracking.summariesCount })
      .from(users)
      .innerJoin(usageTracking, eq(usageTracking.userId, users.id))
      .where(and(eq(users.id, options.userId), eq(usageTracking.month, month)))
      .limit(1);
    if (usage && usage.count > 0) {
      await tx
        .insert(retainedUsage)
        .values({ emailKey: options.emailKeyOf(usage.email), month, summariesCount: usage.count })
        .onConflictDoUpdate({
          target: [retainedUsage.emailKey, retainedUsage.month],
          set: { summariesCount: sql`greatest(${retainedUsage.summariesCount}, excluded.summaries_count)` },
        });
    }
    await tx.delete(retainedUsage).where(lt(retainedUsage.month, month));
    await handOverOwnedTeams(tx, options.userId);
    await tx.delete(users).where(eq(users.id, options.userId));
  });
}
