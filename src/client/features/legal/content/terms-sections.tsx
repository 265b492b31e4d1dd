import { Link } from 'react-router';
import { PLANS, formatPrice } from '../../../../common/plans';
import { PRIVACY_EMAIL } from '../../../lib/contact';
import type { LegalSection } from '../components/legal-document';
import { PlanPriceTable } from '../components/plan-price-table';

export const TERMS_LAST_UPDATED = '2026-11-21';
/** Matches termsVersion stored on acceptance (specification section 9). */
export const TERMS_VERSION = '1.0';

const paidPlanPrices = PLANS.filter((plan) => plan.priceUsd > 0)
  .map((plan) => `${plan.name} ${formatPrice(plan.priceUsd)}`)
  .join(', ');

export const termsIntro = (
  <p>
    These Terms of Service (“Terms”) are an agreement between you and PolicyLens (“PolicyLens”, “we”, “us”)
    about your use of the PolicyLens website and application (the “Service”). Please read them carefully: they
    include a binding arbitration agreement and a waiver of class actions in section 13.
  </p>
);

export const termsSections: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these Terms',
    body: (
      <p>
        By creating an account or using the Service, you agree to these Terms and to our{' '}
        <Link to="/privacy">Privacy Policy</Link>. If you use the Service for an organisation, you confirm
        that you can bind it to these Terms. This is version {TERMS_VERSION} of the Terms. If you do not
        agree, do not use the Service.
      </p>
    ),
  },
  {
    id: 'the-service',
    title: 'The Service',
    body: (
      <>
        <p>
          PolicyLens analyses privacy policies and similar documents with artificial intelligence and presents
          a plain-language summary: a TL;DR, the data collected, data sharing, your rights, restrictions and,
          on eligible plans, red flags.
        </p>
        <p>
          Analyses are for information only. They are <strong>not legal advice</strong>, and AI can make
          mistakes or miss context. Each finding is linked to its source sentence so that you can check it;
          for decisions with legal consequences, read the original document and consult a qualified lawyer.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Eligibility and accounts',
    body: (
      <>
        <p>
          The Service is <strong>not for children under 13</strong>. If you are under the age of majority
          where you live, you may use the Service only with the consent of a parent or guardian who agrees to
          these Terms.
        </p>
        <p>
          You are responsible for your account and for everything done with it. Keep your sign-in details
          secure and tell us promptly at the <Link to="/support">Support Center</Link> if you suspect
          unauthorised use.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and usage limits',
    body: (
      <>
        <p>The Service is offered on the following plans:</p>
        <PlanPriceTable />
        <p>
          Usage limits reset at the start of each calendar month, and unused analyses do not carry over.
          Features vary by plan as described on our <Link to="/pricing">Pricing</Link> page. Pasted text is
          limited to 100,000 characters per analysis on every plan.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Billing and payment',
    body: (
      <>
        <p>
          Paid plans ({paidPlanPrices} per month, in US dollars) are{' '}
          <strong>billed monthly in advance</strong> and renew automatically each month until you cancel.
          Prices exclude taxes, which are added where applicable.
        </p>
        <p>
          Payments are processed by our payment provider, which acts as <strong>merchant of record</strong>{' '}
          for your purchase and whose terms also apply to the payment. We may change prices with at least 30
          days’ notice; a new price applies from your next billing period after the notice.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation-refunds',
    title: 'Cancellation and refunds',
    body: (
      <>
        <p>
          You can cancel at any time. After you cancel, you keep access to your paid plan until the end of the
          billing period you have paid for, and your account then moves to the Free plan.
        </p>
        <p>
          Subscriptions are <strong>non-refundable, except where the law requires otherwise</strong> or as set
          out in the 30-day money-back guarantee for a first subscription payment described on our Pricing
          page. We do not give refunds or credits for partial months, for unused analyses or for downgrades.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and AI processing',
    body: (
      <>
        <p>
          You keep all rights to the text and files you submit. You give us a limited licence to store,
          process and display them only to provide the Service to you and to the teams you share analyses
          with.
        </p>
        <p>
          Analysis works by sending your content to AI processing providers, so AI processing{' '}
          <strong>cannot be disabled for analysis</strong>; our <Link to="/privacy">Privacy Policy</Link>{' '}
          explains how that content is handled. You confirm that you have the right to submit what you upload
          and that it does not include sensitive personal information.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break the law or infringe anyone’s rights through the Service;</li>
          <li>upload malware, or content you are not allowed to share;</li>
          <li>
            get around plan limits, for example by sharing accounts or automating access without our
            permission;
          </li>
          <li>probe, disrupt or overload the Service, or try to reach data that is not yours; or</li>
          <li>copy, resell or build a competing product from the Service or its output in bulk.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the Service',
    body: (
      <p>
        We aim for <strong>99.9% uptime</strong>, but availability is <strong>not guaranteed</strong>: the
        Service may be interrupted for maintenance, updates or events outside our control. We may improve,
        change or discontinue features; if we discontinue a paid feature you rely on, we will give you
        reasonable notice.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The Service, including its software, design and brand, belongs to PolicyLens and its licensors and is
        protected by law. You may use the analyses you generate for your own personal or internal business
        purposes. Feedback you send us may be used to improve the Service without obligation to you.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          The Service is provided “as is” and “as available”. To the fullest extent the law allows, we
          disclaim all warranties, express or implied, including merchantability, fitness for a particular
          purpose and accuracy of analyses.
        </p>
        <p>
          To the fullest extent the law allows, PolicyLens will not be liable for indirect, incidental,
          special, consequential or punitive damages, or for lost profits or data. Our total liability for any
          claim relating to the Service is limited to the amount you paid us in the 12 months before the claim
          arose. Nothing in these Terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'termination-changes',
    title: 'Termination and changes to these Terms',
    body: (
      <>
        <p>
          You may stop using the Service and delete your account at any time. We may suspend or close an
          account that breaches these Terms or puts the Service or other users at risk, with notice where
          reasonable.
        </p>
        <p>
          We may update these Terms. We will change the version and “Last updated” date above and, for
          material changes, ask you to accept the new Terms in the app before you continue to use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'law-arbitration-contact',
    title: 'Governing law, arbitration and contact',
    body: (
      <>
        <p>
          These Terms are governed by the laws of the United States of America, without regard to
          conflict-of-law rules. Any dispute relating to these Terms or the Service will be resolved by{' '}
          <strong>binding individual arbitration</strong>, except that either party may bring a claim in small
          claims court or seek an injunction for misuse of intellectual property. You and PolicyLens waive the
          right to a jury trial and to take part in a class or representative action.
        </p>
        <p>
          Questions about these Terms? Visit the <Link to="/support">Support Center</Link> or email{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> for privacy matters.
        </p>
      </>
    ),
  },
];
