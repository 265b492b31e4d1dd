import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Plan } from '../../../../common/plans';
import { Button } from '../../../components/ui/button';
import { getPlanButtonLabel, getPlanChoice, type ViewerTier } from '../../../lib/plan-button';

type PricingPlanActionProps = {
  plan: Plan;
  viewerTier: ViewerTier;
  isPending: boolean;
  isBusy: boolean;
  onChoose: (plan: Plan) => void;
};

/** The button at the bottom of a pricing card, following the label rules of the specification. */
export function PricingPlanAction({ plan, viewerTier, isPending, isBusy, onChoose }: PricingPlanActionProps) {
  const label = getPlanButtonLabel(plan.tier, viewerTier);
  const variant = plan.isMostPopularOnPricing ? 'default' : 'outline';
  const choice = getPlanChoice(plan.tier, viewerTier);

  switch (choice.kind) {
    case 'sign-in':
      return (
        <Button asChild variant={variant} size="lg" className="w-full">
          <Link to="/signin">{label}</Link>
        </Button>
      );
    case 'unavailable':
      return (
        <Button variant="secondary" size="lg" className="w-full" disabled>
          {label}
        </Button>
      );
    case 'already-subscribed':
    case 'checkout':
      return (
        <Button
          variant={variant}
          size="lg"
          className="w-full"
          disabled={isBusy}
          onClick={() => onChoose(plan)}
        >
          {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isPending ? 'Starting checkout...' : label}
        </Button>
      );
  }
}
