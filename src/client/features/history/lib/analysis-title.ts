import type { AnalysisResponse } from '../../../../common/analyses';

const FALLBACK_TITLE = 'Privacy policy analysis';
const MAX_TITLE_LENGTH = 90;

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
export function analysisTitle(analysis: Pick<AnalysisResponse, 'sourceName' | 'inputText'>): string {
  if (analysis.sourceName) return analysis.sourceName;
  const firstLine = analysis.inputText.trim().split('\n')[0]?.trim() ?? '';
  if (firstLine.length === 0 || firstLine.length > MAX_TITLE_LENGTH) return FALLBACK_TITLE;
  return softenCapitals(firstLine);
}
