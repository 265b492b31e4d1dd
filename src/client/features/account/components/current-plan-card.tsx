import { Check, CreditCard } from 'lucide-react';
import { formatPrice, getPlan, isUnlimited, listPlanFeatures } from '../../../../common/plans';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import type { CurrentUser } from '../../auth/api/get-current-user';
import type { UserProfile } from '../api/get-user-profile';

/** How many features the account page lists for the current plan (specification section 2). */
const FEATURES_SHOWN = 4;

type CurrentPlanCardProps = {
  user: CurrentUser;
  usage: UserProfile['usage'] | undefined;
  hasUsageError: boolean;
};

function UsageThisMonth({ usage, hasUsageError }: Omit<CurrentPlanCardProps, 'user'>) {
  if (hasUsageError) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        Your usage this month could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (!usage) return <Skeleton className="h-12 w-full rounded-xl" />;
  const unlimited = isUnlimited(usage.limit);
  const percent = unlimited || usage.limit === 0 ? 0 : (usage.current / usage.limit) * 100;
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700" id="account-usage-label">
          Analyses this month
        </span>
        <span className="font-semibold text-slate-900 tabular-nums">
          {usage.current} of {unlimited ? 'unlimited' : usage.limit}
        </span>
      </div>
      {!unlimited && <Progress value={percent} className="mt-3" aria-labelledby="account-usage-label" />}
    </div>
  );
}

export function CurrentPlanCard({ user, usage, hasUsageError }: CurrentPlanCardProps) {
  const plan = getPlan(user.tier);
  const features = listPlanFeatures(plan).slice(0, FEATURES_SHOWN);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <CreditCard className="size-5 text-indigo-600" aria-hidden="true" />
            Current Plan
          </CardTitle>
          <CardDescription className="break-all">{user.email}</CardDescription>
        </div>
        <Badge variant="accent" className="px-3 py-1 text-sm">
          {plan.name}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-slate-600">Plan</p>
            <p className="text-2xl font-bold tracking-tight text-slate-900">{plan.name}</p>
          </div>
          <p className="flex items-baseline gap-1">
            <span className="text-3xl font-bold tracking-tight text-slate-900">
              {formatPrice(plan.priceUsd)}
            </span>
            <span className="text-sm font-medium text-slate-600">/month</span>
          </p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">What your plan includes</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm text-slate-700">
                <Check
                  className="mt-0.5 size-4 shrink-0 text-indigo-600"
                  strokeWidth={2.5}
                  aria-hidden="true"
                />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <UsageThisMonth usage={usage} hasUsageError={hasUsageError} />
      </CardContent>
    </Card>
  );
}
