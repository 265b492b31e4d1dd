import { globalVersion } from '../any-of';
import { COMPILE_ONCE } from '../compile-once';
import type { SentenceContext } from '../sentence-context';

/**
 * Where data comes from, not where it goes: the words after "from" (after a verb of getting data:
 * "we may collect personal information from companies we do business with ('Affiliates')") or
 * after "via" and "through" (after a verb of reaching or finding data: "allow us to access
 * information about you via a social networking site", "locate your friends through social
 * networks", the whole phrase from the verb). The phrase ends at the end of the clause, at a verb of giving, or at "and may",
 * "and we": in "... from our partners and may share it with vendors" the vendors are recipients.
 * Plug-ins, buttons, pixels and cookies of a company are its trackers on the site, not a source.
 */
/**
 * A verb of giving, a new clause that may give ("and may", "and we"), or (after the source's
 * preposition) a preposition that names
 * someone else ("from you to our partners", "from and about you among our brands"): where a source
 * phrase ends. "With whom we do business" and "firms we trade with (our 'Affiliates')" still
 * describe the source. The new clause's verbs behind COMPILE_ONCE: SOURCE_PHRASE repeats this four
 * times, 21 KB of code each without it.
 */
const GIVING_VERB = String.raw`\b(?:and|or|but),? (?:then |also )?${COMPILE_ONCE}(?:may|will|can|might|could|we|us|to|then)\b|\b(?:share|shares|shared|sharing|disclos\w*|sell\w*|sold|rent\w*|transfer\w*|provid(?!ers?\b)\w*|giv(?:e|es|en|ing)|pass(?:es|ed|ing)?|send\w*|sent|releas\w*|mak\w* available)\b`;
const GIVING = String.raw`${GIVING_VERB}|\b(?:available|to|among|between|within|with(?! (?:whom|which)\b)(?= \w))\b`;
/** What is got: data, or the people found through the source. */
const GOT = String.raw`(?:information|data|details|content|profiles?|lists?|records?|it|them|people|persons|friends|contacts|users|members)`;
/** A company's trackers on the site: a recipient of what they gather, not a source. */
const TRACKERS = String.raw`(?![^.;]{0,80}\b(?:plug-?ins?|buttons?|widgets?|pixels?|cookies?|tags?|sdks?|beacons?)\b)`;
// The look-ahead for "from" comes before the look-behind so that the look-behind, a backward scan of
// up to 140 characters, runs only where "from" stands, not at every position of the sentence (it was
// about 5% of the analysis time); the pattern matches exactly what it did without it.
const SOURCE_PHRASE = new RegExp(
  String.raw`(?:(?=\bfrom\b)(?<=\b(?:collect|obtain|receiv|get|gets|getting|got|gather|acquir|access|import|retriev|buy|buys|bought|purchas|licens)\w*\b(?:(?!${GIVING})[^.;]){0,80}\b${GOT}\b(?:(?!${GIVING})[^.;]){0,60})\bfrom\b|\b(?:access|obtain|receiv|import|retriev|locate|locating|find|finding)\w*\b(?:(?!${GIVING_VERB})[^.;]){0,80}?\b${GOT}\b(?:(?!${GIVING_VERB})[^.;]){0,80}?\b(?:via|through)\b)` +
    String.raw`${TRACKERS}(?:(?!${GIVING})[^.;]){1,160}`,
  'g',
);
/** "We may share your viewing with, or obtain it from, our partners": the same companies receive as well. */
const GIVE_OR_GET =
  /\b(?:with|to),? (?:and\/or|or|and) (?:\w+ ){0,2}(?:obtain|receiv|collect|get|gather|access|import)\w*/;

/**
 * Whether every mention of a party (each place one of `patterns` matches) stands where data comes
 * from: a source is not a recipient. False when no pattern matches.
 */
export function isOnlySource(sentence: SentenceContext, patterns: readonly RegExp[]): boolean {
  const text = sentence.normalized;
  if (!/\b(?:from|via|through)\b/.test(text) || GIVE_OR_GET.test(text)) return false;
  const spans: [number, number][] = [];
  SOURCE_PHRASE.lastIndex = 0;
  for (let match = SOURCE_PHRASE.exec(text); match; match = SOURCE_PHRASE.exec(text))
    spans.push([match.index, match.index + match[0].length]);
  if (spans.length === 0) return false;
  let mentioned = false;
  for (const pattern of patterns) {
    const found = globalVersion(pattern);
    found.lastIndex = 0;
    for (let match = found.exec(text); match; match = found.exec(text)) {
      if (match[0].length === 0) found.lastIndex += 1;
      const at = match.index;
      if (!spans.some(([start, end]) => at >= start && at < end)) return false;
      mentioned = true;
    }
  }
  return mentioned;
}
