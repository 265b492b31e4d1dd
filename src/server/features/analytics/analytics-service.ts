import { CLIENT_ANALYTICS_EVENTS } from '../../../common/analytics';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, userPrivacyPreferences } from '../../db/schema';

/** Events the server records as they happen, plus those the browser reports. */
export const ANALYTICS_EVENTS = ['analysis', 'upload', 'export', ...CLIENT_ANALYTICS_EVENTS] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * Records a first-party analytics event, only for users whose Usage Analytics preference is on
 * (a missing preferences row means the default, which is on). Properties never hold policy text.
 */
export async function recordEvent(options: {
  db: Database;
  userId: string;
  name: AnalyticsEventName;
  properties?: Record<string, string | number | boolean>;
}): Promise<boolean> {
  const { db, userId, name, properties = {} } = options;
  const [preferences] = await db
    .select({ isEnabled: userPrivacyPreferences.usageAnalyticsEnabled })
    .from(userPrivacyPreferences)
    .where(eq(userPrivacyPreferences.userId, userId))
    .limit(1);
  if (preferences && !preferences.isEnabled) return false;
  await db.insert(analyticsEvents).values({ userId, name, properties });
  return true;
}
