import { OTHERS_MARKETING } from '../extract/others-marketing';
import { SEVERITIES } from '../../common/analysis';
import type { Finding, Practice } from '../../common/analysis';
import {
  EMAIL_ONLY_NO_SALE,
  OCCASION_NO_SALE,
  PARTIES,
  UNLESS_YOU_AGREE,
  forMarketing,
  noSaleExceptions,
} from '../extract/parties';
import { OPT_IN_PREFIX, saysOptInOnly } from '../extract/sharing-evidence';
import { MINORS_REMOVAL, NO_SHARING, ruleOfId } from '../extract/share-promises';
import { BEST_EFFORT } from '../practices/denial';
import { advertisingPromiseData, noSharingPromise } from './share-promise-phrases';
import type { NoSharingPromise } from './share-promise-phrases';
import { SOME_DATA_STATEMENT, USER_RIGHTS } from '../extract/user-rights';
import { RED_FLAGS } from '../red-flags/red-flag-taxonomy';
import { collectionSentence, everydaySensitiveTypes } from './collection-sentence';
import { joinSome, byOrder, flagged } from './tldr-words';
import type { RuleFinding } from './tldr-words';
import { joinItems } from '../statement-items';
import { saleScope } from './sale-scope';
import type { SaleScope } from './sale-scope';
import type { RedFlagDefinition } from '../red-flags/red-flag-taxonomy';

const labelsFor = (
  definitions: readonly { id: string; label: string }[],
  ids: ReadonlySet<string>,
): string[] =>
  definitions.filter((definition) => ids.has(definition.id)).map((definition) => definition.label);

/** Recipients in order of consequence: who could do most with your data. */
const RECIPIENT_ORDER = [
  // Other companies marketing to you with your details: sharing for marketing, said first.
  'marketers',
  'data-brokers',
  'advertisers',
  'social-networks',
  'partners',
  'public',
  'analytics',
  'affiliates',
  'business-transfer',
  'law-enforcement',
  'service-providers',
];

/** The recipients whose ids carry `prefix` and that no plain sharing finding names, most consequential first. */
function onlyWith(ids: ReadonlySet<string>, prefix: string, besides: readonly string[] = []): string[] {
  return labelsFor(
    [...PARTIES]
      .sort(byOrder(RECIPIENT_ORDER))
      .filter((party) => !ids.has(party.id) && !besides.some((other) => ids.has(`${other}${party.id}`))),
    new Set([...ids].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length))),
  );
}

/**
 * Sale and sharing for advertising, the most consequential practices, first; then the recipients
 * that get your personal data only if you agree (opt in), and those the policy says get only
 * aggregate or anonymous data (not personal data, so not "shares your data").
 */
function sharingSentence(ids: ReadonlySet<string>, options: SharingOptions): string {
  const personal = personalSharingSentence(ids, options);
  // Other companies' own use that needs your agreement, unless the promise says so already.
  // Other companies' marketing with your opt-in already says those others.
  const optInParties = onlyWith(ids, OPT_IN_PREFIX);
  const optIn = [
    ...(options.ownUseOptIn &&
    !options.marketingUnlessYouAgree &&
    !optInParties.includes(OTHERS_MARKETING.label)
      ? [OWN_USE_RECIPIENTS]
      : []),
    ...optInParties,
  ];
  const aggregateOnly = onlyWith(ids, AGGREGATE, [OPT_IN_PREFIX]);
  const silent = personal === NOTHING_SHARED || personal === ONLY_PUBLIC_POSTS;
  const parts =
    silent && (optIn.length > 0 || aggregateOnly.length > 0)
      ? personal === ONLY_PUBLIC_POSTS
        ? [`${capitalised(PUBLIC_POSTS)}.`]
        : []
      : [personal];
  // One sentence for both, so the sharing takes at most two of the TL;DR's five.
  const aggregate = `gives only aggregate or anonymous data to ${joinItems(aggregateOnly)}`;
  if (optIn.length > 0)
    parts.push(
      `It shares your personal data with ${joinItems(optIn)} only if you agree${aggregateOnly.length > 0 ? `, and it says it ${aggregate}` : ''}.`,
    );
  else if (aggregateOnly.length > 0) parts.push(`It says it ${aggregate}.`);
  return parts.join(' ');
}

