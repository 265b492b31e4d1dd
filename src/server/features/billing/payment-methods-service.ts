import type {
  PaymentMethodId,
  PaymentMethodsStatusResponse,
  PaymentMethodStatus,
} from '../../../common/billing';
import { PAYMENT_METHODS } from '../../../common/payment-methods';
import type { Config } from '../../config';

type MethodState = { status: PaymentMethodStatus; reason: string };

/**
 * What each method needs beyond Paddle itself. Cards work as soon as Paddle is configured; wallets and
 * PayPal are switched on in Paddle's dashboard, which the server cannot see, so they need a test; Apple
 * Pay needs HTTPS on an approved domain; SEPA and Interac need prices in EUR or CAD.
 */
function stateOf(id: PaymentMethodId, config: Config): MethodState {
  if (!config.paddle)
    return { status: 'requires-setup', reason: 'Set PADDLE_API_KEY and the other Paddle variables.' };
  switch (id) {
    case 'credit-cards':
      return { status: 'ready', reason: 'Cards are accepted by every Paddle checkout.' };
    case 'apple-pay':
      return config.publicUrl?.startsWith('https://')
        ? {
            status: 'testing-needed',
            reason: 'Check that your domain is approved in Paddle, then test in Safari.',
          }
        : {
            status: 'requires-setup',
            reason: 'Apple Pay needs the site on HTTPS: set PUBLIC_URL to an https:// address.',
          };
    case 'google-pay':
    case 'paypal':
      return {
        status: 'testing-needed',
        reason: "Enabled in Paddle's checkout settings; run a sandbox payment to confirm.",
      };
    case 'sepa':
      return {
        status: 'testing-needed',
        reason: 'Needs prices with a EUR amount; test with a customer in the euro area.',
      };
    case 'interac':
      return {
        status: 'testing-needed',
        reason: 'Needs prices with a CAD amount; test with a customer in Canada.',
      };
  }
}

/** GET /api/payment-methods/status: derived from the configuration only, so it is cheap to poll. */
export function getPaymentMethodsStatus(config: Config): PaymentMethodsStatusResponse {
  const paymentMethods = PAYMENT_METHODS.map((method) => {
    const state = stateOf(method.id, config);
    return {
      id: method.id,
      name: method.name,
      ...state,
      // A sandbox payment can be tried whenever Paddle is configured and nothing is missing locally.
      testable:
        !!config.paddle && config.paddle.environment === 'sandbox' && state.status !== 'requires-setup',
    };
  });
  return {
    paddleConfigured: !!config.paddle,
    environment: config.paddle?.environment ?? 'demo',
    readyCount: paymentMethods.filter((method) => method.status === 'ready').length,
    totalCount: paymentMethods.length,
    paymentMethods,
  };
}
