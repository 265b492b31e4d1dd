import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Paddle price ids the tests configure for the three paid plans. */
export const TEST_PADDLE_PRICES = {
  premium: 'pri_test_premium',
  pro: 'pri_test_pro',
  enterprise: 'pri_test_enterprise',
} as const;

export const TEST_WEBHOOK_SECRET = 'pdl_ntfset_test_secret';

/** The environment that turns Paddle on, pointed at a fake Paddle API at `apiBaseUrl`. */
export function paddleTestEnv(apiBaseUrl: string): Record<string, string> {
  return {
    PADDLE_API_KEY: 'pdl_sdbx_apikey_test',
    PADDLE_ENVIRONMENT: 'sandbox',
    PADDLE_CLIENT_TOKEN: 'test_client_token',
    PADDLE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    PADDLE_PRICE_PREMIUM: TEST_PADDLE_PRICES.premium,
    PADDLE_PRICE_PRO: TEST_PADDLE_PRICES.pro,
    PADDLE_PRICE_ENTERPRISE: TEST_PADDLE_PRICES.enterprise,
    PADDLE_API_BASE_URL: apiBaseUrl,
  };
}

/** The Paddle-Signature header for a body, as Paddle computes it: HMAC-SHA256 of "<ts>:<body>". */
export function signPaddleBody(body: string, options: { secret?: string; timestamp?: number } = {}): string {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const h1 = createHmac('sha256', options.secret ?? TEST_WEBHOOK_SECRET)
    .update(`${timestamp}:${body}`)
    .digest('hex');
  return `ts=${timestamp};h1=${h1}`;
}

const AMOUNTS: Record<string, string> = {
  [TEST_PADDLE_PRICES.premium]: '1500',
  [TEST_PADDLE_PRICES.pro]: '3500',
  [TEST_PADDLE_PRICES.enterprise]: '15000',
};

/** A price as Paddle's API and notifications describe it (snake_case, as on the wire). */
export function paddlePrice(priceId: string) {
  return {
    id: priceId,
    product_id: 'pro_test_policylens',
    description: 'Monthly',
    type: 'standard',
    name: null,
    billing_cycle: { interval: 'month', frequency: 1 },
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount: AMOUNTS[priceId] ?? '0', currency_code: 'USD' },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

export type SubscriptionFields = {
  id: string;
  status: 'active' | 'canceled' | 'past_due' | 'paused' | 'trialing';
  customerId: string;
  priceId: string;
  periodStart?: string;
  periodEnd?: string;
  scheduledCancelAt?: string | null;
  canceledAt?: string | null;
  customData?: Record<string, unknown> | null;
};

/** A subscription as Paddle sends it in API responses and subscription.* notifications. */
export function paddleSubscription(fields: SubscriptionFields) {
  const periodStart = fields.periodStart ?? '2026-11-01T00:00:00Z';
  const periodEnd = fields.periodEnd ?? '2026-12-01T00:00:00Z';
  return {
    id: fields.id,
    status: fields.status,
    customer_id: fields.customerId,
    address_id: 'add_test',
    business_id: null,
    currency_code: 'USD',
    created_at: periodStart,
    updated_at: periodStart,
    started_at: periodStart,
    first_billed_at: periodStart,
    next_billed_at: fields.status === 'active' && !fields.scheduledCancelAt ? periodEnd : null,
    paused_at: null,
    canceled_at: fields.canceledAt ?? null,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period:
      fields.status === 'canceled' ? null : { starts_at: periodStart, ends_at: periodEnd },
    billing_cycle: { interval: 'month', frequency: 1 },
    scheduled_change: fields.scheduledCancelAt
      ? { action: 'cancel', effective_at: fields.scheduledCancelAt, resume_at: null }
      : null,
    management_urls: { update_payment_method: null, cancel: 'https://example.invalid/cancel' },
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: periodStart,
        updated_at: periodStart,
        previously_billed_at: periodStart,
        next_billed_at: periodEnd,
        trial_dates: null,
        price: paddlePrice(fields.priceId),
        product: {
          id: 'pro_test_policylens',
          name: 'PolicyLens',
          type: 'standard',
          tax_category: 'saas',
          description: null,
          image_url: null,
          custom_data: null,
          status: 'active',
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      },
    ],
    custom_data: fields.customData ?? null,
    import_meta: null,
  };
}

export type TransactionFields = {
  id: string;
  status: string;
  customerId: string | null;
  subscriptionId: string | null;
  priceId: string;
  origin?: string;
  customData?: Record<string, unknown> | null;
  periodEnd?: string;
};