type SharingOptions = {
  /** The no-sale promise covers the email address alone, and the TL;DR says so. */
  emailOnly: boolean;
  /** The data a promise covering one occasion names ("the data it collects from inquiries"), or ''. */
  occasionData: string;
  /** The promise not to share with others for their marketing holds only while you have not agreed ("unless you opt in"). */
  marketingUnlessYouAgree: boolean;
  /** What the other companies would use it for, as that promise says: "for marketing", "for their own use". */
  marketingUse: string;
  /** The no-sale promise's own exceptions ("except within its corporate group, with your consent"), or "". */
  saleExceptions: string;
  /** The promise not to pass data to outsiders, with its exceptions (share-promise-phrases.ts). */
  noSharing: NoSharingPromise;
  /** The data a promise not to share with advertisers covers ("your contact details"), or ''. */
  adPromiseData: string;
  /** The only advertising found is other companies serving ads on the site (the flag says so). */
  adsServedByOthers: boolean;
  /** A sale of contact lists alone, in its sentences' words (sale-scope.ts), or undefined. */
  saleScope: SaleScope | undefined;
  /**
   * Other companies get data for their own use only once you agree ("if you have granted us
   * permission"): not set against a promise as if it broke it, but said as sharing you agree to.
   */
  ownUseOptIn: boolean;
  /** The promises (by rule) made only as efforts ("reasonable efforts not to disclose"): said "tries not to". */
  efforts: ReadonlySet<string>;
};

/**
 * The recipients named after advertising, most consequential first: companies using the data for
 * their own ends before those working for the company, and social networks last, since their
 * share buttons and logins mostly carry what the reader chooses to send.
 */
const BESIDES_ADS_ORDER = [
  'marketers',
  'data-brokers',
  'partners',
  'affiliates',
  'business-transfer',
  'law-enforcement',
  'service-providers',
  'analytics',
  'social-networks',
];
/** A label's place in BESIDES_ADS_ORDER; "other companies for their own use" (a flag) comes first. */
const rankBesidesAds = (label: string): number => {
  const party = PARTIES.find((candidate) => candidate.label === label);
  return party ? BESIDES_ADS_ORDER.indexOf(party.id) : -1;
};
/** How many recipients besides advertisers the sharing sentence names when it leads with advertising. */
const NAMED_WITH_ADS = 3;

/** The id prefix of a sharing finding about aggregate or anonymous data only (analyze-with-builtin.ts). */
const AGGREGATE = 'aggregate:';
/** The broad-sharing flag said as recipients in the sharing sentence. */
const OWN_USE_RECIPIENTS = 'other companies for their own use';
/** How the targeted-advertising flag says ads served on the site by other companies (sharing-statements.ts). */
const ADS_SERVED_BY_OTHERS = 'Ads are served here by other companies';
const NOTHING_SHARED = 'It does not say whether your personal data is sold or shared.';
/**
 * What you post in public areas is not the company sharing your data: you choose to publish it. The
 * sharing sentence never names "the public" among the recipients; it says so only when nothing else
 * is said about sharing.
 */
const PUBLIC_POSTS = 'what you post in public areas can be seen by others';
const ONLY_PUBLIC_POSTS = `${NOTHING_SHARED.slice(0, -1)}, but ${PUBLIC_POSTS}.`;

/**
 * The first sentence leads with what a sentence of the policy states outright: a sale, advertisers
 * receiving data (`implied:advertisers`, a party named beside ads, is left out), the use of data for
 * ads, then a promise, with the sharing it allows.
 */
