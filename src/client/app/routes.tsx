import type { RouteObject } from 'react-router';
import { AccountPage } from '../features/account/pages/account-page';
import { AuthPage } from '../features/auth/pages/auth-page';
import { SignInPage } from '../features/auth/pages/signin-page';
import { HistoryAnalysisPage } from '../features/history/pages/history-analysis-page';
import { HistoryPage } from '../features/history/pages/history-page';
import { PrivacyPage } from '../features/legal/pages/privacy-page';
import { TermsPage } from '../features/legal/pages/terms-page';
import { HomePage } from '../features/marketing/pages/home-page';
import { PricingPage } from '../features/pricing/pages/pricing-page';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { NotFoundPage } from './not-found-page';
import { placeholderRoutes } from './placeholder-routes';
import { RouteErrorPage } from './route-error-page';
import { RootLayout } from './shell/root-layout';

/** Every page of the specification (section 2), matching PAGE_ROUTES in src/common/routes.ts. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/account', element: <AccountPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/history', element: <HistoryPage /> },
      { path: '/history/:id', element: <HistoryAnalysisPage /> },
      ...placeholderRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
