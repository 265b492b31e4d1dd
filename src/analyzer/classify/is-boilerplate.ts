/**
 * Titles, dates and tables of contents name every practice ("How We Share Your Information",
 * "Changes to This Policy") without describing any. They are 'Other' whatever words they hold.
 * So are overviews that list the policy's questions ("What do we collect? How do we use it? ...").
 */
const DATE_LINE =
  /^(?:[\w ]{0,60}\b)?(?:last )?(?:updated|revised|modified|effective|posted|published)\b[^.]{0,40}\b(?:19|20)\d\d\b\.?$/i;

/** "This policy explains: - What we collect - How we use it ..." announces topics without describing any. */
const OUTLINE_INTRO =
  /\b(?:this|our|the) (?:online )?(?:privacy )?(?:policy|statement|notice)\b[^.:]{0,30}\b(?:explains?|covers?|answers?|describes?|addresses|includes?|contains?)\b[^.:]{0,40}:/i;
const OUTLINE_ITEM =
  /(?:^|\n|[-\u2022*]\s*|\?\s*)(?:what|how|who|with whom|whom|will|does|do|where|when|why|can|which)\b/gi;

function isOutline(trimmed: string): boolean {
  const items = (trimmed.match(OUTLINE_ITEM) ?? []).length;
  if (items < 3) return false;
  const sentenceEnds = (trimmed.match(/[a-z]\.(?:\s|$)/g) ?? []).length;
  return OUTLINE_INTRO.test(trimmed) ? sentenceEnds <= 2 : sentenceEnds === 0;
}

export function isBoilerplate(text: string): boolean {
  const trimmed = text.trim();
  if (isOutline(trimmed)) return true;
  if (DATE_LINE.test(trimmed) && trimmed.length < 120) return true;
  const words = trimmed.split(/\s+/).filter((word) => /[a-z]/i.test(word));
  if (words.length <= 4 && !/[.:;]$/.test(trimmed)) return true;
  if (words.length < 12) return false;
  // A table of contents: mostly capitalised words and almost no full stops ending sentences.
  const capitalised = words.filter((word) => /^[("']?[A-Z]/.test(word)).length;
  const sentenceEnds = (trimmed.match(/[a-z]\.(?:\s|$)/g) ?? []).length;
  return capitalised / words.length > 0.6 && sentenceEnds <= 1;
}
