import type { CurrentUser } from '../../features/auth/api/get-current-user';

export type NavItem = { to: string; label: string };

/** Header links (specification section 2): visitors see Pricing; members their workspace; admins also Admin. */
export function getNavItems(user: CurrentUser | null): NavItem[] {
  if (!user) return [{ to: '/pricing', label: 'Pricing' }];
  const items: NavItem[] = [
    { to: '/history', label: 'History' },
    { to: '/teams', label: 'Teams' },
    { to: '/support', label: 'Support' },
    { to: '/account', label: 'Account' },
  ];
  if (user.isAdmin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}
