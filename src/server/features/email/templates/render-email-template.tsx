import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { CampaignEmail, campaignEmailSchema } from './campaign-email';
import { MonthlyReportEmail, monthlyReportEmailSchema } from './monthly-report-email';
import { PaymentFailedEmail, paymentFailedEmailSchema } from './payment-failed-email';
import { UsageWarningEmail, usageWarningEmailSchema } from './usage-warning-email';
import { WelcomeEmail, welcomeEmailSchema } from './welcome-email';

/** Every HTML email the app sends; outbox rows name one and carry its data (rendered by the worker). */
const TEMPLATES = {
  campaign: { schema: campaignEmailSchema, component: CampaignEmail },
  welcome: { schema: welcomeEmailSchema, component: WelcomeEmail },
  'usage-warning': { schema: usageWarningEmailSchema, component: UsageWarningEmail },
  'monthly-report': { schema: monthlyReportEmailSchema, component: MonthlyReportEmail },
  'payment-failed': { schema: paymentFailedEmailSchema, component: PaymentFailedEmail },
} as const;

export type EmailTemplateName = keyof typeof TEMPLATES;
export type EmailTemplateData<Name extends EmailTemplateName> = z.infer<(typeof TEMPLATES)[Name]['schema']>;
export const EMAIL_TEMPLATE_NAMES = Object.keys(TEMPLATES) as EmailTemplateName[];

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(TEMPLATES, name);
}

/**
 * Renders a template to HTML and its plain-text part. React escapes every value, so campaign content
 * typed by an admin cannot inject markup. Throws a ZodError when the stored data does not fit.
 */
export async function renderEmailTemplate(
  name: EmailTemplateName,
  data: unknown,
): Promise<{ html: string; text: string }> {
  const element = buildElement(name, data);
  const html = await render(element);
  const text = toPlainText(html);
  return { html, text };
}

function buildElement(name: EmailTemplateName, data: unknown): ReactElement {
  switch (name) {
    case 'campaign':
      return <CampaignEmail {...TEMPLATES.campaign.schema.parse(data)} />;
    case 'welcome':
      return <WelcomeEmail {...TEMPLATES.welcome.schema.parse(data)} />;
    case 'usage-warning':
      return <UsageWarningEmail {...TEMPLATES['usage-warning'].schema.parse(data)} />;
    case 'monthly-report':
      return <MonthlyReportEmail {...TEMPLATES['monthly-report'].schema.parse(data)} />;
    case 'payment-failed':
      return <PaymentFailedEmail {...TEMPLATES['payment-failed'].schema.parse(data)} />;
  }
}
