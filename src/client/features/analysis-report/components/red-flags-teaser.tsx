import { ArrowRight, Flag, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { HiddenRedFlags } from '../../../../common/analyses';
import { SEVERITIES, type Severity } from '../../../../common/analysis';
import { PLANS } from '../../../../common/plans';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

const SEVERITY_WORDS: Record<Severity, string> = {
  blocker: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
};

/** '1 critical, 2 high and 1 low', most severe first. */
function describeSeverities(bySeverity: HiddenRedFlags['bySeverity']): string {
  const parts = [...SEVERITIES]
    .reverse()
    .filter((severity) => bySeverity[severity] > 0)
    .map((severity) => `${bySeverity[severity]} ${SEVERITY_WORDS[severity]}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * On a plan without red flags: how many this policy has and how severe, never which, with the way to
 * the plans that show them.
 */
export function RedFlagsTeaser({ hidden }: { hidden: HiddenRedFlags }) {
  const plansWithFlags = PLANS.filter((plan) => plan.hasRedFlags).map((plan) => plan.name);
  const flags = hidden.total === 1 ? 'red flag' : 'red flags';
  return (
    <Card
      role="region"
      aria-labelledby="red-flags-teaser-heading"
      className="flex flex-col gap-4 border-red-200 bg-gradient-to-br from-red-50 to-white p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-100 text-red-700">
        <Flag className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id="red-flags-teaser-heading" className="text-base font-semibold text-slate-900">
          This policy has {hidden.total} {flags}
        </h3>
        <p className="mt-0.5 text-sm leading-relaxed text-slate-700">
          {describeSeverities(hidden.bySeverity)}. Red Flag detection is part of the{' '}
          {plansWithFlags.join(' and ')} plans: upgrade to see each one with the sentence it comes from.
        </p>
      </div>
      <Button asChild className="shrink-0">
        <Link to="/pricing">
          <Lock aria-hidden="true" />
          See what they are
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
