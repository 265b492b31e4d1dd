import { joinAlternatives, joinItems, itemsFound, type Items, type Names } from '../statement-items';
import { ON_REQUEST, OWN_GROUNDS, REQUIRED_BY_LAW } from '../extract/legal-grounds';
import { DATA_FOR_PAYMENT, SELLS_PART_OF_BUSINESS } from '../extract/parties';
import { LINKS_TO_THEIR_SITES, OPT_IN_ONLY, optInStatement } from '../extract/sharing-evidence';
import { ADDED_TO_THEIR_LIST, RECEIVING, recipients, DATA_BUSINESSES } from './statement-words';
import type { Around, Writer } from './statement-words';
import { NAMED_COMPANIES } from './named-companies';

/** Statements of the flags about data leaving the company, advertising and tracking, each written from its sentence (see red-flag-statements.ts). */

function sellsData(names: Names): string {
  const sells = names(/\b(?:sell|sells|sold|sale)\b|\bin exchange for\b/) || names(DATA_FOR_PAYMENT);
  const verb = sells ? 'sold' : 'rented out';
  return `Your personal data may be ${verb} to ${recipients(names, 'other companies')}, which can then use it under their own rules.`;
}

const ADS_BASED_ON: Items = [
  [/\binterests\b/, 'your interests'],
  [/\bbrowsing\b|\bvisits?\b/, 'your browsing'],
  [/\bpurchase history\b|\bpurchases\b/, 'your purchases'],
  [/\bsearch history\b|\bsearches\b/, 'your searches'],
  [/\bviewing history\b/, 'what you watch'],
  [/\blocation\b/, 'your location'],
  [/\bactivit(?:y|ies)\b|\bbehaviou?r\b/, 'your activity'],
];
/** The ads are chosen for you, not only shown. */
const PERSONALISED =
  /\bbased on\b|\b(?:personali[sz]|tailor|customi[sz]|target)\w*\b|\brelevant\b|\binterest[- ]based\b|\bbehaviou?ral\b|\bretarget|\bremarket|\bcustom audiences\b|\b(?:suited|matched) (?:to|for) you/;

/** Data that identifies no one: sharing it with advertisers aims no ad at you. */
const AGGREGATE_ONLY =
  /^(?![^]*\bpersonal(?:ly identifiable)? (?:information|data)\b)[^]*\b(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified)\b/;

function targetedAdvertising(names: Names): string | undefined {
  if (names(PERSONALISED)) {
    const basis = itemsFound(names, ADS_BASED_ON, 3);
    return basis.length > 0
      ? `Your data is used to choose the ads you see, based on ${joinItems(basis)}, which means building a profile of you.`
      : 'Your data is used to personalise the ads you see, which means building a profile of your interests.';
  }
  if (names(AGGREGATE_ONLY)) return undefined;
  // Data given to advertisers: "service providers" or "we provide links" give them nothing.
  if (
    !names(LINKS_TO_THEIR_SITES) &&
    names(
      /\b(?:share[sd]?|sharing|disclos\w*|provid(?:e|es|ed|ing)|make available|made available)\b[^.]{0,80}\b(?:advertisers|advertising (?:partners|networks|companies)|ad networks|marketing partners)\b/,
    ) &&
    names(/\b(?:information|data|details|it|them)\b/)
  )
    return `Your data is shared with ${recipients(names, 'advertisers')}, who can use it to aim ads at you.`;
  // "In order to serve ads to you, we may use information collected during your visit."
  if (
    names(
      /\b(?:use|uses|using)\b[^.]{0,80}\b(?:information|data)\b|\b(?:information|data)\b[^.]{0,60}\bto (?:serve|show|deliver|select|choose)\b/,
    )
  )
    return 'Your data is used to choose the ads you see.';
  // "We allow other companies to serve ads on our pages": the sentence says who serves them, no more.
  if (!names(/\b(?:serve|served|serving|deliver\w*|display\w*|show\w*|place\w*|manag\w*|run)\b/))
    return undefined;
  const where = names(/\bacross the (?:internet|web)\b|\bother (?:web ?sites|sites)\b/)
    ? ' across the web'
    : ' here';
  return `Ads are served${where} by other companies, which may use what they learn about you to choose them.`;
}

