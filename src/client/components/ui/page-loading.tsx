import { Loader2 } from 'lucide-react';

/** Shown while a page's code arrives on the first load of the app. */
export function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-32" role="status">
      <Loader2 className="size-6 animate-spin text-indigo-600" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
