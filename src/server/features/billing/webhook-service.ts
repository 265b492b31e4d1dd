import { and, eq, isNull, lte, or } from 'drizzle-orm';
import {
  EventName,
  SubscriptionActivatedEvent,
  SubscriptionCanceledEvent,
  SubscriptionCreatedEvent,
  SubscriptionPastDueEvent,
  SubscriptionPausedEvent,
  SubscriptionResumedEvent,
  SubscriptionTrialingEvent,
  SubscriptionUpdatedEvent,
  TransactionCompletedEvent,
  TransactionPaymentFailedEvent,
  type EventEntity,
  type SubscriptionNotification,
  type TransactionNotification,
} from '@paddle/paddle-node-sdk';
import type { WebhookAcknowledgement } from '../../../common/billing';
import type { Tier } from '../../../common/plans';
import type { PaddleConfig } from '../../config';
import type { Database } from '../../db/client';
import { paddleWebhookEvents, users } from '../../db/schema';
import { PAID_STATUSES, tierOfPaddlePrice } from './billing-account';

type Outcome = WebhookAcknowledgement['outcome'];

/** What one event says about the customer's subscription. */
type BillingChange = {
  customerId: string | null;
  subscriptionId: string;
  /** undefined: the event does not say, keep the tier. */
  tier: Tier | undefined;
  status: string;
  subscriptionEndDate: Date | null | undefined;
  cancelAtPeriodEnd: boolean | undefined;
  /** Does this event start (or restart) a paid subscription? Only those may replace another one. */
  isActivation: boolean;
  userIdHint: string | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userIdFromCustomData(customData: unknown): string | undefined {
  if (typeof customData !== 'object' || customData === null || !('userId' in customData)) return undefined;
  const { userId } = customData;
  return typeof userId === 'string' && UUID.test(userId) ? userId : undefined;
}

function tierOfItems(config: PaddleConfig, priceIds: (string | undefined)[]): Tier | undefined {
  for (const priceId of priceIds) {
    const tier = priceId ? tierOfPaddlePrice(config, priceId) : undefined;
    if (tier) return tier;
  }
  return undefined;
}

function changeFromSubscription(config: PaddleConfig, data: SubscriptionNotification): BillingChange {
  const isPaid = PAID_STATUSES.has(data.status);
  const isCancelScheduled = data.scheduledChange?.action === 'cancel';
  const endDate =
    data.status === 'canceled'
      ? (data.canceledAt ?? data.currentBillingPeriod?.endsAt)
      : isCancelScheduled
        ? data.scheduledChange?.effectiveAt
        : data.currentBillingPeriod?.endsAt;
  return {
    customerId: data.customerId,
    subscriptionId: data.id,
    // A cancelled or paused subscription leaves the account on Free; a paid one gives its plan.
    tier: isPaid
      ? tierOfItems(
          config,
          data.items.map((item) => item.price?.id),
        )
      : 'free',
    status: data.status,
    subscriptionEndDate: endDate ? new Date(endDate) : null,
    cancelAtPeriodEnd: isPaid && isCancelScheduled,
    isActivation: data.status === 'active' || data.status === 'trialing',
    userIdHint: userIdFromCustomData(data.customData),
  };
}

function changeFromTransaction(
  config: PaddleConfig,
  isCompleted: boolean,
  data: TransactionNotification,
): BillingChange | undefined {
  // One-off transactions (and failed checkouts before any subscription exists) say nothing about a plan.
  if (!data.subscriptionId) return undefined;
  return {
    customerId: data.customerId,
    subscriptionId: data.subscriptionId,
    tier: isCompleted
      ? tierOfItems(
          config,
          data.items.map((item) => item.price?.id),
        )
      : undefined,
    status: isCompleted ? 'active' : 'past_due',
    subscriptionEndDate: isCompleted && data.billingPeriod ? new Date(data.billingPeriod.endsAt) : undefined,
    cancelAtPeriodEnd: undefined,
    isActivation: isCompleted,
    userIdHint: userIdFromCustomData(data.customData),
  };
}

/** The subscription events and the two transaction events that change an account; others are ignored. */
function changeFromEvent(config: PaddleConfig, event: EventEntity): BillingChange | undefined {
  if (
    event instanceof SubscriptionCreatedEvent ||
    event instanceof SubscriptionActivatedEvent ||
    event instanceof SubscriptionUpdatedEvent ||
    event instanceof SubscriptionPastDueEvent ||
    event instanceof SubscriptionCanceledEvent ||
    event instanceof SubscriptionTrialingEvent ||
    event instanceof SubscriptionPausedEvent ||
    event instanceof SubscriptionResumedEvent
  )
    return changeFromSubscription(config, event.data);
  if (event instanceof TransactionCompletedEvent) return changeFromTransaction(config, true, event.data);
  if (event instanceof TransactionPaymentFailedEvent) return changeFromTransaction(config, false, event.data);
  return undefined;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const accountColumns = {
  id: users.id,
  email: users.email,
  tier: users.tier,
  paddleCustomerId: users.paddleCustomerId,
  paddleSubscriptionId: users.paddleSubscriptionId,
};
type Account = {
  id: string;
  email: string;
  tier: Tier;
  paddleCustomerId: string | null;
  paddleSubscriptionId: string | null;
};

/**
 * The account an event belongs to: by its subscription, then its Paddle customer, then (for the first
 * payment, before any customer is linked) by the user id our checkout put in custom data.
 */
async function findAccount(tx: Transaction, change: BillingChange): Promise<Account | undefined> {
  const [bySubscription] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.paddleSubscriptionId, change.subscriptionId))
    .limit(1);
  if (bySubscription) return bySubscription;
  if (change.customerId) {
    const [byCustomer] = await tx
      .select(accountColumns)
      .from(users)
      .where(eq(users.paddleCustomerId, change.customerId))
      .limit(1);
    if (byCustomer) return byCustomer;
  }
  if (!change.userIdHint) return undefined;
  const [byHint] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, change.userIdHint))
    .limit(1);
  // An account linked to another Paddle customer is never changed by this one's events, whatever its
  // custom data says: custom data can be set by anyone who opens a checkout with our public token.
  if (byHint?.paddleCustomerId && change.customerId && byHint.paddleCustomerId !== change.customerId)
    return undefined;
  return byHint;
}

