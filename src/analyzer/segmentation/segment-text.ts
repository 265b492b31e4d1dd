import { splitSentences } from './split-sentences';

/**
 * Splits a policy into blocks (headings, paragraphs, list items) and sentences, keeping exact
 * character offsets into the original text so every quote can be sliced back out of it.
 *
 * Text arrives in three shapes: web pages (one paragraph per line, no wrapping), PDFs (hard-wrapped
 * lines, hyphenated breaks, page numbers) and DOCX (paragraphs separated by blank lines). Blocks
 * break at blank lines, list markers and heading-like lines; wrapped lines inside a block are joined
 * by the sentence splitter, which treats single newlines as spaces.
 */

export type BlockKind = 'heading' | 'paragraph' | 'list-item';

export type TextSpan = { start: number; end: number };

export type Block = TextSpan & { kind: BlockKind; sentences: TextSpan[] };

type Line = TextSpan & { text: string };

/** Bullets seen in web, PDF and DOCX exports, and numbered/lettered list markers: "1.", "2)", "(a)", "iv.". */
const LIST_MARKER = /^\s*(?:[-*•·▪◦‣●○■□–—]|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)])\s+/i;
/** Bare page furniture a PDF leaves behind: "3", "Page 3 of 12", "- 3 -". */
const PAGE_FURNITURE = /^\s*(?:page\s+\d+(?:\s+of\s+\d+)?|-?\s*\d{1,3}\s*-?)\s*$/i;
const SENTENCE_END = /[.!?:;]["')\]]?\s*$/;

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    // Trim the span (not just the string) so offsets stay exact; \r from Windows files is dropped here.
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    lines.push({ start: start + leading, end: start + leading + trimmed.length, text: trimmed });
    start = end + 1;
  }
  return lines;
}

function isHeading(line: Line, next: Line | undefined): boolean {
  const { text } = line;
  if (text.length === 0 || text.length > 90 || SENTENCE_END.test(text)) return false;
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3) return false;
  const isUpperCase = letters === letters.toUpperCase();
  // "3. Sharing Your Information" or "Section 4 - Cookies": numbered headings.
  const isNumbered = /^(?:section\s+)?\d+(?:\.\d+)*[.)]?\s+\S/i.test(text);
  const words = text.split(/\s+/);
  const capitalised = words.filter((word) => /^[A-Z0-9]/.test(word)).length;
  const isTitleCase = words.length <= 10 && capitalised / words.length >= 0.6;
  // A short line followed by a capitalised line is a heading; a short line followed by a
  // lower-case continuation is the tail of a wrapped sentence.
  const nextStartsLower = next !== undefined && /^[a-z]/.test(next.text);
  return !nextStartsLower && (isUpperCase || isTitleCase || (isNumbered && words.length <= 12));
}

export function segmentText(text: string): Block[] {
  const lines = splitLines(text);
  const blocks: Block[] = [];
  let current: { kind: BlockKind; start: number; end: number } | undefined;

  const flush = (): void => {
    if (current === undefined) return;
    const sentences =
      current.kind === 'heading'
        ? [{ start: current.start, end: current.end }]
        : splitSentences(text, current.start, current.end);
    if (sentences.length > 0) blocks.push({ ...current, sentences });
    current = undefined;
  };

  lines.forEach((line, index) => {
    if (line.text.length === 0 || PAGE_FURNITURE.test(line.text)) {
      flush();
      return;
    }
    const next = lines[index + 1];
    if (LIST_MARKER.test(line.text) && !isHeading(line, next)) {
      flush();
      current = { kind: 'list-item', start: line.start, end: line.end };
      return;
    }
    const previousEndsSentence =
      current === undefined || SENTENCE_END.test(text.slice(current.start, current.end));
    if (previousEndsSentence && isHeading(line, next)) {
      flush();
      current = { kind: 'heading', start: line.start, end: line.end };
      flush();
      return;
    }
    if (current === undefined || current.kind === 'heading') {
      flush();
      current = { kind: 'paragraph', start: line.start, end: line.end };
      return;
    }
    current.end = line.end;
  });
  flush();
  return blocks;
}
