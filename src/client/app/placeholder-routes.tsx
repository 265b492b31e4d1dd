import { LayoutDashboard, Mail, MailX, type LucideIcon } from 'lucide-react';
import { Link, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { Button } from '../components/ui/button';
import { PRIVACY_EMAIL } from '../lib/contact';

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
    path: '/admin',
    title: 'Admin Dashboard',
    description:
      'Usage statistics, the tier breakdown and growth over 7 and 30 days will appear here for administrators.',
    icon: LayoutDashboard,
  },
  {
    path: '/admin/email-management',
    title: 'Email Management',
    description:
      'Configure email delivery, send campaigns to chosen tiers and trigger test emails from this page.',
    icon: Mail,
  },
  {
    path: '/unsubscribe',
    title: 'Unsubscribe',
    description: `The unsubscribe links in our emails will land here. You can also email ${PRIVACY_EMAIL} to stop marketing email.`,
    icon: MailX,
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
