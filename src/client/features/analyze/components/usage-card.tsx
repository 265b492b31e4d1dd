import { ArrowRight, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { getPlan, isUnlimited, type Tier } from '../../../../common/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import type { UserProfile } from '../../account/api/get-user-profile';
import { formatNextMonthlyReset, hasReachedLimit, usagePercent } from '../lib/usage';

type UsageCardProps = {
  profile: UserProfile | undefined;
  tier: Tier;
  isError: boolean;
  onRetry: () => void;
};

/** Monthly Usage (specification section 2): the bar is hidden on an unlimited plan. */
export function UsageCard({ profile, tier, isError, onRetry }: UsageCardProps) {
  const plan = getPlan(profile?.tier ?? tier);
  return (
    <Card role="region" aria-labelledby="usage-heading" className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id="usage-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Gauge className="size-4 text-indigo-600" aria-hidden="true" />
          Monthly Usage
        </h2>
        <Badge variant="accent">{plan.name} plan</Badge>
      </div>
      {profile ? (
        <UsageDetails usage={profile.usage} />
      ) : isError ? (
        <div className="mt-4 text-sm text-slate-600">
          <p>We could not load your usage.</p>
          <Button variant="link" className="h-auto px-0" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="mt-4 grid gap-3" role="status" aria-label="Loading usage">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-2 w-full" />
        </div>
      )}
    </Card>
  );
}

function UsageDetails({ usage }: { usage: UserProfile['usage'] }) {
  const percent = usagePercent(usage);
  const isAtLimit = hasReachedLimit(usage);
  const resetDate = formatNextMonthlyReset(new Date());
  if (isUnlimited(usage.limit)) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        <span className="text-2xl font-bold text-slate-900 tabular-nums">{usage.current}</span> analyses this
        month · unlimited
      </p>
    );
  }
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">
        <span className="text-2xl font-bold text-slate-900 tabular-nums">{usage.current}</span>
        <span className="text-slate-600">
          {' '}
          of {usage.limit} {usage.limit === 1 ? 'analysis' : 'analyses'} used this month
        </span>
      </p>
      <Progress
        value={percent ?? 0}
        className="mt-3"
        aria-label="Analyses used this month"
        aria-valuetext={`${usage.current} of ${usage.limit} used`}
      />
      <p className="mt-2 text-xs text-slate-600">Resets {resetDate}</p>
      {isAtLimit && (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>You have used this month's analyses. Upgrade for more, or wait until {resetDate}.</p>
          <Button asChild variant="link" size="sm" className="mt-1 h-auto px-0 text-amber-900">
            <Link to="/pricing">
              Compare plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
