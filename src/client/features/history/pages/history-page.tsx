import { Loader2, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useAnalysisJobs } from '../../analyze/api/list-analysis-jobs';
import { AnalysesInProgress } from '../../analyze/components/analyses-in-progress';
import { useAnalysesHistory } from '../api/list-analyses';
import { HistoryListItem } from '../components/history-list-item';
import { HistoryEmptyState, HistoryErrorState, HistoryListSkeleton } from '../components/history-states';

const TITLE = 'Analysis History';

/** /history: the user's analyses, newest first, a page at a time (specification section 2). */
export function HistoryPage() {
  useDocumentTitle(TITLE);
  const { user, isLoading } = useCurrentUser();
  const [searchInput, setSearchInput] = useState('');
  // Typing stays responsive; the list follows the settled text.
  const search = useDeferredValue(searchInput.trim());
  const history = useAnalysesHistory({ isEnabled: user !== null, search });
  // The same query AnalysesInProgress reads (shared cache): with analyses on their way, an empty list
  // is not 'No Analyses Yet'.
  const jobs = useAnalysisJobs({ isEnabled: user !== null });
  const hasJobs = (jobs.data?.items.length ?? 0) > 0;

  if (!isLoading && !user) {
    return (
      <SignInPrompt
        title={TITLE}
        description="Sign in to see the privacy policies you have analyzed, reopen them and export them."
        returnTo="/history"
      />
    );
  }

  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 text-slate-600">
            {history.isSuccess && total > 0 && !search
              ? `${total} ${total === 1 ? 'analysis' : 'analyses'}, newest first.`
              : 'Every policy you analyze, ready to reopen or export.'}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/">
            <Plus aria-hidden="true" />
            New analysis
          </Link>
        </Button>
      </div>

      {(total > 0 || search) && (
        <div className="relative mt-6 max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Search by name"
            aria-label="Search your analyses by name"
            className="pl-9"
            maxLength={200}
          />
        </div>
      )}

      <AnalysesInProgress isEnabled={user !== null} />

      <div className="mt-8">
        {isLoading || history.isPending ? (
          <HistoryListSkeleton />
        ) : history.isError ? (
          <HistoryErrorState
            title="We could not load your history"
            description="Check your connection and try again."
            onRetry={() => void history.refetch()}
          />
        ) : items.length === 0 && search ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/70 px-6 py-10 text-center text-sm text-slate-600">
            No analysis is named like “{search}”.
          </p>
        ) : items.length === 0 && hasJobs ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/70 px-6 py-10 text-center text-sm text-slate-600">
            Your finished analyses will appear here.
          </p>
        ) : items.length === 0 ? (
          <HistoryEmptyState />
        ) : (
          <>
            <ul className="grid gap-4" aria-label="Your analyses">
              {items.map((summary) => (
                <HistoryListItem key={summary.id} summary={summary} />
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                Showing {items.length} of {total}
              </p>
              {history.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                >
                  {history.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              )}
              {history.isFetchNextPageError && (
                <p role="alert" className="text-sm text-red-700">
                  The next page did not load. Try again.
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
