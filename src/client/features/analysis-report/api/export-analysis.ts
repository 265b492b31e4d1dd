import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '../../../../common/analyses';
import { toast } from '../../../components/ui/use-toast';
import { throwIfResponseNotOk } from '../../../lib/api-client';
import { trackEvent } from '../../../lib/analytics';
import { readApiError } from '../../../lib/api-error';
import { downloadNameFor } from '../lib/download-name';

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  html: 'HTML',
  text: 'TEXT',
};

export type ExportedFile = { blob: Blob; fileName: string };

/** GET /api/export/:id?format=… as a file, named as the server's Content-Disposition says. */
export async function exportAnalysis({
  analysisId,
  format,
}: {
  analysisId: string;
  format: ExportFormat;
}): Promise<ExportedFile> {
  const url = `/api/export/${encodeURIComponent(analysisId)}?format=${format}`;
  const response = await fetch(url, { credentials: 'include' });
  await throwIfResponseNotOk(response);
  const fileName = downloadNameFor(response.headers.get('Content-Disposition'), analysisId, format);
  return { blob: await response.blob(), fileName };
}

/** Hands a downloaded file to the browser through a temporary object URL. */
export function saveFile({ blob, fileName }: ExportedFile): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/**
 * Export with the specification's toasts (section 8): 'Download started' on success; 'Export failed'
 * with the page's description otherwise, and 'Please login first' when the session has ended.
 */
export function useExportAnalysis({ failureDescription }: { failureDescription: string }) {
  return useMutation({
    mutationFn: exportAnalysis,
    onSuccess: (file, { format }) => {
      saveFile(file);
      trackEvent('export', { format });
      toast({
        title: 'Download started',
        description: `Your ${EXPORT_FORMAT_LABELS[format]} report is downloading.`,
      });
    },
    onError: (error) => {
      if (readApiError(error).status === 401) {
        toast({ variant: 'destructive', title: 'Error', description: 'Please login first' });
        return;
      }
      toast({ variant: 'destructive', title: 'Export failed', description: failureDescription });
    },
  });
}
