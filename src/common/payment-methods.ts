import type { PaymentMethodId } from './billing';

export type PaymentMethodInfo = {
  id: PaymentMethodId;
  name: string;
  /** What must be in place before the method shows in Paddle's checkout. */
  requirements: readonly string[];
  /** How to try it in the sandbox. */
  testInstructions: readonly string[];
};

/**
 * The six payment methods of the payment test page (specification section 2), in its order. Paddle, as
 * merchant of record, offers them in its checkout; what each needs comes from Paddle's documentation.
 */
export const PAYMENT_METHODS: readonly PaymentMethodInfo[] = [
  {
    id: 'apple-pay',
    name: 'Apple Pay',
    requirements: [
      'Paddle API key and client token configured',
      'The site served over HTTPS (PUBLIC_URL starting with https://)',
      'Your domain approved in Paddle > Checkout > Website approval',
    ],
    testInstructions: [
      'Open the checkout in Safari on a Mac, iPhone or iPad with a card in Wallet',
      'In the sandbox, Apple Pay authorises without charging the card',
    ],
  },
  {
    id: 'google-pay',
    name: 'Google Pay',
    requirements: ['Paddle API key and client token configured', 'Google Pay enabled in Paddle > Checkout'],
    testInstructions: [
      'Open the checkout in Chrome signed in to a Google account with a saved card',
      'Sandbox payments use Google Pay test cards and charge nothing',
    ],
  },
  {
    id: 'paypal',
    name: 'PayPal',
    requirements: ['Paddle API key and client token configured', 'PayPal enabled in Paddle > Checkout'],
    testInstructions: [
      'Choose PayPal in the checkout and sign in with a PayPal sandbox buyer account',
      'Complete the payment and check that the webhook upgrades the account',
    ],
  },
  {
    id: 'credit-cards',
    name: 'Credit Cards',
    requirements: ['Paddle API key, client token and the three price ids configured'],
    testInstructions: [
      'Pay with card 4242 4242 4242 4242, any future expiry and CVC 100',
      "Try the 3-D Secure and declined cards from Paddle's sandbox test card list",
    ],
  },
  {
    id: 'sepa',
    name: 'SEPA (EU)',
    requirements: [
      'Paddle API key and client token configured',
      'Prices with a EUR amount, and a customer in the euro area',
    ],
    testInstructions: [
      'Set the checkout country to Germany or France and choose SEPA Direct Debit',
      "Use a test IBAN from Paddle's sandbox documentation",
    ],
  },
  {
    id: 'interac',
    name: 'Interac (Canada)',
    requirements: [
      'Paddle API key and client token configured',
      'Prices with a CAD amount, and a customer in Canada',
    ],
    testInstructions: [
      'Set the checkout country to Canada and choose Interac',
      'Follow the sandbox bank simulator to approve the payment',
    ],
  },
];

export function getPaymentMethodInfo(id: PaymentMethodId): PaymentMethodInfo {
  const method = PAYMENT_METHODS.find((candidate) => candidate.id === id);
  if (!method) throw new Error(`Unknown payment method: ${id}`);
  return method;
}
