import type { SentenceContext } from '../sentence-context';
import { COMPILE_ONCE } from '../compile-once';

/**
 * How plainly a sharing sentence states that personal data reaches the recipient. The TL;DR leads
 * with a recipient only when a sentence states it outright: a party named beside ads ("we use ad
 * networks that show banners on our pages", "the list of our advertisers may change") is in the report,
 * but says no data of yours reaches it. And a recipient that gets data only once you opt in is said
 * as such ("only if you agree").
 */

/**
 * Data given to the party: a verb of giving with data named ("we share your browsing data with ad
 * networks", "advertisers may receive your email address"). Not "provided by" them (ads or content
 * they supply), nor "provide us" (reports they send the company).
 */
const GIVES_DATA =
  /^(?=[^]*\b(?:information|data|details|history|activit(?:y|ies)|clickstream|lists?|identifiers?|addresses|profiles?|interests|behaviou?r|quer(?:y|ies)|searches|words|names|numbers|preferences|location|records|content)\b)[^]*\b(?:shar(?:e|es|ed|ing)|disclos\w*|provid(?:e|es|ed|ing)(?! (?:by|us)\b)|giv(?:e|es|en|ing)|pass(?:es|ed|ing)?|transfer\w*|sell|sells|sold|rent|rents|rented|releas\w*|sen[dt]s?|mak\w* (?:\w+ ){0,3}available|made (?:\w+ ){0,3}available|furnish\w*|licens\w*)\b/;

/**
 * The ad companies gather it themselves on the site: they collect, receive or track data, set or
 * read cookies, or use information about your visits ("our ad partners set cookies", "ad networks
 * may learn from the pages you read here").
 */
const THEY_COLLECT =
  /\b(?:collect|gather|receiv|obtain|track|record|recogni[sz])\w*\b|\b(?:set|sets|place|places|placed|serve|serves|served|use|uses|using|distribut\w*|drop\w*|read|reads)\b (?:\w+ ){0,4}(?:cookies?|pixels?|beacons?|tags?|identifiers?|technolog\w*)\b|\bcookies?\b[^.]{0,40}\b(?:placed|set|served|dropped) by\b|\b(?:use|uses|using)\b (?:\w+ ){0,2}(?:information|data)\b/;

/**
 * Whether the sentence (or, for a list item, the line that introduces the list) says personal data
 * reaches the recipient it names: given to it, or collected by it on the site.
 */
export function statesDataReached(sentence: SentenceContext, leadIn: SentenceContext | undefined): boolean {
  return [sentence, leadIn].some(
    (context) => context !== undefined && (context.matches(GIVES_DATA) || context.matches(THEY_COLLECT)),
  );
}

/**
 * The sharing happens only once the reader opts in or agrees: "once you opt in to the
 * partner offers", "if you choose to receive offers from our sponsors", "only with your consent".
 * Not an opt-out ("unless you have opted out").
 */
export const OPT_IN_ONLY = new RegExp(
  String.raw`\b(?:when|if|once|after|where) you (?:have )?(?:opted|opt)[- ]?in(?:to)?\b|\b(?:when|if|once|after) you (?:\w+ )?(?:check|tick|select|mark)(?:ed)? (?:the|a|an) (?:[\w-]+ ){0,2}box\b|\b(?:when|if) you (?:would like|wish|want|ask) to (?:receive|hear|be contacted|get)\b|\b(?:when|if|once|after) you (?:have )?(?:chosen|choose|elect(?:ed)?|agreed?|asked|requested) to ${COMPILE_ONCE}(?:receive|participate|take part|enter|join|sign up|opt in|share|be contacted|hear)\b|\b(?:when|if|once|after) you (?:have )?(?:consented?|agreed?|authori[sz]ed?)\b|\b(?:when|if|once|after) you (?:have )?sign(?:ed)? up for (?:[\w-]+ ){0,3}${COMPILE_ONCE}(?:offers?|promotions?|newsletters?|programs?|programmes?)\b|\bonly (?:with|after|upon|on) (?:receiving )?your (?:prior |express |explicit |affirmative )?${COMPILE_ONCE}(?:consent|permission|agreement|opt-?in|authori[sz]ation)\b|\bif you (?:so )?(?:agree|consent|opt[- ]in)\b`,
);

/**
 * The parties that use data for their own offers, whose opt-in sharing the report says as such. A
 * social network you connect to, or an affiliate program you join, is another matter.
 */
const OPT_IN_PARTIES = new Set(['advertisers', 'partners', 'data-brokers', 'marketers']);

/**
 * "If you choose to receive special offers, we will give your registration details to outside
 * merchants": sharing that needs your opt-in, for the recipients' own offers. The other companies'
 * marketing rule (others-marketing.ts) reads it, with its opt-in said; the sellers and the service
 * providers, whose standing work it is not, do not.
 */
export const OPT_IN_TO_OFFERS = new RegExp(
  String.raw`^(?=[^]*\b(?:offers?|promotions?|promotional|deals|discounts|marketing|mailings?|newsletters?|special (?:\w+ )?(?:offers?|opportunities))\b)[^]*(?:${OPT_IN_ONLY.source})`,
);

/**
 * The sentence gives data only once the reader agrees (the TL;DR reads it from a flag's quote): the
 * opt-in wording above, or permission granted ("if you have granted us permission").
 */
export function saysOptInOnly(quote: string): boolean {
  const text = quote.toLowerCase();
  return OPT_IN_ONLY.test(text) || PERMISSION_GRANTED.test(text);
}
const PERMISSION_GRANTED =
  /\b(?:when|if|once|after) you (?:have )?(?:granted|given) (?:us )?(?:your )?(?:prior |express )?(?:permission|consent)\b/;

export function isOptInOnly(id: string, sentence: SentenceContext): boolean {
  return OPT_IN_PARTIES.has(id) && sentence.matches(OPT_IN_ONLY);
}

/** The TL;DR's id of a recipient that gets data only once you opt in (analyze-with-builtin.ts, build-tldr.ts). */
export const OPT_IN_PREFIX = 'opt-in:';
/** The id prefix of a recipient no sentence says receives personal data (the TL;DR does not lead with it). */
export const IMPLIED_PREFIX = 'implied:';

const OPT_IN_TAIL = ', but only if you agree (opt in), it says.';
export const optInStatement = (statement: string): string => `${statement.replace(/\.$/, '')}${OPT_IN_TAIL}`;

/**
 * "Our site links to advertisers' sites, whose practices differ from ours": links to other companies'
 * sites, which send you there and hand them nothing. A third-party-links point, never sharing with
 * them, unless the company itself gives them data in the sentence ("we share your email address with
 * the advertisers we link to").
 */
export const LINKS_TO_THEIR_SITES =
  /^(?![^]*\b(?:we|us|it)\b (?:\w+ ){0,3}(?:shar(?:e|es|ed|ing)|disclos\w*|sell|sells|sold|rent|rents|transfer\w*|pass(?:es|ed)?|send|sends|sent|giv(?:e|es|en)|releas\w*)\b)(?=[^]*\b(?:(?:hyper)?links?|linked)\b)[^]*(?:\b(?:contain|include|provide|offer|has|have|display|feature|make available|made available)\w* (?:\w+ ){0,3}(?:hyper)?links\b|(?<!\b(?:post|posts|posting|share|shares|sharing|send|sends|sending)\b (?:\w+ ){0,2})\b(?:hyper)?links? (?:to|from)\b|\b(?:site|website|service|page|app)s? (?:\w+ )?links? to\b|\blinked (?:web ?)?sites\b)/;
