import { RotateCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        An unexpected error stopped this page from loading. Reloading usually fixes it; if it keeps happening,
        please contact{' '}
        <a className="font-medium text-indigo-700 underline underline-offset-2" href="/support">
          support
        </a>
        .
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        Reload page
      </Button>
    </main>
  );
}
