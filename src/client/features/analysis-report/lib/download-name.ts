import { EXPORT_EXTENSIONS, type ExportFormat } from '../../../../common/analyses';

/**
 * The file name the server chose in Content-Disposition (`filename*=UTF-8''...` preferred over
 * `filename="..."`), or `analysis-{id}.{ext}` when the header is missing. Any path is stripped.
 */
export function downloadNameFor(header: string | null, analysisId: string, format: ExportFormat): string {
  const fallback = `analysis-${analysisId}.${EXPORT_EXTENSIONS[format]}`;
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
    name = (plain?.[1] ?? plain?.[2])?.trim();
  }
  const baseName = name?.split(/[/\\]/).pop()?.trim();
  return baseName ? baseName : fallback;
}
