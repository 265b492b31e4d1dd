import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { TermsGate } from '../../features/terms/components/terms-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The page shell around every route: skip link, header, main landmark, footer, terms gate and toasts. */
export function RootLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);
  // After a client-side navigation, move focus to the new page so screen readers start reading it
  // (a full page load does this by itself). In-page anchors change only the hash and are left alone.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white text-sm focus:not-sr-only focus:px-4 focus:py-2 font-semibold text-indigo-700 shadow-raised focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-indigo-500 focus:outline-none"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main ref={mainRef} id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <TermsGate />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
