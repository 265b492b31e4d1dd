import { Download, Loader2 } from 'lucide-react';
import { EXPORT_FORMATS, type ExportFormat } from '../../../../common/analyses';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useExportAnalysis } from '../api/export-analysis';

const BUTTON_LABELS: Record<ExportFormat, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  html: 'HTML',
  text: 'Plain text',
};

type ExportReportCardProps = {
  analysisId: string;
  /** The failure toast's description differs between home and history (specification section 8). */
  failureDescription: string;
  formats?: readonly ExportFormat[];
};

/** The Export Report card: one download per format, PDF recommended. */
export function ExportReportCard({
  analysisId,
  failureDescription,
  formats = EXPORT_FORMATS,
}: ExportReportCardProps) {
  const exportReport = useExportAnalysis({ failureDescription });
  const pendingFormat = exportReport.isPending ? exportReport.variables.format : null;
  return (
    <Card role="region" aria-labelledby="report-export-heading" className="flex flex-col">
      <div className="flex items-start gap-3 p-5 pb-4 sm:p-6 sm:pb-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
          <Download className="size-[18px]" aria-hidden="true" />
        </span>
        <div>
          <h3 id="report-export-heading" className="text-base font-semibold text-slate-900">
            Export Report
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            Download the full analysis with every quote, to share or keep on file.
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 px-5 pb-5 sm:px-6 sm:pb-6">
        {formats.map((format) => {
          const isRecommended = format === 'pdf';
          return (
            <Button
              key={format}
              variant={isRecommended ? 'default' : 'outline'}
              // The badge wraps under the label on a narrow phone instead of being cut off.
              className="h-auto min-h-10 min-w-0 flex-wrap justify-start py-2"
              disabled={exportReport.isPending}
              aria-label={`Download ${BUTTON_LABELS[format]}${isRecommended ? ' (recommended)' : ''}`}
              onClick={() => exportReport.mutate({ analysisId, format })}
            >
              {pendingFormat === format ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {BUTTON_LABELS[format]}
              {isRecommended && (
                <Badge className="ml-auto border-white/30 bg-white/15 text-white" aria-hidden="true">
                  Recommended
                </Badge>
              )}
            </Button>
          );
        })}
      </div>
    </Card>
  );
}
