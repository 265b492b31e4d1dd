import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { CurrentUser } from '../../features/auth/api/get-current-user';
import { getInitials } from './initials';

/** Account, Privacy Settings, Admin Dashboard (admins) and Logout, a full-page navigation to /api/logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-1.5 rounded-full p-0.5 transition-colors sm:pr-1.5 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none data-[state=open]:bg-slate-100">
        <span
          className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
          aria-hidden="true"
        >
          {getInitials(user)}
        </span>
        <ChevronDown className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
        <span className="sr-only">Open user menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          {user.name && <span className="block font-semibold text-slate-900">{user.name}</span>}
          <span className="block truncate text-slate-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <ShieldCheck aria-hidden="true" />
            Privacy Settings
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" />
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="/api/logout">
            <LogOut aria-hidden="true" />
            Logout
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
