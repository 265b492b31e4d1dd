import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { UserProfile } from '../../features/account/api/get-user-profile';
import type { CurrentUser } from '../../features/auth/api/get-current-user';
import { cn } from '../../lib/cn';

const loadPanel = () => import('./mobile-nav-panel');
const MobileNavPanel = lazy(async () => ({ default: (await loadPanel()).MobileNavPanel }));

type MobileNavProps = {
  user: CurrentUser | null;
  usage: UserProfile['usage'] | undefined;
  className?: string;
};

/**
 * The header's menu below the md breakpoint. The button is part of the page; the panel's code is fetched
 * when a finger or pointer comes near the button (or on the first press), so the landing page does not
 * carry a dialog nobody opened.
 */
export function MobileNav({ user, usage, className }: MobileNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPanel();

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className={cn('-mr-2', className)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setIsWanted(true);
          setIsOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {isWanted && (
        <Suspense fallback={null}>
          <MobileNavPanel
            user={user}
            usage={usage}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            triggerRef={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
