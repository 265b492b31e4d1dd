import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any path outside the route table; the server also answers a direct load with HTTP 404. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-indigo-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 max-w-md text-base leading-relaxed text-slate-600">
        We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/support">Contact support</Link>
        </Button>
      </div>
    </div>
  );
}
