import {
  COUNTRY_ITEMS,
  joinAlternatives,
  joinItems,
  joinPlaces,
  itemsFound,
  type Items,
  type Names,
} from '../statement-items';
import { ALONE, type Around, type Writer } from './statement-words';
import { PRESCRIPTION_DATA } from '../extract/health-words';
import { COARSE_PLACES, FROM_IP_ADDRESS, isCoarseLocation } from '../extract/location-precision';

/** Statements of the flags about what data is collected and where it goes, each written from its sentence (see red-flag-statements.ts). */

/** The kinds of data the sensitive-data flag means, named as the sentence names them. */
const SENSITIVE_KINDS: Items = [
  [
    /\b(?:precise|exact|gps|real[- ]time|geo)[- ]?(?:location|coordinates|geolocation)\b|\bgps\b/,
    'your precise location',
  ],
  [
    new RegExp(
      String.raw`\b(?:health|medical) (?:information|data|records?|conditions?|history|status)\b|${PRESCRIPTION_DATA}|\bdiagnos[ie]s\b`,
    ),
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
  // Not what the company sends you: "communications regarding our pharmacy", "marketing emails".
  [
    /\b(?<!(?:marketing|promotional|our|its) )(?:messages|chats|conversations|emails|communications)\b(?! (?:regarding|about|from us|to you))/,
    'your messages',
  ],
];
/** The company reads or watches them, beyond keeping them. */
const READS_MESSAGES =
  /\b(?!reviews\b)(?:monitor|review|moderat|scan|read|analy[sz]|filter)\w*\b[^.]{0,40}\b(?:messages|chats|conversations|emails|communications)\b|\b(?:messages|chats|conversations)\b[^.]{0,60}\b(?:monitored|reviewed|moderated|scanned|analy[sz]ed|filtered)\b|\bcontent of (?:your )?(?:private )?(?:messages|emails|communications)\b/;

/**
 * A pointer to another notice that governs the data ("our pharmacy has its own notice of privacy
 * practices for health information"): it says where the practices are described, not what they are.
 */
const POINTS_TO_ANOTHER_NOTICE =
  /^(?![^]*\b(?:collect|receive|obtain|gather|record|store|keep|share|disclos|process|ask)\w*\b)[^]*\b(?:specific|separate|own|additional|different|distinct) (?:notices? of privacy practices|(?:privacy )?(?:notices?|polic(?:y|ies)|statements?))\b/;

/**
 * Location taken only once you switch the feature on ("if you choose to enable that feature", "if you
 * do not enable the location-based service, we will not collect location information"), said in this
 * sentence or just before it.
 */
const LOCATION_OPT_IN =
  /\bif you (?:choose to |decide to |elect to |agree to )?(?:enable|turn on|switch on|allow|opt in|activate|grant|permit)\w*\b[^.]{0,60}\b(?:location|gps|feature|setting|service)s?\b|\blocation\b[^.]{0,60}\bif you (?:choose to |decide to |elect to |agree to )?(?:enable|turn on|switch on|allow|opt in|activate|grant|permit)\w*|\bif you (?:do not|don't) (?:\w+ )?(?:enable|turn on|switch on|allow|activate)\w*\b[^.]{0,60}\blocation\b[^.]*\bnot (?:\w+ ){0,3}(?:collect|transmit|access|use)\w*|\bwith your (?:permission|consent)\b[^.]{0,40}\blocation\b|\blocation\b[^.]{0,60}\bonly (?:if|when|with) (?:you|your)\b/;
/** The location chooses the ads you see. */
const LOCATION_ADS =
  /\b(?:ads?|advertis\w*)\b[^.]{0,60}\b(?:target|based on|tailor|aim|select)\w*|\btarget\w*\b[^.]{0,40}\b(?:ads?|advertis\w*)\b/;

function sensitiveData(names: Names, around: Around = ALONE): string | undefined {
  if (names(POINTS_TO_ANOTHER_NOTICE)) return undefined;
  let kinds = itemsFound(names, SENSITIVE_KINDS, 4);
  // "Private messages" and "chat logs" are the messages: named once, the most specific way.
  if (
    kinds.includes('your messages') &&
    kinds.some((kind) => /messages|chat logs/.test(kind) && kind !== 'your messages')
  )
    kinds = kinds.filter((kind) => kind !== 'your messages');
  // "Comments, conversations and other public activities": what is posted in public is no private message.
  if (names(/\bpublic(?:ly)?\b/) && !names(/\bprivate\b|\bdirect messages\b|\bemails?\b/))
    kinds = kinds.filter((kind) => kind !== 'your messages');
  if (kinds.length === 0) return undefined;
  const onlyMessages = kinds.every((kind) => /messages|chat logs/.test(kind));
  if (onlyMessages && names(READS_MESSAGES))
    return `The company may read or monitor ${joinItems(kinds)}, which can reveal what you say in private.`;
  const onlyLocation = kinds.every((kind) => kind === 'your precise location');
  const ads = onlyLocation && names(LOCATION_ADS) ? ' and uses it to choose the ads you see' : '';
  const optIn =
    onlyLocation && (names(LOCATION_OPT_IN) || around.before(LOCATION_OPT_IN))
      ? ', only if you switch its location feature on'
      : '';
  return `Collects sensitive data (${joinItems(kinds)})${ads}${optIn}, whose misuse can do serious harm.`;
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

const LOCATION_SOURCES: Items = [
  [/\bgps\b|\bsatellite\b/, 'GPS'],
  // Read from an IP address only when the sentence says so, not when it lists one beside the location.
  [FROM_IP_ADDRESS, 'your IP address'],
  [/\bwi-?fi\b/, 'Wi-Fi'],
  [/\bcell(?:ular)? (?:towers?|networks?)\b|\bmobile network\b/, 'mobile networks'],
  [/\bbluetooth\b|(?<!web )\bbeacon (?:technolog\w*|signals?)\b/, 'Bluetooth beacons'],
];

/** Location passed on without identifying you, or only in aggregate: no place of yours is revealed. */
const LOCATION_UNIDENTIFIED =
  /\bwithout (?:identifying|naming) you\b|\bnot (?:personally )?identif(?:y|ies|iable)\b[^.]{0,20}\byou\b|\b(?:anonymi[sz]ed|anonymous|de-?identified|aggregated?) (?:location|geolocation)\b/;

function locationTracking(names: Names): string | undefined {
  if (names(LOCATION_UNIDENTIFIED)) return undefined;
  const verb = names(/\btrack\w*\b/)
    ? 'tracked'
    : names(/\b(?:infer|determin|deriv|estimat)\w*\b/)
      ? 'worked out'
      : 'collected';
  const precise = names(/\b(?:precise|exact|gps|real[- ]time)\b/) ? 'precise ' : '';
  const sources = itemsFound(names, LOCATION_SOURCES, 3);
  const from = sources.length > 0 ? ` from ${joinAlternatives(sources)}` : '';
  const optIn = names(LOCATION_OPT_IN) ? ', only if you switch its location feature on' : '';
  if (precise === '' && isCoarseLocation(names)) {
    const places = itemsFound(names, COARSE_PLACES, 3);
    const which = places.length > 0 ? ` (your ${joinAlternatives(places)})` : '';
    return `Your approximate location${which} is ${verb}${from}${optIn}, which shows roughly where you are.`;
  }
  return `Your ${precise}location is ${verb}${from}${optIn}, which can reveal where you live and go.`;
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

/** The sentence says the laws there may protect you less, or differ from yours. */
const WEAKER_LAWS =
  /\b(?:less|not as|not (?:be )?the same|different|weaker|lower)\b[^.]{0,30}\b(?:protect\w*|stringent|strict|privacy|data protection|laws?|standards?)\b|\bmay not (?:\w+ ){0,3}(?:be as protective|provide the same|have the same|offer the same|be equivalent)\b|\b(?:vary|differ)\b|\badequate\b|\bsubject to (?:the )?(?:different|foreign|other) (?:\w+ )?laws\b/;

/** Other places besides the named ones, or the named one as the place data leaves: the usual statement. */
const ELSEWHERE_TOO =
  /\b(?:other|another|any|third) (?:countr\w*|jurisdictions?)\b|\boutside (?:of )?(?:the )?(?:united states|u\.s\.|usa|canada|your)\b|\b(?:government|courts|law enforcement|authorities|agencies)\b[^.]{0,80}\b(?:obtain|access)\w*/;

function internationalTransfer(names: Names): string {
  const countries = itemsFound(names, COUNTRY_ITEMS, 3);
  // "Stored on servers in the U.S. or Canada": where it is kept, not that the laws there are weaker
  // (for a reader who lives there, nothing changes).
  if (countries.length > 0 && !names(WEAKER_LAWS) && !names(ELSEWHERE_TOO)) {
    const where = joinPlaces(names, countries);
    // Hosting abroad adds the laws there (and their authorities' access); it does not take away the
    // protection of the reader's own laws.
    const laws =
      countries.length > 1
        ? "those countries' laws, including access by their authorities"
        : "that country's laws, including access by its authorities";
    if (names(/\b(?:transfer|mov)\w*/))
      return `Your data may be moved to ${where}, where it may also be subject to ${laws}.`;
    // "Stored", not "retail stores".
    if (
      names(
        /\bstor(?:ed|ing|age)\b|\bstores? (?:your|it|them|data|personal|information)\b|\bhost\w*|\bservers?\b/,
      )
    )
      return `Your data is stored in ${where}, where it may also be subject to ${laws}.`;
    if (names(/\bprocess\w*/))
      return `Your data is processed in ${where}, where it may also be subject to ${laws}.`;
    return `The company is based in ${where}, so your data may also be subject to ${laws}.`;
  }
  // "Outside (of) the United States" is where the data goes, not the United States itself.
  const where =
    names(/\boutside (?:of )?the (?:united states|u\.s\.|usa)\b/) &&
    !names(/\b(?:to|in|into|within) the (?:united states|u\.s\.|usa)\b/)
      ? 'countries outside the United States'
      : names(/\bunited states\b|\bu\.s\.|\busa\b/)
        ? 'the United States'
        : names(/\boutside (?:of )?the (?:eea|european economic area|eu|european union)\b/)
          ? 'countries outside Europe'
          : 'other countries';
  return `Your data may be moved to ${where}, whose privacy laws may protect you less.`;
}

/** Where the joined-up information comes from, as the sentence names it. */
function combinedProfile(names: Names): string {
  const sources = itemsFound(names, [
    [/\b(?:products|services|apps|platforms|websites|sites|brands)\b/, 'its different products'],
    [/\bdevices\b/, 'your different devices'],
    [/\boffline\b/, 'offline sources'],
  ]);
  const holds = names(
    /\balready\b|\bwe (?:have|hold|collect|maintain|store)\b|\bother (?:information|data)\b/,
  );
  const from = sources.length > 0 ? ` from ${joinItems(sources)}` : '';
  const withHeld = holds || sources.length === 0 ? ' with what it already holds' : '';
  return `Information about you${from} is combined into one profile${withHeld}, so it knows more about you than any one use reveals.`;
}

export const DATA_WRITERS: Readonly<Record<string, Writer>> = {
  'sensitive-data': sensitiveData,
  'trains-ai': trainsAi,
  'location-tracking': locationTracking,
  'automatic-device-tracking': deviceTracking,
  'international-transfer': internationalTransfer,
  'combined-profile': combinedProfile,
};
