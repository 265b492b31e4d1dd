import { ChevronRight, Flag, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamAnalysis, TeamRole } from '../../../../common/teams';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useTeamAnalyses } from '../api/list-team-analyses';
import { useSetAnalysisShared } from '../api/share-analysis';
import { formatTeamDate } from '../lib/format-team-date';

const EMPTY_TEXT = "No analyses shared yet. Team members' analyses will appear here.";

/**
 * The Shared Analyses list (specification section 2): a scrollable list about 16rem high with the
 * TL;DR, the date, the data collection and user rights counts, and red flags only when there are any.
 */
export function SharedAnalysesList({ teamId, viewerRole }: { teamId: string; viewerRole: TeamRole }) {
  const analyses = useTeamAnalyses(teamId);
  const items = analyses.data?.pages.flatMap((page) => page.items) ?? [];
  const total = analyses.data?.pages[0]?.total ?? 0;

  if (analyses.isPending)
    return (
      <div role="status" aria-label="Loading shared analyses" className="grid gap-2">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
      </div>
    );
  if (analyses.isError)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        The shared analyses did not load.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void analyses.refetch()}>
          Try again
        </button>
      </p>
    );
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
        {EMPTY_TEXT}
      </p>
    );

  return (
    <div
      className="max-h-64 overflow-y-auto rounded-xl border border-slate-200"
      tabIndex={0}
      aria-label="Shared analyses"
    >
      <ul className="divide-y divide-slate-100">
        {items.map((analysis) => (
          <SharedAnalysisItem
            key={analysis.id}
            teamId={teamId}
            analysis={analysis}
            canUnshare={analysis.isSharedByViewer || viewerRole !== 'member'}
          />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-1 border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
        <span aria-live="polite">
          Showing {items.length} of {total}
        </span>
        {analyses.hasNextPage && (
          <Button
            variant="link"
            size="sm"
            onClick={() => void analyses.fetchNextPage()}
            disabled={analyses.isFetchingNextPage}
          >
            {analyses.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  );
}

function SharedAnalysisItem({
  teamId,
  analysis,
  canUnshare,
}: {
  teamId: string;
  analysis: TeamAnalysis;
  canUnshare: boolean;
}) {
  const unshare = useSetAnalysisShared();
  const title = analysis.title;
  return (
    <li className="p-3 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/teams/${teamId}/analyses/${analysis.id}`}
            className="group inline-flex items-center gap-1 font-semibold break-words text-slate-900 hover:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            {title}
            <ChevronRight
              className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
          <p className="mt-0.5 text-xs text-slate-500">
            <time dateTime={analysis.createdAt}>{formatTeamDate(analysis.createdAt)}</time>
            {analysis.sharedBy.name && (
              <> · shared by {analysis.isSharedByViewer ? 'you' : analysis.sharedBy.name}</>
            )}
          </p>
        </div>
        {analysis.redFlagCount !== null && analysis.redFlagCount > 0 && (
          <Badge variant="destructive">
            <Flag aria-hidden="true" />
            {analysis.redFlagCount} {analysis.redFlagCount === 1 ? 'red flag' : 'red flags'}
          </Badge>
        )}
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{analysis.tldrSummary}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap gap-1.5 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {analysis.counts.dataCollection} data collected
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {analysis.counts.userRights} user rights
          </span>
        </p>
        {canUnshare && (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-xs text-slate-600"
            disabled={unshare.isPending}
            onClick={() =>
              unshare.mutate(
                { teamId, analysisId: analysis.id, isShared: false },
                {
                  onSuccess: () =>
                    toast({
                      title: 'Analysis unshared',
                      description: `${title} is no longer shared with the team.`,
                    }),
                  onError: (error) =>
                    toast({
                      title: 'Error unsharing',
                      description: getApiErrorMessage(error, 'Please try again.'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            {unshare.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Unshare
          </Button>
        )}
      </div>
    </li>
  );
}
