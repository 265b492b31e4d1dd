import { Button, Heading, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { buttonStyle, EmailLayout, headingStyle, textStyle } from './email-layout';

export const campaignEmailSchema = z.object({
  title: z.string(),
  content: z.string(),
  ctaText: z.string(),
  ctaUrl: z.url(),
  name: z.string().nullable(),
  appUrl: z.url(),
  unsubscribeUrl: z.url(),
});
export type CampaignEmailProps = z.infer<typeof campaignEmailSchema>;

/** A marketing campaign: the admin's title, paragraphs and one call to action. Content is text, never HTML. */
export function CampaignEmail(props: CampaignEmailProps) {
  const paragraphs = props.content.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <EmailLayout
      preview={paragraphs[0]?.slice(0, 120) ?? props.title}
      appUrl={props.appUrl}
      unsubscribeUrl={props.unsubscribeUrl}
      footerNote="You receive this because Marketing Emails is on in your PolicyLens privacy settings."
    >
      <Heading as="h1" style={headingStyle}>
        {props.title}
      </Heading>
      {props.name ? <Text style={textStyle}>Hi {props.name},</Text> : null}
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...textStyle, whiteSpace: 'pre-line' }}>
          {paragraph.trim()}
        </Text>
      ))}
      <Section style={{ padding: '8px 0 4px' }}>
        <Button href={props.ctaUrl} style={buttonStyle}>
          {props.ctaText}
        </Button>
      </Section>
    </EmailLayout>
  );
}
