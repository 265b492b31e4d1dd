import { z } from 'zod';
import { TIERS } from './plans';
import { tierSchema } from './tier-schema';

export const EMAIL_MESSAGES = {
  campaignFieldsRequired: 'All campaign fields are required',
  targetTierRequired: 'Please select at least one target tier',
  ctaUrlInvalid: 'The button link must be a full http:// or https:// address',
  campaignQueued: 'Marketing campaign sent successfully',
  campaignFailed: 'Failed to send marketing campaign',
  statusUnauthorized: 'Admin access required to view email configuration',
  statusFailed: 'Failed to fetch email configuration status',
  usageWarningsFailed: 'Failed to send usage warnings',
  monthlyReportsFailed: 'Failed to send monthly reports',
  invalidUnsubscribeLink: 'Invalid unsubscribe link. Please try again or contact support.',
  unsubscribeFailed: 'Failed to unsubscribe',
  unsubscribeNetworkError: 'Network error. Please try again.',
  unsubscribed: 'You have been unsubscribed from marketing emails.',
} as const;

export const EMAIL_SERVICE_NAMES = {
  sendgrid: 'SendGrid',
  resend: 'Resend',
  smtp: 'SMTP',
  outbox: 'Outbox',
} as const;
export type EmailServiceId = keyof typeof EMAIL_SERVICE_NAMES;

/** Email config status (specification section 3), plus which service sends (`activeService`). */
export const emailStatusSchema = z.object({
  emailConfigured: z.boolean(),
  service: z.string(),
  status: z.string(),
  sendGridConfigured: z.boolean(),
  resendConfigured: z.boolean(),
  smtpConfigured: z.boolean(),
  activeService: z.enum(['sendgrid', 'resend', 'smtp', 'outbox']),
  emailAddresses: z.object({
    marketing: z.string(),
    support: z.string(),
    billing: z.string(),
    noreply: z.string(),
    admin: z.string(),
  }),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

const requiredField = z.string({ error: EMAIL_MESSAGES.campaignFieldsRequired }).trim().min(1, {
  error: EMAIL_MESSAGES.campaignFieldsRequired,
});

/** Campaign draft (specification section 3); the same checks run in the form and on the server. */
export const campaignRequestSchema = z.object({
  subject: requiredField.max(200),
  title: requiredField.max(200),
  content: requiredField.max(20_000),
  ctaText: requiredField.max(80),
  ctaUrl: requiredField.pipe(z.url({ protocol: /^https?$/, error: EMAIL_MESSAGES.ctaUrlInvalid }).max(2000)),
  targetTiers: z
    .array(tierSchema, { error: EMAIL_MESSAGES.targetTierRequired })
    .min(1, { error: EMAIL_MESSAGES.targetTierRequired })
    .max(TIERS.length),
});
export type CampaignRequest = z.infer<typeof campaignRequestSchema>;

export const campaignResponseSchema = z.object({ message: z.string(), campaignId: z.string() });

export const TEST_EMAIL_TYPES = ['welcome', 'usage-warning', 'monthly-report', 'payment-failed'] as const;
export const testEmailRequestSchema = z.object({ emailType: z.enum(TEST_EMAIL_TYPES) });
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

export const outboxMessageSchema = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  category: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  transport: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxMessagesResponseSchema = z.object({
  messages: z.array(outboxMessageSchema),
  counts: z.object({ queued: z.number(), sending: z.number(), sent: z.number(), failed: z.number() }),
});
export type OutboxMessagesResponse = z.infer<typeof outboxMessagesResponseSchema>;

export const unsubscribeQuerySchema = z.object({
  email: z.string({ error: EMAIL_MESSAGES.invalidUnsubscribeLink }).trim().min(1, {
    error: EMAIL_MESSAGES.invalidUnsubscribeLink,
  }),
  token: z.string({ error: EMAIL_MESSAGES.invalidUnsubscribeLink }).trim().min(1, {
    error: EMAIL_MESSAGES.invalidUnsubscribeLink,
  }),
});
export const unsubscribeResponseSchema = z.object({ message: z.string(), email: z.string() });
