import { getPlan, type Tier } from '../../../common/plans';
import type { TemplatedMailMessage } from '../../plugins/mailer';

/**
 * The payment-failed email for billing: `await app.mailer.send(paymentFailedMessage({...}))`. The HTML
 * and text parts are rendered by the email worker from templates/payment-failed-email.tsx.
 */
export function paymentFailedMessage(options: {
  to: string;
  userId: string;
  name: string | null;
  tier: Tier;
}): TemplatedMailMessage {
  return {
    to: options.to,
    subject: 'Your PolicyLens payment did not go through',
    category: 'payment-failed',
    userId: options.userId,
    template: 'payment-failed',
    templateData: { name: options.name, planName: getPlan(options.tier).name },
  };
}
