import { Check, FileText, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { describePlanLimits, formatPrice, type Plan } from '../../common/plans';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

type PlanCardProps = {
  plan: Plan;
  /** A ribbon such as "POPULAR" or "Most Popular"; the card is emphasised when present. */
  highlight?: string;
  /** Marks the signed-in user's own plan. */
  isCurrentPlan?: boolean;
  /** The call to action at the bottom of the card. */
  action: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

/** One plan from the catalogue: price, the two limits and the features, with a call to action. */
export function PlanCard({
  plan,
  highlight,
  isCurrentPlan = false,
  action,
  headingLevel = 'h3',
}: PlanCardProps) {
  const Heading = headingLevel;
  const [analysesLimit, charactersLimit] = describePlanLimits(plan);
  const isHighlighted = highlight !== undefined;
  return (
    <article
      aria-labelledby={`plan-${plan.tier}-name`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-card transition-shadow',
        isHighlighted
          ? 'border-indigo-600 shadow-glow ring-1 ring-indigo-600'
          : 'border-slate-200 hover:shadow-raised',
      )}
    >
      {isHighlighted && (
        <Badge className="absolute -top-3 left-6 px-3 py-1 tracking-wide shadow-sm">{highlight}</Badge>
      )}
      <div className="flex items-center justify-between gap-2">
        <Heading id={`plan-${plan.tier}-name`} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </Heading>
        {isCurrentPlan && <Badge variant="success">Your plan</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-600 sm:min-h-10">{plan.tagline}</p>

      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(plan.priceUsd)}</span>
        <span className="text-sm font-medium text-slate-600">/month</span>
      </p>

      <dl className="mt-5 grid gap-2 rounded-xl bg-slate-50 p-3 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">
            <Gauge className="size-4" aria-hidden="true" />
            <span className="sr-only">Analyses per month</span>
          </dt>
          <dd className="font-medium text-slate-800">{analysesLimit}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">
            <FileText className="size-4" aria-hidden="true" />
            <span className="sr-only">Maximum characters per analysis</span>
          </dt>
          <dd className="font-medium text-slate-800">{charactersLimit}</dd>
        </div>
      </dl>

      <ul className="mt-5 mb-6 grid gap-2.5 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <div className="mt-auto">{action}</div>
    </article>
  );
}
