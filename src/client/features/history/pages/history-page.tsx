import { Loader2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useAnalysesHistory } from '../api/list-analyses';
import { HistoryListItem } from '../components/history-list-item';
import { HistoryEmptyState, HistoryErrorState, HistoryListSkeleton } from '../components/history-states';

const TITLE = 'Analysis History';

/** /history: the user's analyses, newest first, a page at a time (specification section 2). */
export function HistoryPage() {
  useDocumentTitle(TITLE);
  const { user, isLoading } = useCurrentUser();
  const history = useAnalysesHistory({ isEnabled: user !== null });

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
            {history.isSuccess && total > 0
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

      <div className="mt-8">
        {isLoading || history.isPending ? (
          <HistoryListSkeleton />
        ) : history.isError ? (
          <HistoryErrorState
            title="We could not load your history"
            description="Check your connection and try again."
            onRetry={() => void history.refetch()}
          />
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
