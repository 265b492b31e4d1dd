import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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

/** Red flags, the four list cards one by one, then the rest: see AnalysisReport. */
const REPORT_STEPS = 2 + LIST_SECTIONS.length;

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

  // The summary comes first; the cards below it (most of the report) follow one step at a time, each
  // step a transition that React interrupts for input and renders in its own short tasks, so showing a
  // report never holds a phone's main thread in one long task. Until the last step a placeholder
  // keeps whatever follows the report out of view.
  const [progress, setProgress] = useState({ analysisId: '', steps: 0 });
  const steps = progress.analysisId === analysis.id ? progress.steps : 0;
  useEffect(() => {
    if (steps >= REPORT_STEPS) return;
    startTransition(() => setProgress({ analysisId: analysis.id, steps: steps + 1 }));
  }, [analysis.id, steps]);
  const sections = useMemo(
    () => ({
      redFlags: buildSectionItems(analysis, 'redFlags'),
      lists: LIST_SECTIONS.map((section) => ({ section, items: buildSectionItems(analysis, section) })),
    }),
    [analysis],
  );
  // Step 1: red flags; steps 2 to 5: one list card each; step 6: the rest.
  const shownLists = sections.lists.slice(0, Math.max(0, steps - 1));
  const isComplete = steps >= REPORT_STEPS;

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
      {steps >= 1 && sections.redFlags.length > 0 && (
        <SectionCard section="redFlags" items={sections.redFlags} onShowSource={showSource} />
      )}
      {steps >= 1 && analysis.hiddenRedFlags && analysis.hiddenRedFlags.total > 0 && (
        <RedFlagsTeaser hidden={analysis.hiddenRedFlags} />
      )}
      {shownLists.length > 0 && (
        <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
          {shownLists.map(({ section, items }) => (
            <SectionCard key={section} section={section} items={items} onShowSource={showSource} />
          ))}
        </div>
      )}
      {isComplete ? (
        <>
          <div className="grid items-start gap-4 sm:gap-5 lg:grid-cols-2">
            <NotStatedCard items={analysis.notStated} />
            {canExport && (
              <ExportReportCard
                analysisId={analysis.id}
                failureDescription={exportFailureDescription}
                formats={exportFormats}
              />
            )}
          </div>
          <EvidencePanel
            inputText={analysis.inputText}
            item={openItem}
            findingIndex={findingIndex}
            onFindingIndexChange={setFindingIndex}
            onClose={() => setOpenItem(null)}
            returnFocusRef={returnFocusRef}
          />
        </>
      ) : (
        // Unpainted, so it can move as cards arrive without counting as a layout shift.
        <div aria-hidden="true" className="min-h-dvh" />
      )}
    </div>
  );
}
