import { Quote } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ReportItem } from '../lib/report-items';
import { SeverityBadge } from './severity-badge';

type ReportItemListProps = {
  items: ReportItem[];
  onShowSource: (item: ReportItem) => void;
  tone?: 'neutral' | 'danger';
};

/**
 * The lines of one card. Each line with a quote opens its evidence: the "Show source" button for
 * keyboard and screen-reader users, or a click anywhere on the line.
 */
export function ReportItemList({ items, onShowSource, tone = 'neutral' }: ReportItemListProps) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => {
        const hasSource = item.findings.length > 0;
        return (
          <li
            key={item.id}
            onClick={hasSource ? () => onShowSource(item) : undefined}
            className={cn(
              'group flex flex-col gap-2 rounded-xl border px-3.5 py-3 transition-colors sm:flex-row sm:items-start sm:justify-between sm:gap-3',
              tone === 'danger' ? 'border-red-100 bg-red-50/50' : 'border-slate-200 bg-white',
              hasSource &&
                (tone === 'danger'
                  ? 'cursor-pointer hover:border-red-300 hover:bg-red-50'
                  : 'cursor-pointer hover:border-indigo-300 hover:bg-indigo-50/40'),
            )}
          >
            <div className="flex min-w-0 items-start gap-2">
              {item.severity && <SeverityBadge severity={item.severity} className="mt-0.5" />}
              <p className="text-sm leading-relaxed text-pretty text-slate-800">{item.statement}</p>
            </div>
            {hasSource && (
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onShowSource(item);
                }}
                aria-label={`Show source for: ${item.statement}`}
                className={cn(
                  'inline-flex shrink-0 items-center gap-1.5 self-start rounded-md px-2 py-1 text-xs font-semibold transition-colors group-hover:bg-white focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
                  tone === 'danger'
                    ? 'text-red-700 hover:bg-red-100 hover:text-red-800'
                    : 'text-indigo-700 hover:bg-indigo-100 hover:text-indigo-800',
                )}
              >
                <Quote className="size-3.5" aria-hidden="true" />
                Show source
                {item.findings.length > 1 && (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-[11px] tabular-nums',
                      tone === 'danger' ? 'bg-red-100' : 'bg-indigo-100',
                    )}
                  >
                    {item.findings.length}
                  </span>
                )}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
