import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { AnalysisReport } from '../../analysis-report/components/analysis-report';
import { readApiError } from '../../../lib/api-error';
import { formatAnalysisDate } from '../../analysis-report/lib/format-date';
import { useAnalysis } from '../../analysis-report/api/get-analysis';
import { HISTORY_EXPORT_FAILURE, HISTORY_EXPORT_FORMATS } from '../components/history-export-menu';
import { HistoryErrorState } from '../components/history-states';
import { AnalysisTitleEditor } from '../components/analysis-title-editor';

/** /history/:id: one stored analysis with the same cards, evidence and exports as the analyzer. */
export function HistoryAnalysisPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const analysis = useAnalysis(id, { isEnabled: user !== null });
  useDocumentTitle(analysis.data ? analysis.data.title : 'Analysis');

  if (!isLoading && !user) {
    return (
      <SignInPrompt
        title="Analysis"
        description="Sign in to open this analysis from your history."
        returnTo={`/history/${id}`}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/history">
          <ArrowLeft aria-hidden="true" />
          All analyses
        </Link>
      </Button>
      {analysis.data ? (
        <>
          <div className="mt-3 mb-6">
            <p className="text-sm text-slate-600">
              Analyzed{' '}
              <time dateTime={analysis.data.createdAt}>{formatAnalysisDate(analysis.data.createdAt)}</time>
            </p>
            <AnalysisTitleEditor analysisId={analysis.data.id} title={analysis.data.title} />
          </div>
          <h2 className="sr-only">Results</h2>
          <AnalysisReport
            analysis={analysis.data}
            exportFailureDescription={HISTORY_EXPORT_FAILURE}
            exportFormats={HISTORY_EXPORT_FORMATS}
          />
        </>
      ) : analysis.isError ? (
        <div className="mt-6">
          <h1 className="sr-only">Analysis</h1>
          {readApiError(analysis.error).status === 404 ? (
            <HistoryErrorState
              title="Analysis not found"
              description="It may have been deleted, or it belongs to another account."
            />
          ) : (
            <HistoryErrorState
              title="We could not load this analysis"
              description="Check your connection and try again."
              onRetry={() => void analysis.refetch()}
            />
          )}
        </div>
      ) : (
        <div role="status" aria-label="Loading the analysis" className="mt-4">
          <h1 className="sr-only">Analysis</h1>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-3 h-8 w-2/3" />
          <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
          <div className="mt-5 grid gap-5 lg:grid-cols-2">
            <Skeleton className="h-64 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        </div>
      )}
    </div>
  );
}
