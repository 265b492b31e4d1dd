import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The page shell around every route: skip link, header, main landmark, footer and the toast area. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white text-sm focus:not-sr-only focus:px-4 focus:py-2 font-semibold text-indigo-700 shadow-raised focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-indigo-500 focus:outline-none"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
