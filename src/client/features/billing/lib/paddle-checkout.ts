import { CheckoutEventNames, initializePaddle, type Paddle } from '@paddle/paddle-js';
import type { PaddleEnvironment } from '../../../../common/billing';

/*
 * Paddle.js, loaded from Paddle's CDN the first time a payment is opened. Pages import this module
 * dynamically, so visitors who never pay download none of it.
 */

export type PaddleBrowserConfig = { environment: PaddleEnvironment; clientToken: string };

let paddlePromise: Promise<Paddle> | undefined;
let whenCompleted: (() => void) | undefined;

function loadPaddle(config: PaddleBrowserConfig): Promise<Paddle> {
  paddlePromise ??= initializePaddle({
    environment: config.environment,
    token: config.clientToken,
    eventCallback: (event) => {
      if (event.name === CheckoutEventNames.CHECKOUT_COMPLETED) whenCompleted?.();
    },
  }).then((paddle) => {
    if (!paddle) throw new Error('Paddle.js could not be loaded');
    return paddle;
  });
  // A failed download (offline, blocked) may be retried on the next click.
  paddlePromise.catch(() => {
    paddlePromise = undefined;
  });
  return paddlePromise;
}

/** Opens Paddle's checkout overlay for a transaction our server created. */
export async function openPaddleCheckout(options: {
  config: PaddleBrowserConfig;
  transactionId: string;
  email?: string;
  onCompleted?: () => void;
}): Promise<void> {
  const paddle = await loadPaddle(options.config);
  whenCompleted = options.onCompleted;
  paddle.Checkout.open({
    transactionId: options.transactionId,
    ...(options.email ? { customer: { email: options.email } } : {}),
    settings: { displayMode: 'overlay', variant: 'one-page' },
  });
}
