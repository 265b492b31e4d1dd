import { ArrowUpRight, Loader2, Sparkles } from 'lucide-react';
import { formatPrice, getPlan, tiersAbove, type Tier } from '../../../../common/plans';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

type UpgradePanelProps = {
  tier: Tier;
  onUpgrade: (tier: Tier) => void;
  isBusy: boolean;
  pendingTier: Tier | undefined;
};

/** Paid plans above the current one; the page hides the panel on Enterprise, which has none. */
export function UpgradePanel({ tier, onUpgrade, isBusy, pendingTier }: UpgradePanelProps) {
  const plans = tiersAbove(tier)
    .map(getPlan)
    .filter((plan) => plan.priceUsd > 0);
  if (plans.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Sparkles className="size-5 text-indigo-600" aria-hidden="true" />
          Upgrade your plan
        </CardTitle>
        <CardDescription>
          More analyses, longer policies and more features. Billed monthly, cancel anytime.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {plans.map((plan) => (
            <li
              key={plan.tier}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  {plan.name}{' '}
                  <span className="font-normal text-slate-600">· {formatPrice(plan.priceUsd)}/month</span>
                </h3>
                <p className="mt-0.5 text-sm text-slate-600">{plan.tagline}</p>
              </div>
              <Button
                variant={plan.tier === 'premium' ? 'default' : 'outline'}
                disabled={isBusy}
                onClick={() => onUpgrade(plan.tier)}
                className="shrink-0 sm:min-w-52"
              >
                {pendingTier === plan.tier ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <ArrowUpRight aria-hidden="true" />
                )}
                {pendingTier === plan.tier ? 'Starting...' : `Upgrade to ${plan.name}`}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