export type WebhookResult = {
  outcome: Outcome;
  /** Set when a renewal payment failed for a known account: who to tell. */
  paymentFailed?: { email: string; tier: Tier };
};

/**
 * Applies one verified Paddle event, once. In one database transaction: the event id is recorded
 * (a replay finds it and changes nothing), then the account is updated only if the event is not older
 * than the last one applied to it (events arrive out of order).
 */
export async function handlePaddleEvent(options: {
  db: Database;
  config: PaddleConfig;
  event: EventEntity;
}): Promise<WebhookResult> {
  const { db, config, event } = options;
  const occurredAt = new Date(event.occurredAt);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paddleWebhookEvents)
      .values({ eventId: event.eventId, eventType: event.eventType, occurredAt, outcome: 'ignored' })
      .onConflictDoNothing({ target: paddleWebhookEvents.eventId })
      .returning({ eventId: paddleWebhookEvents.eventId });
    if (inserted.length === 0) return { outcome: 'duplicate' };

    const result = await applyChange(tx, config, event, occurredAt);
    await tx
      .update(paddleWebhookEvents)
      .set({ outcome: result.outcome, userId: result.userId ?? null })
      .where(eq(paddleWebhookEvents.eventId, event.eventId));
    return {
      outcome: result.outcome,
      ...(result.paymentFailed ? { paymentFailed: result.paymentFailed } : {}),
    };
  });
}

async function applyChange(
  tx: Transaction,
  config: PaddleConfig,
  event: EventEntity,
  occurredAt: Date,
): Promise<WebhookResult & { userId?: string }> {
  const change = changeFromEvent(config, event);
  if (!change) return { outcome: 'ignored' };
  const account = await findAccount(tx, change);
  if (!account) return { outcome: 'unknown-customer' };
  // The end of an old subscription must not downgrade an account that has moved to a newer one.
  if (
    account.paddleSubscriptionId &&
    account.paddleSubscriptionId !== change.subscriptionId &&
    !change.isActivation
  )
    return { outcome: 'ignored', userId: account.id };

  const updated = await tx
    .update(users)
    .set({
      paddleCustomerId: change.customerId ?? account.paddleCustomerId,
      paddleSubscriptionId: change.subscriptionId,
      subscriptionStatus: change.status,
      billingEventAt: occurredAt,
      ...(change.tier ? { tier: change.tier } : {}),
      ...(change.subscriptionEndDate !== undefined
        ? { subscriptionEndDate: change.subscriptionEndDate }
        : {}),
      ...(change.cancelAtPeriodEnd !== undefined
        ? { subscriptionCancelAtPeriodEnd: change.cancelAtPeriodEnd }
        : {}),
    })
    .where(
      and(eq(users.id, account.id), or(isNull(users.billingEventAt), lte(users.billingEventAt, occurredAt))),
    )
    .returning({ tier: users.tier });
  const row = updated[0];
  if (!row) return { outcome: 'stale', userId: account.id };
  const isPaymentFailure = event.eventType === EventName.TransactionPaymentFailed;
  return {
    outcome: 'applied',
    userId: account.id,
    ...(isPaymentFailure ? { paymentFailed: { email: account.email, tier: row.tier } } : {}),
  };
}
