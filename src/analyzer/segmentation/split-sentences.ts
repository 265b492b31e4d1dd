import type { TextSpan } from './segment-text';

/**
 * Words that end with a full stop without ending a sentence. Policies are full of "e.g.", "Inc."
 * and "U.S.", and a quote cut at one of them would read as nonsense.
 */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'inc',
  'ltd',
  'llc',
  'co',
  'corp',
  'mr',
  'mrs',
  'ms',
  'dr',
  'no',
  'vs',
  'u.s',
  // "15 U.S.C. 6501": a citation of the United States Code.
  'u.s.c',
  'u.k',
  'e.u',
  'st',
  'jr',
  'sr',
  'approx',
  'art',
  'sec',
  'para',
  'fig',
  'cf',
  'al',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'p.o',
  'a.m',
  'p.m',
  'n.a',
  's.a',
  'b.v',
  'gmbh',
  'pty',
  'plc',
]);

/** Sentences longer than this are split at semicolons too, so a quote stays readable. */
const LONG_SENTENCE = 400;

function isSentenceBoundary(text: string, dot: number, end: number): boolean {
  const mark = text[dot];
  let next = dot + 1;
  // Closing quotes and brackets belong to the sentence they close.
  while (next < end && /["')\]”’]/.test(text[next] ?? '')) next += 1;
  if (next >= end) return true;
  if (!/\s/.test(text[next] ?? '')) return false;
  let after = next;
  while (after < end && /\s/.test(text[after] ?? '')) after += 1;
  const following = text[after] ?? '';
  if (mark === '.') {
    const wordStart = text.lastIndexOf(' ', dot) + 1;
    const word = text
      .slice(Math.max(wordStart, text.lastIndexOf('\n', dot) + 1), dot)
      .toLowerCase()
      .replace(/^[("'“]+/, '');
    if (ABBREVIATIONS.has(word)) return false;
    // A single capital letter before a dot is an initial ("John Q. Public"), not a sentence end.
    if (/^[a-z]$/i.test(word)) return false;
  }
  // A new sentence starts with a capital, a digit, a quote or a list marker; "e.g. cookies" does not.
  return /[A-Z0-9"“'(\-•*]/.test(following);
}

function trimSpan(text: string, start: number, end: number): TextSpan | undefined {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from] ?? '')) from += 1;
  while (to > from && /\s/.test(text[to - 1] ?? '')) to -= 1;
  return to > from ? { start: from, end: to } : undefined;
}

function splitLong(text: string, span: TextSpan): TextSpan[] {
  if (span.end - span.start <= LONG_SENTENCE) return [span];
  const parts: TextSpan[] = [];
  let from = span.start;
  for (let index = span.start; index < span.end; index += 1) {
    if (text[index] === ';' && index - from > 80) {
      const part = trimSpan(text, from, index + 1);
      if (part) parts.push(part);
      from = index + 1;
    }
  }
  const rest = trimSpan(text, from, span.end);
  if (rest) parts.push(rest);
  return parts;
}

/** Splits `text.slice(start, end)` into sentence spans, offsets relative to the whole `text`. */
export function splitSentences(text: string, start: number, end: number): TextSpan[] {
  const spans: TextSpan[] = [];
  let from = start;
  for (let index = start; index < end; index += 1) {
    const char = text[index];
    if ((char === '.' || char === '!' || char === '?') && isSentenceBoundary(text, index, end)) {
      let close = index + 1;
      while (close < end && /["')\]”’]/.test(text[close] ?? '')) close += 1;
      const span = trimSpan(text, from, close);
      if (span) spans.push(...splitLong(text, span));
      from = close;
      index = close - 1;
    }
  }
  const rest = trimSpan(text, from, end);
  if (rest) spans.push(...splitLong(text, rest));
  return spans;
}
