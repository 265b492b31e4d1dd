import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Tier } from '../../common/plans';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased so that uniqueness is case-insensitive. */
    email: varchar('email', { length: 255 }).notNull(),
    /**
     * The identity provider's subject (the specification's `auth0Sub`), with the issuer it belongs to:
     * any OpenID Connect provider can sign people in, and subjects are only unique per issuer.
     */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    passwordHash: text('password_hash'),
    name: text('name'),
    tier: text('tier').$type<Tier>().notNull().default('free'),
    isAdmin: boolean('is_admin').notNull().default(false),
    authProvider: text('auth_provider').notNull().default('custom'),
    paddleCustomerId: text('paddle_customer_id'),
    paddleSubscriptionId: text('paddle_subscription_id'),
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    /** The subscription is set to end at subscriptionEndDate instead of renewing. */
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    /**
     * When the newest Paddle event applied to this account occurred: Paddle does not deliver events
     * in order, so an older one arriving later must not undo a newer one.
     */
    billingEventAt: timestamp('billing_event_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyPolicyAcceptedAt: timestamp('privacy_policy_accepted_at', { withTimezone: true }),
    marketingConsentGiven: boolean('marketing_consent_given').notNull().default(false),
    marketingConsentDate: timestamp('marketing_consent_date', { withTimezone: true }),
    termsVersion: text('terms_version').notNull().default('1.0'),
    privacyVersion: text('privacy_version').notNull().default('1.0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_oidc_subject_unique').on(table.oidcIssuer, table.oidcSubject),
    // Webhooks find the account by its Paddle customer or subscription.
    index('users_paddle_customer_id_idx').on(table.paddleCustomerId),
    index('users_paddle_subscription_id_idx').on(table.paddleSubscriptionId),
    // Admin stats count sign-ups per window.
    index('users_created_at_idx').on(table.createdAt),
    // ...and active users by their last sign-in.
    index('users_last_login_idx').on(table.lastLogin),
    check('users_tier_check', sql`${table.tier} in ('free', 'premium', 'pro', 'enterprise')`),
  ],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a read of
 * this table does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** One-time password reset links; the token is stored hashed, like session tokens. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_token_unique').on(table.token),
    index('password_resets_user_id_idx').on(table.userId),
  ],
);

/**
 * An OpenID Connect sign-in in progress: the PKCE verifier, state and nonce stay on the server; the
 * browser holds only a random id (hashed here) in a short-lived cookie. Each row is used once.
 */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    id: id(),
    idHash: text('id_hash').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('oidc_login_states_id_hash_unique').on(table.idHash)],
);
