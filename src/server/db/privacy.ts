import { boolean, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns';
import { users } from './accounts';

export const userPrivacyPreferences = pgTable(
  'user_privacy_preferences',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aiSupportEnabled: boolean('ai_support_enabled').notNull().default(true),
    usageAnalyticsEnabled: boolean('usage_analytics_enabled').notNull().default(true),
    googleAnalyticsEnabled: boolean('google_analytics_enabled').notNull().default(true),
    supportPersonalizationEnabled: boolean('support_personalization_enabled').notNull().default(true),
    marketingEmailsEnabled: boolean('marketing_emails_enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('user_privacy_preferences_user_id_unique').on(table.userId)],
);
