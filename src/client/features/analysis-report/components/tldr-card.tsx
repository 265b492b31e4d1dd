import { FileText } from 'lucide-react';
import type { AnalysisResponse } from '../../../../common/analyses';
import { formatCount } from '../../../../common/format-count';
import { Card } from '../../../components/ui/card';
import { formatAnalysisDate } from '../lib/format-date';

/** The TL;DR Summary card, with where the policy came from and when it was analyzed. */
export function TldrCard({ analysis }: { analysis: AnalysisResponse }) {
  return (
    <Card
      role="region"
      aria-labelledby="report-tldr-heading"
      className="overflow-hidden border-indigo-200 bg-gradient-to-br from-indigo-50/80 via-white to-white"
    >
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h3
            id="report-tldr-heading"
            className="flex items-center gap-2 text-base font-semibold text-slate-900"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white">
              <FileText className="size-[18px]" aria-hidden="true" />
            </span>
            TL;DR Summary
          </h3>
          <p className="text-xs text-slate-600">
            {analysis.sourceName ? (
              <span className="font-medium text-slate-700">{analysis.sourceName} · </span>
            ) : null}
            <time dateTime={analysis.createdAt}>{formatAnalysisDate(analysis.createdAt)}</time>
            {' · '}
            {formatCount(analysis.inputText.length)} characters
          </p>
        </div>
        <p className="mt-4 text-base leading-relaxed text-pretty text-slate-800 sm:text-[17px]">
          {analysis.tldrSummary}
        </p>
      </div>
    </Card>
  );
}
