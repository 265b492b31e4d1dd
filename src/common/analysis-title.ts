export const FALLBACK_TITLE = 'Privacy policy analysis';
/** Titles are names, not paragraphs: a first line longer than this is not used, and renames stop here. */
export const MAX_TITLE_LENGTH = 120;
const MAX_DERIVED_TITLE_LENGTH = 90;

/** "SNAPDEAL BUDDY - PRIVACY POLICY" → "Snapdeal Buddy - Privacy Policy": a heading should not shout. */
function softenCapitals(line: string): string {
  const hasLowerCase = /\p{Ll}/u.test(line);
  if (hasLowerCase) return line;
  return line
    .toLowerCase()
    .replace(
      /(^|[\s\-–—/(])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** A name for an analysis: the uploaded file's name, else the policy's first line when it reads as a title. */
export function analysisTitle(analysis: { sourceName: string | null; inputText: string }): string {
  if (analysis.sourceName) return analysis.sourceName;
  const firstLine = analysis.inputText.trim().split('\n')[0]?.trim() ?? '';
  if (firstLine.length === 0 || firstLine.length > MAX_DERIVED_TITLE_LENGTH) return FALLBACK_TITLE;
  return softenCapitals(firstLine);
}

/** Words every analysis name would repeat; the download name says 'privacy-analysis' once instead. */
const GENERIC_TAIL = /(?:(?:^|-)(?:privacy|policy|notice|statement|and|data|terms|analysis))+$/;

/**
 * The download name of an export: the analysis title made file-safe, then 'privacy-analysis' and the
 * date, e.g. 'redorbit-privacy-analysis-2026-11-22.pdf' for "RedOrbit Privacy Policy".
 */
export function exportFileName(options: { title: string; createdAt: Date; extension: string }): string {
  const withoutExtension = options.title.replace(/\.(?:pdf|docx|txt|text)$/i, '');
  const slug = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(GENERIC_TAIL, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const date = options.createdAt.toISOString().slice(0, 10);
  return `${slug ? `${slug}-` : ''}privacy-analysis-${date}.${options.extension}`;
}
