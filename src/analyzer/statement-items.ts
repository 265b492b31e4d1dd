/**
 * How statements name what a sentence says: the items it names, found by pattern, and joined in
 * plain English. Shared by the practice statements (extract/), the merged statements (summary/) and
 * the red-flag statements (red-flags/).
 */

/** Whether the sentence (normalised, lower case) matches the pattern. */
export type Names = (pattern: RegExp) => boolean;
/** A pattern and the words a statement uses for what it matches. */
export type Items = ReadonlyArray<readonly [RegExp, string]>;

/** "a", "a and b", "a, b and c". */
export function joinItems(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** "a", "a or b", "a, b or c": alternatives, one of which holds. */
export function joinAlternatives(items: readonly string[]): string {
  return joinItems(items).replace(/ and (?=[^,]*$)/, ' or ');
}

/** The words of each item the sentence names, once each, in the list's order, at most `limit`. */
export function itemsFound(names: Names, items: Items, limit = 4): string[] {
  const found: string[] = [];
  for (const [pattern, words] of items)
    if (found.length < limit && !found.includes(words) && names(pattern)) found.push(words);
  return found;
}

/** The countries that transfer and storage statements name. */
export const COUNTRY_ITEMS: Items = [
  [/\bunited states\b|\bu\.s\.|\busa\b/, 'the United States'],
  [/\bcanada\b/, 'Canada'],
  [/\bunited kingdom\b|\bu\.k\./, 'the United Kingdom'],
  [/\bireland\b/, 'Ireland'],
  [/\bindia\b/, 'India'],
];

/** Places joined as the sentence offers them: "the United States or Canada" when it says "or". */
export function joinPlaces(names: Names, places: readonly string[]): string {
  return names(/\bor\b/) ? joinAlternatives(places) : joinItems(places);
}
