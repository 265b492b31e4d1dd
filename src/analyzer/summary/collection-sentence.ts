import { DATA_TYPES, NETWORK_CONTACTS } from '../extract/data-types';
import { byOrder, flagged } from './tldr-words';
import type { RuleFinding } from './tldr-words';
import { joinItems } from '../statement-items';

/* The TL;DR's sentence on what is collected (build-tldr.ts puts it second). */

/** Data whose misuse harms most, most sensitive first: what a reader must hear about. */
// Payment details are left out: a shop needs them, and calling them sensitive would alarm for nothing.
const SENSITIVE_DATA = ['biometric', 'health', 'government-id', 'children', 'location', 'contacts', 'audio'];
/**
 * The other data, most consequential first, so that the two the TL;DR names are those a reader must
 * hear of: what pays or reaches you (payment and contact details) and what you write before what a
 * browser sends by itself (cookies, device identifiers).
 */
const ORDINARY_ORDER = [
  'financial',
  'contact',
  'account',
  'content',
  'social',
  'demographics',
  'inferences',
  'device',
  'cookies',
  'usage',
];
/** How many kinds of ordinary data the collection sentence names ("everyday data such as ..."). */
const NAMED_ORDINARY = 2;
/**
 * Special categories in law (racial or ethnic origin, religion, sexual orientation, political
 * opinions...) and private messages, which no data type of their own carries: read from the
 * finding that names them (the demographics finding's items, the sensitive-data flag's kinds) and
 * named beside the sensitive data types, after health.
 */
const ETHNIC_ORIGIN = 'ethnic background';
const FLAG_KINDS_OF_TYPES: Readonly<Record<string, string>> = {
  'your precise location': 'location',
  'health information': 'health',
  'biometric data': 'biometric',
};
const SENSITIVE_DATA_FLAG = /^Collects sensitive data \(([^)]*)\)/;

/**
 * Where a location comes from the device or is precise: GPS, Wi-Fi or cell towers, a geotag, a
 * phone or an app, location-based services. Such a location can show where you live and go.
 */
const DEVICE_OR_PRECISE_LOCATION =
  /\b(?:gps|precise|exact|latitude|longitude|wi-?fi|cell(?:ular)? towers?|beacons?|geo-?tag\w*|location[- ](?:based|enabled|services?|features?)|current location|actual location|where you are|mobile|phones?|smartphones?|tablets?|apps?|devices?|location of your device)\b/i;
/** Details a browser reveals on each visit: a location among them is what an IP address tells. */
const VISIT_DETAILS =
  /\b(?:ip address(?:es)?|browser|traffic data|web ?logs?|referr\w*|operating system|domain names?|access times?)\b/i;
/** How the location flag says a location worked out from the IP address (sharing-statements.ts). */
const APPROXIMATE_LOCATION = /\bapproximate location\b/i;

/**
 * A location the TL;DR does not call sensitive: one named only as one more detail of your computer
 * or visit, beside its IP address or browser ("your IP address, geolocation, browser type", "traffic
 * data, location data, weblogs"), or of a profile, beside your age or gender ("to join the list, give
 * your email, location and demographic details"), or said to be worked out only roughly (your
 * country or city), with no word of a device, an app or precision anywhere it is named: what an IP
 * address tells or what you say of where you live, not where you go. Reviewers called "sensitive
 * data (location)" an overstatement for such policies. The report still lists it.
 */
export function locationOnlyAsEverydayDetail(
  findings: readonly RuleFinding[],
  ids: ReadonlySet<string>,
): boolean {
  if (!ids.has('location') && !flagged(ids, 'location-tracking')) return false;
  const evidence = findings.filter(
    (finding) =>
      finding.id === 'location' ||
      finding.id === 'flag:location-tracking' ||
      (finding.id === 'flag:sensitive-data' && /\blocation\b/.test(finding.statement)),
  );
  const isWeak = (finding: RuleFinding): boolean => {
    if (finding.id === 'flag:sensitive-data' || /\bprecise\b/i.test(finding.statement)) return false;
    if (APPROXIMATE_LOCATION.test(finding.statement)) return true;
    if (
      finding.id === 'location' &&
      findings.some(
        (other) =>
          (other.id === 'device' || other.id === 'demographics') &&
          other.start === finding.start &&
          other.end === finding.end,
      )
    )
      return true;
    return !DEVICE_OR_PRECISE_LOCATION.test(finding.quote) && VISIT_DETAILS.test(finding.quote);
  };
  return evidence.length > 0 && evidence.every(isWeak);
}

/**
 * The reader's contacts, read from a phone or a contact list ("your contacts list (e.g., address
 * book)", "your device's contacts"). An address book named alone among account details ("name,
 * e-mail, password, address book and 1-Click settings") is the addresses you ship to, not your
 * friends': the TL;DR does not call it sensitive.
 */
const CONTACT_LIST = /\b(?:contacts?|phone ?book|friends?|devices?|phones?|mobile)\b/i;
const addressBookOnly = (findings: readonly RuleFinding[]): boolean => {
  const evidence = findings.filter((finding) => finding.id === 'contacts');
  return evidence.length > 0 && evidence.every((finding) => !CONTACT_LIST.test(finding.quote));
};

/**
 * The sensitive data types whose only support is weak: everyday data in the TL;DR, which names as
 * sensitive only what a sentence shows to be so.
 */
export function everydaySensitiveTypes(
  findings: readonly RuleFinding[],
  ids: ReadonlySet<string>,
): ReadonlySet<string> {
  return new Set([
    ...(locationOnlyAsEverydayDetail(findings, ids) ? ['location'] : []),
    ...(ids.has('contacts') && addressBookOnly(findings) ? ['contacts'] : []),
  ]);
}

