import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnalysisResponse, ExportFormat } from '../../../../common/analyses';
import { dismissToast } from '../../../components/ui/use-toast';
import { buildSectionItems, type ReportItem } from '../lib/report-items';
import { EvidencePanel } from './evidence-panel';
import { ExportReportCard } from './export-report-card';
import { NotStatedCard } from './not-stated-card';
import { RedFlagsTeaser } from './red-flags-teaser';
import { SectionCard } from './section-card';
import { LIST_SECTIONS } from './section-meta';
import { TldrCard } from './tldr-card';

type AnalysisReportProps = {
  analysis: AnalysisResponse;
  exportFailureDescription: string;
  exportFormats?: readonly ExportFormat[];
  /** Buttons shown above the cards, e.g. 'Share with team'. */
  actions?: ReactNode;
  /** False for a read-only view of someone else's analysis: exports are for the owner. */
  canExport?: boolean;
};

/**
 * The result cards of one analysis, shared by the analyzer and the history. Red flags appear only
 * when the response has any (the API leaves them out below Pro). Every line opens its evidence.
 */
export function AnalysisReport({
  analysis,
  exportFailureDescription,
  exportFormats,
  actions,
  canExport = true,
}: AnalysisReportProps) {
  const [openItem, setOpenItem] = useState<ReportItem | null>(null);
  const [findingIndex, setFindingIndex] = useState(0);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // The summary comes first; the cards below it (most of the report) follow in a deferred render,
  // which React interrupts for input and splits into short tasks, so showing a report never holds a
  // phone's main thread in one long task. Until then a placeholder keeps their place.
  const deferredAnalysis = useDeferredValue<AnalysisResponse | null>(analysis, null);
  const shown = deferredAnalysis?.id === analysis.id ? deferredAnalysis : null;
  const sections = useMemo(
    () =>
      shown && {
        redFlags: buildSectionItems(shown, 'redFlags'),
        lists: LIST_SECTIONS.map((section) => ({ section, items: buildSectionItems(shown, section) })),
      },
    [shown],
  );

  function showSource(item: ReportItem) {
    const active = document.activeElement;
    returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    // A toast would sit over the panel's heading on a phone; the panel is what the user asked for.
    dismissToast();
    setFindingIndex(0);
    setOpenItem(item);
  }

  return (
    <div className="grid gap-4 sm:gap-5">
      {actions && <div className="flex flex-wrap justify-end gap-2">{actions}</div>}
      <TldrCard analysis={analysis} />
      {shown && sections ? (
        <>
          {sections.redFlags.length > 0 && (
            <SectionCard section="redFlags" items={sections.redFlags} onShowSource={showSource} />
          )}
          {shown.hiddenRedFlags && shown.hiddenRedFlags.total > 0 && (
            <RedFlagsTeaser hidden={shown.hiddenRedFlags} />
          )}
          <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
            {sections.lists.map(({ section, items }) => (
              <SectionCard key={section} section={section} items={items} onShowSource={showSource} />
            ))}
          </div>
          <div className="grid items-start gap-4 sm:gap-5 lg:grid-cols-2">
            <NotStatedCard items={shown.notStated} />
            {canExport && (
              <ExportReportCard
                analysisId={shown.id}
                failureDescription={exportFailureDescription}
                formats={exportFormats}
              />
            )}
          </div>
          <EvidencePanel
            inputText={shown.inputText}
            item={openItem}
            findingIndex={findingIndex}
            onFindingIndexChange={setFindingIndex}
            onClose={() => setOpenItem(null)}
            returnFocusRef={returnFocusRef}
          />
        </>
      ) : (
        // As tall as a screen: whatever follows the report stays out of view until the cards are in.
        <div aria-hidden="true" className="min-h-dvh rounded-2xl bg-slate-50" />
      )}
    </div>
  );
}
