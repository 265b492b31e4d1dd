import { Loader2 } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The results area while the policy is being analyzed: the shape of the cards to come. Decorative
 * when something else on screen says what is happening (the progress of a queued analysis).
 */
export function AnalysisPending({
  label = '',
  isDecorative = false,
}: {
  label?: string;
  isDecorative?: boolean;
}) {
  return (
    <div
      className="grid gap-4"
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'status', 'aria-live': 'polite' as const })}
    >
      {!isDecorative && (
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {label}
        </p>
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-11/12" />
        <Skeleton className="mt-2 h-4 w-3/5" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="mt-4 h-10 w-full" />
            <Skeleton className="mt-2 h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
