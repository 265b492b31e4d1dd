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
  '/support/queue',
  '/help',
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

/** Pages with a parameter: one analysis of the history, by its id. */
export const PAGE_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/history\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** One help article, by its slug. */
  /^\/help\/[a-z0-9-]{1,80}$/,
];

export function isPageRoute(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (PAGE_ROUTES as readonly string[]).includes(normalized) ||
    PAGE_ROUTE_PATTERNS.some((pattern) => pattern.test(normalized))
  );
}
