import { Button, Column, Heading, Row, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { BRAND, buttonStyle, EmailLayout, headingStyle, textStyle } from './email-layout';

export const monthlyReportEmailSchema = z.object({
  name: z.string().nullable(),
  monthLabel: z.string(),
  analysesCount: z.number().int().nonnegative(),
  totalAnalyses: z.number().int().nonnegative(),
  appUrl: z.url(),
  unsubscribeUrl: z.url(),
});
export type MonthlyReportEmailProps = z.infer<typeof monthlyReportEmailSchema>;

const figureStyle = { color: BRAND.ink, fontSize: '28px', fontWeight: 700, lineHeight: '34px', margin: 0 };
const labelStyle = { color: BRAND.muted, fontSize: '13px', lineHeight: '18px', margin: '4px 0 0' };

export function MonthlyReportEmail(props: MonthlyReportEmailProps) {
  return (
    <EmailLayout
      preview={`Your PolicyLens summary for ${props.monthLabel}.`}
      appUrl={props.appUrl}
      unsubscribeUrl={props.unsubscribeUrl}
      footerNote="You receive this monthly summary because Marketing Emails is on in your privacy settings."
    >
      <Heading as="h1" style={headingStyle}>
        Your {props.monthLabel} in review
      </Heading>
      <Text style={textStyle}>
        Hi {props.name ?? 'there'}, here is what you did with PolicyLens last month.
      </Text>
      <Section
        style={{ border: '1px solid #E2E8F0', borderRadius: '10px', padding: '16px', margin: '0 0 20px' }}
      >
        <Row>
          <Column>
            <Text style={figureStyle}>{props.analysesCount}</Text>
            <Text style={labelStyle}>policies analysed in {props.monthLabel}</Text>
          </Column>
          <Column>
            <Text style={figureStyle}>{props.totalAnalyses}</Text>
            <Text style={labelStyle}>analyses in your history</Text>
          </Column>
        </Row>
      </Section>
      <Section style={{ padding: '4px 0' }}>
        <Button href={`${props.appUrl}/history`} style={buttonStyle}>
          Open your history
        </Button>
      </Section>
    </EmailLayout>
  );
}