const TRACKERS: Items = [
  [/\bcookies?\b/, 'cookies'],
  [/\bpixels?\b|\bbeacons?\b|\btags\b/, 'pixels'],
  [/\bsdks?\b/, 'SDKs'],
  [/\bplug-?ins?\b|\bwidgets?\b|\bbuttons?\b/, 'social plug-ins'],
  [/\bfingerprint/, 'fingerprinting'],
];
const TRACKING_COMPANIES: Items = [
  [/\bgoogle\b|\bdoubleclick\b/, 'Google'],
  [/\bfacebook\b|\bmeta\b/, 'Facebook'],
  [
    /\badvertis(?:ers|ing)\b|\bad (?:networks?|servers?|companies|partners|vendors)\b|\bretargeting\b|\btargeting\b/,
    'advertisers',
  ],
  [/\banalytics\b|\bmeasurement\b/, 'analytics companies'],
  [
    /\bsocial (?:media|networks?|networking)\b|\btwitter\b|\blinkedin\b|\bpinterest\b|\btiktok\b/,
    'social networks',
  ],
  [
    /\bthird[- ]part(?:y|ies)\b|\bpartners?\b|\bvendors?\b|\bother companies\b|\bnetworks\b|\bthey\b/,
    'other companies',
  ],
];
const ACROSS_SITES =
  /\bacross\b[^.]{0,40}\b(?:web ?sites|sites|apps|applications|online services|platforms|the (?:web|internet))\b|\b(?:other|third[- ]party|unaffiliated|non-?affiliated|different) (?:web ?sites|sites|apps|online services|platforms|domains)\b|\bafter you leave\b|\boff-?site\b|\belsewhere\b|\baround the (?:web|internet)\b|\bcross[- ](?:site|context)\b/;
const OVER_TIME = /\bover time\b|\bbrowsing (?:history|habits|behaviou?r)\b/;
const ACROSS_DEVICES =
  /\bacross\b[^.]{0,30}\b(?:devices|browsers)\b|\bcross[- ](?:device|platform)\b|\bfrom one (?:device|browser) to another\b/;

function crossSiteTracking(names: Names): string {
  const who = joinItems(
    itemsFound(names, TRACKING_COMPANIES, 3).filter(
      (name, _index, all) => name !== 'other companies' || all.length === 1,
    ),
  );
  const means = itemsFound(names, TRACKERS, 3);
  const through = means.length > 0 ? ` through ${joinItems(means)}` : '';
  const by = who ? ` by ${who}` : '';
  if (names(ACROSS_SITES))
    return `You may be tracked across other websites${names(/\bapps?\b|\bapplications\b|\bmobile services\b/) ? ' and apps' : ''}${by}${through}, so that a profile of your browsing can be built.`;
  const where = [
    names(OVER_TIME) ? 'over time' : '',
    names(ACROSS_DEVICES) ? 'across your devices' : '',
  ].filter(Boolean);
  if (where.length > 0)
    return `You may be tracked ${where.join(' and ')}${by}${through}, so that a profile of your browsing can be built.`;
  // Another company's own trackers on the service: the same company can read them wherever it is
  // present. Cookies, pixels and plug-ins live in the browser (other websites); SDKs in apps.
  const trackers = means.length > 0 ? joinItems(means) : 'trackers';
  const inApps = means.includes('SDKs');
  const inBrowser = means.length === 0 || means.some((tracker) => tracker !== 'SDKs');
  const places = inBrowser ? (inApps ? 'other websites and apps' : 'other websites') : 'other apps';
  return `${who ? `${who.charAt(0).toUpperCase()}${who.slice(1)}` : 'Other companies'} use their own ${trackers} here, which they can also read on ${places} where they are present.`;
}

function adsOnOtherSites(names: Names): string {
  const social = names(
    /\bsocial (?:media|networks?)\b|\bfacebook\b|\binstagram\b|\btwitter\b|\blinkedin\b|\bcustom audiences\b|\blookalike|\blook-alike\b|\bcustomer match\b/,
  );
  const sites = names(
    /\b(?:web ?sites|sites|online services|the (?:web|internet)|elsewhere|retarget|remarket)\w*/,
  );
  const apps = names(/\bapps\b|\bapplications\b|\bretarget|\bremarket/);
  const places = [sites ? 'other websites' : '', apps ? 'apps' : '', social ? 'social media' : ''].filter(
    Boolean,
  );
  const where = places.length > 0 ? joinItems(places) : 'other websites';
  return `What you do here may be used to aim ads at you on ${where}, so your activity here follows you around the web.`;
}

const TRANSFER_EVENTS: Items = [
  [/\bmerger\b|\bmerge[sd]?\b/, 'merges'],
  [
    /\bacqui(?:red|sition)\b|\bsale of (?:all|some|substantially all|the company|our business)\b|\btransfer of (?:ownership|control)\b|\bchange of control\b/,
    'is bought',
  ],
  [
    /\bsale of (?:\w+ ){0,2}assets\b|\bbusiness assets?\b|\bassets\b[^.]{0,30}\b(?:sold|transferred)\b|\b(?:sell|transfer)\w* (?:\w+ ){0,3}(?:all or (?:a )?part of|all or some of|some or all of|part of)\b|\bdivest/,
    'sells all or part of its business',
  ],
  // "If we sell one of our websites", "a website, property or business unit".
  [SELLS_PART_OF_BUSINESS, 'sells part of its business'],
  [/\bbankrupt|\binsolven|\breceivership\b|\bliquidat/, 'goes bankrupt'],
  [/\breorgani[sz]|\brestructur/, 'is reorganised'],
];

