import { joinItems, itemsFound, type Items, type Names } from '../statement-items';
import type { Writer } from './statement-words';

/** Statements of the flags about what data is collected and where it goes, each written from its sentence (see red-flag-statements.ts). */

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
  const from = sources.length > 0 ? ` from ${joinItems(sources).replace(/ and (?=[^,]*$)/, ' or ')}` : '';
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

/** Where the joined-up information comes from, as the sentence names it. */
function combinedProfile(names: Names): string {
  const sources = itemsFound(names, [
    [/\b(?:products|services|apps|platforms|websites|sites|brands)\b/, 'its different products'],
    [/\bdevices\b/, 'your different devices'],
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
