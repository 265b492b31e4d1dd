import type { Finding } from '../../common/analysis';
import { joinItems } from '../statement-items';

/* Words shared by the TL;DR's sentence builders (build-tldr.ts, collection-sentence.ts). */

/** The first `limit` items, every one named ("a, b and c"); "among others" says honestly that the report lists more. */
export function joinSome(items: readonly string[], limit: number): string {
  const shown = joinItems(items.slice(0, limit));
  return items.length > limit ? `${shown}, among others` : shown;
}

/** Sorts by the place of each id in `order`; ids not in it go last. */
export const byOrder =
  (order: readonly string[]) =>
  (left: { id: string }, right: { id: string }): number => {
    const rank = (id: string): number => (order.includes(id) ? order.indexOf(id) : order.length);
    return rank(left.id) - rank(right.id);
  };

/** A red flag raised by the rule `id`, as the summary ids carry it. */
export const flagged = (ids: ReadonlySet<string>, id: string): boolean => ids.has(`flag:${id}`);

/** A finding, with the id of the rule it came from when the built-in engine made it (`flag:<id>`). */
export type RuleFinding = Finding & { id?: string };
