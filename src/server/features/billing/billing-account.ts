import { eq } from 'drizzle-orm';
import type { Paddle } from '@paddle/paddle-node-sdk';
import { BILLING_MESSAGES } from '../../../common/billing';
import type { PaidTier } from '../../../common/plans';
import type { PaddleConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Paddle, when configured: the SDK client and the configuration it was made from. */
export type PaddleBilling = { client: Paddle; config: PaddleConfig };

/** Paddle subscription statuses during which the customer has paid for the plan. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

const billingColumns = {
  id: users.id,
  email: users.email,
  tier: users.tier,
  paddleCustomerId: users.paddleCustomerId,
  paddleSubscriptionId: users.paddleSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionEndDate: users.subscriptionEndDate,
  subscriptionCancelAtPeriodEnd: users.subscriptionCancelAtPeriodEnd,
};

export type BillingAccount = {
  [Key in keyof typeof billingColumns]: (typeof users.$inferSelect)[Key];
};

export async function findBillingAccount(options: {
  db: Database;
  userId: string;
}): Promise<BillingAccount | undefined> {
  const [row] = await options.db
    .select(billingColumns)
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  return row;
}

/** The account of a signed-in user; it can only be missing if it was deleted mid-request. */
export async function getBillingAccount(options: { db: Database; userId: string }): Promise<BillingAccount> {
  const account = await findBillingAccount(options);
  if (!account) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign in again.');
  return account;
}

/** Paddle price id to plan, for reading the items of Paddle's events. */
export function tierOfPaddlePrice(config: PaddleConfig, priceId: string): PaidTier | undefined {
  const entries = Object.entries(config.priceIds) as [PaidTier, string][];
  return entries.find(([, id]) => id === priceId)?.[0];
}

/** Any failure to talk to Paddle: logged by the caller, shown as a short retry message. */
export function paddleUnavailable(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.providerFailed, { cause });
}
