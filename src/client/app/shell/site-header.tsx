import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useUserProfile } from '../../features/account/api/get-user-profile';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { cn } from '../../lib/cn';
import { MobileNav } from './mobile-nav';
import { getNavItems } from './nav-items';

// Plan, usage and the user menu (with Radix's dropdown) load for signed-in users only.
const SignedInHeaderItems = lazy(async () => ({
  default: (await import('./signed-in-header-items')).SignedInHeaderItems,
}));

const ACCOUNT_PLACEHOLDER = <Skeleton className="h-9 w-24 rounded-lg" />;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
    isActive ? 'bg-slate-100 text-slate-900' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
  );

export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  const profile = useUserProfile({ isEnabled: user !== null });
  const usage = profile.data?.usage;
  // No links until the user is known, so members never see the visitor's links flash by.
  const navItems = isLoading ? [] : getNavItems(user);
  // Visitors have one link, so their full header fits from md; members have up to five, so from lg.
  const desktopFrom = user ? 'lg' : 'md';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label="PolicyLens home"
          className="-ml-1 rounded-lg p-1 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <Logo size="md" />
        </Link>

        <nav
          aria-label="Main"
          className={cn('ml-4 hidden items-center gap-1', desktopFrom === 'lg' ? 'lg:flex' : 'md:flex')}
        >
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-3">
          {isLoading ? (
            ACCOUNT_PLACEHOLDER
          ) : user ? (
            <Suspense fallback={ACCOUNT_PLACEHOLDER}>
              <SignedInHeaderItems user={user} usage={usage} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="h-9">
                <Link to="/signin">Sign In</Link>
              </Button>
              <Button asChild size="sm" className="hidden h-9 md:inline-flex">
                <Link to="/signin">Get Started Free</Link>
              </Button>
            </>
          )}
          <MobileNav user={user} usage={usage} className={desktopFrom === 'lg' ? 'lg:hidden' : 'md:hidden'} />
        </div>
      </div>
    </header>
  );
}
