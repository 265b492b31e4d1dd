import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { MAX_UPLOAD_BYTES, PLANS, formatLimit, isUnlimited } from '../../../../common/plans';

const characterLimits = PLANS.map((plan) =>
  isUnlimited(plan.maxCharacters)
    ? `no limit on ${plan.name}`
    : `${formatLimit(plan.maxCharacters)} on ${plan.name}`,
).join(', ');

const QUESTIONS = [
  {
    question: 'When do my analysis limits reset?',
    answer: (
      <p>
        Limits reset monthly. Your count starts again at zero on the first day of each calendar month, and
        unused analyses do not roll over.
      </p>
    ),
  },
  {
    question: 'What counts as an analysis?',
    answer: (
      <p>
        Each policy you submit, whether pasted or uploaded, counts as one analysis once its results are ready.
        Re-opening or exporting an analysis from your history does not count again.
      </p>
    ),
  },
  {
    question: 'Which files can I upload?',
    answer: (
      <p>
        Plain text (.txt), Word (.docx) and PDF (.pdf) files up to {MAX_UPLOAD_BYTES / (1024 * 1024)} MB. The
        text must fit your plan's character limit per policy: {characterLimits}.
      </p>
    ),
  },
  {
    question: 'What happens if I cancel?',
    answer: (
      <p>
        You can cancel at any time. You keep your plan's features until the end of the billing period you have
        already paid for; after that, your account moves to the Free plan.
      </p>
    ),
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: (
      <p>
        Yes. Paid plans come with a 30-day money-back guarantee on your first payment: if PolicyLens is not
        right for you, <Link to="/support">contact support</Link> within 30 days and we will refund it. See
        our <Link to="/terms">Terms of Service</Link> for the details.
      </p>
    ),
  },
  {
    question: 'How is payment handled?',
    answer: (
      <p>
        Plans are billed monthly in advance, in US dollars. Payments are processed by our payment provider,
        which acts as merchant of record; PolicyLens never sees or stores your full card number.
      </p>
    ),
  },
] as const;

/** Frequently asked questions as native disclosures: keyboard and screen-reader friendly with no script. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-3xl">
      <h2
        id="faq-heading"
        className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        Frequently asked questions
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-card">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-5 text-left font-semibold text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="pb-5 text-sm leading-relaxed text-slate-600 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2">
              {answer}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
