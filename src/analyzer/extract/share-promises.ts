import { SHARE_VERB } from '../practices/denial';
import { REQUIRED_BY_LAW } from './legal-grounds';
import { SHARING_CONTEXT } from './practice-definition';
import type { PracticeDefinition } from './practice-definition';
import type { Names } from '../statement-items';
import { joinItems } from '../statement-items';
import { COMPILE_ONCE } from '../compile-once';

/**
 * The verbs a promise not to share denies: the shared denial's sharing verbs (SHARE_VERB), but not
 * the reader's "unless you give us permission", "you provide us".
 */
const PROMISED_VERB =
  /\b(?:shar|disclos|sell|sold|rent|leas|trad|transfer|(?<!\byou )provid(?!\w* us\b)|(?<!\byou )giv(?!\w* us\b)|releas|distribut|make available|made available|pass|send|sent|transmit|reveal|exchang|licens)\w*/;

/**
 * A promise not to pass data on to anyone outside ("we do not share, sell or rent your personal
 * information to third parties", "information from our donation pages is never passed on to outside
 * parties"), with the exceptions its own sentence makes, and sharing the reader sets off ("we will
 * share your information with your consent", "when you ask us to"). The promises about advertisers,
 * other companies' marketing and sale are in parties.ts; these are about outsiders in general.
 */

/** The verbs of passing data on, in every form the patterns below meet them. */
// Not selling or renting: a promise not to sell is the no-sale promise's (parties.ts); "will not share,
// rent or sell" is both.
const PASS_ON = String.raw`(?:shar|disclos|pass|giv|provid(?!ers?\b)|transfer|releas|distribut|reveal|mak\w* available|made available)\w*`;
/**
 * The company's passing on, not the reader's ("if you provide us with written authorization"), and
 * "provide" only with a recipient ("provide it to third parties", not "provide the services you asked for").
 * The look-behind comes after the word boundary: both are tests of the same position, so the order
 * changes no match, but the boundary fails at most positions and the look-behind then runs only at
 * word starts instead of at every character of the sentence.
 */
const COMPANY_PASSES_ON = String.raw`\b(?<!\b(?:you|users?|visitors?|customers?)(?: \w+)? )(?:(?:shar|disclos|pass|transfer|releas|distribut|reveal)\w*|giv(?:e|es|en|ing)|mak\w* (?:\w+ ){0,3}available|provid(?:e|es|ed|ing) (?:\w+ ){0,4}to (?!(?:us|you)\b))`;
/** Outsiders in general: "third parties", "any outside entity", "other people or companies", "anyone". */
const OUTSIDERS = String.raw`(?:(?:any|other|outside|external|unaffiliated|non-?affiliated|third[- ]party)(?: or (?:other|outside|external|unaffiliated))? )*(?:third[- ]part(?:y|ies)|parties|entit(?:y|ies)|organi[sz]ations?|compan(?:y|ies)|firms|businesses|people|persons|individuals|anyone|anybody|outsiders)\b`;

/**
 * Outside the company or its group: "outside of us", "outside our company", "outside of Acme and its
 * subsidiaries and affiliates" (not "outside your country": that is a transfer).
 */
const OUTSIDE_THE_COMPANY = String.raw`outside (?:of )?(?:us\b|(?:our|the|this) (?:company|organi[sz]ation|business)\b|[^;]{0,60}?\b(?:affiliates|subsidiaries|(?:corporate|company) group|(?:group|family) of companies)\b)`;

/**
 * "Will not share, rent or sell ... with other people or companies", "is never shared with third
 * parties", "do not disclose your details to any outside entity", "will not be shared outside of
 * Acme and its affiliates": a verb of passing on, then outsiders in general (not "our partners",
 * not "advertisers", which have rules of their own).
 * "Will not be shared or passed on" with no recipient named is a promise too.
 */
const TO_OUTSIDERS = new RegExp(
  String.raw`\b${PASS_ON}\b(?: on)?[^.;]{0,100}?\b(?:(?:to|with) ${OUTSIDERS}|${OUTSIDE_THE_COMPANY})` +
    String.raw`|\b(?:is|are|will|shall|would|be|been)(?: \w+)? (?:not|never)\b(?: be)? (?:(?:sold|rented),? (?:or |and |nor )?)*(?:shared|disclosed|passed on|given|transferred|released|distributed|made available)(?:,? (?:or |and |nor )?(?:shared|disclosed|sold|rented|passed on|given|transferred|released|distributed|made available))*\b(?![^.;,]{0,30}\b(?:to|with|by|for|outside)\b)`,
);

