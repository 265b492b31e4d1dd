/**
 * Every page route of the specification (section 2). The server answers 404 for a direct load of
 * any other path, so the client router and this list must agree.
 */
export const PAGE_ROUTES = [
  '/',
  '/pricing',
  '/signin',
  '/auth',
  '/history',
  '/support',
  '/admin',
  '/admin/email-management',
  '/teams',
  '/settings',
  '/privacy',
  '/unsubscribe',
  '/terms',
  '/checkout',
  '/checkout/success',
  '/payment-test',
  '/account',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

export function isPageRoute(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PAGE_ROUTES as readonly string[]).includes(normalized);
}
