import { getPlan, type Tier } from '../../../common/plans';
import type { MailMessage } from '../../plugins/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The 'payment-failed' email: a renewal payment did not go through, the plan stays for now, and the
 * customer should update their payment method before Paddle's retries run out.
 */
export function buildPaymentFailedEmail(options: {
  to: string;
  tier: Tier;
  publicUrl: string | undefined;
}): MailMessage {
  const planName = getPlan(options.tier).name;
  const accountUrl = `${options.publicUrl?.replace(/\/+$/, '') ?? 'http://localhost:3000'}/account`;
  const text = [
    'Hello,',
    '',
    `We could not take the payment for your PolicyLens ${planName} subscription.`,
    'Your plan stays active while our payment provider retries the payment over the next days.',
    `To keep it, update your payment method on your account page: ${accountUrl}`,
    '',
    'If you think this is a mistake, reply to this email and we will help.',
    '',
    'The PolicyLens team',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>We could not take the payment for your PolicyLens <strong>${escapeHtml(planName)}</strong> subscription.</p>
<p>Your plan stays active while our payment provider retries the payment over the next days. To keep it, update your payment method on your account page.</p>
<p><a href="${escapeHtml(accountUrl)}">Update payment method</a></p>
<p>If you think this is a mistake, reply to this email and we will help.</p>
<p>The PolicyLens team</p>`;
  return { to: options.to, subject: `Action needed: your ${planName} payment failed`, text, html };
}
