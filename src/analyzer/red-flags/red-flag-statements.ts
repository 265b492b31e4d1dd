/**
 * Red-flag statements written from the sentence (issue 14): each names what the sentence names (the
 * recipients, the kinds of data, the events, the grounds) and claims a part of the practice only
 * when the sentence says it ("for their own purposes", "without telling you", "continuing to use
 * counts as agreeing"). A flag's fixed `statement` is the fallback, and it claims nothing any
 * sentence that raises the flag may lack. A writer that returns undefined says the sentence does not
 * show the flag's point at all (sensitive data that names no sensitive kind): the report then quotes
 * another sentence for the flag, or none.
 */

/** Whether the sentence (normalised, lower case) matches the pattern. */
export type Names = (pattern: RegExp) => boolean;
type Items = ReadonlyArray<readonly [RegExp, string]>;
type Writer = (names: Names) => string | undefined;

/** "a", "a and b", "a, b and c". */
function joinItems(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** The words of each item the sentence names, once each, in the list's order. */
function itemsFound(names: Names, items: Items, limit = 4): string[] {
  const found: string[] = [];
  for (const [pattern, words] of items)
    if (found.length < limit && !found.includes(words) && names(pattern)) found.push(words);
  return found;
}

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
const RECEIVING: Items = COMPANIES.map(([pattern, words]) => [
  new RegExp(`\\b(?:to|with)\\b[^.]{0,60}?(?:${pattern.source})`),
  words,
]);

const recipients = (names: Names, fallback: string): string =>
  joinItems(itemsFound(names, RECEIVING, 3)) || fallback;

/** Recipients whose business is using data about people: named, they are the reason for the flag. */
const DATA_BUSINESSES = new Set([
  'data brokers',
  'advertisers',
  'marketing partners',
  'measurement companies',
  'sponsors',
]);

/** The kinds of data the sensitive-data flag means, named as the sentence names them. */
const SENSITIVE_KINDS: Items = [
  [
    /\b(?:precise|exact|gps|real[- ]time|geo)[- ]?(?:location|coordinates|geolocation)\b|\bgps\b/,
    'your precise location',
  ],
  [
    /\b(?:health|medical) (?:information|data|records?|conditions?|history|status)\b|\bprescriptions?\b|\bdiagnos[ie]s\b/,
    'health information',
  ],
  [
    /\bbiometric|\bface ?prints?\b|\bfacial (?:geometry|recognition)\b|\bvoiceprints?\b|\bfingerprints? scans?\b/,
    'biometric data',
  ],
  [/\bgenetic\b|\bdna\b/, 'genetic data'],
  [/\bsexual orientation\b|\bsex life\b/, 'your sex life or sexual orientation'],
  [/\bracial or ethnic\b/, 'your racial or ethnic origin'],
  [/\breligious (?:beliefs|views)\b/, 'your religious beliefs'],
  [/\bpolitical (?:opinions|views)\b/, 'your political opinions'],
  [/\btrade union membership\b/, 'trade union membership'],
  [/\bchat (?:logs?|log records|records|transcripts|histor(?:y|ies))\b/, 'your chat logs'],
  [
    /\bcontent and communications\b|\b(?:private|direct) (?:messages|communications|conversations|chats)\b/,
    'your private messages',
  ],
  [/\b(?:messages|chats|conversations|emails|communications)\b/, 'your messages'],
];
/** The company reads or watches them, beyond keeping them. */
const READS_MESSAGES =
  /\b(?!reviews\b)(?:monitor|review|moderat|scan|read|analy[sz]|filter)\w*\b[^.]{0,40}\b(?:messages|chats|conversations|emails|communications)\b|\b(?:messages|chats|conversations)\b[^.]{0,60}\b(?:monitored|reviewed|moderated|scanned|analy[sz]ed|filtered)\b|\bcontent of (?:your )?(?:private )?(?:messages|emails|communications)\b/;

function sensitiveData(names: Names): string | undefined {
  let kinds = itemsFound(names, SENSITIVE_KINDS, 4);
  // "Private messages" and "chat logs" are the messages: named once, the most specific way.
  if (
    kinds.includes('your messages') &&
    kinds.some((kind) => /messages|chat logs/.test(kind) && kind !== 'your messages')
  )
    kinds = kinds.filter((kind) => kind !== 'your messages');
  if (kinds.length === 0) return undefined;
  const onlyMessages = kinds.every((kind) => /messages|chat logs/.test(kind));
  if (onlyMessages && names(READS_MESSAGES))
    return `The company may read or monitor ${joinItems(kinds)}, which can reveal what you say in private.`;
  return `Collects sensitive data (${joinItems(kinds)}), whose misuse can do serious harm.`;
}

function sellsData(names: Names): string {
  const sells = names(/\b(?:sell|sells|sold|sale)\b|\bin exchange for\b/);
  const verb = sells ? 'sold' : 'rented out';
  return `Your personal data may be ${verb} to ${recipients(names, 'other companies')}, which can then use it under their own rules.`;
}

const AI_DATA: Items = [
  [/\bphotos?\b|\bimages?\b|\bpictures\b/, 'photos'],
  [/\bmessages\b|\bconversations?\b|\bchats?\b/, 'messages'],
  [/\bprompts?\b|\binputs?\b/, 'prompts'],
  [/\bvoice|\baudio\b|\brecordings?\b/, 'voice recordings'],
  [/\bcontent\b|\bposts\b|\breviews\b/, 'content'],
];

function trainsAi(names: Names): string {
  const data = itemsFound(names, AI_DATA, 3);
  const what = data.length > 0 ? `Your ${joinItems(data)}` : 'Your data';
  const isAi = names(
    /\bartificial intelligence\b|\bmachine[- ]learning\b|\bai\b|\blarge language\b|\bgenerative\b|\bneural\b|\blanguage models?\b/,
  );
  return isAi
    ? `${what} may be used to train AI models, and what a model has learned cannot easily be taken back.`
    : `${what} may be used to develop its algorithms, and what they have learned cannot easily be taken back.`;
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
  // Another company's own trackers on the service: they work on every site that carries them.
  const trackers = means.length > 0 ? joinItems(means) : 'trackers';
  return `${who ? `${who.charAt(0).toUpperCase()}${who.slice(1)}` : 'Other companies'} use their own ${trackers} here, which can follow you to other websites and apps that carry them.`;
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

function ignoresDoNotTrack(names: Names): string {
  const refuses = names(
    /\b(?:do not|does not|don't|doesn't|not|unable to|cannot)\b (?:currently |yet |presently )?(?:\w+ ){0,2}(?:respond|honou?r|recogni[sz]e|support|acknowledge|react|alter|change|modify|act on|take (?:any )?action)/,
  );
  return refuses
    ? 'The service ignores your browser\'s "Do Not Track" signal, so turning it on does not protect you here.'
    : 'It does not promise to act on your browser\'s "Do Not Track" signal, since no standard is agreed, so turning it on may not protect you here.';
}

const AFTER_YOU_LEAVE: Items = [
  [/\b(?:request|ask)\w*\b[^.]{0,30}\b(?:delet|eras)|\berasure\b/, 'even after you ask for it to be deleted'],
  [
    /\bclos\w* (?:your |an |the )?account|\baccount (?:is |has been )?(?:closed|terminated|deleted|cancel+ed)|\bterminat|\bcancel/,
    'even after you close your account',
  ],
  [/\bdelet/, 'even after you delete it'],
  [
    /\bstop using|\bleave\b|\bno longer (?:a |an )?(?:user|member|customer)/,
    'even after you stop using the service',
  ],
];

function indefiniteRetention(names: Names): string {
  const period = names(
    /\b(?:as long as|for as long as) (?:we|it) (?:deem|consider|see fit|believe|think|determine)/,
  )
    ? 'for as long as the company sees fit'
    : names(/\bno (?:set|fixed|specific) (?:retention )?period\b/)
      ? 'with no set time limit'
      : names(/\bforever\b|\bin perpetuity\b|\bperpetual|\bindefinitely\b|\bpermanently\b/)
        ? 'indefinitely'
        : 'with no time limit';
  const after = itemsFound(names, AFTER_YOU_LEAVE, 1)[0];
  return `Your data may be kept ${period}${after ? `, ${after}` : ''}, so the risk of a leak never ends.`;
}

function changesWithoutNotice(names: Names): string {
  const when = names(/\bat any time\b|\banytime\b/)
    ? ' at any time'
    : names(/\bfrom time to time\b/)
      ? ' from time to time'
      : '';
  const discretion = names(/\bdiscretion\b/) ? ' at its discretion' : '';
  const how = names(
    /\bwithout (?:(?:prior|advance|further|any|future|previous|additional)(?: or | and | )?)*(?:notice|notification|notifying|informing)\b/,
  )
    ? ' without notice to you'
    : names(
          /\bby posting\b|\b(?:posted|post|included|published|shown|displayed|appear)\w* (?:\w+ ){0,5}(?:on|to) (?:this|our|the) (?:\w+ )?(?:page|web ?site|site|policy)\b|\beffective (?:immediately )?(?:upon|on|after|when) (?:posting|posted|publication)\b/,
        )
      ? ', with changes only posted on its website'
      : names(
            /\b(?:check|review|visit) (?:this (?:page|policy) )?(?:periodically|regularly|frequently|often)\b/,
          )
        ? ', and you are expected to check for changes yourself'
        : ', with no promise here to tell you first';
  const agreeing = names(
    /\b(?:continued|continuing|further) (?:use|access)\b[^.]{0,80}\b(?:constitutes?|means|signifies|deemed|indicates)\b|\bby continuing to (?:use|access)\b/,
  )
    ? ', and continuing to use the service counts as agreeing'
    : '';
  return `The policy can change${when}${discretion}${how}${agreeing}.`;
}

function noDeletion(names: Names): string {
  const what = names(/\b(?:shared|disclosed|provided|given) (?:with|to)\b/)
    ? 'Data already passed to others'
    : names(/\b(?:post|posted|publish|published|public|contributions|comments|reviews)\b/)
      ? 'What you have posted'
      : names(/\baccounts?\b/)
        ? 'Your account or its data'
        : 'Your data';
  return `${what} may not be deleted even if you ask, so it can outlast your use of the service.`;
}

function arbitration(names: Names): string {
  return names(/\barbitrat/)
    ? 'Disputes must go to private binding arbitration, so you cannot take the company to court.'
    : 'You give up the right to a jury trial, so a judge alone would decide any claim.';
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
  [/\bbankrupt|\binsolven|\breceivership\b|\bliquidat/, 'goes bankrupt'],
  [/\breorgani[sz]|\brestructur/, 'is reorganised'],
];

function businessTransfer(names: Names): string {
  const events = itemsFound(names, TRANSFER_EVENTS, 4);
  const event = events.length > 0 ? joinItems(events).replace(/ and (?=[^,]*$)/, ' or ') : 'changes hands';
  return `If the company ${event}, your data can pass to the new owner, who may use it differently.`;
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
    /\bfor (?:their|its|the(?:ir)? partners['’]?) own (?:\w+ )?(?:purposes|use|uses|business|benefit|commercial)\b|\b(?:their|its) own (?:commercial|business) (?:purposes|use|activities)\b/,
    'who may use it for their own purposes',
  ],
  [/\bas they (?:see fit|wish|choose)\b|\bfor any (?:other )?purposes?\b/, 'who may use it as they see fit'],
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

function broadSharing(names: Names): string {
  if (
    names(/\b(?:exchang|swap|trad|rent)\w*\b|\b(?:mailing|donor|postal) (?:lists?|files?)\b/) &&
    names(/\b(?:lists?|files?|organi[sz]ations|charities|non-?profits|causes|groups|publishers)\b/)
  )
    return `Your name and contact details may be ${names(/\brent/) ? (names(/\b(?:exchang|swap|trad)/) ? 'swapped with or rented out to' : 'rented out to') : 'swapped with'} ${recipients(names, 'other organisations')}, so they can write to you themselves.`;
  const use = OWN_USE.find(([pattern]) => names(pattern))?.[1];
  if (use) return `Your personal data is shared with ${recipients(names, 'other companies')}, ${use}.`;
  // Advertisers and data brokers are named because using such data is their business.
  const businesses = itemsFound(names, RECEIVING, 5).filter((name) => DATA_BUSINESSES.has(name));
  if (businesses.length > 0)
    return `Your personal data is shared with ${joinItems(businesses)}, whose business is using such data.`;
  return `Your personal data is shared with ${recipients(names, 'other companies')}, and this passage does not limit what they do with it.`;
}

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
  const when = names(
    /\bgood[- ]faith\b|\bbeliev|\bappropriate\b|\bnecessary\b|\bdiscretion\b|\bthink\b|\bconsider\b/,
  )
    ? ' whenever the company believes it is needed'
    : '';
  const untold = names(/\bwithout (?:prior )?(?:notice|notifying|informing|telling)\b/)
    ? ', without telling you'
    : '';
  return `Your data may be given to ${who}${when || asked}${untold}.`;
}

const KEPT_FOR: Items = [
  [
    /\blegal (?:obligations?|requirements?)|\bcomply with|\b(?:required|permitted) by (?:applicable )?law\b|\b(?:contractual|regulatory|statutory|tax|accounting)\b[^.]{0,30}\b(?:obligations?|requirements)|\blegal retention\b|\b(?:required|obliged|need|needs) to (?:retain|keep|store|preserve)\b|\brequire[sd]? us to\b/,
    'to meet legal obligations',
  ],
  [/\bdisputes\b/, 'to resolve disputes'],
  [/\bfraud\b/, 'to prevent fraud'],
  [/\benforce\b/, 'to enforce its agreements'],
  [/\blegitimate (?:business )?interests?\b|\bbusiness purposes\b/, 'for its own business purposes'],
  [/\bsecurity\b/, 'for security'],
];

function keptAfterDeletion(names: Names): string {
  if (names(/\b(?:prior|previous|earlier|old) versions?\b/))
    return "Old versions of your information are kept after you update it, for the company's records.";
  const reasons = itemsFound(names, KEPT_FOR, 3);
  const why = reasons.length > 0 ? ` ${joinItems(reasons)}` : '';
  const after = itemsFound(names, AFTER_YOU_LEAVE, 1)[0]?.replace('even ', '');
  if (after) return `Some data is kept ${after}${why}.`;
  return `Some data may be kept${why || " for the company's own reasons"}, so deleting it may not remove everything.`;
}

function keptInBackups(names: Names): string {
  const where = [
    names(/\bback-?ups?\b|\bbacked[- ]up\b/) ? 'backups' : '',
    names(/\barchiv/) ? 'archives' : '',
    names(/\bcached copies\b|\bresidual\b/) ? 'residual copies' : '',
  ].filter(Boolean);
  const place = where.length > 0 ? joinItems(where).replace(/ and (?=[^,]*$)/, ' or ') : 'backups';
  return names(/\bdelet|\beras|\bremov|\bpurg/)
    ? `Deleted data may stay in ${place} with no stated time limit, so deleting it does not fully remove it.`
    : place === 'residual copies'
      ? 'Residual copies of your data may remain with no stated time limit, so deleting it may not fully remove it.'
      : `Copies of your data may stay in ${place} with no stated time limit, so deleting it may not fully remove it.`;
}

function assumedConsent(names: Names): string {
  const how = [
    names(
      /\bby (?:using|accessing|visiting|continuing to (?:use|browse)|browsing|navigating|remaining on|staying on)\b|\b(?:continued|continuing|further) (?:use|browsing)\b/,
    )
      ? 'from simply using the service'
      : '',
    names(/\bpre-?(?:ticked|checked|selected)\b|\bby default\b/)
      ? 'with a setting chosen for you in advance'
      : '',
    names(/\bif you (?:do not|don't|fail to) (?:opt[- ]?out|object|disable|reject|decline|change)\b/)
      ? 'unless you object'
      : '',
  ].filter(Boolean);
  const when = how.length > 0 ? ` ${how.join(' or ')}` : '';
  return `Your consent is taken for granted${when} instead of being asked for.`;
}

function optOutLapses(names: Names): string {
  if (
    names(
      /\b(?:delet|clear|remov|eras|block|reset)\w*\b[^.]{0,60}\bcookies?\b|\bcookies?\b[^.]{0,60}\b(?:delet|clear|remov|eras|block|reset)/,
    )
  )
    return 'Your opt-out may not last: it can be lost when you clear your cookies, and you must opt out again.';
  if (names(/\b(?:browser|device|computer)\b/))
    return 'Your opt-out holds only on the browser or device you set it on, so you must opt out again on each one.';
  return 'Your opt-out may not last: it can expire, and you must opt out again.';
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

function serviceProviders(names: Names): string {
  const who = itemsFound(names, PROVIDERS, 3);
  return `Outside companies (${who.length > 0 ? joinItems(who) : 'service providers'}) handle your data for the service, so its safety also depends on them.`;
}

const LOCATION_SOURCES: Items = [
  [/\bgps\b|\bsatellite\b/, 'GPS'],
  // Read from an IP address only when the sentence says so, not when it lists one beside the location.
  [
    /\b(?:from|using|via|based on|through|by|associated with) (?:your |the |an )?ip address|\bip[- ](?:based|geolocation)/,
    'your IP address',
  ],
  [/\bwi-?fi\b/, 'Wi-Fi'],
  [/\bcell(?:ular)? (?:towers?|networks?)\b|\bmobile network\b/, 'mobile networks'],
  [/\bbluetooth\b|(?<!web )\bbeacon (?:technolog\w*|signals?)\b/, 'Bluetooth beacons'],
];

function locationTracking(names: Names): string {
  const verb = names(/\btrack\w*\b/)
    ? 'tracked'
    : names(/\b(?:infer|determin|deriv|estimat)\w*\b/)
      ? 'worked out'
      : 'collected';
  const precise = names(/\b(?:precise|exact|gps|real[- ]time)\b/) ? 'precise ' : '';
  const sources = itemsFound(names, LOCATION_SOURCES, 3);
  const from = sources.length > 0 ? `, from ${joinItems(sources).replace(/ and (?=[^,]*$)/, ' or ')}` : '';
  return `Your ${precise}location is ${verb}${from}, which can reveal where you live and go.`;
}

const DEVICE_ITEMS: Items = [
  [/\bip address/, 'IP address'],
  [/\b(?:unique|persistent) (?:device )?identifiers?\b|\bdevice (?:id|identifiers?)\b/, 'device identifiers'],
  [/\badvertising ids?\b/, 'advertising ID'],
  [/\bbrowser type\b|\boperating system\b/, 'browser and system'],
  [
    /\bbrowsing (?:history|histories|activity|behaviou?r)\b|\bpages? (?:you )?(?:visit|view)|\bclickstream\b|\bnavigation\b/,
    'pages visited',
  ],
  [/\bsearch (?:history|histories|activity|terms|queries)\b/, 'searches'],
  [/\breferr/, 'the page that sent you'],
  [/\bexit (?:pages?|websites?|urls?)\b/, 'where you go next'],
  [/\bopened\b|\bwhether you (?:open|click)/, 'whether you open its emails'],
  [/\blog (?:data|files)\b/, 'log files'],
  [/\busage data\b/, 'usage data'],
  [/\bcookies?\b/, 'cookies'],
  [/\bweb beacons?\b|\bpixels?\b|\bclear gifs?\b|\bpixel tags?\b/, 'web beacons'],
  [/\bsdks?\b/, 'SDKs'],
  [/\bfingerprint/, 'fingerprinting'],
  [/\bgoogle analytics\b|\badobe analytics\b|\bhotjar\b|\bmixpanel\b|\banalytic/, 'analytics services'],
];

function deviceTracking(names: Names): string {
  const items = itemsFound(names, DEVICE_ITEMS, 4);
  const list = items.length > 0 ? ` (${joinItems(items)})` : '';
  return `Your device and activity are recorded automatically${list}, not only what you choose to enter.`;
}

function internationalTransfer(names: Names): string {
  const where = names(/\bunited states\b|\bu\.s\.|\busa\b/)
    ? 'the United States'
    : names(/\boutside (?:of )?the (?:eea|european economic area|eu|european union)\b/)
      ? 'countries outside Europe'
      : 'other countries';
  return `Your data may be moved to ${where}, whose privacy laws may protect you less.`;
}

const MARKETING_CHANNELS: Items = [
  [/\be-?mails?\b|\bnewsletters?\b/, 'email'],
  [/\btext messages?\b|\bsms\b/, 'text message'],
  [/\bpush notifications?\b/, 'push notification'],
  [/\b(?:tele)?phone\b|\bcalls?\b/, 'phone'],
  [/\bpost\b|\bmail\b(?!ing)/, 'post'],
];

function marketingUse(names: Names): string {
  if (names(/\b(?:third parties|other companies|others|partners) for their (?:own )?(?:direct )?marketing\b/))
    return 'Your data may go to other companies for their own marketing, not only to provide the service.';
  if (names(/\b(?:in|on) (?:our |its |any )?(?:marketing|promotional|advertising) materials\b/))
    return 'Information about you may be used in its marketing materials, not only to provide the service.';
  if (names(/\bon behalf of\b/))
    return 'Your data is used to send you offers from other companies, not only to provide the service.';
  if (
    names(
      /\bsend|\be-?mails?\b|\bnewsletters?\b|\bmessages\b|\bcommunications\b|\bcontact you\b|\btell you\b|\binform you\b/,
    )
  ) {
    const channels = itemsFound(names, MARKETING_CHANNELS, 3);
    const by = channels.length > 0 ? ` by ${joinItems(channels).replace(/ and (?=[^,]*$)/, ' or ')}` : '';
    return `Your data is used to send you marketing${by}, not only to provide the service.`;
  }
  return 'Your data is used for marketing, not only to provide the service.';
}

function securityDisclaimer(names: Names): string {
  const what = itemsFound(
    names,
    [
      [/\bunauthori[sz]ed (?:access|use|disclosure)/, 'unauthorised access to it'],
      [/\bbreach/, 'breaches'],
      [/\binterception|\bintercept/, 'interception'],
      [/\bhack/, 'hacking'],
    ],
    2,
  );
  return what.length > 0
    ? `The company says it is not responsible for ${joinItems(what).replace(/ and (?=[^,]*$)/, ' or ')} of your data, which may leave you without a remedy.`.replace(
        'unauthorised access to it of your data',
        'unauthorised access to your data',
      )
    : 'The company disclaims responsibility for the security of your data, which may leave you without a remedy.';
}

function noSecurityPromise(names: Names): string {
  return names(/\bown risk\b/)
    ? 'You send your data at your own risk, and the policy describes no security measures to protect it.'
    : 'It warns that the safety of your data cannot be guaranteed, and the policy describes no security measures to protect it.';
}

function liabilityDisclaimer(names: Names): string {
  if (names(/\bas is\b|\bas available\b/))
    return 'The service is provided "as is", so the company accepts no responsibility for your losses.';
  if (names(/\b(?:own|sole) risk\b|\byou (?:accept|assume|bear) (?:all|the|any) (?:risks?|responsibility)\b/))
    return names(/\bprovide (?:your |any )?(?:personal )?(?:information|data)\b/)
      ? 'You provide your data at your own risk, so any loss is yours to bear.'
      : 'You use the service at your own risk, so any loss is yours to bear.';
  if (names(/\bliable\b|\bliability\b|\bharmless\b/)) {
    const data = names(/\b(?:lost|loss of|losing) (?:your )?(?:data|information|content)\b|\bdata loss\b/)
      ? ', lost data included'
      : '';
    return `The company accepts no liability for your losses${data}.`;
  }
  return 'The company gives no warranty that the service works correctly, so the risk of errors is yours.';
}

const WRITERS: Readonly<Record<string, Writer>> = {
  'sells-data': sellsData,
  'trains-ai': trainsAi,
  'targeted-advertising': targetedAdvertising,
  'cross-site-tracking': crossSiteTracking,
  'ads-on-other-sites': adsOnOtherSites,
  'ignores-do-not-track': ignoresDoNotTrack,
  'indefinite-retention': indefiniteRetention,
  'sensitive-data': sensitiveData,
  'changes-without-notice': changesWithoutNotice,
  'no-deletion': noDeletion,
  arbitration,
  'data-in-business-transfer': businessTransfer,
  'third-party-data-sources': thirdPartyDataSources,
  'broad-third-party-sharing': broadSharing,
  'disclosure-without-notice': disclosureWithoutNotice,
  'kept-after-deletion': keptAfterDeletion,
  'kept-in-backups': keptInBackups,
  'assumed-consent': assumedConsent,
  'opt-out-lapses': optOutLapses,
  'many-service-providers': serviceProviders,
  'location-tracking': locationTracking,
  'automatic-device-tracking': deviceTracking,
  'international-transfer': internationalTransfer,
  'marketing-use': marketingUse,
  'security-disclaimer': securityDisclaimer,
  'no-security-promise': noSecurityPromise,
  'liability-disclaimer': liabilityDisclaimer,
};

/**
 * The flag's statement written from the sentence, its fixed statement for a flag without a writer,
 * or undefined when the sentence does not show the flag's point.
 */
export function writeRedFlagStatement(
  flag: { id: string; statement: string },
  names: Names,
): string | undefined {
  const writer = WRITERS[flag.id];
  return writer ? writer(names) : flag.statement;
}

/**
 * How each flag's statements begin (or what they always say): the fixed statement and every one its
 * writer can give. The flag counts (`npm run eval`) read which flags a merged statement states.
 */
const SAYS: Readonly<Record<string, RegExp>> = {
  'sells-data': /^Your personal data may be (?:sold|rented out) to /,
  'trains-ai': /^Your [^.]{0,60} may be used to (?:train AI models|develop its algorithms)/,
  'targeted-advertising':
    /^Your data is used to (?:choose|personalise) the ads you see|^Your data is shared with [^.]{0,80}, who can use it to aim ads at you|^Ads are served (?:here|across the web) by other companies/,
  'cross-site-tracking':
    /^You may be tracked |^[^.]{0,80} use their own [^.]{0,60} here, which can follow you/,
  'ads-on-other-sites': /^What you do here may be used to aim ads at you/,
  'ignores-do-not-track': /"Do Not Track" signal/,
  'indefinite-retention': /^Your data may be kept [^.]{0,100}, so the risk of a leak never ends/,
  'sensitive-data': /^Collects sensitive data \(|^The company may read or monitor /,
  'changes-without-notice': /^The policy can change/,
  'no-deletion': /^You may not be able to delete |may not be deleted even if you ask/,
  arbitration: /^Disputes must go to private binding arbitration|^You give up the right to a jury trial/,
  'class-action-waiver': /^You give up the right to join a class action/,
  'data-in-business-transfer': /^If the company /,
  'third-party-data-sources': /^Data about you is also gathered from /,
  'broad-third-party-sharing':
    /^Your personal data is shared with |^Your name and contact details may be (?:swapped|rented)/,
  'disclosure-without-notice': /^Your data may be given to /,
  'kept-after-deletion': /^Some data (?:may be|is) kept|^Old versions of your information are kept/,
  'kept-in-backups':
    /^(?:Deleted data|Copies of your data) may stay in |^Residual copies of your data may remain/,
  'assumed-consent': /^Your consent is taken for granted/,
  'opt-out-lapses': /^Your opt-out /,
  'many-service-providers': /^Outside companies \(/,
  'location-tracking': /^Your (?:precise )?location is /,
  'automatic-device-tracking': /^Your device and activity are recorded automatically/,
  'international-transfer': /^Your data may be moved to /,
  'marketing-use':
    /^Your data is used (?:to send you|for marketing)|^Your data may go to other companies for their own marketing|^Information about you may be used in its marketing materials/,
  'security-disclaimer': /^The company (?:says it is not responsible for|disclaims responsibility)/,
  'no-security-promise': /the policy describes no security measures/,
  'liability-disclaimer':
    /^The service is provided "as is"|at your own risk, so any loss is yours|^The company accepts no liability|^The company gives no warranty/,
};

/** The ids of the flags a red-flag statement states (a merged one states each flag in a sentence of its own). */
export function redFlagIdsOfStatement(statement: string): string[] {
  const sentences = statement.split(/(?<=\.) (?=[A-Z"])/);
  return Object.keys(SAYS).filter((id) => sentences.some((sentence) => SAYS[id]?.test(sentence)));
}