function personalSharingSentence(
  ids: ReadonlySet<string>,
  {
    emailOnly,
    occasionData,
    marketingUnlessYouAgree,
    marketingUse,
    saleExceptions,
    noSharing,
    adPromiseData,
    adsServedByOthers,
    saleScope,
    ownUseOptIn,
    efforts,
  }: SharingOptions,
): string {
  const unsold = `${occasionData || (emailOnly ? 'your email address' : 'your personal data')}${saleExceptions ? ` (${saleExceptions})` : ''}`;
  const sells = ids.has('sale') || flagged(ids, 'sells-data');
  const otherSites = flagged(ids, 'ads-on-other-sites');
  const advertising = ids.has('advertisers') || flagged(ids, 'targeted-advertising') || otherSites;
  // A buyer of the business is named once, with the red flags, when that flag is raised.
  const saidWithFlags = flagged(ids, 'data-in-business-transfer') ? ['business-transfer'] : [];
  const recipientsBesides = (said: readonly string[]) =>
    [...PARTIES]
      .filter(
        (party) =>
          ![
            'sale',
            'advertisers',
            'no-sale',
            'no-advertising-sharing',
            'no-marketing-sharing',
            'no-sharing',
            'consent-sharing',
            'public',
            // Social networks' own buttons collect for themselves: the company shares nothing with them.
            'social-widgets',
            ...saidWithFlags,
            ...said,
          ].includes(party.id),
      )
      .sort(byOrder(RECIPIENT_ORDER));
  // Companies using your data for their own ends (mailing lists lent out), a flag: said first, so a
  // promise is not the only thing the sentence says.
  // A sharing finding that says they use it for their own marketing says more than the flag.
  const ownUse =
    flagged(ids, 'broad-third-party-sharing') && !ownUseOptIn && !ids.has(OTHERS_MARKETING.id)
      ? [OWN_USE_RECIPIENTS]
      : [];
  const othersBesides = (said: readonly string[]): string[] => {
    // Service providers raised only as a red flag (no sentence the sharing rules read) still get data.
    const shown =
      flagged(ids, 'many-service-providers') && !said.includes('service-providers')
        ? new Set([...ids, 'service-providers'])
        : ids;
    return [...ownUse, ...labelsFor(recipientsBesides(said), shown)];
  };
  // Recipients the promise's own exceptions name ("except its payment processor and when the law requires").
  const covered = [
    ...(noSharing.excepts.serviceProviders ? ['service-providers'] : []),
    ...(noSharing.excepts.law ? ['law-enforcement'] : []),
  ];
  // A sale leads, and the companies it reaches are the recipients that matter most.
  if (sells) {
    // A sale of contact lists alone is said as such, with the condition its sentence opens with.
    const sold = saleScope
      ? `${saleScope.verb} ${saleScope.data}${saleScope.to ? ` to ${saleScope.to}` : ''}${saleScope.condition}`
      : 'sell your personal data';
    const it = saleScope ? 'your data' : 'it';
    // Other companies getting it for their own marketing are sharing for marketing, said with the sale
    // (once, where the sale's own sentences are those that give it to them).
    const marketers = ids.has(OTHERS_MARKETING.id) && saleScope?.to === undefined;
    if (!advertising)
      return `It may ${sold}${marketers ? `, and it gives ${it} to ${OTHERS_MARKETING.label}` : ''}.`;
    // Advertisers receiving the data, stated outright, are said as such: "uses it for advertising"
    // would soften a hand-over into the company's own use.
    if (ids.has('advertisers'))
      return `It may ${sold}, and it shares ${it} with advertisers${marketers ? ` and ${OTHERS_MARKETING.label}` : ''}${otherSites ? ` and uses ${it} to aim ads at you on other websites` : ''}.`;
    return `It may ${sold}, and it uses ${it} for advertising${otherSites ? ', including ads aimed at you on other websites' : ''}${marketers ? `, and gives ${it} to ${OTHERS_MARKETING.label}` : ''}.`;
  }
  // The promise not to pass data to outsiders: a general one always, a narrower one (some data,
  // "except in the cases the policy lists") only where the sentence would otherwise call the
  // policy silent, besides the recipients its exceptions name.
  const saidElse =
    othersBesides(covered).length > 0 ||
    (ids.has('consent-sharing') && !noSharing.excepts.consent) ||
    ids.has('no-sale') ||
    ids.has('no-marketing-sharing') ||
    advertising;
  const spoken = noSharing.phrase !== '' && (noSharing.general || !saidElse);
  const others = othersBesides(spoken ? covered : []);
  // Sharing the reader agrees to, unless the promise says it already ("except with your consent").
  const withConsent = ids.has('consent-sharing') && !(spoken && noSharing.excepts.consent);
  const sharePromise = !spoken
    ? ''
    : ids.has('no-sale') && unsold === 'your personal data'
      ? noSharing.phrase.replace('your personal data', 'it')
      : noSharing.phrase;
  // A promise not to share with other firms for marketing (not with advertisers) is said
  // as such, with its condition: "unless you agree".
  const promised: Array<readonly [string, string]> = [
    ...(ids.has('no-sale') ? [[`sell ${unsold}`, 'no-sale'] as const] : []),
    ...(sharePromise ? [[sharePromise, NO_SHARING] as const] : []),
    ...(ids.has('no-marketing-sharing') && !sharePromise
      ? [
          [
            `share ${ids.has('no-sale') && !emailOnly ? 'it' : 'your personal data'} with other companies ${marketingUse}${marketingUnlessYouAgree ? ' unless you agree' : ''}`,
            'no-marketing-sharing',
          ] as const,
        ]
      : []),
  ];
  // A promise not to share with advertisers, said when no broader promise is.
  if (ids.has('no-advertising-sharing') && !ids.has('advertisers') && promised.length === 0 && adPromiseData)
    promised.push([`share ${adPromiseData} with advertisers`, 'no-advertising-sharing']);
  const promises = promised.map(([words]) => words);
  // A promise to try is said as such: "it says it tries not to share ...".
  const firm = promised.filter(([, rule]) => !efforts.has(rule)).map(([words]) => words);
  const tried = promised.filter(([, rule]) => efforts.has(rule)).map(([words]) => words);
  const says =
    promises.length > 0
      ? `It says it ${[
          ...(firm.length > 0 ? [`does not ${firm.join(' or ')}`] : []),
          ...(tried.length > 0 ? [`tries not to ${tried.join(' or ')}`] : []),
        ].join(' and ')}`
      : '';
  const promise = says ? `${says}, but it ` : 'It ';
  // "It" stands for the data of the promises only when they cover all of it.
  const general =
    (!ids.has('no-sale') || !emailOnly) &&
    (!sharePromise || noSharing.general) &&
    !promises.some((words) => words.endsWith(' with advertisers') && !words.includes('your personal data'));
  const data = promises.length > 0 && general ? 'it' : 'your personal data';
  // A promise not to share with advertisers beside advertisers receiving data: both, as the report
  // says. Only when both are about advertisers: a promise about other firms' marketing
  // (no-marketing-sharing) or ad networks only named beside ads (implied:advertisers) is no
  // contradiction.
  if (ids.has('advertisers') && ids.has('no-advertising-sharing')) {
    const promised = ids.has('no-sale')
      ? `It says it does not sell ${unsold} or share some of ${emailOnly ? 'your data' : 'it'} with advertisers`
      : `It says it ${efforts.has('no-advertising-sharing') ? 'tries not to' : 'does not'} share some of your data with advertisers`;
    const ads = otherSites ? ', and it uses your data to aim ads at you on other websites' : '';
    return `${promised}, but elsewhere says advertisers receive data or collect it on its site${ads}.`;
  }
  if (advertising) {
    const besidesAds = [...others].sort((left, right) => rankBesidesAds(left) - rankBesidesAds(right));
    const alsoShares =
      besidesAds.length > 0 ? `, and shares it with ${joinSome(besidesAds, NAMED_WITH_ADS)}` : '';
    // Only other companies' ads served on the site, chosen by what they learn: not the company's own use.
    const adsUse =
      adsServedByOthers && !otherSites
        ? `lets other companies serve ads on its site that may be chosen by what they learn about you${alsoShares.replace('shares it', 'shares your data')}`
        : `uses ${data} to personalise ads${otherSites ? ', including on other websites' : ''}${alsoShares}`;
    const use = ids.has('advertisers')
      ? `shares ${data} with ${joinSome(['advertisers', ...besidesAds], NAMED_WITH_ADS + 1)}${otherSites ? `${besidesAds.length > 0 ? ',' : ''} and uses it to aim ads at you on other websites` : ''}`
      : adsUse;
    return `${promise}${use}.`;
  }
  // "But" only contrasts the promise with advertising; service providers and the authorities are no contradiction.
  const consent = withConsent ? `${others.length > 0 ? ', and' : ''} with others if you agree` : '';
  if (others.length > 0 || withConsent) {
    const contrast = ownUse.length > 0 || ids.has(OTHERS_MARKETING.id) ? 'but' : 'and';
    const listed = others.length > 0 ? ` with ${joinSome(others, 3)}` : '';
    return `${says ? `${says}, ${contrast} it` : 'It'} shares ${data}${listed}${consent}.`;
  }
  if (says) return `${says}.`;
  return ids.has('public') ? ONLY_PUBLIC_POSTS : NOTHING_SHARED;
}