/** A transaction as Paddle sends it in API responses and transaction.* notifications. */
export function paddleTransaction(fields: TransactionFields) {
  return {
    id: fields.id,
    status: fields.status,
    customer_id: fields.customerId,
    address_id: null,
    business_id: null,
    custom_data: fields.customData ?? null,
    currency_code: 'USD',
    origin: fields.origin ?? 'web',
    subscription_id: fields.subscriptionId,
    invoice_id: null,
    invoice_number: null,
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: fields.subscriptionId
      ? { starts_at: '2026-11-01T00:00:00Z', ends_at: fields.periodEnd ?? '2026-12-01T00:00:00Z' }
      : null,
    items: [{ price: paddlePrice(fields.priceId), quantity: 1, proration: null }],
    details: null,
    payments: [],
    checkout: { url: `https://checkout.example.invalid/?_ptxn=${fields.id}` },
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    billed_at: null,
    revised_at: null,
  };
}

/** A notification body as Paddle posts it to the webhook. */
export function paddleEventBody(event: {
  eventId: string;
  eventType: string;
  occurredAt: string;
  data: unknown;
}): string {
  return JSON.stringify({
    event_id: event.eventId,
    event_type: event.eventType,
    occurred_at: event.occurredAt,
    notification_id: `ntf_${event.eventId}`,
    data: event.data,
  });
}

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
};

export type FakePaddle = {
  url: string;
  requests: RecordedRequest[];
  /** Subscriptions the fake knows, by id, as Paddle would store them. */
  subscriptions: Map<string, SubscriptionFields>;
  /** The next request answers with this HTTP status and a Paddle error. */
  failNextWith: (status: number) => void;
  close: () => Promise<void>;
};

function paddleError(code: string, detail: string) {
  return {
    error: { type: 'request_error', code, detail, documentation_url: 'https://developer.paddle.com' },
  };
}

/**
 * A loopback HTTP server that answers the few Paddle API calls PolicyLens makes, the way Paddle does
 * (snake_case JSON under `data`, errors under `error`), and records every request.
 */
export async function startFakePaddle(): Promise<FakePaddle> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, SubscriptionFields>();
  let nextFailure: number | undefined;
  let transactionCount = 0;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      requests.push({ method, path, authorization: request.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (nextFailure !== undefined) {
        const status = nextFailure;
        nextFailure = undefined;
        send(status, paddleError('internal_error', 'Something went wrong'));
        return;
      }
      const input = (body ?? {}) as {
        items?: { price_id: string }[];
        custom_data?: Record<string, unknown>;
        customer_id?: string;
        effective_from?: string;
      };

      if (method === 'POST' && path === '/transactions') {
        transactionCount += 1;
        const priceId = input.items?.[0]?.price_id ?? '';
        if (!(priceId in AMOUNTS)) {
          send(400, paddleError('bad_request', `price ${priceId} not found`));
          return;
        }
        send(201, {
          data: paddleTransaction({
            id: `txn_fake_${transactionCount}`,
            status: 'ready',
            customerId: input.customer_id ?? null,
            subscriptionId: null,
            priceId,
            customData: input.custom_data ?? null,
          }),
        });
        return;
      }

      const match = /^\/subscriptions\/([^/]+)(\/[a-z-]+)?$/.exec(path);
      const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined;
      if (!match || !subscription) {
        send(404, paddleError('not_found', `no route or entity for ${method} ${path}`));
        return;
      }
      const action = match[2];
      if (method === 'POST' && action === '/cancel') {
        if (input.effective_from === 'next_billing_period')
          subscription.scheduledCancelAt = subscription.periodEnd ?? '2026-12-01T00:00:00Z';
        else {
          subscription.status = 'canceled';
          subscription.canceledAt = new Date().toISOString();
        }
        send(200, { data: paddleSubscription(subscription) });
        return;
      }
      if (method === 'PATCH' && action === undefined) {
        if (input.items?.[0]) subscription.priceId = input.items[0].price_id;
        send(200, { data: paddleSubscription(subscription) });
        return;
      }
      if (method === 'GET' && action === '/update-payment-method-transaction') {
        send(200, {
          data: paddleTransaction({
            id: `txn_pm_${subscription.id}`,
            status: 'ready',
            customerId: subscription.customerId,
            subscriptionId: subscription.id,
            priceId: subscription.priceId,
            origin: 'subscription_payment_method_change',
          }),
        });
        return;
      }
      send(404, paddleError('not_found', `no route for ${method} ${path}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failNextWith: (status) => {
      nextFailure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
