import type { TestEmailType } from '../../../common/email';
import { getPlan, type Tier } from '../../../common/plans';
import type { Mailer, TemplatedMailMessage } from '../../plugins/mailer';
import { previousMonthOf } from './automated-emails-service';

const SUBJECTS: Record<TestEmailType, string> = {
  welcome: 'Welcome to PolicyLens',
  'usage-warning': 'You are close to your monthly PolicyLens limit',
  'monthly-report': 'Your PolicyLens monthly summary',
  'payment-failed': 'Your PolicyLens payment did not go through',
};

/** Sends one of the four templates, with sample figures, to the admin's own address. */
export async function sendTestEmail(options: {
  mailer: Mailer;
  admin: { id: string; email: string; name: string | null; tier: Tier };
  emailType: TestEmailType;
}): Promise<void> {
  const { admin, emailType } = options;
  const planName = getPlan(admin.tier === 'free' ? 'premium' : admin.tier).name;
  const templateData: Record<TestEmailType, Record<string, unknown>> = {
    welcome: { name: admin.name },
    'usage-warning': { name: admin.name, planName, used: 8, limit: 10 },
    'monthly-report': {
      name: admin.name,
      monthLabel: previousMonthOf(new Date()).label,
      analysesCount: 7,
      totalAnalyses: 42,
    },
    'payment-failed': { name: admin.name, planName },
  };
  const message: TemplatedMailMessage = {
    to: admin.email,
    subject: `[Test] ${SUBJECTS[emailType]}`,
    category: 'test',
    userId: admin.id,
    template: emailType,
    templateData: templateData[emailType],
  };
  await options.mailer.send(message);
}
