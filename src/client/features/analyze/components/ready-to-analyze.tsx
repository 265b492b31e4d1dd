import { History, ScanText } from 'lucide-react';
import type { AnalysisSummary } from '../../../../common/analyses';
import { Button } from '../../../components/ui/button';
import { formatAnalysisDate } from '../../analysis-report/lib/format-date';

type ReadyToAnalyzeProps = {
  /** The newest analysis in the history, offered for reopening; null for a user with none. */
  latest: AnalysisSummary | null;
  onReopen: (analysisId: string) => void;
};

/** The results area before any analysis (specification section 2). */
export function ReadyToAnalyze({ latest, onReopen }: ReadyToAnalyzeProps) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/70 px-6 py-12 text-center sm:py-16">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-card">
        <ScanText className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">Ready to Analyze</h2>
      <p className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        Paste a privacy policy or upload a file, then choose Analyze Policy. Your summary appears here, with
        every finding linked to the sentence it comes from.
      </p>
      {latest && (
        <div className="mx-auto mt-6 flex max-w-md flex-col items-center gap-1">
          <Button variant="outline" onClick={() => onReopen(latest.id)}>
            <History aria-hidden="true" />
            Reopen your latest analysis
          </Button>
          <p className="text-xs text-slate-600">
            <span className="font-medium text-slate-700">{latest.title}</span>,{' '}
            {formatAnalysisDate(latest.createdAt)}
          </p>
        </div>
      )}
    </div>
  );
}
