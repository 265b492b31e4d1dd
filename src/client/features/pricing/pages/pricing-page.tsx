import { ArrowRight, Lock, RefreshCcw, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PLANS, type Plan } from '../../../../common/plans';
import { PlanCard } from '../../../components/plan-card';
import { toast } from '../../../components/ui/use-toast';
import { trackEvent } from '../../../lib/analytics';
import { readApiError } from '../../../lib/api-error';
import { saveCheckoutData } from '../../../lib/checkout-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCreateCheckout } from '../api/create-checkout';
import { PricingFaq } from '../components/pricing-faq';
import { PricingPlanAction } from '../components/pricing-plan-action';
import { getPlanChoice } from '../../../lib/plan-button';

/** The specification's pause before moving to the checkout page (section 9). */
const CHECKOUT_REDIRECT_DELAY_MS = 500;

const ASSURANCES = [
  { icon: RefreshCcw, text: 'Cancel anytime' },
  { icon: ShieldCheck, text: '30-day money-back guarantee' },
  { icon: Lock, text: 'Secure payments' },
] as const;

export function PricingPage() {
  useDocumentTitle('Pricing');
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const viewerTier = user?.tier ?? null;
  const checkout = useCreateCheckout();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  // The first step of the pricing funnel; select_plan below is the second.
  useEffect(() => trackEvent('view_pricing'), []);

  const choosePlan = (plan: Plan) => {
    const choice = getPlanChoice(plan.tier, viewerTier);
    trackEvent('select_plan', { tier: plan.tier, outcome: choice.kind });
    switch (choice.kind) {
      case 'sign-in':
        void navigate('/signin');
        return;
      case 'unavailable':
        return;
      case 'already-subscribed':
        toast({ title: 'Already Subscribed', description: `You're already on the ${plan.name} plan` });
        return;
      case 'checkout':
        if (!plan.checkoutPriceId) return;
        checkout.mutate(
          { priceId: plan.checkoutPriceId },
          {
            onSuccess: ({ checkoutData, message, provider }) => {
              saveCheckoutData({ ...checkoutData, provider });
              toast({ title: 'Checkout ready', description: message });
              redirectTimer.current = setTimeout(
                () => void navigate('/checkout/success'),
                CHECKOUT_REDIRECT_DELAY_MS,
              );
            },
            onError: (error) => {
              const { status, message } = readApiError(error);
              // 409: the server knows the user is already on this plan (another tab may have upgraded).
              if (status === 409) {
                toast({
                  title: 'Already Subscribed',
                  description: message ?? `You're already on the ${plan.name} plan`,
                });
                return;
              }
              // A refusal (a lower plan) explains itself; anything else gets the specification's text.
              const isRefusal = status !== null && status < 500 && message !== null;
              toast({
                title: 'Error',
                description: isRefusal ? message : 'Failed to start checkout process',
                variant: 'destructive',
              });
            },
          },
        );
        return;
    }
  };

  return (
    <div className="relative isolate">
      <div
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-indigo-50/80 via-white to-white"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Pricing</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Simple plans for reading the fine print
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600">
            Start free with one analysis a month. Upgrade when you review more policies, and cancel whenever
            you like.
          </p>
        </div>

        <ul className="mx-auto mt-8 flex max-w-2xl flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
          {ASSURANCES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-1.5">
              <Icon className="size-4 text-indigo-600" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>

        <div className="mt-14 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              headingLevel="h2"
              highlight={plan.isMostPopularOnPricing ? 'Most Popular' : undefined}
              isCurrentPlan={viewerTier === plan.tier}
              action={
                <PricingPlanAction
                  plan={plan}
                  viewerTier={viewerTier}
                  isBusy={checkout.isPending || checkout.isSuccess}
                  isPending={
                    (checkout.isPending || checkout.isSuccess) &&
                    checkout.variables.priceId === plan.checkoutPriceId
                  }
                  onChoose={choosePlan}
                />
              }
            />
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Prices in US dollars, billed monthly in advance. Payments are handled by our payment provider as
          merchant of record.
        </p>

        <div className="mt-24">
          <PricingFaq />
        </div>

        {!user && (
          <div className="mx-auto mt-16 flex max-w-3xl flex-col items-center gap-4 rounded-2xl bg-slate-900 px-6 py-10 text-center sm:px-10">
            <h2 className="text-2xl font-bold tracking-tight text-white">
              Read your first policy in a minute
            </h2>
            <p className="max-w-lg text-slate-300">
              Sign in to analyse a policy on the Free plan. No card needed; upgrade only when you need more.
            </p>
            <Link
              to="/signin"
              className="mt-2 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 text-sm font-semibold text-slate-900 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900 focus-visible:outline-none"
            >
              Sign in to get started
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
