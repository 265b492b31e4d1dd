import { Button, Heading, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { buttonStyle, EmailLayout, headingStyle, textStyle } from './email-layout';

export const paymentFailedEmailSchema = z.object({
  name: z.string().nullable(),
  planName: z.string(),
  appUrl: z.url(),
});
export type PaymentFailedEmailProps = z.infer<typeof paymentFailedEmailSchema>;

export function PaymentFailedEmail({ name, planName, appUrl }: PaymentFailedEmailProps) {
  return (
    <EmailLayout
      preview={`We couldn't charge your card for PolicyLens ${planName}.`}
      appUrl={appUrl}
      footerNote="You receive this service email because it concerns your PolicyLens subscription."
    >
      <Heading as="h1" style={headingStyle}>
        Your payment didn&apos;t go through
      </Heading>
      <Text style={textStyle}>Hi {name ?? 'there'},</Text>
      <Text style={textStyle}>
        We couldn&apos;t collect this month&apos;s payment for your {planName} plan. Your plan stays active
        while we retry; please update your payment method so nothing is interrupted.
      </Text>
      <Section style={{ padding: '8px 0 4px' }}>
        <Button href={`${appUrl}/account`} style={buttonStyle}>
          Update payment method
        </Button>
      </Section>
    </EmailLayout>
  );
}
