import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/marketing/pages/home-page';
import { RootLayout } from './shell/root-layout';

/*
 * The landing page ships in the first bundle; every other page is its own chunk, fetched when it is
 * first visited, so a visitor's first load carries no analyzer, history, account or legal code. The
 * routes are rendered with useRoutes (React Router's declarative mode, whose code is a third of the data
 * router's); the root layout's Suspense boundary shows a spinner while a page's chunk arrives, and on a
 * prerendered page React keeps the server's HTML until the chunk is there.
 */
const lazyPage = (load: () => Promise<ComponentType>): Pick<RouteObject, 'element'> => {
  const Page = lazy(async () => ({ default: await load() }));
  return { element: <Page /> };
};

/** Every page of the specification (section 2), matching PAGE_ROUTES in src/common/routes.ts. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: '/pricing',
        ...lazyPage(async () => (await import('../features/pricing/pages/pricing-page')).PricingPage),
      },
      {
        path: '/signin',
        ...lazyPage(async () => (await import('../features/auth/pages/signin-page')).SignInPage),
      },
      { path: '/auth', ...lazyPage(async () => (await import('../features/auth/pages/auth-page')).AuthPage) },
      {
        path: '/account',
        ...lazyPage(async () => (await import('../features/account/pages/account-page')).AccountPage),
      },
      {
        path: '/settings',
        ...lazyPage(async () => (await import('../features/settings/pages/settings-page')).SettingsPage),
      },
      {
        path: '/privacy',
        ...lazyPage(async () => (await import('../features/legal/pages/privacy-page')).PrivacyPage),
      },
      {
        path: '/terms',
        ...lazyPage(async () => (await import('../features/legal/pages/terms-page')).TermsPage),
      },
      {
        path: '/history',
        ...lazyPage(async () => (await import('../features/history/pages/history-page')).HistoryPage),
      },
      {
        path: '/history/:id',
        ...lazyPage(
          async () => (await import('../features/history/pages/history-analysis-page')).HistoryAnalysisPage,
        ),
      },
      {
        path: '/teams',
        ...lazyPage(async () => (await import('../features/teams/pages/teams-page')).TeamsPage),
      },
      {
        path: '/teams/:teamId/analyses/:analysisId',
        ...lazyPage(
          async () => (await import('../features/teams/pages/team-analysis-page')).TeamAnalysisPage,
        ),
      },
      {
        path: '/support',
        ...lazyPage(async () => (await import('../features/support/pages/support-page')).SupportPage),
      },
      {
        path: '/support/queue',
        ...lazyPage(
          async () => (await import('../features/support/pages/support-queue-page')).SupportQueuePage,
        ),
      },
      { path: '/help', ...lazyPage(async () => (await import('../features/help/pages/help-page')).HelpPage) },
      {
        path: '/help/:slug',
        ...lazyPage(async () => (await import('../features/help/pages/help-article-page')).HelpArticlePage),
      },
      {
        path: '/checkout',
        ...lazyPage(async () => (await import('../features/billing/pages/checkout-page')).CheckoutPage),
      },
      {
        path: '/checkout/success',
        ...lazyPage(
          async () => (await import('../features/billing/pages/checkout-success-page')).CheckoutSuccessPage,
        ),
      },
      {
        path: '/payment-test',
        ...lazyPage(
          async () => (await import('../features/billing/pages/payment-test-page')).PaymentTestPage,
        ),
      },
      {
        path: '/admin',
        ...lazyPage(async () => (await import('../features/admin/pages/admin-page')).AdminPage),
      },
      {
        path: '/admin/email-management',
        ...lazyPage(
          async () =>
            (await import('../features/email-management/pages/email-management-page')).EmailManagementPage,
        ),
      },
      {
        path: '/unsubscribe',
        ...lazyPage(
          async () => (await import('../features/unsubscribe/pages/unsubscribe-page')).UnsubscribePage,
        ),
      },
      { path: '*', ...lazyPage(async () => (await import('./not-found-page')).NotFoundPage) },
    ],
  },
];
