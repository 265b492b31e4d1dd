import { FlaskConical, Loader2 } from 'lucide-react';
import { ADMIN_MESSAGES } from '../../../../common/admin';
import { PLANS, type Tier } from '../../../../common/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useSwitchTier } from '../api/switch-tier';

/** Testing mode: the admin moves their own account between tiers to try plan-dependent features. */
export function TierSwitcher({ currentTier }: { currentTier: Tier }) {
  const switchTier = useSwitchTier();
  const choose = (tier: Tier) => {
    if (tier === currentTier || switchTier.isPending) return;
    switchTier.mutate(tier, {
      onSuccess: () =>
        toast({
          title: ADMIN_MESSAGES.tierSwitched,
          description: `You are now on the ${tierName(tier)} plan.`,
        }),
      onError: () => toast({ title: ADMIN_MESSAGES.tierSwitchFailed, variant: 'destructive' }),
    });
  };
  return (
    <Card className="border-amber-200 bg-amber-50/40">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <FlaskConical className="size-5 text-amber-600" aria-hidden="true" />
          Testing mode
        </CardTitle>
        <CardDescription>
          Switch your own plan to check what each tier sees. Only your account changes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-label="Your tier" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PLANS.map((plan) => {
            const isCurrent = plan.tier === currentTier;
            const isSwitching = switchTier.isPending && switchTier.variables === plan.tier;
            return (
              <button
                key={plan.tier}
                type="button"
                role="radio"
                aria-checked={isCurrent}
                disabled={switchTier.isPending}
                onClick={() => choose(plan.tier)}
                className={cn(
                  'flex h-11 items-center justify-center gap-2 rounded-lg border text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-60',
                  isCurrent
                    ? 'border-indigo-600 bg-indigo-600 text-white shadow-sm'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {isSwitching ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
                {plan.name}
              </button>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}

function tierName(tier: Tier): string {
  return PLANS.find((plan) => plan.tier === tier)?.name ?? tier;
}
