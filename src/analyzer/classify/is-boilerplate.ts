/**
 * Titles, dates and tables of contents name every practice ("How We Share Your Information",
 * "Changes to This Policy") without describing any. They are 'Other' whatever words they hold.
 */
const DATE_LINE = /^(?:[\w ]{0,60}\b)?(?:last )?(?:updated|revised|modified|effective|posted|published)\b[^.]{0,40}\b(?:19|20)\d\d\b\.?$/i;

export function isBoilerplate(text: string): boolean {
  const trimmed = text.trim();
  if (DATE_LINE.test(trimmed) && trimmed.length < 120) return true;
  const words = trimmed.split(/\s+/).filter((word) => /[a-z]/i.test(word));
  if (words.length <= 4 && !/[.:;]$/.test(trimmed)) return true;
  if (words.length < 12) return false;
  // A table of contents: mostly capitalised words and almost no full stops ending sentences.
  const capitalised = words.filter((word) => /^[("']?[A-Z]/.test(word)).length;
  const sentenceEnds = (trimmed.match(/[a-z]\.(?:\s|$)/g) ?? []).length;
  return capitalised / words.length > 0.6 && sentenceEnds <= 1;
}
