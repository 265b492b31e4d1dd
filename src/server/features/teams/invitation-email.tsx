import { renderToStaticMarkup } from 'react-dom/server';
import { INVITATION_TTL_DAYS } from '../../../common/teams';
import type { MailMessage } from '../../plugins/mailer';

/*
 * The invitation email, as text and as HTML with inline styles (mail clients ignore style sheets).
 * React renders the HTML, so a team or person's name containing markup comes out as text.
 */

type InvitationEmail = {
  to: string;
  teamName: string;
  inviterName: string;
  link: string;
  hasAccount: boolean;
  expiresAt: Date;
};

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function InvitationHtml(props: InvitationEmail & { action: string; intro: string; note: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Join ${props.teamName} on PolicyLens`}</title>
      </head>
      <body
        style={{ margin: 0, padding: '24px 12px', background: '#f1f5f9', fontFamily: font, color: '#0f172a' }}
      >
        <div
          style={{
            maxWidth: '560px',
            margin: '0 auto',
            background: '#ffffff',
            border: '1px solid #e2e8f0',
            borderRadius: '12px',
            padding: '32px 28px',
          }}
        >
          <p
            style={{
              margin: 0,
              color: '#4f46e5',
              fontWeight: 700,
              fontSize: '14px',
              letterSpacing: '0.04em',
            }}
          >
            POLICYLENS
          </p>
          <h1 style={{ margin: '20px 0 8px', fontSize: '22px', lineHeight: 1.3 }}>
            {`Join ${props.teamName} on PolicyLens`}
          </h1>
          <p style={{ margin: '0 0 24px', fontSize: '15px', lineHeight: 1.6, color: '#334155' }}>
            {props.intro}
          </p>
          <a
            href={props.link}
            style={{
              display: 'inline-block',
              background: '#4f46e5',
              color: '#ffffff',
              textDecoration: 'none',
              fontWeight: 600,
              fontSize: '15px',
              padding: '12px 20px',
              borderRadius: '8px',
            }}
          >
            {props.action}
          </a>
          <p style={{ margin: '24px 0 0', fontSize: '13px', lineHeight: 1.6, color: '#64748b' }}>
            {props.note}
          </p>
          <p
            style={{
              margin: '12px 0 0',
              fontSize: '12px',
              lineHeight: 1.5,
              color: '#94a3b8',
              wordBreak: 'break-all',
            }}
          >
            {`If the button does not work, open this link: ${props.link}`}
          </p>
        </div>
      </body>
    </html>
  );
}

export function buildInvitationEmail(invitation: InvitationEmail): MailMessage {
  const { teamName, inviterName, link, hasAccount, expiresAt } = invitation;
  const intro = `${inviterName} invited you to the team ${teamName}. Members read the privacy policy analyses the team shares, each finding with the sentence it comes from.`;
  const action = hasAccount ? 'View the invitation' : 'Create your account and join';
  const note = `${hasAccount ? 'Accept or decline it on your Teams page.' : 'Creating an account is free; the invitation waits for you once you have signed up.'} It expires on ${formatDay(expiresAt)} (${INVITATION_TTL_DAYS} days). If you did not expect it, ignore this email.`;
  return {
    to: invitation.to,
    subject: `${inviterName} invited you to join ${teamName} on PolicyLens`,
    text: [intro, '', `${action}: ${link}`, '', note].join('\n'),
    html: `<!doctype html>${renderToStaticMarkup(<InvitationHtml {...invitation} action={action} intro={intro} note={note} />)}`,
  };
}
