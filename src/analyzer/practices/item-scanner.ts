import type { SentenceContext } from '../sentence-context';

/**
 * A list of items and their patterns as one global expression with a group per item: one scan of
 * the sentence finds them all, three to five times cheaper than a scan per pattern.
 *
 * But a sentence usually holds the literals of only one or two of a list's items (literal-index.ts),
 * and an expression of seventeen alternatives tries every one of them at every character. So when
 * the literal gates leave items out, `itemsOf` scans for the remaining ones alone (`itemsAmong`),
 * and finds the items the full expression finds, in the same order: an item none of whose literals
 * occurs cannot match anywhere in the sentence, so its alternative never decides a match.
 */
export type Scanner<T> = {
  readonly pattern: RegExp;
  readonly items: readonly T[];
  readonly overlapping: boolean;
  /** Each item's pattern as written, whose literal gate says whether the item can occur. */
  readonly parts: readonly RegExp[];
  /** Each item's pattern made global, to find its next match from a given place. */
  readonly scans: readonly RegExp[];
};

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
    scans: patterns.map(([, pattern]) => new RegExp(pattern.source, 'g')),
  };
}

/** The items whose patterns occur in the sentence, each once, in the order found. */
export function itemsOf<T>(sentence: SentenceContext, list: Scanner<T>): T[] {
  // The literal gate: most sentences hold none of the words any item needs.
  if (!sentence.mayMatch(list.pattern)) return [];
  const open: number[] = [];
  for (let item = 0; item < list.parts.length; item += 1)
    if (sentence.mayMatch(list.parts[item] as RegExp)) open.push(item);
  return open.length === list.items.length
    ? itemsIn(sentence.normalized, list)
    : itemsAmong(sentence.normalized, list, open);
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

/**
 * What `itemsIn` finds when only the items numbered `open` (in list order) can occur, each scanned
 * for alone. The full expression's next match is at the first place, from where the last one ended,
 * at which any item matches, and there it is the first such item in list order, matching as it
 * would alone; so the next match here is the earliest of the open items' own next matches, the
 * first in list order on a tie. An item's next match stays valid until the scan passes its start.
 */
export function itemsAmong<T>(
  text: string,
  { items, scans, overlapping }: Scanner<T>,
  open: readonly number[],
): T[] {
  const found: T[] = [];
  // Each open item's next match, from `from` on: start and end, Infinity when it has no more.
  const starts = open.map(() => -1);
  const ends = open.map(() => -1);
  let from = 0;
  for (;;) {
    let first = -1;
    for (let slot = 0; slot < open.length; slot += 1) {
      if ((starts[slot] ?? 0) < from) {
        const scan = scans[open[slot] ?? 0] as RegExp;
        scan.lastIndex = from;
        const match = scan.exec(text);
        starts[slot] = match ? match.index : Infinity;
        ends[slot] = match ? match.index + match[0].length : Infinity;
      }
      if ((starts[slot] ?? Infinity) < (first < 0 ? Infinity : (starts[first] ?? Infinity))) first = slot;
    }
    if (first < 0) return found;
    const item = items[open[first] ?? 0] as T;
    if (!found.includes(item)) found.push(item);
    from = overlapping ? (starts[first] ?? 0) + 1 : (ends[first] ?? 0);
  }
}
