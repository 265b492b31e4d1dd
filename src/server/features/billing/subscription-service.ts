import { eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  type CancelSubscriptionResponse,
  type SubscriptionResponse,
  type UpdatePaymentMethodResponse,
} from '../../../common/billing';
import { getPlan } from '../../../common/plans';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  getBillingAccount,
  PAID_STATUSES,
  paddleUnavailable,
  type BillingAccount,
  type PaddleBilling,
} from './billing-account';

function canManage(account: BillingAccount, paddle: PaddleBilling | undefined): boolean {
  return !!paddle && !!account.paddleSubscriptionId && PAID_STATUSES.has(account.subscriptionStatus);
}

export async function getSubscription(options: {
  db: Database;
  paddle: PaddleBilling | undefined;
  userId: string;
}): Promise<SubscriptionResponse> {
  const { paddle } = options;
  const account = await getBillingAccount(options);
  return {
    provider: paddle ? 'paddle' : 'demo',
    tier: account.tier,
    subscriptionStatus: account.subscriptionStatus,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    cancelAtPeriodEnd: account.subscriptionCancelAtPeriodEnd,
    canManage: canManage(account, paddle),
    paddle: paddle
      ? { environment: paddle.config.environment, clientToken: paddle.config.clientToken }
      : null,
  };
}

/** The account's live Paddle subscription, or a clear refusal. */
function requireManagedSubscription(
  account: BillingAccount,
  paddle: PaddleBilling | undefined,
): { paddle: PaddleBilling; subscriptionId: string } {
  if (!paddle) throw new AppError('CONFLICT', BILLING_MESSAGES.demoMode);
  if (!account.paddleSubscriptionId || !canManage(account, paddle))
    throw new AppError('CONFLICT', BILLING_MESSAGES.noSubscription);
  return { paddle, subscriptionId: account.paddleSubscriptionId };
}

/**
 * Asks Paddle to cancel at the end of the billing period (specification section 9: cancellation keeps
 * access until then). The tier stays; Paddle's subscription.canceled webhook moves the account to Free
 * on that date.
 */
export async function cancelSubscription(options: {
  db: Database;
  paddle: PaddleBilling | undefined;
  userId: string;
}): Promise<CancelSubscriptionResponse> {
  const account = await getBillingAccount(options);
  const { paddle, subscriptionId } = requireManagedSubscription(account, options.paddle);
  if (account.subscriptionCancelAtPeriodEnd)
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyCanceling);

  let endsAt: string | null;
  try {
    const subscription = await paddle.client.subscriptions.cancel(subscriptionId, {
      effectiveFrom: 'next_billing_period',
    });
    endsAt = subscription.scheduledChange?.effectiveAt ?? subscription.currentBillingPeriod?.endsAt ?? null;
  } catch (error) {
    throw paddleUnavailable(error);
  }
  const subscriptionEndDate = endsAt ? new Date(endsAt) : account.subscriptionEndDate;
  await options.db
    .update(users)
    .set({ subscriptionCancelAtPeriodEnd: true, subscriptionEndDate })
    .where(eq(users.id, account.id));
  const planName = getPlan(account.tier).name;
  const until = subscriptionEndDate
    ? ` until ${subscriptionEndDate.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`
    : ' until the end of the billing period';
  return {
    message: `Your subscription is cancelled. You keep ${planName}${until}, then move to Free.`,
    subscriptionEndDate: subscriptionEndDate?.toISOString() ?? null,
  };
}

/** A Paddle transaction that Paddle.js opens so the customer can replace the card on file. */
export async function startPaymentMethodUpdate(options: {
  db: Database;
  paddle: PaddleBilling | undefined;
  userId: string;
}): Promise<UpdatePaymentMethodResponse> {
  const account = await getBillingAccount(options);
  const { paddle, subscriptionId } = requireManagedSubscription(account, options.paddle);
  try {
    const transaction = await paddle.client.subscriptions.getPaymentMethodChangeTransaction(subscriptionId);
    return { transactionId: transaction.id };
  } catch (error) {
    throw paddleUnavailable(error);
  }
}
