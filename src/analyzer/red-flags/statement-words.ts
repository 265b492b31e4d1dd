/** Shared words of the red-flag statements: how items are found in a sentence and how recipients are named. */

import { itemsFound, joinItems, type Items, type Names } from '../statement-items';

/**
 * What the sentences around the flagged one say: the one before and the two after. A condition or
 * a reassurance a policy states beside the sentence ("You can opt out of such exchanges", "the data
 * remains subject to the promises of this notice") belongs in the flag's statement.
 */
export type Around = { before: Names; after: Names };

/**
 * "So the sponsor can add you to its postal mailing list": the recipient writes to you itself. Its
 * own list, not an exchange of lists (the red flag's rule and its statement both read it).
 */
export const ADDED_TO_THEIR_LIST =
  /\b(?:add|put|place|include)\w* you (?:to|on|in) (?:their|its) (?:own )?(?:postal |e-?mail |marketing |direct mail )?(?:mailing )?lists?\b/;

/** For a sentence read alone (tests, the language model's prompt): no neighbours. */
export const ALONE: Around = { before: () => false, after: () => false };

export type Writer = (names: Names, around: Around) => string | undefined;

/** Who receives or supplies data, in our words, most specific first. */
const COMPANIES: Items = [
  [/\bdata (?:brokers?|aggregators)\b|\blist brokers?\b/, 'data brokers'],
  [/\badvertis(?:ers|ing (?:partners|networks|companies))\b|\bad networks?\b/, 'advertisers'],
  [/\bmarketing (?:partners|companies)\b|\bjoint marketing\b/, 'marketing partners'],
  [/\b(?:audience )?measurement companies\b/, 'measurement companies'],
  [/\bsponsors?\b|\bco-?sponsors\b/, 'sponsors'],
  [/\bsocial (?:media|networks?|networking)\b/, 'social networks'],
  [
    /\b(?:charities|non-?profits|(?:other|similar|like-minded) (?:\w+ )?organi[sz]ations)\b/,
    'other organisations',
  ],
  [/\bmerchants\b|\bretailers\b/, 'merchants'],
  [/\baffiliates\b/, 'affiliated companies'],
  // Partners of no named kind: "marketing partners" are named above.
  [/\b(?<!(?:marketing|advertising|ad) )partners\b/, 'partners'],
  [
    /\bthird[- ]part(?:y|ies)\b(?! (?:service providers?|vendors?|contractors?|processors?))|\bother (?:companies|businesses)\b|\boutside (?:companies|parties)\b|\bselect(?:ed)? (?:companies|businesses)\b/,
    'other companies',
  ],
];

/**
 * Companies named as receiving: after "to" or "with" ("sell it to advertisers, data brokers and other
 * third parties"), not as a source ("data we receive through social networking services").
 */
export const RECEIVING: Items = COMPANIES.map(([pattern, words]) => [
  new RegExp(`\\b(?:to|with)\\b[^.]{0,60}?(?:${pattern.source})`),
  words,
]);

export const recipients = (names: Names, fallback: string): string =>
  joinItems(itemsFound(names, RECEIVING, 3)) || fallback;

/** Recipients whose business is using data about people: named, they are the reason for the flag. */
export const DATA_BUSINESSES = new Set([
  'data brokers',
  'advertisers',
  'marketing partners',
  'measurement companies',
  'sponsors',
]);
