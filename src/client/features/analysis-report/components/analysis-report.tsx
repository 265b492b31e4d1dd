import { useMemo, useRef, useState } from 'react';
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
};

/**
 * The result cards of one analysis, shared by the analyzer and the history. Red flags appear only
 * when the response has any (the API leaves them out below Pro). Every line opens its evidence.
 */
export function AnalysisReport({ analysis, exportFailureDescription, exportFormats }: AnalysisReportProps) {
  const [openItem, setOpenItem] = useState<ReportItem | null>(null);
  const [findingIndex, setFindingIndex] = useState(0);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const sections = useMemo(
    () => ({
      redFlags: buildSectionItems(analysis, 'redFlags'),
      lists: LIST_SECTIONS.map((section) => ({ section, items: buildSectionItems(analysis, section) })),
    }),
    [analysis],
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
      <TldrCard analysis={analysis} />
      {sections.redFlags.length > 0 && (
        <SectionCard section="redFlags" items={sections.redFlags} onShowSource={showSource} />
      )}
      {analysis.hiddenRedFlags && analysis.hiddenRedFlags.total > 0 && (
        <RedFlagsTeaser hidden={analysis.hiddenRedFlags} />
      )}
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
        {sections.lists.map(({ section, items }) => (
          <SectionCard key={section} section={section} items={items} onShowSource={showSource} />
        ))}
      </div>
      <div className="grid items-start gap-4 sm:gap-5 lg:grid-cols-2">
        <NotStatedCard items={analysis.notStated} />
        <ExportReportCard
          analysisId={analysis.id}
          failureDescription={exportFailureDescription}
          formats={exportFormats}
        />
      </div>
      <EvidencePanel
        inputText={analysis.inputText}
        item={openItem}
        findingIndex={findingIndex}
        onFindingIndexChange={setFindingIndex}
        onClose={() => setOpenItem(null)}
        returnFocusRef={returnFocusRef}
      />
    </div>
  );
}
