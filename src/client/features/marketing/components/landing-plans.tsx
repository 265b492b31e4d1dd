import { Link } from 'react-router';
import { PLANS } from '../../../../common/plans';
import { PlanCard } from '../../../components/plan-card';
import { Button } from '../../../components/ui/button';
import { getPlanButtonLabel } from '../../../lib/plan-button';

/** The plan comparison for visitors: every button leads to sign-in (specification section 2). */
export function LandingPlans() {
  return (
    <section aria-labelledby="plans-heading" id="plans" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Plans</p>
          <h2
            id="plans-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Start free, upgrade when you need more
          </h2>
          <p className="mt-4 text-lg text-slate-600">Monthly plans in US dollars. Cancel anytime.</p>
        </div>
        <div className="mt-14 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              highlight={plan.isPopularOnLanding ? 'POPULAR' : undefined}
              action={
                <Button
                  asChild
                  size="lg"
                  variant={plan.isPopularOnLanding ? 'default' : 'outline'}
                  className="w-full"
                >
                  <Link to="/signin">{getPlanButtonLabel(plan.tier, null)}</Link>
                </Button>
              }
            />
          ))}
        </div>
      </div>
    </section>
  );
}