/**
 * Transferred data kept under the promises already made ("remains subject to the promises of any
 * earlier privacy notice", "subject to the promises made in this privacy policy", "... will continue
 * to be bound by this privacy policy"), said in the sentence itself: the new owner may not use it
 * differently.
 */
const KEPT_UNDER_PROMISES =
  /\b(?:remains?|remaining|stays?|continues? to be|will (?:still |continue to )?be|will remain|would remain) subject to (?:the )?(?:promises|commitments|protections|terms)\b|\bsubject to (?:the (?:terms|promises|commitments)(?: (?:we have made|made|set out|set forth|described))? (?:of|in) )?(?:this|our|the|any (?:pre-?existing|existing|prior)) (?:privacy )?(?:policy|notice|statement)\b|\b(?:bound|required|obligated) to (?:honou?r|keep|abide by|comply with) (?:the (?:terms|promises) of )?(?:this|our) (?:privacy )?(?:policy|notice|statement|promises)\b|\b(?:will|shall|must) (?:still |also )?(?:continue to )?be bound by (?:the (?:terms|promises) of )?(?:this|our) (?:privacy )?(?:policy|notice|statement)\b/;

/** The new owner, named by its role. */
const BUYER = String.raw`\b(?:buyers?|purchasers?|transferees?|acquirers?|acquiring (?:company|entity|party|business)|successors?(?: entity| company| in interest| organi[sz]ation)?|new owners?|(?:surviving|resulting) (?:company|entity))\b,? (?:\w+ ){0,3}?(?:will|shall|must|would|agrees? to|is required to|are required to)(?: (?:still|also|then|continue to|have to|need to|agree to|be (?:required|obligated|obliged|bound) to))*`;
/**
 * The next sentences, or the sentence itself, bind the new owner ("The buyer or transferee will have
 * to honour the commitments we have made in this policy", "transferred to the buyer, who will be
 * bound by this privacy policy", "the successor will continue to be bound by this policy", "any
 * acquirer will be obligated to use your information in accordance with this policy"): the buyer,
 * named by its role, must keep this policy's promises.
 */
const BUYER_BOUND = new RegExp(
  String.raw`${BUYER} (?:honou?r|keep|abide by|comply with|respect|be bound by|assume|adhere to|follow|be subject to|(?:use|treat|handle|process) (?:\w+ ){0,3}?(?:in accordance with|consistent(?:ly)? with|as described in|under)) (?:the |all |any )?(?:(?:commitments|promises|obligations|terms|provisions)(?: (?:we have made|made|set out|set forth|described))? (?:in|of|under) )?(?:this|our|the) (?:privacy )?(?:policy|notice|statement)|${BUYER} (?:honou?r|keep|abide by|comply with|respect|assume) (?:the |all |any )?(?:commitments|promises|obligations)\b`,
);

/**
 * A promise to try to bind the new owner ("we will use reasonable efforts to require that the transferee
 * use your data consistently with this notice", "reasonable measures to help ensure that any successor
 * treats your information in accordance with this policy"): an effort, said as one, not a binding.
 */
const TRIES_TO_BIND =
  /\b(?:reasonable|best|commercially reasonable|good faith) (?:efforts?|measures|steps)\b[^.]{0,80}\b(?:successors?|transferees?|buyers?|acquirers?|purchasers?|new owners?|recipients?)\b[^.]{0,100}\b(?:in accordance with|consistent(?:ly)? with|bound by|honou?r|abide by|comply with|subject to)\b[^.]{0,30}\b(?:this|our|the) (?:privacy )?(?:policy|notice|statement)\b/;

/** The sentence says the data will go, not that it may: "customer information will be one of the transferred assets". */
// "User information will of course be included in the transaction": it goes with the company.
const WILL_PASS =
  /\bwill\b[^.]{0,40}\b(?:transferr?ed|transfer|pass|sold|disclosed|assets)\b|\bwill (?:\w+ ){0,3}be (?:included|among|part of)\b/;
const MAY_PASS = /\b(?:may|might|could|can|reserves? the right)\b/;
/**
 * A promise to tell you before the data moves ("members will be sent notice before their details
 * pass to a buyer"): the reader can act first, so the statement keeps it. Not "without notice".
 */
const TOLD_BEFORE_TRANSFER =
  /(?<!\bwithout (?:\w+ )?)\b(?:notice|notify|notified|notification|inform|informed|tell|told)\b[^.]{0,60}\b(?:before|prior to|in advance of)\b/;

