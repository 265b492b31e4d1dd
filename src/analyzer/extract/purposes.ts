import type { PracticePurpose } from '../../common/analysis';
import type { PracticeDefinition } from './practice-definition';
import { itemsFound, joinItems, type Names } from '../statement-items';

/**
 * What the company uses your data for, in the words of one sentence: "We use the information we
 * collect to process your orders, answer your questions and improve our site." The company's own
 * use only: the subject is "we" (or the data, in the passive), never another company or the reader.
 */

/** The verb of using: the denied verb, and what the sentence itself must have (see COMPANY_USES_DATA). */
export const USE = /\b(?:use|uses|used|using)\b/;

/** Data as the object of using: "your personal information", "the data we collect", "it". */
const DATA_WORD = String.raw`(?:information|data|details|info)`;

/**
 * "We (may) use the information we collect to / for", "we use it to", "your data is used to / for".
 * The purpose follows within a clause: a full stop, a semicolon or a colon ends the search, so a
 * lead-in ("we use your information for the following purposes:") names none of its own.
 */
const COMPANY_USES_DATA = new RegExp(
  String.raw`\bwe (?:\w+ ){0,3}?(?:use|uses|used|using) (?:(?:it|them)\b|(?:[\w'’-]+ ){0,4}?${DATA_WORD}\b[^.;:]{0,100}?)[^.;:]{0,40}?\b(?:to|for|in order to)\b|\b${DATA_WORD}\b[^.;:]{0,100}?\b(?:is|are|will be|may be|might be|can be|shall be|would be) (?:\w+ )?used\b(?! by (?!us\b))[^.;:]{0,40}?\b(?:to|for)\b`,
);

/**
 * Not the company's own use, or no purpose stated: another company or the reader is the one using
 * ("advertisers may use", "partners use", "you use"); a pointer to more ("to learn more about how we
 * use your information, visit"); a lead-in to a list of uses ("in the following ways:"); or data that
 * is only aggregate or anonymous, which is not your personal data.
 */
const NOT_OWN_USE = [
  /\b(?:third[- ]part(?:y|ies)|advertisers|partners|vendors|service providers|providers|they|these (?:companies|parties|providers|partners|sites)|such (?:companies|parties|providers|partners)|other (?:companies|sites|websites|users)|google|facebook|you)\b (?:\w+ ){0,2}(?:use|uses|using)\b|\b(?:allow|permit|enable|authori[sz]e)s? (?:\w+ ){0,3}to use\b|\bused by (?!us\b)(?:third|other|our (?:partners|advertisers|vendors|service)|advertisers|partners|vendors)/,
  /\b(?:learn|read|find out) more\b|\bfor more (?:information|details)\b|\bhow (?:we|(?:\w+ ){0,3}(?:information|data) (?:\w+ )?(?:is|are|will be|may be|can be)) (?:\w+ )?used?\b|\bthe following (?:ways|purposes|reasons)\b|:\W*$/,
  // What data could be used for, in a definition ("information that can be used to identify you"), or
  // the way it is kept from being used ("combined so that it cannot be used to identify anyone").
  /\b(?:can|could|may|might) (?:\w+ )?be used (?:\w+ ){0,10}?to (?:identify|contact|locate)\b|\b(?:cannot|can ?not|could not|not) (?:\w+ )?be used\b/,
  /^(?![^]*\b(?:your|the|such|this) personal)[^]*\b(?:aggregate[ds]?|anonymi[sz]ed|anonymous|de-?identified|non-?personal|non-?identifying)\b (?:\w+ ){0,2}(?:information|data|statistics|analysis|form)\b|\b(?:in (?:the )?aggregate|on an aggregate basis|in (?:an )?(?:aggregated?|anonymi[sz]ed|de-?identified) form)\b/,
];

/** A purpose the sentence names, the words its statement says it in, and its practice purpose. */
type PurposeItem = readonly [RegExp, string, PracticePurpose];

/** Telling you about what the company offers: its own marketing. */
const MARKETING_ITEM =
  /\b(?:marketing|promotion(?:al|s)?|newsletters?|special offers|mailings?|market (?:to you|our|products|services))\b|\b(?:send|sending|inform\w*|notify\w*|tell\w*|updat\w*|contact\w*|communicat\w*(?: with)?) you (?:\w+ ){0,4}?(?:about|of|on|regarding|with) (?:\w+ ){0,4}?(?:products|services|features|offers|events|benefits|programs|promotions|sales)\b/;

