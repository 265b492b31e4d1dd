import { ArrowLeft, Eye } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AnalysisReport } from '../../analysis-report/components/analysis-report';
import { formatAnalysisDate } from '../../analysis-report/lib/format-date';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useTeamAnalysis } from '../api/list-team-analyses';

/**
 * /teams/:teamId/analyses/:analysisId: a report a member shared, read-only, with its evidence. Red
 * flags show as the viewer's own plan shows them, whatever the sharer's plan.
 */
export function TeamAnalysisPage() {
  const { teamId = '', analysisId = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const report = useTeamAnalysis(teamId, analysisId, { isEnabled: user !== null });
  useDocumentTitle(report.data ? report.data.analysis.title : 'Shared analysis');

  if (!isLoading && !user) {
    return (
      <SignInPrompt
        title="Shared analysis"
        description="Sign in to read the analyses your team shares."
        returnTo={`/teams/${teamId}/analyses/${analysisId}`}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/teams">
          <ArrowLeft aria-hidden="true" />
          Teams
        </Link>
      </Button>
      {report.data ? (
        <>
          <div className="mt-3 mb-6">
            <p className="text-sm text-slate-600">
              Shared with <span className="font-medium text-slate-800">{report.data.teamName}</span>
              {report.data.sharedBy.name && <> by {report.data.sharedBy.name}</>} · analyzed{' '}
              <time dateTime={report.data.analysis.createdAt}>
                {formatAnalysisDate(report.data.analysis.createdAt)}
              </time>
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {report.data.analysis.title}
            </h1>
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
              <Eye className="size-3.5" aria-hidden="true" />
              Read-only: shared by a team member
            </p>
          </div>
          <h2 className="sr-only">Results</h2>
          <AnalysisReport
            analysis={report.data.analysis}
            exportFailureDescription="Please try again"
            canExport={false}
          />
        </>
      ) : report.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-2xl border border-red-200 bg-red-50/60 px-6 py-10 text-center"
        >
          <h1 className="text-lg font-semibold text-slate-900">
            {readApiError(report.error).status === 404
              ? 'Analysis not found'
              : 'We could not load this analysis'}
          </h1>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-700">
            {readApiError(report.error).status === 404
              ? 'It is no longer shared with this team, or you are not a member of the team.'
              : 'Check your connection and try again.'}
          </p>
        </div>
      ) : (
        <div role="status" aria-label="Loading the analysis" className="mt-4">
          <h1 className="sr-only">Shared analysis</h1>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-3 h-8 w-2/3" />
          <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
        </div>
      )}
    </div>
  );
}
