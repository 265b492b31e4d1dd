import { SHARE_VERB } from '../practices/denial';
import { itemsFound, type Items, type Names } from '../statement-items';
import type { PracticeDefinition } from './practice-definition';
import { splitKeptBack } from './kept-back';
import { OPT_IN_TO_OFFERS } from './sharing-evidence';

/**
 * Other companies getting your details so that THEY can market to you: mailing lists rented, lent,
 * swapped or sold, data given "for their own marketing", or to "carefully selected companies whose
 * offers may interest you". A sharing finding of its own, since the recipients use the data for
 * themselves, whatever kind of company they are.
 */

/** Lists of people rented, lent, swapped, sold or made available. */
const LISTS_GIVEN =
  /\b(?:rent|exchang|swap|trad|len[dt])\w*\b[^.]{0,60}\b(?:names?|addresses|contact (?:details|information)|e-?mail addresses)\b[^.]{0,60}\bwith (?:other|similar|like-minded|outside|select\w*|third[- ]part\w*)\b|\b(?:mailing|customer|subscriber|donor|member|membership|postal|e-?mail|contact|name and address) (?:lists?|files?)\b[^.]{0,80}\b(?:rent\w*|len[dt]\w*|loan\w*|exchang\w*|swap\w*|sell\w*|sold|trad(?:e|es|ed|ing)|available)\b|\b(?:rent\w*|len[dt]\w*|loan\w*|exchang\w*|swap\w*|sell\w*|sold|trad(?:e|es|ed|ing)|mak\w* (?:\w+ ){0,3}available)\b[^.]{0,60}\b(?:mailing|customer|subscriber|donor|member|membership|postal) (?:lists?|files?)\b/;

/** Why the recipients get it: their own marketing, offers to you, products that may interest you. */
const FOR_THEIR_MARKETING =
  /\bfor (?:their|its) (?:own )?(?:direct )?(?:marketing|promotional|advertising)\b|\bthird[- ]party (?:direct )?marketing purposes\b|\b(?:so|in order) (?:that )?(?:they|these (?:companies|firms|organi[sz]ations|partners)|such (?:companies|firms|organi[sz]ations|partners)) (?:\w+ ){0,2}(?:can|may|could|will) (?:\w+ )?(?:market|send you|contact you|offer you|promote|mail you)\b|\bto (?:market|promote|offer|advertise) (?:their|its) (?:own )?(?:products|services|offers|goods)\b|\bfor marketing (?:\w+ ){0,3}(?:products|services|programs)\b[^.]{0,40}\bto you\b|\b(?:companies|firms|organi[sz]ations|businesses|third parties|partners|marketers|merchants)\b (?:\w+ ){0,3}(?:whose|who|which|that) (?:\w+ ){0,3}(?:products|services|offers|goods|programs)\b[^.]{0,60}\b(?:might|may|could|would) (?:\w+ ){0,3}(?:interest|appeal to|be of interest)|\b(?:receive|get|hear about) (?:[\w-]+ ){0,3}(?:offers|promotions|deals|mailings|communications) (?:\w+ ){0,2}from (?:our |these |those |other |selected |outside |third[- ]part(?:y|ies) )*(?:partners|sponsors|merchants|sellers|retailers|vendors|companies|third parties|advertisers|businesses|organi[sz]ations)\b|\bthird[- ]party (?:offers|promotions|deals)\b|\b(?:who|which|that) (?:\w+ )?(?:may|might|can|will|could) (?:\w+ )?(?:send|e-?mail|mail) you (?:\w+ )?(?:offers|promotions|promotional|marketing|advertis\w*|information about (?:their|its))/;

/** A verb that gives the data away: the offers the company sends you itself give nobody anything. */
const GIVES =
  /\b(?:shar\w*|disclos\w*|sell\w*|sold|rent\w*|len[dt]\w*|loan\w*|exchang\w*|swap\w*|trad(?:e|es|ed|ing)|transfer\w*|giv(?:e|es|en|ing)|pass(?:es|ed|ing)?|releas\w*|provid(?!ers?\b)(?!\w* you\b)\w*|mak\w* (?:\w+ ){0,4}available)\b/;

/**
 * The right to ask which companies got your data for their marketing ("California residents may
 * request a list", "we will provide a list of the categories"), a promise not to share for it, and
 * customer lists passing with the business in a sale of the company are other findings; so are
 * providers barred from marketing, sharing only once you agree (consent-sharing), and advertisers
 * (a recipient of their own).
 */
const NOT_THIS_SHARING =
  /\bservice providers?\b|\brestricted\b|\bopt[- ]?out of having\b|^(?:[-–•*]\s*)?(?:you|users|visitors) (?:also )?(?:may|can) (?:request|ask|send|write)\b|\bright to (?:receive|request|know|obtain|ask)\b|\bonce a year\b|\bif this (?:privacy )?(?:policy|notice|statement) states\b|\binquir\w*|\belect\w* to\b(?! (?:receive|get|hear)\b)|\bin no event\b|\bunder no circumstances\b|\bpart of (?:that|the|such|a|any) transaction\b|\b(?:business|company|site|service) (?:is|are|was|were) (?:sold|acquired)\b|\b(?:may|can|will|must|shall)\s*(?:not|n['’]t) (?:[\w,]+ ){0,4}(?:market|use)\b|\bon (?:our|its) behalf\b|\bprohibited\b|\bnot (?:permitted|allowed|authori[sz]ed)\b|\badvertis(?:ers|ing (?:partners|networks|companies))\b|\bad networks?\b|\b(?:a|the) list of (?:the )?(?:categories|third parties|companies|names)\b|\b(?:merger|acquisition|acquired|bankrupt\w*|insolven\w*|corporate transaction|assets|reorgani[sz]ation|successor)\b|\b(?:request|ask for|ask about|obtain)\b (?:(?:a|the|certain|more|some) )?(?:list|information|details|notice|description)\b|\bshine the light\b|\b1798\.83\b|(?<!\bbut (?:we |it )?)\b(?:(?:do|does|will)\s*(?:not|n['’]t)|never)\s+(?:\w+,?\s+){0,3}(?:share|sell|rent|lend|loan|swap|exchange|trade|disclose|provide|give|pass|make|transfer)\b/;

