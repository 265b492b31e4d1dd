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

/**
 * Public pages rendered to HTML at build time (dist/client/pages/<name>.html), so a visitor sees text
 * and layout before any script runs; the client then hydrates them. `module` is the page's source file
 * under src/client, whose chunk the page's HTML preloads.
 */
export const PRERENDERED_PAGES = [
  { path: '/', name: 'home', module: 'features/marketing/pages/home-page.tsx' },
  { path: '/pricing', name: 'pricing', module: 'features/pricing/pages/pricing-page.tsx' },
  { path: '/signin', name: 'signin', module: 'features/auth/pages/signin-page.tsx' },
  { path: '/privacy', name: 'privacy', module: 'features/legal/pages/privacy-page.tsx' },
  { path: '/terms', name: 'terms', module: 'features/legal/pages/terms-page.tsx' },
] as const satisfies readonly { path: PageRoute; name: string; module: string }[];

/** Where the prerendered pages are written, inside the client build. */
export const PRERENDERED_PAGES_DIR = 'pages';
