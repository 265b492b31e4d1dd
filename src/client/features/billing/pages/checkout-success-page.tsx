import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, CreditCard, Info, Loader2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { getPlan } from '../../../../common/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { takeCheckoutData, type StoredCheckout } from '../../../lib/checkout-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../auth/api/get-current-user';
import { SUBSCRIPTION_QUERY_KEY, useSubscription } from '../api/get-subscription';

/** The demo's payment buttons (specification section 2), all disabled. */
const DEMO_PAYMENT_METHODS = [
  'Apple Pay',
  'Google Pay',
  'PayPal',
  'Credit Card',
  'SEPA',
  'Klarna',
  'Interac',
];

/** Paddle confirms a payment by webhook a moment after the overlay closes; then the plan is refreshed. */
const PLAN_REFRESH_DELAY_MS = 3000;

/** Amount in cents to "$15.00" (specification section 2: amount / 100, two decimals). */
function formatAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function NextLinks() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button asChild>
        <Link to="/account">
          Go to your account
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/pricing">Back to pricing</Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/support">Contact support</Link>
      </Button>
    </div>
  );
}

function DemoPayment() {
  return (
    <div className="grid gap-4">
      <h2 className="text-sm font-semibold text-slate-900">Payment method</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {DEMO_PAYMENT_METHODS.map((method) => (
          <li key={method}>
            <Button variant="outline" className="w-full" disabled>
              {method}
            </Button>
          </li>
        ))}
      </ul>
      <p className="flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <Info className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Demo mode.</strong> No payment provider is connected, so no
          payment can be taken and your plan does not change. An administrator can connect Paddle to take real
          payments.
        </span>
      </p>
    </div>
  );
}

function PaddlePayment({ checkout }: { checkout: StoredCheckout }) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const subscription = useSubscription({ isEnabled: user !== null });
  const [state, setState] = useState<'idle' | 'opening' | 'paid'>('idle');
  const paddle = subscription.data?.paddle;

  // A subscriber's plan change is already billed by Paddle; there is nothing to pay here.
  if (!checkout.checkoutId.startsWith('txn_')) {
    return (
      <p className="flex gap-2.5 rounded-xl border border-indigo-100 bg-indigo-50 p-4 text-sm text-indigo-900">
        <Info className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
        Your subscription is being moved to the new plan. Paddle charges the difference to your saved payment
        method, and your account shows the new plan in a moment.
      </p>
    );
  }
  if (state === 'paid') {
    return (
      <p
        role="status"
        className="flex gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        Payment received. Your plan switches as soon as Paddle confirms it, usually within seconds.
      </p>
    );
  }

  const pay = async () => {
    if (!paddle) return;
    setState('opening');
    try {
      const { openPaddleCheckout } = await import('../lib/paddle-checkout');
      await openPaddleCheckout({
        config: paddle,
        transactionId: checkout.checkoutId,
        email: checkout.customer.email,
        onCompleted: () => {
          setState('paid');
          setTimeout(() => {
            void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
            void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
          }, PLAN_REFRESH_DELAY_MS);
        },
      });
      setState((current) => (current === 'opening' ? 'idle' : current));
    } catch {
      setState('idle');
      toast({
        title: 'Checkout Error',
        description:
          "Our payment provider's window could not be opened. Check your connection and try again.",
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-3">
      <Button size="lg" disabled={!paddle || state === 'opening'} onClick={() => void pay()}>
        {state === 'opening' ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Lock aria-hidden="true" />
        )}
        Pay {formatAmount(checkout.amount)}/month securely
      </Button>
      <p className="text-sm text-slate-600">
        Cards, PayPal and wallets are handled by Paddle, our merchant of record. Your plan changes once the
        payment is confirmed.
      </p>
    </div>
  );
}

/** /checkout/success: the checkout data stored by the previous page, read once (specification section 2). */
export function CheckoutSuccessPage() {
  useDocumentTitle('Checkout');
  // Read once, when the page first renders, and removed from storage at the same time.
  const [checkout] = useState(takeCheckoutData);

  if (!checkout) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
        <div role="status" className="flex flex-col items-center">
          <Loader2 className="size-6 animate-spin text-indigo-600" aria-hidden="true" />
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
            Loading checkout details...
          </h1>
        </div>
        <p className="mt-3 text-slate-600">
          Checkout details are shown once. If nothing appears, choose a plan again from the pricing page.
        </p>
        <div className="mt-8">
          <NextLinks />
        </div>
      </div>
    );
  }

  const plan = getPlan(checkout.tier);
  const details = [
    ['Plan', plan.name],
    ['Price', `${formatAmount(checkout.amount)} per month`],
    ['Email', checkout.customer.email],
    ['Checkout ID', checkout.checkoutId],
  ] as const;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl border border-emerald-200 bg-emerald-50 text-emerald-600">
          <CheckCircle2 className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Checkout Ready!</h1>
        <p className="mt-3 max-w-xl text-slate-600">
          {checkout.provider === 'paddle'
            ? 'Review your order, then pay securely to upgrade.'
            : 'Here is your order. Payments are in demo mode, so nothing will be charged.'}
        </p>
      </div>
      <Card className="mt-8">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle as="h2" className="flex items-center gap-2">
              <CreditCard className="size-5 text-indigo-600" aria-hidden="true" />
              Order summary
            </CardTitle>
            <CardDescription>Billed monthly in advance. Cancel anytime.</CardDescription>
          </div>
          <Badge variant="accent" className="px-3 py-1 text-sm">
            {plan.name}
          </Badge>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {details.map(([label, value]) => (
              <div
                key={label}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-sm font-medium break-all text-slate-900 sm:text-right">{value}</dd>
              </div>
            ))}
          </dl>
          {checkout.provider === 'paddle' ? <PaddlePayment checkout={checkout} /> : <DemoPayment />}
        </CardContent>
      </Card>
      <div className="mt-8 flex justify-center">
        <NextLinks />
      </div>
    </div>
  );
}