function businessTransfer(names: Names, around: Around): string {
  const events = itemsFound(names, TRANSFER_EVENTS, 4);
  const event = events.length > 0 ? joinAlternatives(events) : 'changes hands';
  // Only the proving sentence's own promise counts: a neighbour may speak of another transaction.
  // A neighbour that binds the buyer by its role ("the buyer will have to honour this policy") counts.
  const kept = names(KEPT_UNDER_PROMISES) || names(BUYER_BOUND) || around.after(BUYER_BOUND);
  const pass =
    names(WILL_PASS) && !names(MAY_PASS)
      ? names(/\bin most (?:instances|cases)\b|\b(?:generally|usually|typically|normally)\b/)
        ? 'will usually pass'
        : names(/\b(?:likely|probably)\b/)
          ? 'will likely pass'
          : 'will pass'
      : 'can pass';
  if (kept)
    return `If the company ${event}, your data ${pass} to the new owner, still under the promises of this policy.`;
  if (names(TRIES_TO_BIND) || around.after(TRIES_TO_BIND))
    return `If the company ${event}, your data ${pass} to the new owner, who may use it differently, though it says it will try to make the new owner keep this policy's promises.`;
  return names(TOLD_BEFORE_TRANSFER)
    ? `If the company ${event}, your data ${pass} to the new owner, who may use it differently; it says you will be told first.`
    : `If the company ${event}, your data ${pass} to the new owner, who may use it differently.`;
}

const SOURCES: Items = [
  [/\bdata (?:brokers?|providers|aggregators)\b/, 'data brokers'],
  [/\bsocial (?:media|networks?)\b/, 'social networks'],
  [/\badvertisers\b|\badvertising partners\b/, 'advertisers'],
  [/\bmarketing partners\b/, 'marketing partners'],
  [/\bpublic(?:ly available)? (?:sources|records|databases)\b/, 'public sources'],
  [/\baffiliates\b|\bbrands\b/, 'affiliated companies'],
  [/\b(?<!(?:marketing|advertising|ad) )partners\b/, 'partners'],
  [/\bthird[- ]part(?:y|ies)\b|\bother companies\b/, 'other companies'],
  [
    /\bother sources\b|\b(?:various|a variety of|multiple|several|commercially available) sources\b/,
    'other sources',
  ],
];

function thirdPartyDataSources(names: Names): string {
  // "Other sources, such as data aggregators": the named ones say it.
  const found = itemsFound(names, SOURCES, 4);
  const sources = (found.length > 1 ? found.filter((source) => source !== 'other sources') : found).slice(
    0,
    3,
  );
  const from = sources.length > 0 ? joinItems(sources) : 'other companies';
  const combined = names(/\b(?:combine|merge|append|link|connect|associate)\w*\b/)
    ? ' and combined with what it holds'
    : '';
  return `Data about you is also gathered from ${from}${combined}, so the profile held on you is larger than what you gave.`;
}

