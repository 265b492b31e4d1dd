import { ChevronDown, Download, Loader2 } from 'lucide-react';
import type { ExportFormat } from '../../../../common/analyses';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useExportAnalysis } from '../../analysis-report/api/export-analysis';

/** The history's export formats and their order (specification section 2). */
export const HISTORY_EXPORT_FORMATS: readonly ExportFormat[] = ['text', 'html', 'pdf', 'docx'];
export const HISTORY_EXPORT_FAILURE = 'Failed to export analysis. Please try again.';

const LABELS: Record<ExportFormat, string> = { text: 'Text', html: 'HTML', pdf: 'PDF', docx: 'DOCX' };

/** Export one analysis from its history entry without opening it. */
export function HistoryExportMenu({ analysisId, label }: { analysisId: string; label: string }) {
  const exportReport = useExportAnalysis({ failureDescription: HISTORY_EXPORT_FAILURE });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={exportReport.isPending} aria-label={`Export ${label}`}>
          {exportReport.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Export
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        {HISTORY_EXPORT_FORMATS.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => exportReport.mutate({ analysisId, format })}>
            <Download aria-hidden="true" />
            {LABELS[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