/**
 * The purposes, in the order a statement names them. Running the service alone, obeying the law or
 * enforcing its terms is what every service does with data: said only beside a purpose that tells
 * the reader more.
 */
const PURPOSE_ITEMS: readonly PurposeItem[] = [
  [
    /\b(?:provide|providing|provision of|operate|operating|operation of|run|running|deliver|delivering|maintain|maintaining|administer|administering|offer|offering) (?:and \w+ )?(?:the |our |its |this |these |your )?(?:\w+ )?(?:services?|sites?|website|products?|platform|apps?|accounts?|features)\b/,
    'run its services',
    'basic-service',
  ],
  [
    /\b(?:process\w*|fulfil\w*|complet\w*|handl\w*|ship\w*|deliver\w*) (?:\w+ ){0,2}(?:orders?|purchases?|transactions?|shipments?|bookings?|reservations?)\b|\b(?:items|products|goods) (?:that )?you (?:have )?(?:order|purchase|buy|bought)\w*|\bmake (?:\w+ )?purchases\b/,
    'process your orders',
    'basic-service',
  ],
  [
    /\bbill(?:ing)? you\b|\binvoic\w*|\b(?:process\w*|collect\w*|handl\w*|accept\w*) (?:\w+ ){0,2}payments?\b/,
    'take your payments',
    'basic-service',
  ],
  [
    /\b(?:respond\w*|reply\w*|answer\w*|fulfil\w*) (?:to )?(?:\w+ ){0,2}(?:questions?|inquir\w*|enquir\w*|requests?|e-?mails?|comments?|messages|correspondence|queries)\b|\bcustomer (?:service|support|care)\b|\b(?:provide|give|offer) (?:you )?(?:technical |customer )?support\b/,
    'answer your requests',
    'basic-service',
  ],
  [
    /\b(?:send|sends|sending|notify\w*|inform\w*|tell\w*|contact\w*|communicat\w*) (?:with )?(?:you|users|customers|members) (?:\w+ ){0,3}?(?:about|regarding|of|concerning|with) (?:\w+ ){0,3}?(?:your (?:account|orders?|purchases?|subscriptions?|membership)|(?:important )?changes|transactional|administrative)\b|\b(?:administrative|transactional|service[- ]related|account[- ]related) (?:messages|e-?mails|notices|communications|information)\b|\b(?:order|purchase|booking) confirmations?\b/,
    'send you notices about your account or the service',
    'basic-service',
  ],
  [
    /\bpersonali[sz]\w*|\bcustomi[sz]\w*|\btailor\w*|\brecommend\w*|\bremember (?:you|your (?:preferences|settings))\b/,
    'personalise what you see',
    'personalization',
  ],
  [
    /\b(?:improv\w*|enhanc\w*|develop\w*|optimi[sz]\w*|upgrad\w*) (?:[\w,]+ ){0,4}?(?:services?|sites?|websites?|products?|platform|apps?|offerings?|experiences?|content|features|functionality|performance|design|stores?|shops?)\b/,
    'improve its services',
    'analytics-research',
  ],
  [
    /\b(?:analy[sz]\w*|analytic\w*|statistic\w*|research\w*|measur\w*|understand (?:how|what|the)|trends|traffic|usage patterns|audits?)\b/,
    'study how its services are used',
    'analytics-research',
  ],
  [
    /\bsecur(?:e|ity|ing)\b(?! (?:updates|alerts|notices|messages|notifications))|\bprotect\w* (?:\w+ ){0,2}(?:safety|users|services?|sites?|systems|accounts?)\b/,
    'keep its services secure',
    'operations-security',
  ],
  [
    /\b(?:fraud\w*|abuse|spam\w*|prevent\w* (?:\w+ ){0,2}(?:crime|illegal|unauthori[sz]ed|misuse)|verify (?:your )?identity)\b/,
    'prevent fraud and abuse',
    'operations-security',
  ],
  [MARKETING_ITEM, 'send you its own offers and news', 'marketing'],
  [
    /\benforce (?:our|the|its|any) (?:\w+ )?(?:terms|agreements?|policies|rights)\b/,
    'enforce its terms',
    'operations-security',
  ],
  [
    /\b(?:comply (?:with )?(?:\w+ )?(?:law|laws|legal|regulat\w*|obligations?)|legal (?:obligations?|requirements?)|required by law)\b/,
    'meet its legal duties',
    'legal',
  ],
];

