import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLANS, formatPrice } from '../../../../common/plans';

/** Plans named from the catalogue, so the terms cannot drift from the prices charged. */
const PAID_PLANS_TEXT = PLANS.filter((plan) => plan.priceUsd > 0)
  .map((plan) => `${plan.name} ${formatPrice(plan.priceUsd)}`)
  .join(', ');
const FREE_PLAN = PLANS.find((plan) => plan.priceUsd === 0);

const IMPORTANT_POINTS = [
  'AI processing of the policies you submit cannot be disabled: it is how analyses are made.',
  'Subscriptions are non-refundable.',
  'Payments go through our payment provider, which acts as merchant of record.',
  'We aim for 99.9% uptime, but availability is not guaranteed.',
] as const;

const PRIVACY_POINTS = [
  'We collect your name, email, the policies you submit, their analyses, your monthly usage, support tickets and your privacy choices.',
  'Policies you submit are sent to AI processing providers that produce the analysis on our behalf.',
  'We do not sell your personal information. We share it only with providers that run the service (hosting, AI, email, analytics), our payment provider and your team when you share with it.',
  'One strictly necessary cookie keeps you signed in. Usage analytics and Google Analytics run only while you allow them in Privacy Settings.',
  'You can download everything we hold about you, change your choices and delete your account at any time from your account and settings pages.',
] as const;

const TERMS_POINTS = [
  `Plans per month: ${FREE_PLAN ? `${FREE_PLAN.name} ${formatPrice(FREE_PLAN.priceUsd)}, ` : ''}${PAID_PLANS_TEXT}.`,
  'Paid plans are billed monthly in advance and renew until you cancel.',
  'Subscriptions are non-refundable except where the law requires otherwise. There are no refunds for partial months.',
  'If you cancel, you keep your plan until the end of the billing period you have paid for.',
  'Analyses are information, not legal advice. Use the service lawfully and submit only policies or similar documents.',
  'PolicyLens is not for children under 13. These terms are governed by US law, with disputes settled by arbitration.',
] as const;

function SummarySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm leading-relaxed text-slate-700 marker:text-slate-400">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

/** The amber card the specification requires above the summaries (section 2, terms gate). */
export function ImportantInformationCard() {
  return (
    <section
      aria-labelledby="terms-important"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="terms-important" className="flex items-center gap-2 text-sm font-semibold">
        <AlertTriangle className="size-4 text-amber-700" aria-hidden="true" />
        Important Information
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm leading-relaxed marker:text-amber-600">
        {IMPORTANT_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

export function PrivacyPolicySummary() {
  return (
    <SummarySection id="terms-privacy-summary" title="Privacy Policy summary">
      <PointList points={PRIVACY_POINTS} />
    </SummarySection>
  );
}

export function TermsOfServiceSummary() {
  return (
    <SummarySection id="terms-tos-summary" title="Terms of Service summary">
      <PointList points={TERMS_POINTS} />
    </SummarySection>
  );
}
