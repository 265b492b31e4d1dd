import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Tier } from '../../../../common/plans';
import { toast } from '../../../components/ui/use-toast';
import { readApiError } from '../../../lib/api-error';
import { saveCheckoutData } from '../../../lib/checkout-storage';
import { useCreateCheckout } from '../api/create-checkout';

/** The specification's pause before moving to the checkout page (section 9). */
const CHECKOUT_REDIRECT_DELAY_MS = 500;

/**
 * The checkout page's flow (specification section 4): request a checkout for the tier, keep its data for
 * /checkout/success, say so, and move there after 500 ms.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const startCheckout = (tier: Tier) => {
    checkout.mutate(
      { tier },
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
          toast({
            title: status === 409 ? 'Already Subscribed' : 'Checkout Error',
            // Refusals (same or lower plan) explain themselves; other failures get the specification's text.
            description:
              status !== null && status < 500 && message ? message : 'Failed to create checkout session',
            variant: status === 409 ? 'default' : 'destructive',
          });
        },
      },
    );
  };

  const isBusy = checkout.isPending || checkout.isSuccess;
  return { startCheckout, isBusy, pendingTier: isBusy ? checkout.variables?.tier : undefined };
}