/** The company disclaims, rather than promises: "we are not responsible for what you disclose to others". */
const DISCLAIMER =
  /\b(?:not|no) (?:\w+ ){0,2}(?:responsib|liab|control|guarantee|warrant|obligat)\w*|\bfree to\b/;
/**
 * Not the company's promise: advice to the reader ("do not share your password with anyone"), a
 * duty put on the recipients ("they may not share that information with any other third party"),
 * or data that is anonymous in the first place ("anonymous, aggregated information ... may be made
 * available to third parties").
 */
const NOT_ITS_PROMISE =
  /^(?:[-–•*]\s*)?(?:please )?(?:do not|don['’]t|dont|never)\b|\byou (?:should|must|may) (?:not|never)\b|\b(?:they|these (?:companies|firms|parties|third parties|providers|vendors|partners|individuals|organi[sz]ations)|such (?:companies|firms|parties|third parties|providers|vendors|partners)|(?:service )?providers|vendors|contractors|agents|partners|processors|recipients)\b (?:\w+ ){0,2}(?:may|will|shall|must|can|are|is|do|does)(?: \w+)? (?:not|never)\b|^(?:[-–•*]\s*)?(?:\w+,? ){0,2}(?:anonymous|anonymi[sz]ed|aggregated?|de-?identified|non-?personal(?:ly identifiable)?)\b/;

/**
 * The data a promise covers, as its sentence names it: a promise about email addresses is about
 * email addresses only, one about the data of donations is about that data, one about "this
 * information" is about what the sentence before describes (some of your data).
 */
/** A sentence whose only data named is the email address: no general word for data or lists. */
export const EMAIL_ONLY =
  /^(?![^]*\b(?:information|data|details|lists?|database|records)\b)[^]*\be-?mail(?: address(?:es)?)?\b/;
/** The occasions a promise's data can come from (an inquiry, a contest...), in the statements' words. */
const OCCASIONS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:inquir|enquir)(?:y|ies)\b/, 'inquiries'],
  [/\b(?:contests?|sweepstakes)\b/, 'contests'],
  [/\bsurveys?\b/, 'surveys'],
  [/\b(?:job )?applications?\b/, 'applications'],
  [/\bdonations?\b/, 'donations'],
  [/\bevents?\b/, 'events'],
];
/** The occasion a promise's sentence names, for its statement: "inquiries", "donations". */
export const occasionOf = (normalized: string): string =>
  OCCASIONS.find(([pattern]) => pattern.test(normalized))?.[1] ?? 'one activity it names';
/** "Information collected from our donation pages is never...": the data of one occasion, named before the denial. */
const OCCASION_SUBJECT =
  /^[^.]*?\b(?:information|data|details)\b (?:\w+ ){0,3}?(?:during|in the course of|through|from|for|in connection with|as part of|when you (?:make|submit|send|enter|apply|register))\b (?:\w+ ){0,4}?(?:inquir(?:y|ies)|enquir(?:y|ies)|contests?|sweepstakes|surveys?|(?:job )?applications?|donations?|events?)\b[^.]{0,40}?\b(?:will|shall|is|are)(?: \w+)? (?:not|never)\b/;
/** "This information", "such data", "certain information": some of your data, not all of it. */
const SOME_DATA =
  /^(?:[-–•*]\s*)?(?:this|that|such|these|those|said|the above) (?:[\w-]+ ){0,3}(?:information|data|details)\b|\bcertain (?:[\w-]+ )?(?:information|data|details)\b/;
/** Personal data in general: "your personal information", "any information about you". */
const ALL_DATA =
  /\b(?:personal(?:ly)?(?: identifiable| identifying)? (?:(?:and|or) [\w-]+ )?(?:information|data|details)|your (?:personal(?:ly identifiable)? |private )?(?:information|data|details)|(?:any|all) (?:personal )?(?:information|data)(?! (?:we|you) (?:\w+ )?(?:obtain|receive|get|submit|enter|provide)\w* (?:in|through|from|on|during))|information (?:about|from|of) (?:you|our (?:users|customers|visitors|members))|(?:customer|user|member|visitor) (?:information|data))\b/;
