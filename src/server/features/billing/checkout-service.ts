import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
} from '../../../common/billing';
import {
  getPlan,
  getPlanByCheckoutPriceId,
  isPaidTier,
  monthlyAmountCents,
  tierRank,
  type Plan,
} from '../../../common/plans';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  getBillingAccount,
  PAID_STATUSES,
  paddleUnavailable,
  type BillingAccount,
  type PaddleBilling,
} from './billing-account';

/** The plan a checkout request asks for: by the pricing page's price id or the account page's tier. */
function resolveRequestedPlan(request: CreateCheckoutRequest): Plan {
  if (request.priceId !== undefined) {
    const plan = getPlanByCheckoutPriceId(request.priceId);
    if (!plan) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.unknownPriceId);
    return plan;
  }
  const plan = getPlan(request.tier ?? 'free');
  if (!isPaidTier(plan.tier)) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.freeNeedsNoCheckout);
  return plan;
}

/** Checkout only moves up: the same plan is 'already subscribed', a lower one is refused. */
function assertIsUpgrade(account: BillingAccount, plan: Plan): void {
  const current = getPlan(account.tier);
  if (current.tier === plan.tier)
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed(current.name));
  if (tierRank(plan.tier) < tierRank(current.tier))
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.lowerPlan(current.name, plan.name));
}

/**
 * Starts a checkout for a higher plan. In demo mode it only describes the checkout; with Paddle it
 * creates a Paddle transaction (paid in the browser through Paddle.js) or, for a subscriber, moves the
 * existing subscription to the new price. Either way the tier changes only when Paddle's webhook says so.
 */
export async function createCheckout(options: {
  db: Database;
  paddle: PaddleBilling | undefined;
  userId: string;
  request: CreateCheckoutRequest;
}): Promise<CreateCheckoutResponse> {
  const plan = resolveRequestedPlan(options.request);
  const account = await getBillingAccount({ db: options.db, userId: options.userId });
  assertIsUpgrade(account, plan);

  const base = { tier: plan.tier, amount: monthlyAmountCents(plan), customer: { email: account.email } };
  const { paddle } = options;
  if (!paddle || !isPaidTier(plan.tier)) {
    return {
      success: true,
      provider: 'demo',
      checkoutData: { ...base, checkoutId: `demo_${randomUUID()}` },
      message: `Your ${plan.name} checkout is ready. This is a demo: no payment will be taken.`,
    };
  }

  const priceId = paddle.config.priceIds[plan.tier];
  try {
    if (account.paddleSubscriptionId && PAID_STATUSES.has(account.subscriptionStatus)) {
      // A subscriber changes the price of the subscription they have, billed pro rata now, rather than
      // opening a second subscription that would bill them twice.
      const subscription = await paddle.client.subscriptions.update(account.paddleSubscriptionId, {
        items: [{ priceId, quantity: 1 }],
        prorationBillingMode: 'prorated_immediately',
        customData: { userId: account.id, tier: plan.tier },
      });
      return {
        success: true,
        provider: 'paddle',
        checkoutData: { ...base, checkoutId: subscription.id },
        message: `Your subscription is moving to ${plan.name}. The difference is charged to your saved payment method.`,
      };
    }
    const transaction = await paddle.client.transactions.create({
      items: [{ priceId, quantity: 1 }],
      // The webhook finds the account by this id on the first payment, before any customer is linked.
      customData: { userId: account.id, tier: plan.tier },
      ...(account.paddleCustomerId ? { customerId: account.paddleCustomerId } : {}),
    });
    return {
      success: true,
      provider: 'paddle',
      checkoutData: { ...base, checkoutId: transaction.id },
      message: `Your ${plan.name} checkout is ready. Complete the payment to upgrade.`,
    };
  } catch (error) {
    throw paddleUnavailable(error);
  }
}
