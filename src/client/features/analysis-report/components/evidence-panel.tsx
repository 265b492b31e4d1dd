import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { cn } from '../../../lib/cn';
import { CATEGORY_TOPICS } from '../../../../common/analysis';
import type { ReportItem } from '../lib/report-items';
import { ConfidenceBadge } from './confidence-badge';
import { splitAtQuote } from '../lib/quote-span';
import { SECTION_META } from './section-meta';
import { SeverityBadge } from './severity-badge';

type EvidencePanelProps = {
  inputText: string;
  item: ReportItem | null;
  findingIndex: number;
  onFindingIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to when the panel closes (the control that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The evidence for one item: its statement, then the whole policy with the quoted sentence marked
 * and scrolled into view, so the reader can check the claim in context. An item backed by several
 * sentences steps through them. Everything is rendered as text; nothing from the policy is HTML.
 */
export function EvidencePanel({
  inputText,
  item,
  findingIndex,
  onFindingIndexChange,
  onClose,
  returnFocusRef,
}: EvidencePanelProps) {
  const markRef = useRef<HTMLElement>(null);
  const findings = item?.findings ?? [];
  const finding = findings[Math.min(findingIndex, findings.length - 1)];
  const span = finding ? splitAtQuote(inputText, finding) : null;
  const isDanger = item?.section === 'redFlags';

  useEffect(() => {
    if (!finding) return;
    // Wait one frame so the sheet is laid out before scrolling inside it.
    const frame = requestAnimationFrame(() => markRef.current?.scrollIntoView({ block: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [finding]);

  const meta = item ? SECTION_META[item.section] : null;
  return (
    <Sheet open={item !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <SheetContent
        aria-describedby="evidence-description"
        onOpenAutoFocus={(event) => {
          // Start on the panel itself so its title and description are read first.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = returnFocusRef.current;
          if (target?.isConnected) target.focus();
        }}
      >
        {item && meta && finding && span && (
          <>
            <header className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6">
              <div className="flex flex-wrap items-center gap-2 pr-10">
                <span
                  className={cn(
                    'inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase',
                    isDanger ? 'text-red-700' : 'text-indigo-700',
                  )}
                >
                  <meta.icon className="size-3.5" aria-hidden="true" />
                  {meta.title}
                </span>
                {item.severity && <SeverityBadge severity={item.severity} />}
              </div>
              <SheetTitle className="mt-2 text-lg leading-snug font-semibold text-balance text-slate-900">
                {item.statement}
              </SheetTitle>
              <SheetDescription id="evidence-description" className="mt-1 text-sm text-slate-600">
                The sentence this comes from is highlighted in the full policy below.
              </SheetDescription>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline" className="font-medium">
                    {CATEGORY_TOPICS[finding.category]}
                  </Badge>
                  <ConfidenceBadge confidence={finding.confidence} />
                </div>
                {findings.length > 1 && (
                  <div className="flex items-center gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onFindingIndexChange(findingIndex - 1)}
                      disabled={findingIndex === 0}
                      aria-label="Previous source"
                    >
                      <ChevronLeft aria-hidden="true" />
                    </Button>
                    <span
                      className="min-w-24 text-center text-sm text-slate-700 tabular-nums"
                      aria-live="polite"
                    >
                      Source {findingIndex + 1} of {findings.length}
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onFindingIndexChange(findingIndex + 1)}
                      disabled={findingIndex >= findings.length - 1}
                      aria-label="Next source"
                    >
                      <ChevronRight aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </div>
            </header>
            <section
              aria-label="Full policy text"
              tabIndex={0}
              className="flex-1 overflow-y-auto bg-slate-50/60 px-5 py-5 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
            >
              <p className="font-sans text-[13.5px] leading-relaxed break-words whitespace-pre-wrap text-slate-600">
                {span.before}
                {span.quote && (
                  <mark
                    ref={markRef}
                    className={cn(
                      'rounded px-0.5 py-px text-slate-950 ring-2 [box-decoration-break:clone]',
                      isDanger ? 'bg-red-100 ring-red-200' : 'bg-amber-100 ring-amber-200',
                    )}
                  >
                    {span.quote}
                  </mark>
                )}
                {span.after}
              </p>
            </section>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
