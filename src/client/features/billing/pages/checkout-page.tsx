import { ArrowUpRight, Check, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { PAID_TIERS, getPlan, tierRank, type Plan, type Tier } from '../../../../common/plans';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { CheckoutAssurances } from '../components/checkout-assurances';
import { useStartCheckout } from '../lib/use-start-checkout';

type PlanActionProps = {
  plan: Plan;
  viewerTier: Tier;
  isBusy: boolean;
  isPending: boolean;
  onChoose: (tier: Tier) => void;
};

/** Upgrades only: the current plan and the plans below it cannot be bought here. */
function CheckoutPlanAction({ plan, viewerTier, isBusy, isPending, onChoose }: PlanActionProps) {
  if (plan.tier === viewerTier) {
    return (
      <Button variant="secondary" size="lg" className="w-full" disabled>
        <Check aria-hidden="true" />
        Current Plan
      </Button>
    );
  }
  if (tierRank(plan.tier) < tierRank(viewerTier)) {
    return (
      <Button variant="secondary" size="lg" className="w-full" disabled>
        Included in your plan
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      variant={plan.isMostPopularOnPricing ? 'default' : 'outline'}
      className="w-full"
      disabled={isBusy}
      onClick={() => onChoose(plan.tier)}
    >
      {isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <ArrowUpRight aria-hidden="true" />
      )}
      {isPending ? 'Starting checkout...' : `Choose ${plan.name}`}
    </Button>
  );
}

/** /checkout: the three paid plans, for a signed-in user (specification section 2). */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { user, isLoading } = useCurrentUser();
  const checkout = useStartCheckout();

  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <SignInPrompt
        title="Sign In Required"
        description="Sign in to choose a plan. Your checkout is linked to your account so the upgrade lands in the right place."
        returnTo="/checkout"
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Checkout</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          Upgrade your plan
        </h1>
        <p className="mt-3 text-slate-600">
          You are on the <strong className="font-semibold text-slate-900">{getPlan(user.tier).name}</strong>{' '}
          plan. Choose a plan to continue; billing is monthly, in US dollars.{' '}
          <Link to="/pricing" className="font-medium text-indigo-700 underline underline-offset-2">
            Compare all plans
          </Link>
        </p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {PAID_TIERS.map(getPlan).map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            headingLevel="h2"
            highlight={plan.isMostPopularOnPricing ? 'Most Popular' : undefined}
            isCurrentPlan={plan.tier === user.tier}
            action={
              <CheckoutPlanAction
                plan={plan}
                viewerTier={user.tier}
                isBusy={checkout.isBusy}
                isPending={checkout.pendingTier === plan.tier}
                onChoose={checkout.startCheckout}
              />
            }
          />
        ))}
      </div>
      <div className="mt-10">
        <CheckoutAssurances />
      </div>
    </div>
  );
}
