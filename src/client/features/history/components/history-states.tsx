import { ArrowRight, CircleAlert, History } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** 'No Analyses Yet' (specification section 2), with the way to the analyzer. */
export function HistoryEmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/70 px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-card">
        <History className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">No Analyses Yet</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
        Analyze your first privacy policy and it will be kept here, ready to reopen or export.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">
          Analyze a policy
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

export function HistoryListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading your analyses" className="grid gap-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="mt-2 h-3 w-32" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function HistoryErrorState({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50/60 px-6 py-10 text-center">
      <CircleAlert className="mx-auto size-8 text-red-600" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-700">{description}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to="/">Back to the analyzer</Link>
        </Button>
      </div>
    </div>
  );
}