/** Who holds a right granted only to some readers, as the TL;DR names them inside a sentence. */
const HOLDERS: Readonly<Partial<Record<NonNullable<Practice['appliesTo']>, string>>> = {
  parents: 'parents',
  'california-residents': 'California residents',
  'us-state-residents': 'residents of some US states',
  'eu-residents': 'residents of the EU, the EEA or the UK',
};
const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A deletion the sentence limits: of your account alone ("you may delete your account at any time",
 * which may leave your posts), said as such; of your contact details alone ("update or delete
 * your contact information"), said as some of your data. Reviewers judged "delete your data" an
 * overstatement for both.
 */
const ACCOUNT_ONLY_DELETION =
  /^(?![^]*\b(?:information|data|content|posts?|details|records?|history)\b)[^]*\b(?:delete|deactivate|close|cancel)\b (?:\w+ ){0,2}accounts?\b/i;
const someDataDeleted = (rightId: string, finding: RuleFinding): boolean =>
  rightId === 'deletion' &&
  /\b(?:delete|remove|erase)\b (?:(?!information|data)\w+ ){0,3}contact (?:information|details)\b/i.test(
    finding.quote,
  ) &&
  !/\b(?:delete|remove|erase)\b (?:\w+ ){0,3}(?:personal|your) (?:information|data)\b/i.test(finding.quote);

/**
 * Your rights, or their absence, then the rights the report grants only to some readers (parents, the
 * residents of a state), said as theirs in one more sentence; a right over only some of your data says
 * so: "You can see some of your data. California residents can delete their data, and parents can
 * delete their child's data."
 */
function rightsSentences(ids: ReadonlySet<string>, findings: readonly RuleFinding[]): string[] {
  const yours: string[] = [];
  const theirs = new Map<string, string[]>();
  for (const right of USER_RIGHTS) {
    // A minors' right to remove what they posted stands for deletion only when no one else's is stated.
    const id = right.id === 'deletion' && !ids.has(right.id) ? MINORS_REMOVAL : right.id;
    if (!ids.has(id)) continue;
    const finding = findings.find((candidate) => candidate.id === id);
    const holder = HOLDERS[finding?.practice?.appliesTo ?? 'everyone'];
    const label =
      id === MINORS_REMOVAL
        ? 'remove content you posted while under 18'
        : right.id === 'deletion' && finding && ACCOUNT_ONLY_DELETION.test(finding.quote)
          ? 'delete your account'
          : finding && (SOME_DATA_STATEMENT.test(finding.statement) || someDataDeleted(right.id, finding))
            ? right.label.replace(/\b(?:the data held about you|your data)\b/, 'some of your data')
            : right.label;
    if (!holder) yours.push(label);
    else
      theirs.set(holder, [
        ...(theirs.get(holder) ?? []),
        label
          .replace(/\byou posted\b/, 'they posted')
          .replace(/\byour data\b/, holder === HOLDERS.parents ? "their child's data" : 'their data')
          .replace(/\babout you\b/, holder === HOLDERS.parents ? 'about their child' : 'about them'),
      ]);
  }
  const others =
    theirs.size > 0
      ? [
          `${capitalised(joinItems([...theirs].map(([holder, labels]) => `${holder} can ${joinSome(labels, 4)}`)))}.`,
        ]
      : [];
  if (yours.length === 0 && others.length > 0) return others;
  return [
    yours.length > 0
      ? `You can ${joinSome(yours, 4)}.`
      : 'It describes no clear way for you to see, correct or delete your data.',
    ...others,
  ];
}

/** The TL;DR's length: three to five sentences (issue 14). */
const MOST_SENTENCES = 5;
const sentenceCount = (text: string): number => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

/**
 * The parts in order, with as many rights sentences as the five allow: the rights of only some
 * readers go first when there is no room (the report lists them), never the reader's own.
 */
function withinFive(parts: readonly string[], rights: readonly string[]): string {
  const room = MOST_SENTENCES - parts.reduce((sum, part) => sum + sentenceCount(part), 0);
  return [...parts, ...rights.slice(0, Math.max(1, room))].join(' ');
}

const severityRank = (severity: string | undefined): number =>
  SEVERITIES.indexOf((severity ?? 'low') as (typeof SEVERITIES)[number]);

/** Flags the sharing and collection sentences already put in words (location is sensitive data there). */
const SAID_ABOVE = new Set([
  'sells-data',
  'targeted-advertising',
  'ads-on-other-sites',
  'sensitive-data',
  'location-tracking',
]);
/** How many flags the TL;DR names; the report lists them all. */
const NAMED_FLAGS = 4;

/**
 * The red flags by name, worst first: "Red flags: tracking across other websites, forced
 * arbitration and no class actions." Low-severity flags (service providers, device logs) are
 * named only when nothing worse was found.
 */
/** The service-provider flag said only of other companies' embedded videos, maps or fonts. */
const EMBEDDED_CONTENT_FLAG = /^Outside companies \([^)]*\) whose videos or other content are embedded\b/;
const embeddedContentOnly = (findings: readonly RuleFinding[]): boolean => {
  const flags = findings.filter((finding) => finding.id === 'flag:many-service-providers');
  return flags.length > 0 && flags.every((finding) => EMBEDDED_CONTENT_FLAG.test(finding.statement));
};
const withoutProvidersFlag = (ids: ReadonlySet<string>): Set<string> =>
  new Set([...ids].filter((id) => id !== 'flag:many-service-providers'));

