import type { ReactNode } from 'react';
import type { AnalysisSection } from '../../../../common/analysis';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { ReportItem } from '../lib/report-items';
import { ReportItemList } from './report-item-list';
import { SECTION_META } from './section-meta';

type SectionCardProps = {
  section: AnalysisSection;
  items: ReportItem[];
  onShowSource: (item: ReportItem) => void;
  emptyText?: string;
  className?: string;
  aside?: ReactNode;
};

/** One result card (Data Collection, Data Sharing, Your Rights, Restrictions or Red Flags). */
export function SectionCard({ section, items, onShowSource, emptyText, className, aside }: SectionCardProps) {
  const { title, description, icon: Icon } = SECTION_META[section];
  const isDanger = section === 'redFlags';
  const headingId = `report-${section}-heading`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('flex flex-col', isDanger && 'border-red-200 ring-1 ring-red-100', className)}
    >
      <div className="flex items-start gap-3 p-5 pb-4 sm:p-6 sm:pb-4">
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-lg',
            isDanger ? 'bg-red-600 text-white' : 'bg-indigo-50 text-indigo-700',
          )}
        >
          <Icon className="size-[18px]" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3
              id={headingId}
              className={cn('text-base font-semibold', isDanger ? 'text-red-800' : 'text-slate-900')}
            >
              {title}
            </h3>
            <Badge variant={isDanger ? 'destructive' : 'secondary'} className="tabular-nums">
              {items.length}
              <span className="sr-only">{items.length === 1 ? ' item' : ' items'}</span>
            </Badge>
          </div>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </div>
        {aside}
      </div>
      <div className="flex-1 px-5 pb-5 sm:px-6 sm:pb-6">
        {items.length > 0 ? (
          <ReportItemList items={items} onShowSource={onShowSource} tone={isDanger ? 'danger' : 'neutral'} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
            {emptyText ?? 'Nothing found in this policy.'}
          </p>
        )}
      </div>
    </Card>
  );
}