/** Ads: advertising has findings and flags of its own, and offers named beside ads are ads. */
const ADS = /\b(?:ads|advertis\w*)\b/;
/** "Used only to fulfil your order": the limit is part of the point. */
const ONLY =
  /\b(?:only|solely|exclusively) (?:\w+ ){0,3}?(?:to|for)\b|\b(?:only|solely) us(?:e|es|ed)\b|\bus(?:e|es|ed) (?:only|solely|exclusively)\b/;

/** The items that, alone, say nothing a reader would not assume. */
const TRIVIAL = new Set(['run its services', 'meet its legal duties', 'enforce its terms']);
const MARKETING = 'send you its own offers and news';

/** The purposes a sentence names, at most five; none when it names only trivial ones. */
export function purposesNamed(names: Names, leaveOut?: string): string[] {
  const ads = names(ADS);
  const found = itemsFound(
    names,
    PURPOSE_ITEMS.filter(([, words]) => words !== leaveOut && !(ads && words === MARKETING)).map(
      ([pattern, words]) => [pattern, words],
    ),
    5,
  );
  if (!found.some((words) => !TRIVIAL.has(words))) return [];
  // "Run its services" beside "improve its services" is said once.
  const run = found.indexOf('run its services');
  const improve = found.indexOf('improve its services');
  if (run === -1 || improve === -1) return found;
  found[run] = 'run and improve its services';
  found.splice(improve, 1);
  return found;
}

/**
 * An open-ended list of uses: "for purposes including ...", "such as", "among other things", "and for
 * any other lawful purpose". The statement says the list is not exhaustive, never as closed. Not an
 * example given in a clause of its own ("used for analytics; for example, we use device data to fix bugs").
 */
const ANY_LAWFUL_PURPOSE =
  /\b(?:and|or) (?:for )?(?:any|all) (?:other )?(?:\w+ )?(?:lawful|legitimate|legal|permitted|permissible) (?:business )?purposes?\b|\bfor (?:any|all) (?:other )?(?:lawful|legitimate|legal|permitted) (?:business )?purposes?\b/;
const OPEN_LIST =
  /\b(?:purposes|ways|reasons|things|uses),? (?:such as|including|like)\b|\b(?:for|to)(?: do)? (?:things )?(?:such as|including)\b|\bincluding(?:,)? (?:but not limited to|without limitation)\b|\bamong other (?:things|purposes|uses|reasons)\b|\b(?:and|or) (?:for )?(?:\w+ )?other (?:\w+ ){0,2}(?:purposes|uses|reasons)\b|(?<![;:] )\bfor example\b|\be\.g\.|\betc\b/;

/**
 * Uses at the company's own discretion: "for any purpose we consider appropriate, including to:", "for
 * any purpose we see fit", "for any purpose whatsoever". What it then lists are examples, not a limit.
 */
const ANY_PURPOSE_IT_CHOOSES =
  /\bfor any (?:other )?purposes? (?:(?:that|which) )?(?:we|it|the company) (?:\w+ )?(?:considers?|deems?|thinks?|sees? fit|determines?|chooses?|decides?)\b|\bfor any purposes? whatsoever\b/;

/**
 * The statement: "Uses your data to run its services, answer your requests and improve its services."
 * `leadIn` is the lead-in of a list of uses whose items `names` reads ("We use your information for
 * any purpose we consider appropriate, including to:"): it names no use itself, but it may say the
 * list is open or only examples of uses at the company's discretion.
 */
export function purposesStatement(
  names: Names,
  leaveOut?: string,
  continued?: Names,
  leadIn?: Names,
): string {
  // The uses a list goes on with in the next sentence ("We also use it to ...") are named with its own.
  const found = purposesNamed(
    continued ? (pattern) => names(pattern) || continued(pattern) : names,
    leaveOut,
  );
  if (found.length === 0) return '';
  if (leadIn?.(ANY_PURPOSE_IT_CHOOSES))
    return `Uses your data for any purpose it sees fit, including to ${joinItems(found)}.`;
  // A limit is nearly always said of one kind of data ("your billing details only to ship your order").
  if (names(ONLY)) return `Uses some of your data only to ${joinItems(found)}.`;
  // A lead-in's limit is said of the data it names: "We use your personal information only to:".
  if (leadIn?.(ONLY)) return `Uses your data only to ${joinItems(found)}.`;
  const either = (pattern: RegExp): boolean =>
    names(pattern) || (continued?.(pattern) ?? false) || (leadIn?.(pattern) ?? false);
  const open = either(ANY_LAWFUL_PURPOSE)
    ? ', and for any other lawful purpose'
    : either(OPEN_LIST)
      ? ', among other purposes'
      : '';
  return `Uses your data to ${joinItems(found)}${open}.`;
}

