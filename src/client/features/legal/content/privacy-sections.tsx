import { Link } from 'react-router';
import { PRIVACY_EMAIL } from '../../../lib/contact';
import type { LegalSection } from '../components/legal-document';

export const PRIVACY_LAST_UPDATED = '2026-11-21';
export const PRIVACY_VERSION = '1.0';

export const privacyIntro = (
  <p>
    PolicyLens helps you understand privacy policies. We think our own should be easy to understand too. This
    policy explains what personal information we collect when you use PolicyLens, why we collect it, who we
    share it with, how long we keep it and the choices you have. If something is unclear, write to us at{' '}
    <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
  </p>
);

export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this policy covers',
    body: (
      <>
        <p>
          PolicyLens (“PolicyLens”, “we”, “us”) provides a web application that turns privacy policies into
          plain-language analyses. We are the controller of the personal information described in this policy.
        </p>
        <p>
          This policy applies to our website, the PolicyLens application, our emails and our support channels.
          It does not cover the websites or services whose privacy policies you analyse with PolicyLens; their
          own policies apply to them.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run PolicyLens:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your email address and name, received from our sign-in
            provider when you sign in, your plan, and the date you accepted our terms and this policy.
          </li>
          <li>
            <strong>Content you submit:</strong> the policy text you paste, the files you upload (TXT, DOCX or
            PDF) and the analyses we produce from them.
          </li>
          <li>
            <strong>Usage information:</strong> how many analyses you run each month, so we can apply your
            plan’s limits, and, if you allow it, how you use the product.
          </li>
          <li>
            <strong>Support and team information:</strong> the tickets you open and our replies, the teams you
            create or join and the analyses shared with them.
          </li>
          <li>
            <strong>Billing information:</strong> your subscription status and a customer reference from our
            payment provider. We never receive or store your full card number.
          </li>
          <li>
            <strong>Your preferences:</strong> your privacy settings and whether you agreed to receive
            marketing email.
          </li>
          <li>
            <strong>Technical information:</strong> IP address, browser type, device information and server
            logs, which we use to keep the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>provide PolicyLens: sign you in, analyse the policies you submit and keep your history;</li>
          <li>apply your plan, count your monthly usage and process payments;</li>
          <li>
            answer support requests and send service messages, such as usage warnings and billing notices;
          </li>
          <li>keep the service secure, prevent abuse and fix problems;</li>
          <li>improve PolicyLens, using usage analytics only if you have allowed them;</li>
          <li>send product news and offers, only if you opted in; and</li>
          <li>comply with our legal obligations.</li>
        </ul>
        <p>
          Where the law requires a legal basis, we rely on our contract with you (to provide the service), our
          legitimate interests (to secure and improve it), your consent (for optional analytics and marketing
          email) and our legal obligations (for example, tax records).
        </p>
      </>
    ),
  },
  {
    id: 'ai-processing',
    title: 'AI processing of the policies you submit',
    body: (
      <>
        <p>
          PolicyLens uses artificial intelligence to analyse the text you submit. When you run an analysis,
          the policy text is sent to our AI processing providers, who return the summary and findings. AI
          processing is how the product works, so it <strong>cannot be disabled for analysis</strong>.
        </p>
        <p>
          Our AI providers process this text on our behalf, under contracts that limit its use to providing
          the service. Please do not submit personal information, confidential information or anything other
          than a policy or similar document for analysis.
        </p>
        <p>
          AI can also help answer support tickets and personalise support. You can turn those optional uses
          off at any time in your <Link to="/settings">Privacy Settings</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioural
          advertising. We share it only with:
        </p>
        <ul>
          <li>
            <strong>Service providers</strong> who run parts of PolicyLens for us: hosting, AI processing,
            sign-in, email delivery and analytics. They may use your information only to provide their service
            to us.
          </li>
          <li>
            <strong>Our payment provider,</strong> which acts as merchant of record for subscriptions and
            processes your payment details under its own privacy policy.
          </li>
          <li>
            <strong>Your team,</strong> when you share an analysis with a team you belong to.
          </li>
          <li>
            <strong>Authorities or others</strong> where the law requires it, or to protect the rights, safety
            and property of our users, the public or PolicyLens.
          </li>
          <li>
            <strong>A successor,</strong> if PolicyLens is involved in a merger, acquisition or sale of
            assets, in which case this policy will continue to apply to your information.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and analytics',
    body: (
      <>
        <p>
          We use a strictly necessary cookie to keep you signed in. It expires when your session ends or when
          you log out, and PolicyLens cannot work without it.
        </p>
        <p>
          If you allow them, we also use usage analytics and Google Analytics to understand how PolicyLens is
          used. You can switch each of them off in your <Link to="/settings">Privacy Settings</Link>; your
          choice takes effect straight away. We do not use advertising cookies.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep your account information, the policies you submit and your analyses for as long as your
          account is open, so that your history stays available to you. Monthly usage counts are kept with
          your account.
        </p>
        <p>
          When you delete your account, we permanently delete your account and the data linked to it,
          including your analyses, usage records, preferences and support tickets. Copies in our backups are
          overwritten on our normal backup cycle. We keep billing and tax records for as long as the law
          requires, and security logs for a limited period.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <p>
        We protect your information with encryption in transit (HTTPS), access controls that limit who can
        reach personal information, secure session handling and regular review of our systems. Sign-in runs
        through a dedicated identity provider, and if you ever set a password with us, we store only a salted
        hash of it, never the password itself. No method of transmission or storage is completely secure, but
        we work hard to protect your data and will tell you without undue delay if a breach affects you.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy of it;</li>
          <li>correct information that is inaccurate or incomplete;</li>
          <li>
            delete your information: you can delete your account, and all its data, at any time from the app;
          </li>
          <li>export your analyses in PDF, DOCX, HTML or text format;</li>
          <li>object to or restrict certain processing, and withdraw consent you have given;</li>
          <li>stop marketing email with the unsubscribe link in any email or in your settings; and</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          To exercise a right, email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We will answer
          within 30 days and will not treat you differently for using your rights. We may need to confirm your
          identity first.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        PolicyLens is operated from the United States, and our service providers may process information in
        other countries. When we transfer personal information from the European Economic Area, the United
        Kingdom or Switzerland, we rely on safeguards recognised by law, such as standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <p>
        PolicyLens is not intended for children under 13, and we do not knowingly collect personal information
        from them. If you believe a child under 13 has given us personal information, contact us and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as PolicyLens changes or the law requires. We will change the “Last updated”
        date above and, for material changes, tell you by email or in the app before they take effect. Where
        we need your agreement to an updated policy, we will ask for it when you next sign in.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          For questions about this policy or your personal information, email our privacy team at{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
        <p>
          For help with your account, billing or the product, visit the{' '}
          <Link to="/support">Support Center</Link>.
        </p>
      </>
    ),
  },
];