const KINDS: readonly (readonly [RegExp, string])[] = [
  [
    /\bchild(?:ren)?['’]s? (?:[\w-]+ )?(?:information|data|details)\b|\b(?:information|data) (?:\w+ ){0,2}(?:from|about|of) (?:a )?child(?:ren)?\b/,
    "children's data",
  ],
  [
    /\b(?:credit card|card|payment|billing|financial)\b (?:\w+ )?(?:information|details|data|numbers?)\b/,
    'your payment details',
  ],
  [/\bcontact (?:information|details|data)\b/, 'your contact details'],
];

/** The data a promise covers, in the words its statement and the TL;DR use. */
export function promisedData(names: Names, normalized: string, fallback = 'some of your data'): string {
  if (names(EMAIL_ONLY)) return 'your email address';
  if (names(OCCASION_SUBJECT)) {
    return `the data it collects from ${occasionOf(normalized)}`;
  }
  if (names(SOME_DATA)) return 'some of your data';
  if (names(ALL_DATA)) return 'your personal data';
  return KINDS.find(([pattern]) => names(pattern))?.[1] ?? fallback;
}

/** Words that make what follows an exception: "except", "other than", "unless", "without". */
const EXCEPT = String.raw`\b(?:except|excepting|other than|apart from|save|besides|unless|without|only)\b[^.]{0,100}`;
/** Consent or a request of the reader's: "without your consent", "unless you give us permission", "at your request". */
export const WITH_CONSENT =
  /\b(?:without|with) (?:(?:first )?(?:obtaining|getting|receiving) )?(?:your |the user['’]?s? |a user['’]?s? )?(?:\w+ )?(?:consent|permission|authori[sz]ation|approval)\b|\bunless (?:you|we) (?:\w+ ){0,3}(?:consent|permission|authori[sz]\w*|agree|opt[- ]?in|ask|request|direct)\w*|\b(?:when|where|if) we have (?:\w+ ){0,2}(?:consent|permission)\b/;
const AT_YOUR_REQUEST =
  /\b(?:at|upon|on) your (?:\w+ )?(?:request|direction|instruction)s?\b|\b(?:when|if|where|as|unless) you (?:\w+ )?(?:ask|request|direct|instruct)\w* (?:us )?(?:to|that)\b|\byou (?:have )?(?:asked|requested|directed|instructed) us to\b/;
/**
 * Sharing the reader agreed to: "with your consent", "when we have your permission", "once you have
 * given us consent" (not "without": that is a promise's exception), "permission from you", "any
 * further disclosure requires your consent".
 */
export const CONSENT_GIVEN =
  /\bwith (?:(?:your|the user['’]?s?|a user['’]?s?) )?(?:\w+ )?(?:consent|permission|authori[sz]ation|approval)\b|\b(?:when|where|if|once) (?:we have|you (?:have )?(?:give|given|grant|granted|provide|provided)(?: us)?) (?:\w+ ){0,2}(?:consent|permission)\b|\bpermission from you\b/;
const REQUIRES_CONSENT =
  /\b(?:sharing|disclosures?)\b[^.]{0,40}\brequires? (?:your |the user['’]?s? )?(?:\w+ )?(?:consent|permission)\b/;
/** The exceptions a promise makes in its own sentence, in our words, in a fixed order. */
const EXCEPTIONS: readonly (readonly [RegExp, string])[] = [
  [
    new RegExp(
      `${EXCEPT}\\b(?:payment|card|credit|billing|transaction|purchase|donation)\\w*\\b[^.]{0,60}\\bprocessors?\\b|${EXCEPT}\\bprocessors?\\b[^.]{0,120}\\b(?:payments?|cards?|credit|billing|transactions?|purchases?|donations?)\\b`,
    ),
    'its payment processor',
  ],
  [
    new RegExp(
      `${EXCEPT}\\b(?:compan(?:y|ies)|firms?|part(?:y|ies)|providers?|services?)\\b (?:that|who|which) process\\w* (?:\\w+ ){0,2}(?:payments?|cards?|transactions?|donations?)\\b`,
    ),
    'its payment processor',
  ],
  [
    new RegExp(
      `${EXCEPT}\\b(?:service providers?|vendors?|contractors|agents|processors?|suppliers|(?:compan(?:y|ies)|part(?:y|ies)|third[- ]part(?:y|ies)|firms) (?:who|that|which) (?:\\w+ ){0,2}(?:help|assist|perform|process|provide|work|handle|fulfil)\\w*|(?:help|assist)\\w* (?:us|it)|on (?:our|its) behalf)\\b`,
    ),
    'its service providers',
  ],
  [
    /\boutside (?:of )?(?:our|its|the) (?:corporate )?(?:group|family)|\boutside (?:of )?[^;]{0,60}?\b(?:affiliates|subsidiaries)\b|\b(?:other than|except(?: to| with)?|apart from) (?:our|its) (?:affiliates|subsidiaries|(?:corporate )?group|family of companies)\b/,
    'within its corporate group',
  ],
  [
    new RegExp(
      `${EXCEPT}\\b(?:complet|process|fulfil)\\w* (?:\\w+ ){0,3}(?:transactions?|purchases?|orders?|payments?)\\b`,
    ),
    'to complete a purchase',
  ],
  [WITH_CONSENT, 'with your consent'],
  [AT_YOUR_REQUEST, 'when you ask it to'],
  [new RegExp(`${EXCEPT}(?:${REQUIRED_BY_LAW.source})`), 'when the law requires'],
  [
    /\b(?:except|other than|unless)\b[^.]{0,30}\b(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified)\b/,
    'in aggregate form',
  ],
  [
    /\b(?:except|other than|save)(?: as| for| in)? (?:\w+ ){0,3}(?:described|set forth|set out|stated|noted|outlined|explained|provided|listed|specified|disclosed|foregoing|mentioned)\b|\b(?:except|unless)\b[^.]{0,30}\b(?:following|below)\b|\b(?:except|unless|other than)\b[^.]*:$|\bunless (?:\w+ ){0,2}(?:stated|described|noted|specified|set out|set forth|provided|indicated|disclosed|explained) otherwise (?:(?:in|by) (?:this|our|the) (?:privacy )?(?:policy|statement|notice)|herein|here|above|below)\b|\b(?:unless|except) (?:as |where |when )?otherwise (?:stated|described|noted|specified|set out|set forth|provided|indicated|disclosed|explained) (?:(?:in|by) (?:this|our|the) (?:privacy )?(?:policy|statement|notice)|herein|here|above|below)\b|\b(?:except|other than|unless)\b[^.]{0,20}\bin (?:accordance|line) with (?:this|our|the) (?:privacy )?(?:policy|statement|notice)\b/,
    // "unless stated otherwise in this policy" (fix-aa): the same proviso; not "unless otherwise
    // noted at the time you enter it", which names another place.
    'in the cases the policy lists',
  ],
];

/** An exception none of the above names ("except between the recruiting service and its group"). */
const OTHER_EXCEPTION = /\b(?:except|excepting|unless|other than|apart from|save for|beyond)\b/;

/** "except its payment processor, with your consent and when the law requires", or "". */
export function shareExceptions(names: Names): string {
  const found = EXCEPTIONS.filter(([pattern]) => names(pattern)).map(([, words]) => words);
  if (found.length === 0 && names(OTHER_EXCEPTION)) found.push('in some cases it names');
  // A payment processor is a service provider: said once, as the narrower.
  const said = found.includes('its payment processor')
    ? found.filter(
        (words, index) =>
          words !== 'its service providers' &&
          words !== 'to complete a purchase' &&
          found.indexOf(words) === index,
      )
    : found;
  return said.length === 0 ? '' : `except ${joinItems(said)}`;
}

/** The no-sharing statement begins so: the TL;DR reads what it covers and its exceptions from it. */
export const NO_SHARING_LEAD = 'Says it does not share ';
export const NO_SHARING_RECIPIENTS = ' with other companies';

/**
 * One case of a list of disclosures: "(vi) to a third party with your prior consent", "; or with
 * other recipients with your permission". The other cases of its list (the authorities, a buyer, the
 * service providers) have rules of their own and do not make this one theirs.
 */
const CONSENT_CASE = String.raw`(?:[;:(]|\)|\b(?:or|and)\b) ?(?:\(?[ivx\d]{1,4}\) ?)?(?:to|with) (?:(?:a|an|any|other|another) ){0,2}${COMPILE_ONCE}(?:(?:3rd|third)[- ]part(?:y|ies)|recipients?|parties|persons|compan(?:y|ies)|others)\b[^.;]{0,40}?(?:${CONSENT_GIVEN.source})`;
/** A named kind of recipient or a buyer, which have rules of their own, outside a list's consent case. */
const NAMED_RECIPIENT_UNLESS_CASE = (pattern: RegExp): RegExp =>
  new RegExp(String.raw`^(?![^]*${CONSENT_CASE})[^]*?(?:${pattern.source})`);

/** The promise not to pass data to outsiders, and sharing only with the reader's consent. */
export const SHARE_PROMISES: readonly PracticeDefinition[] = [
  {
    id: 'consent-sharing',
    label: 'others when you agree',
    section: 'dataSharing',
    category: 'Third Party Sharing/Collection',
    statement: 'Shares your data with others when you consent.',
    // "For direct marketing of their products only if we have your consent": the purpose and the "only" said.
    write: (names) => {
      const consent = names(CONSENT_GIVEN) || names(REQUIRES_CONSENT);
      const asked = names(AT_YOUR_REQUEST);
      const when = [...(consent ? ['you consent'] : []), ...(asked ? ['you ask it to'] : [])].join(' or ');
      const purpose = names(/\bmarketing\b/)
        ? names(/\b(?:their|its) (?:own )?(?:direct )?marketing\b|\bmarketing of their\b/)
          ? ' for their own marketing'
          : ' for marketing'
        : '';
      return `Shares your data with others${purpose} ${names(/\bonly\b/) ? 'only ' : ''}when ${when || 'you consent'}.`;
    },
    patterns: [
      new RegExp(
        String.raw`${COMPANY_PASSES_ON}\b[^.;]{0,120}?(?:${CONSENT_GIVEN.source}|${AT_YOUR_REQUEST.source})`,
      ),
      REQUIRES_CONSENT,
      new RegExp(CONSENT_CASE),
    ],
    requires: SHARING_CONTEXT,
    // A named kind of recipient has its own rule (advertisers, the group, partners with opt-in, the
    // authorities), unless a list of such cases has one of its own for others with your consent.
    unless: [
      NAMED_RECIPIENT_UNLESS_CASE(
        /\b(?:advertis\w*|ad networks?|affiliat\w*|subsidiar\w*|partners?|sponsors?|service providers?|vendors?|contractors|processors?|social (?:media|networks?)|facebook|twitter|law enforcement|government|authorities|parent(?:s|al)?|guardians?)\b/,
      ),
      // A buyer of the business is the business-transfer rule's.
      NAMED_RECIPIENT_UNLESS_CASE(
        /\b(?:merger|acquisition|acquired|reorgani[sz]ation|bankruptcy|insolvency|sale of (?:all|some|substantially|the|our|its))\b/,
      ),
      DISCLAIMER,
    ],
    deniedVerb: SHARE_VERB,
    isRecipient: true,
  },
  {
    id: 'no-sharing',
    label: 'no sharing with outsiders',
    section: 'dataSharing',
    category: 'Third Party Sharing/Collection',
    statement: `${NO_SHARING_LEAD}your personal data${NO_SHARING_RECIPIENTS}.`,
    write: (names, normalized) => {
      const exceptions = shareExceptions(names);
      return `${NO_SHARING_LEAD}${promisedData(names, normalized)}${NO_SHARING_RECIPIENTS}${exceptions ? `, ${exceptions}` : ''}.`;
    },
    patterns: [TO_OUTSIDERS],
    requires: SHARING_CONTEXT,
    // Advertisers and other companies' marketing have promises of their own (parties.ts); a wish of
    // the reader's ("ask that we not share") is an opt-out, not a promise.
    unless: [
      /\badvertis\w*|\bad (?:servers?|networks?|companies|partners|vendors|serving)\b|\bmarketing\b|\bfor their own\b/,
      /\b(?:prefer|rather|wish|want|request|ask)\w* (?:that )?(?:we|us) (?:do |did )?not\b/,
      DISCLAIMER,
      NOT_ITS_PROMISE,
    ],
    promiseVerb: PROMISED_VERB,
  },
];

/** An exception the statement may not name ("except in aggregate form", "unless one of these applies"). */
const HAS_EXCEPTION = /\b(?:except|unless|other than|apart from|without)\b/i;

/**
 * Whether a no-sharing promise is conditional: it covers only some of your data (its statement is
 * narrower than the general promise) or its sentence makes exceptions. Such a promise denies nothing
 * outright, so sharing elsewhere does not contradict it.
 */
export const isConditionalNoSharing = (statement: string, quote: string): boolean =>
  statement !== `${NO_SHARING_LEAD}your personal data${NO_SHARING_RECIPIENTS}.` || HAS_EXCEPTION.test(quote);

/**
 * The id of a no-sharing finding, by the data it covers: a report shows one finding per id, and a
 * policy may promise one thing of email addresses and another of donations ("no-sharing:your email
 * address"). The rule's own id for a promise about all your personal data.
 */
export const NO_SHARING = 'no-sharing';
export function noSharingId(statement: string): string {
  const data = statement.slice(NO_SHARING_LEAD.length).split(NO_SHARING_RECIPIENTS)[0] ?? '';
  return data === 'your personal data' ? NO_SHARING : `${NO_SHARING}:${data}`;
}
/** A minors' right to remove what they posted (user-rights.ts): the deletion rule's, a point of its own. */
export const MINORS_REMOVAL = 'deletion:minors-posts';
/**
 * The rule an id was made by: "no-sharing:your email address" is the no-sharing rule's, a minors'
 * removal right the deletion rule's.
 */
export const ruleOfId = (id: string): string =>
  id.startsWith(`${NO_SHARING}:`) ? NO_SHARING : id === MINORS_REMOVAL ? 'deletion' : id;
