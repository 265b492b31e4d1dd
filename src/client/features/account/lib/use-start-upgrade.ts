import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getPlan, type Tier } from '../../../../common/plans';
import { toast } from '../../../components/ui/use-toast';
import { saveCheckoutData } from '../../../lib/checkout-storage';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useCreateUpgradeCheckout } from '../api/create-upgrade-checkout';

/** The specification's pause before moving to the checkout page (section 9). */
const CHECKOUT_REDIRECT_DELAY_MS = 500;

/**
 * The account page's upgrade flow (specification section 4): request a checkout for the tier, keep
 * its data for /checkout/success, say so, and move there after 500 ms.
 */
export function useStartUpgrade() {
  const navigate = useNavigate();
  const checkout = useCreateUpgradeCheckout();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const startUpgrade = (tier: Tier) => {
    checkout.mutate(
      { tier },
      {
        onSuccess: ({ checkoutData, message, provider }) => {
          saveCheckoutData({ ...checkoutData, provider });
          toast({
            title: 'Checkout ready',
            description: message || `Taking you to checkout for the ${getPlan(tier).name} plan...`,
          });
          redirectTimer.current = setTimeout(
            () => void navigate('/checkout/success'),
            CHECKOUT_REDIRECT_DELAY_MS,
          );
        },
        onError: (error) => {
          toast({
            title: 'Upgrade Error',
            description: getApiErrorMessage(error, 'Failed to start upgrade process'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const isBusy = checkout.isPending || checkout.isSuccess;
  return {
    startUpgrade,
    isBusy,
    /** The tier whose checkout is being prepared, to show the spinner on its button only. */
    pendingTier: isBusy ? checkout.variables?.tier : undefined,
  };
}
