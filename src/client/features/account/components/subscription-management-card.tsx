import { AlertTriangle, CalendarClock, Crown, Loader2, Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { SubscriptionResponse } from '../../../../common/billing';
import { getPlan, type Tier } from '../../../../common/plans';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useCancelSubscription } from '../../billing/api/cancel-subscription';
import { useStartPaymentMethodUpdate } from '../../billing/api/update-payment-method';
import { formatBillingDate } from '../lib/format-billing-date';

type SubscriptionManagementCardProps = {
  tier: Tier;
  email: string;
  /** Undefined while loading, or when the billing API cannot answer: then the card acts as in demo mode. */
  subscription: SubscriptionResponse | undefined;
  onUpgrade: (tier: Tier) => void;
  isBusy: boolean;
  pendingTier: Tier | undefined;
};

/** The specification's demo answer to Cancel: no call, only a toast (section 7). */
function showDemoCancellation() {
  toast({
    title: 'Cancellation requested',
    description:
      'Your cancellation would be processed through our payment provider. You keep your plan until the end of the billing period.',
  });
}

function SubscriptionDates({
  subscription,
  planName,
}: {
  subscription: SubscriptionResponse;
  planName: string;
}) {
  if (!subscription.subscriptionEndDate) return null;
  const date = formatBillingDate(subscription.subscriptionEndDate);
  if (subscription.cancelAtPeriodEnd) {
    return (
      <p className="flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          Your subscription is cancelled. You keep {planName} until <strong>{date}</strong>, then your account
          moves to Free.
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <CalendarClock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      Renews on <strong className="font-semibold text-slate-900">{date}</strong>
    </p>
  );
}

/** Specification section 2: what a subscriber can do depends on the tier and on the payment provider. */
export function SubscriptionManagementCard({
  tier,
  email,
  subscription,
  onUpgrade,
  isBusy,
  pendingTier,
}: SubscriptionManagementCardProps) {
  const paymentNoteId = useId();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const cancel = useCancelSubscription();
  const paymentUpdate = useStartPaymentMethodUpdate();
  const planName = getPlan(tier).name;
  const paddle = subscription?.paddle ?? null;
  const isManaged = subscription?.canManage === true && paddle !== null;

  const confirmCancellation = () => {
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => {
        setIsConfirmOpen(false);
        toast({ title: 'Subscription cancelled', description: message });
      },
      onError: (error) => {
        toast({
          title: 'Cancellation failed',
          description: getApiErrorMessage(error, 'Failed to process cancellation'),
          variant: 'destructive',
        });
      },
    });
  };

  const openPaymentUpdate = async (transactionId: string) => {
    if (!paddle) return;
    try {
      const { openPaddleCheckout } = await import('../../billing/lib/paddle-checkout');
      await openPaddleCheckout({ config: paddle, transactionId, email });
    } catch {
      toast({
        title: 'Payment window unavailable',
        description:
          "Our payment provider's window could not be opened. Check your connection and try again.",
        variant: 'destructive',
      });
    }
  };

  const updatePaymentMethod = () => {
    paymentUpdate.mutate(undefined, {
      onSuccess: ({ transactionId }) => void openPaymentUpdate(transactionId),
      onError: (error) => {
        toast({
          title: 'Update failed',
          description: getApiErrorMessage(error, 'Failed to open the payment method update'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Settings2 className="size-5 text-indigo-600" aria-hidden="true" />
          Subscription Management
        </CardTitle>
        <CardDescription>
          {tier === 'free'
            ? 'You are on the Free plan. Upgrade whenever you need more analyses.'
            : 'Your subscription renews monthly and is billed in advance by our payment provider.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tier === 'enterprise' && (
          <p className="flex gap-2.5 rounded-xl border border-indigo-100 bg-indigo-50 p-4 text-sm text-indigo-900">
            <Crown className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            You are on our highest tier, Enterprise. There is nothing to upgrade: every feature is yours.
          </p>
        )}
        {subscription?.subscriptionStatus === 'past_due' && (
          <p
            role="alert"
            className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Your last payment did not go through. Update your payment method to keep {planName}.
          </p>
        )}
        {tier !== 'free' && subscription && (
          <SubscriptionDates subscription={subscription} planName={planName} />
        )}
        {tier === 'free' ? (
          <Button
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={isBusy}
            onClick={() => onUpgrade('premium')}
          >
            {pendingTier === 'premium' && <Loader2 className="animate-spin" aria-hidden="true" />}
            Upgrade to Premium
          </Button>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                variant="outline"
                disabled={!isManaged || paymentUpdate.isPending}
                aria-describedby={paymentNoteId}
                onClick={updatePaymentMethod}
              >
                {paymentUpdate.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Update Payment Method
              </Button>
              <Button
                variant="outline"
                className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
                disabled={isManaged && subscription.cancelAtPeriodEnd}
                onClick={() => (isManaged ? setIsConfirmOpen(true) : showDemoCancellation())}
              >
                {isManaged && subscription.cancelAtPeriodEnd
                  ? 'Cancellation Scheduled'
                  : 'Cancel Subscription'}
              </Button>
            </div>
            <p id={paymentNoteId} className="text-sm text-slate-600">
              {isManaged
                ? 'Your card and invoices are handled by Paddle, our payment provider and merchant of record.'
                : 'Payment methods are managed by our payment provider, which acts as merchant of record. Payments are in demo mode, so there is no card on file to change.'}
            </p>
          </>
        )}
      </CardContent>
      <AlertDialog open={isConfirmOpen} onOpenChange={(open) => !cancel.isPending && setIsConfirmOpen(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
            <AlertDialogDescription>
              You keep {planName} until the end of the billing period
              {subscription?.subscriptionEndDate
                ? ` (${formatBillingDate(subscription.subscriptionEndDate)})`
                : ''}
              . After that your account moves to Free and you are not charged again.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>Keep my plan</AlertDialogCancel>
            <AlertDialogAction
              disabled={cancel.isPending}
              onClick={(event) => {
                event.preventDefault();
                confirmCancellation();
              }}
            >
              {cancel.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
