import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** Brand colours (specification section 9: default branding #3B82F6 and #6B7280). */
export const BRAND = { primary: '#3B82F6', primaryDark: '#1D4ED8', muted: '#6B7280', ink: '#0F172A' };

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const textStyle = { color: '#334155', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' };
export const headingStyle = {
  color: BRAND.ink,
  fontSize: '24px',
  lineHeight: '32px',
  fontWeight: 700,
  margin: '0 0 16px',
};
export const buttonStyle = {
  backgroundColor: BRAND.primary,
  borderRadius: '8px',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 600,
  padding: '12px 22px',
  textDecoration: 'none',
  display: 'inline-block',
};

type EmailLayoutProps = {
  preview: string;
  children: ReactNode;
  /** Marketing mail carries a visible unsubscribe link next to the List-Unsubscribe header. */
  unsubscribeUrl?: string;
  footerNote: string;
  appUrl: string;
};

/** The frame every PolicyLens email shares: logo bar, white card, footer with the reason it was sent. */
export function EmailLayout({ preview, children, unsubscribeUrl, footerNote, appUrl }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#F1F5F9', fontFamily, margin: 0, padding: '32px 12px' }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto' }}>
          <Section style={{ padding: '0 4px 16px' }}>
            <Link
              href={appUrl}
              style={{ color: BRAND.ink, fontSize: '18px', fontWeight: 700, textDecoration: 'none' }}
            >
              <span style={{ color: BRAND.primary }}>●</span> PolicyLens
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              borderRadius: '12px',
              border: '1px solid #E2E8F0',
              padding: '32px',
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: '20px 8px 0' }}>
            <Text style={{ color: BRAND.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' }}>
              {footerNote}
            </Text>
            {unsubscribeUrl ? (
              <Text style={{ color: BRAND.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' }}>
                Don&apos;t want these emails?{' '}
                <Link href={unsubscribeUrl} style={{ color: BRAND.muted, textDecoration: 'underline' }}>
                  Unsubscribe
                </Link>{' '}
                from marketing emails.
              </Text>
            ) : null}
            <Hr style={{ borderColor: '#E2E8F0', margin: '12px 0' }} />
            <Text style={{ color: '#94A3B8', fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              PolicyLens · Privacy policies in plain language
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
