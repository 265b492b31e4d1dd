/**
 * The text the engine scans: a copy of the policy with every UTF-16 unit above U+00FF replaced by one
 * Latin-1 unit, so that it is a one-byte string in V8 and every offset stays the same.
 *
 * V8 compiles each regular expression separately for one-byte and for two-byte strings, and once a
 * process holds too much expression code it compiles later ones without optimisation; a policy with
 * one curly apostrophe is a two-byte string, and every sentence sliced from it too, so text pasted
 * from a web page ran on a second, slower set of expressions (docs/analyzer.md, "Speed and memory").
 * The engine quotes the original text at the same offsets (analyze-with-builtin.ts).
 *
 * Each replacement is a character the engine treats as it treated the original: typographic quotes and
 * apostrophes as the ASCII ones (every pattern that names ’ or “ names ' or " beside it; the
 * tokenizer's "n't" and many patterns name only the ASCII ones), dashes as the hyphen (every pattern that
 * names – or — names - beside it), the bullet • as * (every pattern that names one names the other),
 * the other bullets the list-item marker knows as ·, which only it names, spaces as the no-break space
 * and the line and paragraph separators as \r (white space, and a line end to `.`, but not a line of
 * the segmenter's). Anything else (…, ™, zero-width spaces, letters outside Latin-1, each half of a
 * surrogate pair) was a non-word, non-space character that no pattern names, and becomes one: SUB.
 */

/** The stand-in: ASCII's "substitute" control character, neither \w nor \s, named by no pattern. */
export const STAND_IN = 0x1a;

const APOSTROPHE = 0x27;
const QUOTE = 0x22;
const HYPHEN = 0x2d;
const ASTERISK = 0x2a;
const MIDDLE_DOT = 0xb7;
const NO_BREAK_SPACE = 0xa0;
const CARRIAGE_RETURN = 0x0d;

/** The units above U+00FF that do not become the stand-in. */
const REPLACEMENTS = new Map<number, number>([
  // Apostrophes and single quotes: ‘ ’ ‚ ‛, the prime ′ and the modifier letter apostrophe ʼ.
  ...[0x2018, 0x2019, 0x201a, 0x201b, 0x2032, 0x02bc].map((code): [number, number] => [code, APOSTROPHE]),
  // Double quotes: “ ” „ ‟ and the double prime ″.
  ...[0x201c, 0x201d, 0x201e, 0x201f, 0x2033].map((code): [number, number] => [code, QUOTE]),
  // Hyphens and dashes (‐ ‑ ‒ – — ―) and the minus sign.
  ...[0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212].map((code): [number, number] => [code, HYPHEN]),
  [0x2022, ASTERISK],
  // ▪ ◦ ‣ ● ○ ■ □: list markers in segment-text.ts beside ·.
  ...[0x25aa, 0x25e6, 0x2023, 0x25cf, 0x25cb, 0x25a0, 0x25a1].map((code): [number, number] => [
    code,
    MIDDLE_DOT,
  ]),
  // The spaces `\s` matches above Latin-1, except the two line terminators.
  ...[0x1680, 0x202f, 0x205f, 0x3000, 0xfeff].map((code): [number, number] => [code, NO_BREAK_SPACE]),
  ...Array.from({ length: 11 }, (_, index): [number, number] => [0x2000 + index, NO_BREAK_SPACE]),
  [0x2028, CARRIAGE_RETURN],
  [0x2029, CARRIAGE_RETURN],
]);

/** Units turned into a string at a time: String.fromCharCode takes them as arguments. */
const CHUNK = 8192;

/**
 * The text itself when every unit is Latin-1 (the usual case, checked in one pass), else a one-byte
 * copy of the same length. Built from a byte array: a string assembled from slices of a two-byte
 * string (replace, concatenation) stays two-byte in V8.
 */
export function latin1Copy(text: string): string {
  const { length } = text;
  let first = 0;
  while (first < length && text.charCodeAt(first) <= 0xff) first += 1;
  if (first === length) return text;
  const units = new Uint8Array(length);
  for (let index = 0; index < first; index += 1) units[index] = text.charCodeAt(index);
  for (let index = first; index < length; index += 1) {
    const code = text.charCodeAt(index);
    units[index] = code <= 0xff ? code : (REPLACEMENTS.get(code) ?? STAND_IN);
  }
  let copy = '';
  // Applied to the typed array: spreading it (an iterator) took four times as long.
  for (let from = 0; from < length; from += CHUNK)
    copy += String.fromCharCode.apply(null, units.subarray(from, from + CHUNK) as unknown as number[]);
  return copy;
}
