import { CreditCard, FlaskConical, LifeBuoy, ReceiptText, Users, type LucideIcon } from 'lucide-react';
import { Link, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { Button } from '../components/ui/button';
import { SUPPORT_EMAIL } from '../lib/contact';

type Placeholder = {
  path: string;
  title: string;
  description: string;
  icon: LucideIcon;
  hasSignInLink?: boolean;
};

/**
 * Routes of the specification (section 2) whose features ship with later issues. Each answers now
 * with its real heading; replace an entry with the feature's page when it lands.
 */
const PLACEHOLDERS: readonly Placeholder[] = [
  {
    path: '/support',
    title: 'Support Center',
    description: `Open a ticket and follow the replies here. Until then, write to ${SUPPORT_EMAIL} and we will get back to you.`,
    icon: LifeBuoy,
  },
  {
    path: '/teams',
    title: 'Team Collaboration',
    description:
      'Create a team, invite colleagues and share analyses so everyone reviews vendors from the same page.',
    icon: Users,
  },
  {
    path: '/checkout',
    title: 'Checkout',
    description:
      'Upgrade to Premium, Pro or Enterprise from this page. Plans and prices are on the pricing page.',
    icon: CreditCard,
  },
  {
    path: '/checkout/success',
    title: 'Checkout Details',
    description: 'After you choose a plan, your checkout summary will be shown here.',
    icon: ReceiptText,
  },
  {
    path: '/payment-test',
    title: 'Payment Methods Test',
    description:
      'The status of each payment method, with setup requirements and test instructions, will be listed here.',
    icon: FlaskConical,
  },
];

export const placeholderRoutes: RouteObject[] = PLACEHOLDERS.map(({ path, hasSignInLink, ...page }) => ({
  path,
  element: (
    <ComingSoon
      {...page}
      actions={
        hasSignInLink ? (
          <Button asChild>
            <Link to="/signin">Go to sign in</Link>
          </Button>
        ) : undefined
      }
    />
  ),
}));
