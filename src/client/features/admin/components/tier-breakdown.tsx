import type { AdminStats } from '../../../../common/admin';
import { PLANS } from '../../../../common/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCount, formatUsd } from '../lib/format-number';

const BAR_COLOURS = {
  free: 'bg-slate-400',
  premium: 'bg-indigo-400',
  pro: 'bg-indigo-600',
  enterprise: 'bg-violet-700',
};

/** Users per tier, their share, and the monthly revenue they bring (premium×15 + pro×35 + enterprise×150). */
export function TierBreakdown({ stats }: { stats: AdminStats }) {
  const counts = {
    free: stats.freeUsers,
    premium: stats.premiumUsers,
    pro: stats.proUsers,
    enterprise: stats.enterpriseUsers,
  };
  const total = Math.max(1, stats.totalUsers);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Tier breakdown</CardTitle>
        <CardDescription>
          Monthly revenue{' '}
          <span className="font-semibold text-slate-900">{formatUsd(stats.monthlyRevenue)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          {PLANS.map((plan) => (
            <div
              key={plan.tier}
              className={BAR_COLOURS[plan.tier]}
              style={{ width: `${(counts[plan.tier] / total) * 100}%` }}
            />
          ))}
        </div>
        <dl className="mt-5 grid gap-3">
          {PLANS.map((plan) => (
            <div key={plan.tier} className="flex items-center justify-between gap-3 text-sm">
              <dt className="flex items-center gap-2 text-slate-700">
                <span className={`size-2.5 rounded-full ${BAR_COLOURS[plan.tier]}`} aria-hidden="true" />
                {plan.name}
                <span className="text-xs text-slate-500">
                  {plan.priceUsd > 0 ? `${formatUsd(plan.priceUsd)}/mo` : '$0'}
                </span>
              </dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {formatCount(counts[plan.tier])}
                <span className="ml-2 w-10 text-xs font-normal text-slate-500">
                  {Math.round((counts[plan.tier] / total) * 100)}%
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
