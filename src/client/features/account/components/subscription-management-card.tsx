import { Crown, Loader2, Settings2 } from 'lucide-react';
import { useId } from 'react';
import type { Tier } from '../../../../common/plans';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';

type SubscriptionManagementCardProps = {
  tier: Tier;
  onUpgrade: (tier: Tier) => void;
  isBusy: boolean;
  pendingTier: Tier | undefined;
};

/** Specification section 2: what a subscriber can do depends on the tier; billing itself is a demo. */
export function SubscriptionManagementCard({
  tier,
  onUpgrade,
  isBusy,
  pendingTier,
}: SubscriptionManagementCardProps) {
  const paymentNoteId = useId();
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
              {/* Payment details live with the payment provider, which is not connected in this demo. */}
              <Button variant="outline" disabled aria-describedby={paymentNoteId}>
                Update Payment Method
              </Button>
              <Button
                variant="outline"
                className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
                onClick={() =>
                  toast({
                    title: 'Cancellation requested',
                    description:
                      'Your cancellation would be processed through our payment provider. You keep your plan until the end of the billing period.',
                  })
                }
              >
                Cancel Subscription
              </Button>
            </div>
            <p id={paymentNoteId} className="text-sm text-slate-600">
              Payment methods are managed by our payment provider, which acts as merchant of record. Changing
              them here is not available yet.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
