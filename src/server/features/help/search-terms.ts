import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';

/**
 * Words that say nothing about what a ticket is about: English function words and the pleasantries
 * of support messages ("hi team, thanks, I was wondering..."). Dropping them keeps the coverage
 * measure of the assistant about the question itself.
 */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between
  both but by can cannot could did do does doing don done down during each either else even ever every few
  for from further get gets getting got had has have having he her here hers herself him himself his how i
  if im in into is it its itself ive just let lets like me might more most much must my myself need needs no
  nor not now of off on once one only or other our ours ourselves out over own please same she should so
  some still such than thank thanks that the their theirs them themselves then there these they this those
  through to too under until up us very via want wanted was way we were what whats when where which while
  who whom why will with within without would yes yet you your yours yourself yourselves hi hello hey dear
  team folks guys regards cheers wondering wonder know tell question questions quick hoping hope ok okay
  thing things something anything really actually possible able thx pls someone anyone sure going`.split(
    /\s+/,
  ),
);

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** A search term as the index stores it: lower-cased, without stop words, stemmed; null to drop it. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower) || /^\d+$/.test(lower)) return null;
  // British and American spellings meet ("analyse"/"analyze", "personalisation"/"personalization").
  const spelling = lower.replace(/ys(e|es|ed|ing)$/, 'yz$1').replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1');
  return stemmer(spelling);
}

export function tokenizeText(text: string): string[] {
  return tokenize(text);
}

/** The distinct processed terms of a text, as used for both indexing and coverage. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term) terms.add(term);
  }
  return [...terms];
}