/** What the sentence says the recipients do with the data, in its order of strength. */
const OWN_USE: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:their|its|the(?:ir)? partners['’]?) own (?:direct )?(?:marketing|promotional|advertising)\b|\bfor (?:their|its) (?:direct )?marketing purposes\b/,
    'who may use it for their own marketing',
  ],
  [
    /\bfor (?:their|its) (?:purposes|uses?)\b|\bfor (?:their|its|the(?:ir)? partners['’]?) own (?:\w+ )?(?:purposes|use|uses|business|benefit|commercial)\b|\b(?:their|its) own (?:commercial|business) (?:purposes|use|activities)\b/,
    'who may use it for their own purposes',
  ],
  [/\bas they (?:see fit|wish|choose)\b|\bfor any (?:other )?purposes?\b/, 'who may use it as they see fit'],
  [ADDED_TO_THEIR_LIST, 'who may add you to their own mailing lists'],
  [
    /\bso (?:that )?they (?:can|may|will|could) (?:\w+ ){0,2}(?:serve|show|send|target|deliver)\b[^.]{0,30}\b(?:ads|advertisements)\b/,
    'who may use it to aim ads at you',
  ],
  [
    /\b(?:products|goods|services|offers)\b[^.]{0,60}\b(?:of interest to you|interest you|you (?:may|might) (?:like|enjoy|find|be interested))|\b(?:market|promote|advertise|offer)\b[^.]{0,30}\b(?:their|its) (?:own )?(?:products|services|offers)\b|\b(?:contact you|send you|offer you|market to you)\b|\bproducts?,? (?:or |and )?(?:services|offers)\b[^.]{0,40}\b(?:of interest to you|interest you|you (?:may|might) (?:like|enjoy|find|be interested))|\b(?:promotional|marketing) (?:offers|campaigns|programs)\b|\bthird[- ]party (?:offers|promotions|marketing)\b/,
    'who may use it to market their own products to you',
  ],
  [
    /\b(?:privacy (?:policies|policy|notices?|statements?|practices)|terms)\b/,
    'who handle it under their own privacy policies, not this one',
  ],
  [
    /\bto (?:develop|build|create|improve) (?:their|other|its)\b/,
    'who may use it to build their own products',
  ],
];

/**
 * An opt-out from the sharing, in the sentence or the two after it ("opt out of these swaps",
 * "write to us if you would rather we did not share your details like this").
 */
const SHARING_OPT_OUT =
  /\b(?:prefer|rather) (?:that )?(?:we|us) (?:do |did )?not (?:to )?share\b|\bopt[- ]?out of (?:such |these |this |the |any )?(?:exchanges?|swaps?|rentals?|sharing|disclosures?|lists?)\b|\b(?:remove|exclude) (?:you|your (?:name|details|information)) from (?:such |these |this |the )?(?:exchanges?|lists?|files?)\b/;

/** Who the swapped details belong to, as the sentence says: "if you donate", "our members". */
const WHOSE_DETAILS: Items = [
  [
    /\bif you (?:donate|give|make a (?:donation|gift|contribution))\b|\bdonor (?:lists?|files?)\b/,
    'If you donate',
  ],
  [/\bif you (?:join|become a member)\b|\bmember (?:lists?|files?)\b/, 'If you join'],
  [/\bif you (?:subscribe|sign up)\b|\bsubscriber (?:lists?|files?)\b/, 'If you subscribe'],
];

function swappedDetails(names: Names, around: Around): string {
  // "Our list of buyers is made available to firms we have checked", "we lend our list": lent, not swapped.
  const lent = names(/\bavailable to\b|\blen[dt]\b|\bloan\w*/) && !names(/\b(?:exchang|swap|trad)/);
  const verb = names(/\brent/)
    ? names(/\b(?:exchang|swap|trad)/)
      ? 'swapped with or rented out to'
      : 'rented out to'
    : lent
      ? 'made available to'
      : 'swapped with';
  const whose = itemsFound(names, WHOSE_DETAILS, 1)[0];
  const details = names(/\bnames?\b/) ? 'name and contact details' : 'contact details';
  // Why the others want them only when the sentence says it.
  const purpose = names(
    /\b(?:contact|mail|write to|send|e-?mail|reach|call) you\b|\bsolicit\w*|\bappeals?\b|\bfundrais|\bmarketing\b|\boffers?\b|\bpromotions?\b|\b(?:products|services|goods) (?:\w+ ){0,2}(?:interest|appeal to) (?:our |other )?(?:you|individuals|customers|people|shoppers|users|readers)\b/,
  )
    ? ', so they can write to you themselves'
    : '';
  const optOut = names(SHARING_OPT_OUT) || around.after(SHARING_OPT_OUT) ? '; you can opt out' : '';
  const subject = whose ? `${whose}, your ${details}` : `Your ${details}`;
  return `${subject} may be ${verb} ${recipients(names, 'other organisations')}${purpose}${optOut}.`;
}

/** A loyalty programme another company runs: the data goes there only once you join it. */
const LOYALTY_PROGRAMME =
  /\b(?:company|companies|partners?|third[- ]part(?:y|ies)) (?:that |who |which )?(?:administer|run|operat|manag)\w*\b[^.]{0,20}\bloyalty (?:programs?|programmes?|schemes?|clubs?)\b|\bloyalty (?:programs?|programmes?|schemes?|clubs?)\b[^.]{0,30}\b(?:administered|run|operated|managed) by\b/;

function loyaltySharing(names: Names, around: Around): string {
  const authorised = /\bauthori[sz]|\bconsent|\bagree|\bask(?:ed)? us to\b/;
  const agree = names(authorised) || around.before(authorised) ? ' and agree to the transfer' : '';
  const passOn = names(/\bshare (?:it|them|this|that|such)\b|\bwith others\b|\bdisclose (?:it|them)\b/)
    ? 'use it and pass it on'
    : 'use it';
  const rules = names(/\bprivacy (?:policies|policy|notices?|statements?)\b/)
    ? 'its own privacy policy, not this one'
    : 'its own rules, not this policy';
  return `If you join a loyalty programme run by another company${agree}, your personal data is shared with that company, which may ${passOn} under ${rules}.`;
}

function broadSharing(names: Names, around: Around): string {
  // A list named only as the one the recipient adds you to is its own list, not an exchange of lists.
  if (
    (names(/\b(?:exchang|swap|trad|rent)\w*\b/) ||
      (names(/\b(?:mailing|donor|postal) (?:lists?|files?)\b/) && !names(ADDED_TO_THEIR_LIST))) &&
    names(/\b(?:lists?|files?|organi[sz]ations|charities|non-?profits|causes|groups|publishers)\b/)
  )
    return swappedDetails(names, around);
  if (names(LOYALTY_PROGRAMME)) return loyaltySharing(names, around);
  const use = OWN_USE.find(([pattern]) => names(pattern))?.[1];
  // "If you choose to receive offers, we give your details to outside merchants": said with its opt-in.
  if (use && names(OPT_IN_ONLY))
    return optInStatement(
      `Your personal data is shared with ${recipients(names, 'other companies')}, ${use}.`,
    );
  if (use) return `Your personal data is shared with ${recipients(names, 'other companies')}, ${use}.`;
  // Advertisers and data brokers are named because using such data is their business.
  const businesses = itemsFound(names, RECEIVING, 5).filter((name) => DATA_BUSINESSES.has(name));
  if (businesses.length > 0)
    return `Your personal data is shared with ${joinItems(businesses)}, whose business is using such data.`;
  return `Your personal data is shared with ${recipients(names, 'other companies')}, and this passage does not limit what they do with it.`;
}

/** The request ground is said as "when they ask"; the others as the data-sharing finding says them. */
const DISCRETIONARY_GROUNDS = OWN_GROUNDS.filter(([, words]) => words !== 'on request from the authorities');

/**
 * Who may get the data, and when, as the sentence says. The grounds the company keeps for itself, and
 * "when the law requires it" beside them, are named as the legal-disclosure finding of the data-sharing
 * section names them: the flag takes that finding's place on its sentence (analyze-with-builtin.ts).
 */
function disclosureWithoutNotice(names: Names): string {
  const authorities = names(
    /\blaw enforcement\b|\bgovernment|\bauthorities\b|\bpolice\b|\bregulators?\b|\bcourts?\b/,
  );
  const others = names(/\bthird parties\b|\bothers\b|\bother (?:companies|parties)\b/);
  const who = authorities ? (others ? 'the authorities or others' : 'the authorities') : 'others';
  // "In response to a law enforcement agency's request": when they ask, not only when a court orders it.
  const asked =
    authorities &&
    !names(/\brequired by law\b|\bcourt orders?\b|\bsubpoena|\bwarrant/) &&
    names(/\brequests?\b/)
      ? ' when they ask'
      : '';
  const grounds = itemsFound(names, DISCRETIONARY_GROUNDS, Infinity);
  const named = grounds.length > 0 ? ` ${joinItems(grounds)}` : '';
  const required = names(REQUIRED_BY_LAW) ? ' when the law requires it, and also' : '';
  const when = names(
    /\bwhether or not (?:it is |we are |legally |strictly )*(?:required|obligated|obliged|compelled)\b|\beven (?:if|when|where) (?:it is |we are )?not (?:legally )?(?:required|obligated|obliged)\b/,
  )
    ? ` whether or not the law requires it${named ? `, whenever the company believes it is needed${named}` : ''}`
    : names(/\bgood[- ]faith\b|\bbeliev|\bappropriate\b|\bnecessary\b|\bdiscretion\b|\bthink\b|\bconsider\b/)
      ? `${required} whenever the company believes it is needed${named}`
      : names(/\bin cooperation with\b|\bto (?:assist|cooperate|help)\b[^.]{0,40}\binvestigat/)
        ? ' to help investigations, not only when the law requires it'
        : names(
              /\bprotect (?:and defend )?(?:(?:our|its) (?:legal )?rights|(?:the|our|its) rights,? (?:and |or )?property)\b/,
            )
          ? ` ${joinItems(['to protect its own rights', ...grounds.filter((ground) => ground !== 'to protect its rights or property')])}, not only when the law requires it`
          : named && `${required}${named}`;
  // "If legally required, if requested by a governmental entity, or if we believe...": a request alone
  // is enough, a ground broader than any the company names for itself.
  const onRequest =
    when && names(ON_REQUEST) && /\bwhenever\b/.test(when)
      ? ', or simply when a government body asks for it'
      : '';
  const untold = names(/\bwithout (?:prior )?(?:notice|notifying|informing|telling)\b/)
    ? ', without telling you'
    : '';
  return `Your data may be given to ${who}${when || asked}${onRequest}${untold}.`;
}

const PROVIDERS: Items = [
  [
    /\bpayment (?:processors?|service providers?)\b|\bstripe\b|\bpaypal\b|\bbraintree\b/,
    'payment processors',
  ],
  [
    /\bhost(?:ed|ing)\b|\bcloud\b|\bamazon web services\b|\baws\b|\bazure\b|\bheroku\b|\bdigitalocean\b|\bcloudflare\b|\bgoogle cloud\b/,
    'hosting providers',
  ],
  [/\bmailchimp\b|\bsendgrid\b|\be-?mail (?:service )?providers?\b/, 'email providers'],
  [/\bzendesk\b|\bintercom\b|\bcustomer (?:service|support)\b/, 'customer support tools'],
  [/\bcontractors\b/, 'contractors'],
  [/\bvendors?\b|\bsuppliers\b/, 'vendors'],
  [/\b(?:data |sub-?)processors?\b/, 'data processors'],
  [
    /\b(?<!payment )service providers?\b|\bthird[- ]part(?:y|ies)\b|\bcompanies\b|\bagents\b|\b(?<!(?:hosting|cloud|mail|service|infrastructure) )providers?\b/,
    'service providers',
  ],
];

/** Companies of its own group: not outside companies, but other companies all the same. */
const GROUP_COMPANIES: Items = [
  [/\bparent (?:company|companies|corporation)\b/, 'its parent company'],
  [/\bsubsidiar(?:y|ies)\b/, 'its subsidiaries'],
  [/\baffiliat(?:es|ed (?:companies|entities))\b/, 'its affiliates'],
  [/\bgroup (?:compan(?:y|ies)|members?|entit(?:y|ies))\b|\bsister compan(?:y|ies)\b/, 'group members'],
];

/** Content other companies serve into the pages: videos, maps, fonts (the flag's embedded-content rule). */
const EMBEDDED_CONTENT =
  /\bembed\w*\b|\b(?:videos?|maps|fonts|players?|content) (?:\w+ )?(?:from|provided by|served by|hosted by) (?:\w+ )?(?:youtube|vimeo|google|third[- ]part(?:y|ies)|other (?:companies|sites|websites))\b|\bgoogle (?:maps|fonts)\b/;
const EMBEDDED_SOURCES: Items = [
  [/\byoutube\b/, 'YouTube'],
  [/\bvimeo\b/, 'Vimeo'],
  [/\bgoogle (?:maps|fonts)\b/, 'Google'],
];
/** The company giving or sending data to someone: then the embedding is not all the sentence says. */
const GIVES_DATA =
  /\b(?:share|shares|disclose|discloses|provide|provides|transfer|transfers|give|gives|pass|passes|send|sends)\b[^.]{0,60}\b(?:information|data|details)\b/;

function serviceProviders(names: Names): string {
  // Videos, maps or fonts of other companies embedded in the pages: those companies see your visit and
  // may set their own cookies; they are not contractors handling your data for the service.
  if (
    names(EMBEDDED_CONTENT) &&
    !names(GIVES_DATA) &&
    itemsFound(names, PROVIDERS, 3).every((who) => who === 'service providers' || who === 'hosting providers')
  ) {
    const sources = itemsFound(names, EMBEDDED_SOURCES, 3);
    return `Outside companies (${sources.length > 0 ? joinItems(sources) : 'the makers of embedded content'}) whose videos or other content are embedded in its pages see your visit and may set their own cookies.`;
  }
  const who = itemsFound(names, PROVIDERS, 3);
  const group = itemsFound(names, GROUP_COMPANIES, 3);
  if (who.length === 0 && group.length > 0)
    return `Other companies of its group (${joinItems(group)}) handle your data for the service, so its safety also depends on them.`;
  return `Outside companies (${who.length > 0 ? joinItems(who) : 'service providers'}) handle your data for the service, so its safety also depends on them.`;
}

/** The companies whose own privacy policies a sentence points to, by name or by kind, in the sentence's order of likelihood. */
const OTHER_POLICY_HOLDERS: Items = [
  ...NAMED_COMPANIES.map(([word, name]) => [new RegExp(`\\b${word}\\b`), name] as const),
  [
    /\bad servers?\b|\badvertis(?:ers?|ing (?:networks?|partners|companies|providers))\b|\bad networks?\b/,
    'advertisers',
  ],
  [/\banalytics\b/, 'analytics providers'],
  [/\bpayment (?:processors?|providers?|services?)\b/, 'payment processors'],
  [/\bsocial (?:networks?|media)\b/, 'social networks'],
];

/** What another company runs, as a conditional sentence names it ("If a third party administers the contest"). */
const RUN_BY_OTHERS: Items = [
  [/\b(?:contests?|sweepstakes|competitions?|giveaways?)\b/, 'a contest'],
  [/\bpromotions?\b/, 'a promotion'],
  [/\bsurveys?\b/, 'a survey'],
  [/\b(?:loyalty|rewards?) (?:programs?|programmes?)\b/, 'a rewards programme'],
  [/\bfeatures?\b/, 'a feature'],
];

/**
 * Other companies' own privacy policies: who they are, as the sentence names them, and "your data"
 * only when the sentence says they handle or get it.
 */
function otherCompaniesRules(names: Names): string {
  const who = itemsFound(names, OTHER_POLICY_HOLDERS, 3);
  const companies = who.length > 0 ? `other companies (${joinItems(who)})` : 'other companies';
  const handlesData = names(
    /\b(?:your|personal) (?:data|information|details)\b|\bhandles?\b|\bcookies\b|\b(?:use|uses|collect|collects|process|processes)\b (?:your|personal|such|the|this|that) (?:data|information)\b/,
  );
  // "If a third party runs the contest, ... that third party's privacy policy": only where they take part.
  if (names(/^(?:[-–•*]\s*)?(?:if|when|where|in (?:the )?(?:event|case))\b/)) {
    // The condition's own subject: a contest, promotion or feature another company runs.
    const runs = itemsFound(names, RUN_BY_OTHERS, 1)[0];
    if (runs) {
      const company = who.length > 0 ? `another company (${joinItems(who)})` : 'another company';
      return handlesData
        ? `If ${company} runs ${runs}, it handles your data there under its own privacy policy, which this policy does not cover.`
        : `If ${company} runs ${runs}, this policy points to that company's own privacy policy, which it does not cover: what it does there is set by its own rules.`;
    }
    return handlesData
      ? `Where ${companies} take part, they handle your data under their own privacy policies, which this policy does not cover.`
      : `Where ${companies} take part, this policy points to their own privacy policies, which it does not cover: what they do is set by their own rules.`;
  }
  return handlesData
    ? `${companies.charAt(0).toUpperCase()}${companies.slice(1)} handle your data under their own privacy policies, which this policy does not cover.`
    : `This policy points to the privacy policies of ${companies}, which it does not cover: what they do is set by their own rules.`;
}

const MARKETING_CHANNELS: Items = [
  [/\be-?mails?\b|\bnewsletters?\b/, 'email'],
  [/\btext messages?\b|\bsms\b/, 'text message'],
  [/\bpush notifications?\b/, 'push notification'],
  [/\b(?:tele)?phone\b|\bcalls?\b/, 'phone'],
  [/\bpost\b|\bmail\b(?!ing)/, 'post'],
];

/** The businesses whose offers are sent do not get the reader's details ("we never give that business your name and address"). */
const DETAILS_WITHHELD =
  /\b(?:never|not|do not|don't|will not|won't)\b (?:\w+ ){0,2}(?:give|share|disclose|provide|pass|sell|rent|release)\w* (?:\w+ ){0,3}(?:your|any) (?:names?|(?:e-?mail |postal )?address|contact|personal)/;
/** An opt-out from the offers ("If you do not wish to receive such offers, please let us know"). */
const OFFERS_OPT_OUT =
  /\b(?:do not|don't|no longer) (?:wish|want) to receive (?:such |these |those |the(?:se)? )?(?:offers|promotions|mailings)\b|\bopt[- ]?out of (?:such |these |those |the )?(?:offers|promotions|mailings)\b/;

/** What the sentence, or the two after it in the same item, promise about offers sent for other businesses. */
function offerPromises(names: Names, around: Around): string {
  const says = (pattern: RegExp) => names(pattern) || around.after(pattern);
  const withheld = says(DETAILS_WITHHELD);
  const which = says(/\bnames?\b[^.]{0,20}\be-?mail address/)
    ? 'your name and email address'
    : says(/\bnames?\b[^.]{0,20}\baddress/)
      ? 'your name and address'
      : 'your details';
  const optOut = says(OFFERS_OPT_OUT);
  if (withheld && optOut) return `; it says they do not get ${which}, and you can opt out`;
  if (withheld) return `; it says they do not get ${which}`;
  return optOut ? '; you can opt out' : '';
}

const SUBMISSIONS_IN_MARKETING =
  /\b(?:feedback|testimonials?|(?:success )?stories|submissions?|reviews?|suggestions?)\b[^.]{0,60}\b(?:for (?:\w+ )?(?:marketing|promotional|advertising) purposes|in (?:our |its )?(?:marketing|promotions?|promotional materials|advertising))\b/;

function marketingUse(names: Names, around: Around): string {
  if (names(/\b(?:third parties|other companies|others|partners) for their (?:own )?(?:direct )?marketing\b/))
    return 'Your data may go to other companies for their own marketing, not only to provide the service.';
  if (names(/\b(?:in|on) (?:our |its |any )?(?:marketing|promotional|advertising) materials\b/))
    // A prize's condition: only winners, who agree to it to receive the prize.
    return names(/\b(?:awards?|prizes?|winners?|winnings)\b/)
      ? `If you win a prize, you may ${names(/\bcondition\b|\brequired\b|\bmust\b|\bhave to\b/) ? 'have' : 'be asked'} to let it use information about you in its marketing materials.`
      : 'Information about you may be used in its marketing materials, not only to provide the service.';
  // "Feedback you submit becomes ours, and we may use it (such as success stories) for marketing":
  // what you send used in its own promotion, not marketing sent to you.
  if (names(SUBMISSIONS_IN_MARKETING))
    return 'What you send it (such as feedback or stories) may be used in its marketing, not only to provide the service.';
  if (names(/\bon behalf of\b/))
    return `Your data is used to send you offers from other companies, not only to provide the service${offerPromises(names, around)}.`;
  if (
    names(
      /\bsend|\be-?mails?\b|\bnewsletters?\b|\bmessages\b|\bcommunications\b|\bcontact you\b|\btell you\b|\binform you\b/,
    )
  ) {
    const channels = itemsFound(names, MARKETING_CHANNELS, 3);
    const by = channels.length > 0 ? ` by ${joinAlternatives(channels)}` : '';
    return `Your data is used to send you marketing${by}, not only to provide the service.`;
  }
  return 'Your data is used for marketing, not only to provide the service.';
}

export const SHARING_WRITERS: Readonly<Record<string, Writer>> = {
  'sells-data': sellsData,
  'targeted-advertising': targetedAdvertising,
  'cross-site-tracking': crossSiteTracking,
  'ads-on-other-sites': adsOnOtherSites,
  'data-in-business-transfer': businessTransfer,
  'third-party-data-sources': thirdPartyDataSources,
  'broad-third-party-sharing': broadSharing,
  'disclosure-without-notice': disclosureWithoutNotice,
  'many-service-providers': serviceProviders,
  'other-companies-rules': otherCompaniesRules,
  'marketing-use': marketingUse,
};