/** An opt-out from this sharing, in the sentence or the next: "if you prefer that we not share it", "opt out of such exchanges". */
const OPT_OUT =
  /\bopt[- ]?out\b|\b(?:prefer|rather|wish|want|request|ask)\w* (?:that )?(?:we|us) (?:do |did )?not\b|\b(?:remove|exclude|delete|take)\w* (?:you|your (?:name|details|information|address|e-?mail))\b|\bif you (?:do not|don['’]t) (?:wish|want)\b|\bunsubscribe\b/;
/** The next sentence's opt-out must be about this sharing, not about newsletters. */
const OPT_OUT_OF_THIS_SHARING = new RegExp(
  String.raw`^(?=[^]*(?:\bshar\w*|\blists?\b|\bthird[- ]part|\bcompanies\b|\borgani[sz]ations\b|\bexchang\w*|\brent\w*|\bdisclos\w*|\bin this way\b))[^]*(?:${OPT_OUT.source})`,
);

const VERBS: Items = [
  [/\b(?:sell\w*|sold)\b[^.]{0,20}\brent\w*|\brent\w*\b[^.]{0,20}\b(?:sell\w*|sold)\b/, 'Sells or rents out'],
  [/\brent\w*/, 'Rents out'],
  [/\bsell\w*|\bsold\b/, 'Sells'],
  [/\bexchang\w*|\bswap\w*|\btrad(?:e|es|ed|ing)\b/, 'Swaps'],
  [/\blen[dt]\w*|\bloan\w*|\bavailable\b/, 'Lends'],
];

const DETAILS: Items = [
  [/\bnames? and (?:your )?e-?mail address/, 'your name and email address'],
  [/\bnames? and (?:\w+ )?(?:postal |mailing |e-?mail )?address/, 'your name and address'],
  [
    /\b(?:mailing|customer|subscriber|donor|member|membership|postal) (?:lists?|files?)\b/,
    'your contact details',
  ],
  [/\be-?mail address/, 'your email address'],
  [/\bregistration (?:details|information|data)\b/, 'your registration details'],
  [/\blocation (?:information|data)\b/, 'your location'],
  [/\bcontact (?:details|information)\b|\bpostal address/, 'your contact details'],
];

function othersMarketingStatement(names: Names, normalized: string, after?: Names): string {
  const verb = itemsFound(names, VERBS, 1)[0] ?? 'Gives';
  // The details given, read without what the sentence keeps back ("but not your e-mail address"),
  // which is said as kept back when no detail given names it too.
  const { given, keptBack } = splitKeptBack(normalized);
  const details = itemsFound((pattern) => pattern.test(given), DETAILS, 1)[0] ?? 'your personal data';
  const withheld = itemsFound((pattern) => pattern.test(keptBack), DETAILS, 1)[0];
  const butNot =
    withheld && withheld !== details && !details.includes(withheld.replace('your ', ''))
      ? `, but not ${withheld},`
      : '';
  const preposition = verb === 'Swaps' ? 'with' : 'to';
  const others = names(/\b(?:charities|charitable|non-?profits?|organi[sz]ations|causes)\b/)
    ? 'other organisations'
    : 'other companies';
  const optOut = names(OPT_OUT) || after?.(OPT_OUT_OF_THIS_SHARING) === true ? '; you can opt out' : '';
  return `${verb} ${details}${butNot} ${preposition} ${others} for their own marketing, so they can send you offers themselves${optOut}.`;
}

/**
 * Sharing only with your consent is the consent-sharing finding's (share-promises.ts), except an
 * opt-in to other companies' offers, which this rule says with its opt-in (sharing-evidence.ts).
 * Business partners and sponsors named so have a rule of their own, which says their opt-in.
 */
const NAMED_PARTNERS =
  /\b(?:business|trusted|selected|carefully selected|third[- ]party) partners?\b|\bsponsors\b/;
const PARTNERS_OPT_IN = new RegExp(
  String.raw`^(?=${OPT_IN_TO_OFFERS.source})[^]*(?:${NAMED_PARTNERS.source})`,
);
const ONLY_WITH_CONSENT = new RegExp(
  String.raw`^(?!${OPT_IN_TO_OFFERS.source})[^]*(?:\bonly (?:if|when|with|after) (?:you|your)\b|\bif you (?:\w+ )?(?:agree|consent|opt in|ask|choose|request)\b|\bwith your (?:prior |express |explicit )?(?:consent|permission)\b)`,
);

export const OTHERS_MARKETING: PracticeDefinition = {
  id: 'marketers',
  label: 'other companies for their own marketing',
  statement:
    'Gives your personal data to other companies for their own marketing, so they can send you offers themselves.',
  write: othersMarketingStatement,
  patterns: [LISTS_GIVEN, FOR_THEIR_MARKETING],
  section: 'dataSharing',
  category: 'Third Party Sharing/Collection',
  requires: GIVES,
  unless: [NOT_THIS_SHARING, ONLY_WITH_CONSENT, PARTNERS_OPT_IN],
  deniedVerb: SHARE_VERB,
  isRecipient: true,
};