/** The practice purposes a statement says, for the practice of its finding. */
export function purposesOfStatement(statement: string): PracticePurpose[] {
  const purposes: PracticePurpose[] = [];
  const said = statement.replace('run and improve its services', 'run its services, improve its services');
  for (const [, words, purpose] of PURPOSE_ITEMS)
    if (said.includes(words) && !purposes.includes(purpose)) purposes.push(purpose);
  return purposes;
}

/**
 * A sentence without a word of any purpose beyond running the service or the law: tested before the
 * denial reader and the model, which most sentences that use data for something never need.
 */
const NAMES_NO_PURPOSE =
  /^(?![^]*(?:personali|customi|tailor|recommend|remember|improv|enhanc|develop|optimi|upgrad|analy|statistic|research|measur|understand|trend|traffic|usage pattern|audit|secur|protect|fraud|abuse|spam|prevent|verify|order|purchase|transaction|shipment|booking|reservation|bill|invoic|payment|respond|reply|answer|fulfil|support|customer|notif|inform|tell|contact|communicat|send|administrative|confirmation|marketing|promotion|newsletter|offer|mailing|market|items|products|goods))/;

/**
 * A sentence that goes on with the list of uses of the one before it: "We also use it to ...", "In
 * addition, we may use your information to ...", "It may also be used to ..." (fix-y). Not another
 * company's use.
 */
const CONTINUES_USES = new RegExp(
  String.raw`^(?![^]*(?:${NOT_OWN_USE[0]?.source ?? '$^'}))(?:[-–•*]\s*)?(?:(?:in addition|additionally|furthermore|further|also),? )?(?:we (?:may |might |can |will )?also (?:\w+ ){0,2}?us(?:e|es)\b|(?:in addition|additionally|furthermore),? we (?:may |might |can |will )?us(?:e|es)\b|(?:it|this|such|this information|this data|the information|your information|your data|these data) (?:\w+ )?(?:is|are|may|might|can|will) also (?:be )?used\b)`,
);

/** A lead-in whose list items name the uses: "We use the information we collect to:", "... for these purposes:". */
const USES_LEAD_IN = /:\s*$/;

/**
 * The uses a list names under a lead-in of using ("We use your information to:" then "- process your
 * orders", "- answer your questions"): one finding, quoting the item that names most, that says every
 * use the items name (fix-y). Undefined when the lead-in is not the company's own use of your data.
 */
export function isUsesLeadIn(leadIn: string): boolean {
  return (
    USES_LEAD_IN.test(leadIn) &&
    COMPANY_USES_DATA.test(leadIn) &&
    !NOT_OWN_USE.some((pattern, index) => index !== 1 && pattern.test(leadIn)) &&
    !/\b(?:learn|read|find out) more\b|\bfor more (?:information|details)\b/.test(leadIn)
  );
}

export const PURPOSES_ID = 'purposes';
export const MARKETING_PURPOSE = MARKETING;

/**
 * The rule, its keys in the order of the data types' rules (`collected()` in data-types.ts, then
 * `write`): the engine reads every rule in one loop, and a rule of another shape there slowed the
 * whole analysis.
 */
export const PURPOSES: PracticeDefinition = {
  id: PURPOSES_ID,
  label: 'what your data is used for',
  statement: 'Uses your data for purposes it names.',
  patterns: [COMPANY_USES_DATA],
  section: 'dataCollection',
  category: 'First Party Collection/Use',
  requires: USE,
  unless: [NAMES_NO_PURPOSE],
  deniedVerb: USE,
  // Tested on the sentence's text directly, not through the engine's shared literal gates: these
  // patterns run on a few sentences per policy, and gating them would add their literals to the
  // literal scan of every sentence.
  write: (_names, normalized, after) => {
    // Only a sentence that names a use of its own goes on into the next one.
    const continues =
      after?.(CONTINUES_USES) === true && purposesNamed((pattern) => pattern.test(normalized)).length > 0;
    const statement = purposesStatement(
      (pattern) => pattern.test(normalized),
      undefined,
      continues ? after : undefined,
    );
    return statement === '' || NOT_OWN_USE.some((pattern) => pattern.test(normalized)) ? '' : statement;
  },
};
