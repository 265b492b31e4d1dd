import type { SentenceContext } from '../sentence-context';

/**
 * A list of items and their patterns as one global expression with a group per item: one scan of
 * the sentence finds them all, three to five times cheaper than a scan per pattern.
 *
 * A sentence usually holds the literals of only one or two of a list's items (literal-index.ts), and
 * a regular expression of seventeen alternatives tries every one of them at every character. So
 * `itemsOf` scans with the combination of the items whose literals occur, made once per set of such
 * items and kept: an item none of whose literals occurs cannot match anywhere in the sentence, so
 * leaving its alternative out changes no match, and the items are found as the full list finds them.
 * This took the practice reader's scans from about a tenth of the analysis to a fiftieth.
 */
export type Scanner<T> = {
  readonly pattern: RegExp;
  readonly items: readonly T[];
  readonly overlapping: boolean;
  /** Each item's own pattern, in the order of `items`. */
  readonly parts: readonly RegExp[];
  /** The scanners of the item subsets met so far, by the bits of their item numbers (items 0 and 3: 0b1001). */
  readonly subsets: Map<number, Scanner<T>>;
};

/** Subsets kept per scanner at most; a sentence with an unusual mix past that scans with the full list. */
const MAX_SUBSETS = 256;
/** Lists longer than this (one bit per item in a number) always scan with the full list. */
const MAX_ITEMS = 31;

/**
 * `overlapping`: long patterns may overlap ("opt out ... link" and "browser settings"), so each scan
 * after a match starts one character on instead of after it.
 */
export function scanner<T>(patterns: readonly (readonly [T, RegExp])[], overlapping = false): Scanner<T> {
  for (const [item, pattern] of patterns)
    if ((new RegExp(`${pattern.source}|`).exec('')?.length ?? 1) !== 1)
      throw new Error(`The pattern of ${String(item)} must not capture: use (?:...)`);
  return {
    pattern: new RegExp(patterns.map(([, pattern]) => `(${pattern.source})`).join('|'), 'g'),
    items: patterns.map(([item]) => item),
    overlapping,
    parts: patterns.map(([, pattern]) => pattern),
    subsets: new Map(),
  };
}

/** The scanner of the items whose bits `open` sets, in list order, made on first use. */
function subsetOf<T>(list: Scanner<T>, open: number): Scanner<T> {
  let subset = list.subsets.get(open);
  if (!subset) {
    const patterns = list.items.flatMap((item, index) =>
      open & (1 << index) ? [[item, list.parts[index] as RegExp] as const] : [],
    );
    subset = scanner(patterns, list.overlapping);
    if (list.subsets.size < MAX_SUBSETS) list.subsets.set(open, subset);
  }
  return subset;
}

/** The items whose patterns occur in the sentence, each once, in the order found. */
export function itemsOf<T>(sentence: SentenceContext, list: Scanner<T>): T[] {
  // The literal gate: most sentences hold none of the words any item needs.
  if (!sentence.mayMatch(list.pattern)) return [];
  if (list.items.length > MAX_ITEMS) return itemsIn(sentence.normalized, list);
  let open = 0;
  for (let index = 0; index < list.parts.length; index += 1)
    if (sentence.mayMatch(list.parts[index] as RegExp)) open |= 1 << index;
  if (open === 0) return [];
  const all = 2 ** list.items.length - 1;
  return itemsIn(sentence.normalized, open === all ? list : subsetOf(list, open));
}

/** The items whose patterns occur in a normalised text. */
export function itemsIn<T>(text: string, { pattern, items, overlapping }: Scanner<T>): T[] {
  const found: T[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    for (let group = 1; group < match.length; group += 1) {
      if (match[group] === undefined) continue;
      const item = items[group - 1] as T;
      if (!found.includes(item)) found.push(item);
      break;
    }
    if (overlapping) pattern.lastIndex = match.index + 1;
  }
  return found;
}