export function buildRedFlagSentence(
  findings: readonly RuleFinding[],
  saidAbove: ReadonlySet<string> = SAID_ABOVE,
  /** Flags whose support is weak (a location worked out from visit details): minor here. */
  minor: ReadonlySet<string> = new Set(),
): string {
  const flags = findings
    .filter((finding) => finding.section === 'redFlags')
    .sort(
      (left, right) =>
        severityRank(right.severity) - severityRank(left.severity) || right.confidence - left.confidence,
    );
  if (flags.length === 0) return 'We found no red flags.';
  // The engine's flags by the rule they came from (their statements are written from the sentence).
  const definitions = flags.map((finding) =>
    finding.id?.startsWith('flag:')
      ? RED_FLAGS.find((flag) => `flag:${flag.id}` === finding.id)
      : RED_FLAGS.find((flag) => flag.statement === finding.statement),
  );
  if (definitions.some((definition) => definition === undefined)) return describeWorstFlag(flags);
  const known = definitions.filter((definition): definition is RedFlagDefinition => definition !== undefined);
  const serious = known.filter((flag) => flag.severity !== 'low' && !minor.has(flag.id));
  const unsaid = serious.filter((flag) => !saidAbove.has(flag.id));
  const other = unsaid.length < serious.length ? 'other ' : '';
  const embedded = embeddedContentOnly(flags);
  const nameOf = (flag: RedFlagDefinition): string =>
    embedded && flag.id === 'many-service-providers'
      ? "other companies' embedded videos or content"
      : flag.name;
  if (serious.length === 0)
    return `Only minor concerns were found: ${joinItems(known.slice(0, NAMED_FLAGS).map(nameOf))}.`;
  if (unsaid.length === 0) return 'No other serious red flags were found.';
  const names = unsaid.slice(0, NAMED_FLAGS).map((flag) => flag.name);
  const lead = unsaid.length > NAMED_FLAGS ? `The most serious ${other}red flags` : `${other}red flags`;
  return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}: ${joinItems(names)}.`;
}

/** For findings from a language model, whose statements are its own: the worst one, quoted. */
function describeWorstFlag(flags: readonly Finding[]): string {
  const serious = flags.filter((finding) => finding.severity === 'blocker' || finding.severity === 'high');
  const worst = serious[0] ?? flags[0];
  if (!worst) return 'We found no red flags.';
  const count =
    serious.length > 0
      ? `${serious.length} serious red flag${serious.length === 1 ? '' : 's'}`
      : `${flags.length} minor concern${flags.length === 1 ? '' : 's'}`;
  return `Watch out (${count}): ${worst.statement.charAt(0).toLowerCase()}${worst.statement.slice(1)}`;
}

/** The words before the data in every no-sale statement ("Says it does not sell your email address"). */
const NO_SALE_PREFIX = 'Says it does not sell ';
/** The data a no-sale statement names, with what follows it. */
const soldData = (statement: string): string => statement.slice(NO_SALE_PREFIX.length);

/** What an email-only no-sale promise names besides the address ("your email address or your phone number"), or "". */
function emailOnlyData(findings: readonly RuleFinding[]): string {
  const statement = findings.find(
    (finding) => finding.id === 'no-sale' && finding.statement.startsWith(EMAIL_ONLY_NO_SALE),
  )?.statement;
  if (statement === undefined || !statement.startsWith(`${EMAIL_ONLY_NO_SALE} or `)) return '';
  return soldData(statement).replace(/ without your permission[^]*$|[,.][^]*$/, '');
}

/**
 * Three to five plain sentences built only from the findings, so the summary never says more than
 * the report: sale and advertising first, then the data collected (sensitive data by name), the red
 * flags by name, and your rights. The overview, for plans without red flags, is built from the
 * practices alone and names no flag.
 */
export function buildTldr(
  findings: readonly RuleFinding[],
  ids: ReadonlySet<string>,
): { overview: string; full: string } {
  const practiceIds = new Set([...ids].filter((id) => !id.startsWith('flag:')));
  const occasion = findings.find(
    (finding) => finding.id === 'no-sale' && finding.statement.startsWith(OCCASION_NO_SALE),
  );
  // A promise that covers one occasion's data reads like the email-only one: the rest of your data is not promised.
  const emailOnly =
    occasion !== undefined ||
    findings.some((finding) => finding.id === 'no-sale' && finding.statement.startsWith(EMAIL_ONLY_NO_SALE));
  const promised = findings.find((finding) => finding.id === 'no-marketing-sharing');
  const noSale = findings.find((finding) => finding.id === 'no-sale');
  const options = {
    emailOnly,
    // The email-only promise's data as its statement names it ("your email address or your phone number").
    occasionData:
      occasion === undefined
        ? emailOnlyData(findings)
        : soldData(occasion.statement).replace(/[,.][^]*$/, ''),
    saleExceptions:
      noSale === undefined || emailOnly
        ? ''
        : noSaleExceptions((pattern) => pattern.test(noSale.quote.toLowerCase())),
    marketingUse: forMarketing(
      (pattern) => promised !== undefined && pattern.test(promised.quote.toLowerCase()),
    ),
    marketingUnlessYouAgree: promised !== undefined && UNLESS_YOU_AGREE.test(promised.quote),
    noSharing: noSharingPromise(findings),
    adPromiseData: advertisingPromiseData(findings),
    adsServedByOthers:
      findings
        .find((finding) => finding.id === 'flag:targeted-advertising')
        ?.statement.startsWith(ADS_SERVED_BY_OTHERS) ?? false,
    saleScope: saleScope(findings),
    ownUseOptIn: findings.some(
      (finding) => finding.id === 'flag:broad-third-party-sharing' && saysOptInOnly(finding.quote),
    ),
    efforts: new Set(
      findings
        .filter((finding) => finding.section === 'dataSharing' && BEST_EFFORT.test(finding.quote))
        .map((finding) => (finding.id === undefined ? '' : ruleOfId(finding.id))),
    ),
  };
  // Other companies' embedded videos are no service providers given your data (sharing-statements.ts).
  const sharing = sharingSentence(embeddedContentOnly(findings) ? withoutProvidersFlag(ids) : ids, options);
  const everyday = everydaySensitiveTypes(findings, ids);
  const overview = withinFive(
    [sharingSentence(practiceIds, options), collectionSentence(practiceIds, findings, everyday)],
    rightsSentences(practiceIds, findings),
  );
  const full = withinFive(
    [
      sharing,
      collectionSentence(ids, findings, everyday),
      buildRedFlagSentence(
        findings,
        sharing.includes(OWN_USE_RECIPIENTS) ||
          sharing.includes(OTHERS_MARKETING.label) ||
          (options.ownUseOptIn && options.marketingUnlessYouAgree)
          ? new Set([...SAID_ABOVE, 'broad-third-party-sharing'])
          : SAID_ABOVE,
        everyday.has('location') ? new Set(['location-tracking']) : new Set(),
      ),
    ],
    rightsSentences(ids, findings),
  );
  return { overview, full };
}
