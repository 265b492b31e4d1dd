import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { useToast } from '../../components/ui/use-toast';
import { TermsGate } from '../../features/terms/components/terms-gate';
import { SiteHeader } from './site-header';

// The footer is below the fold (see the main area's height): a prerendered page shows it at once and
// its code arrives after the page is interactive.
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

// Radix's toast code arrives with the first toast: most visits show none.
const Toaster = lazy(async () => ({ default: (await import('../../components/ui/toaster')).Toaster }));

function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The page shell around every route: skip link, header, main landmark, footer, terms gate and toasts. */
export function RootLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);
  // After a client-side navigation, move focus to the new page so screen readers start reading it
  // (a full page load does this by itself), and start at its top. In-page anchors change only the hash
  // and are left alone.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  // The main area fills the screen below the header, so the footer starts below the fold: a page whose
  // content arrives after its first paint (signed-in pages, lazy pages) never pushes a visible footer.
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white text-sm focus:not-sr-only focus:px-4 focus:py-2 font-semibold text-indigo-700 shadow-raised focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-indigo-500 focus:outline-none"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main
        ref={mainRef}
        id="main-content"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none"
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <TermsGate />
      <LazyToaster />
    </div>
  );
}
