import { Button, Heading, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { buttonStyle, EmailLayout, headingStyle, textStyle } from './email-layout';

export const welcomeEmailSchema = z.object({ name: z.string().nullable(), appUrl: z.url() });
export type WelcomeEmailProps = z.infer<typeof welcomeEmailSchema>;

export function WelcomeEmail({ name, appUrl }: WelcomeEmailProps) {
  return (
    <EmailLayout
      preview="Your PolicyLens account is ready."
      appUrl={appUrl}
      footerNote="You receive this because an account was created with this address."
    >
      <Heading as="h1" style={headingStyle}>
        Welcome to PolicyLens
      </Heading>
      <Text style={textStyle}>Hi {name ?? 'there'},</Text>
      <Text style={textStyle}>
        Paste or upload any privacy policy and get a plain-language summary in seconds: what is collected, who
        it is shared with, your rights, and the red flags, each tied to the sentence it comes from.
      </Text>
      <Section style={{ padding: '8px 0 4px' }}>
        <Button href={appUrl} style={buttonStyle}>
          Analyze your first policy
        </Button>
      </Section>
    </EmailLayout>
  );
}
