import { Button, Heading, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { BRAND, buttonStyle, EmailLayout, headingStyle, textStyle } from './email-layout';

export const usageWarningEmailSchema = z.object({
  name: z.string().nullable(),
  planName: z.string(),
  used: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  appUrl: z.url(),
});
export type UsageWarningEmailProps = z.infer<typeof usageWarningEmailSchema>;

export function UsageWarningEmail({ name, planName, used, limit, appUrl }: UsageWarningEmailProps) {
  const percent = Math.min(100, Math.round((used / limit) * 100));
  return (
    <EmailLayout
      preview={`You have used ${used} of ${limit} analyses this month.`}
      appUrl={appUrl}
      footerNote="You receive this service email once a month when your plan's limit is close."
    >
      <Heading as="h1" style={headingStyle}>
        You&apos;ve used {percent}% of this month&apos;s analyses
      </Heading>
      <Text style={textStyle}>Hi {name ?? 'there'},</Text>
      <Text style={textStyle}>
        Your {planName} plan includes {limit} {limit === 1 ? 'analysis' : 'analyses'} a month and you have
        used {used}. Limits reset on the first day of each month.
      </Text>
      <Section
        style={{ backgroundColor: '#E2E8F0', borderRadius: '999px', height: '10px', margin: '0 0 20px' }}
      >
        <div
          style={{
            backgroundColor: BRAND.primary,
            borderRadius: '999px',
            height: '10px',
            width: `${percent}%`,
          }}
        />
      </Section>
      <Section style={{ padding: '4px 0' }}>
        <Button href={`${appUrl}/pricing`} style={buttonStyle}>
          See plans with more analyses
        </Button>
      </Section>
    </EmailLayout>
  );
}