/** What the location finding and the location flag say of a coarse location (location-precision.ts). */
const APPROXIMATE_LOCATION_FINDING = /^Collects your approximate location\b/;
const APPROXIMATE_LOCATION_FLAG = /^Your approximate location\b/;
const APPROXIMATE_LOCATION_WORDS = 'your approximate location';

/**
 * Every location the findings name is approximate (a country, city or postcode guessed from an IP
 * address or sent by a browser), and no flag names a precise one: location data, but not where you
 * live and go. The TL;DR names it as what it is, not among the sensitive data.
 */
export function locationOnlyApproximate(findings: readonly RuleFinding[], ids: ReadonlySet<string>): boolean {
  if (!ids.has('location')) return false;
  const locations = findings.filter(
    (finding) => finding.id === 'location' || finding.id === 'flag:location-tracking',
  );
  return (
    locations.length > 0 &&
    locations.every((finding) =>
      finding.id === 'location'
        ? APPROXIMATE_LOCATION_FINDING.test(finding.statement)
        : APPROXIMATE_LOCATION_FLAG.test(finding.statement),
    ) &&
    !findings.some(
      (finding) => finding.id === 'flag:sensitive-data' && /\bprecise location\b/.test(finding.statement),
    )
  );
}

/**
 * The sensitive kinds the findings name beyond the data types: ethnic origin among the demographic
 * details, and the kinds of a sensitive-data flag (only where the flags are summarised) that no
 * sensitive data type already names: as data type ids where a type stands for them ("your precise
 * location"), in the flag's words otherwise ("your messages").
 */
function sensitiveKindsNamed(
  findings: readonly RuleFinding[],
  ids: ReadonlySet<string>,
  sensitiveIds: readonly string[],
): { afterHealth: string[]; typeIds: string[]; otherKinds: string[] } {
  const afterHealth = findings.some(
    (finding) => finding.id === 'demographics' && finding.statement.includes(ETHNIC_ORIGIN),
  )
    ? [ETHNIC_ORIGIN]
    : [];
  const flag = flagged(ids, 'sensitive-data')
    ? findings.find((finding) => finding.id === 'flag:sensitive-data')
    : undefined;
  const kinds = (SENSITIVE_DATA_FLAG.exec(flag?.statement ?? '')?.[1] ?? '')
    .split(/, | and /)
    .filter((kind) => kind !== '');
  const typeIds = kinds
    .map((kind) => FLAG_KINDS_OF_TYPES[kind])
    .filter((id): id is string => id !== undefined && !sensitiveIds.includes(id));
  const otherKinds = kinds.filter((kind) => FLAG_KINDS_OF_TYPES[kind] === undefined);
  return { afterHealth, typeIds, otherKinds };
}

/** What is collected, sensitive data named first and in full, then the most consequential other data. */
export function collectionSentence(
  ids: ReadonlySet<string>,
  findings: readonly RuleFinding[],
  weaklySupported: ReadonlySet<string> = new Set(),
): string {
  const approximate = locationOnlyApproximate(findings, ids);
  const collected = [...DATA_TYPES].filter(
    (type) => ids.has(type.id) && !(approximate && type.id === 'location'),
  );
  const sensitiveIds = SENSITIVE_DATA.filter((id) => !weaklySupported.has(id));
  const collectedSensitive = collected
    .filter((type) => sensitiveIds.includes(type.id))
    .map((type) => type.id);
  const { afterHealth, typeIds, otherKinds } = sensitiveKindsNamed(findings, ids, collectedSensitive);
  if (collected.length === 0 && !approximate && typeIds.length === 0 && otherKinds.length === 0)
    return 'It says little about what personal data it collects.';
  // Contacts read only from a social network are named as such, not as your address book.
  const contacts = findings.filter((finding) => finding.id === 'contacts');
  const networkContactsOnly =
    contacts.length > 0 && contacts.every((finding) => finding.statement === NETWORK_CONTACTS);
  const labelOf = (id: string): string =>
    id === 'contacts' && networkContactsOnly
      ? 'your contacts on a social network'
      : (DATA_TYPES.find((type) => type.id === id)?.label ?? id);
  // A flag's kind that is a data type ("your precise location") is named by the type's label, in the types' order.
  const sensitiveIdsSaid = [...collectedSensitive, ...typeIds].sort(
    (left, right) => SENSITIVE_DATA.indexOf(left) - SENSITIVE_DATA.indexOf(right),
  );
  const isUpToHealth = (id: string): boolean =>
    SENSITIVE_DATA.indexOf(id) <= SENSITIVE_DATA.indexOf('health');
  const sensitive = [
    ...sensitiveIdsSaid.filter(isUpToHealth).map(labelOf),
    ...afterHealth,
    ...sensitiveIdsSaid.filter((id) => !isUpToHealth(id)).map(labelOf),
    ...otherKinds,
  ];
  const ordinary = collected
    .filter((type) => !sensitiveIds.includes(type.id))
    .sort(byOrder(ORDINARY_ORDER))
    .map((type) => type.label);
  // An approximate location is said after the everyday data it is named with, as what it is.
  const everyday =
    ordinary.length > NAMED_ORDINARY
      ? `everyday data such as ${joinItems(ordinary.slice(0, NAMED_ORDINARY))}${approximate ? `, and ${APPROXIMATE_LOCATION_WORDS}` : ''}`
      : joinItems([...ordinary, ...(approximate ? [APPROXIMATE_LOCATION_WORDS] : [])]);
  if (sensitive.length === 0) return `It collects ${everyday}.`;
  const besides = ordinary.length > 0 || approximate ? ` as well as ${everyday}` : '';
  return `It collects sensitive data (${joinItems(sensitive)})${besides}.`;
}
