import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';

/** What a signed-in user without the admin flag sees on /admin pages (the server refused with 403). */
export function AccessDenied() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
        {ADMIN_MESSAGES.accessDeniedTitle}
      </h1>
      <p className="mt-2 text-slate-600">{ADMIN_MESSAGES.accessDeniedDescription}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </div>
  );
}

/** The API answers "403: ..." (specification section 8) when the caller is not an admin. */
export function isForbiddenError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('403:');
}
