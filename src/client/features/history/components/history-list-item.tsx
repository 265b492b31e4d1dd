import { ChevronRight, Flag } from 'lucide-react';
import { Link } from 'react-router';
import type { AnalysisSummary } from '../../../../common/analyses';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatAnalysisDate } from '../../analysis-report/lib/format-date';
import { HistoryExportMenu } from './history-export-menu';

const COUNT_LABELS = [
  ['dataCollection', 'Data collection'],
  ['dataSharing', 'Data sharing'],
  ['userRights', 'Rights'],
  ['restrictions', 'Restrictions'],
] as const;

/** One analysis in the history: date, source, red flags, the TL;DR and the four counts. */
export function HistoryListItem({ summary }: { summary: AnalysisSummary }) {
  const date = formatAnalysisDate(summary.createdAt);
  const title = summary.title;
  return (
    <li>
      <Card className="group relative p-5 transition-colors hover:border-indigo-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-slate-900">
              <Link
                to={`/history/${summary.id}`}
                className="break-words focus:outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
              >
                {title}
              </Link>
            </h2>
            <p className="mt-0.5 text-xs text-slate-600">
              <time dateTime={summary.createdAt}>{date}</time>
              <span aria-hidden="true"> · </span>
              <span className="font-mono">#{summary.id.slice(0, 8)}</span>
            </p>
          </div>
          {summary.redFlagCount !== null && (
            <Badge variant={summary.redFlagCount > 0 ? 'destructive' : 'success'}>
              <Flag aria-hidden="true" />
              {summary.redFlagCount} {summary.redFlagCount === 1 ? 'red flag' : 'red flags'}
            </Badge>
          )}
        </div>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{summary.tldrSummary}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <dl className="flex flex-wrap gap-1.5">
            {COUNT_LABELS.map(([key, label]) => (
              <div
                key={key}
                className="flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700"
              >
                <dt>{label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{summary.counts[key]}</dd>
              </div>
            ))}
          </dl>
          <div className="relative z-10 flex items-center gap-2">
            <HistoryExportMenu analysisId={summary.id} label={`${title}, ${date}`} />
            <span
              className="hidden items-center gap-0.5 text-sm font-semibold text-indigo-700 sm:inline-flex"
              aria-hidden="true"
            >
              Open
              <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </div>
      </Card>
    </li>
  );
}
