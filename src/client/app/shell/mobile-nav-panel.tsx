import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogIn, LogOut, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { getPlan } from '../../../common/plans';
import { Logo } from '../../components/logo';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { UserProfile } from '../../features/account/api/get-user-profile';
import type { CurrentUser } from '../../features/auth/api/get-current-user';
import { cn } from '../../lib/cn';
import { getNavItems } from './nav-items';
import { UsageCounter } from './usage-counter';

export type MobileNavPanelProps = {
  user: CurrentUser | null;
  usage: UserProfile['usage'] | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu button, which gets the focus back when the panel closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The open menu of MobileNav: a focus-trapped panel that Escape or a link closes. Its code (Radix's
 * dialog) loads when the menu is first wanted, not with the page.
 */
export function MobileNavPanel({ user, usage, isOpen, onOpenChange, triggerRef }: MobileNavPanelProps) {
  const close = () => onOpenChange(false);
  const items = user
    ? [...getNavItems(user), { to: '/settings', label: 'Privacy Settings' }]
    : [{ to: '/', label: 'Home' }, ...getNavItems(user), { to: '/support', label: 'Support' }];

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-2xl border-b border-slate-200 bg-white px-4 pt-3 pb-6 shadow-raised focus:outline-none data-[state=open]:animate-sheet-in"
        >
          <div className="flex h-11 items-center justify-between">
            <Link
              to="/"
              onClick={close}
              className="rounded-lg focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
            >
              <Logo size="sm" />
            </Link>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" className="-mr-2" aria-label="Close menu">
                <X className="size-5" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>

          {user && (
            <div className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2.5">
              <span className="min-w-0 truncate text-sm text-slate-700">{user.email}</span>
              <span className="flex shrink-0 items-center gap-2">
                <Badge variant="accent">{getPlan(user.tier).name}</Badge>
                {usage && <UsageCounter usage={usage} />}
              </span>
            </div>
          )}

          <nav aria-label="Mobile" className="mt-3">
            <ul className="flex flex-col">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center rounded-lg px-3 py-3 text-base font-medium transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
                        isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-800 hover:bg-slate-50',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-4 border-t border-slate-200 pt-4">
            {user ? (
              <Button asChild variant="outline" className="w-full">
                <a href="/api/logout">
                  <LogOut aria-hidden="true" />
                  Logout
                </a>
              </Button>
            ) : (
              <div className="grid gap-2">
                <Button asChild size="lg" className="w-full">
                  <Link to="/signin" onClick={close}>
                    Get Started Free
                  </Link>
                </Button>
                <Button asChild variant="outline" size="lg" className="w-full">
                  <Link to="/signin" onClick={close}>
                    <LogIn aria-hidden="true" />
                    Sign In
                  </Link>
                </Button>
              </div>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
