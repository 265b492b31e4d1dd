import { DATA_TYPES } from '../extract/data-types';
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
 * A location named only as one more detail of your computer, beside its IP address or browser
 * ("your IP address, geolocation, browser type"), or of a profile, beside your age or gender ("to
 * join the list, give your email, location and demographic details"), with no word of precision and
 * no location flag: what an IP address tells or what you say of where you live, not where you go.
 * The TL;DR does not call it sensitive data; the report still lists it.
 */
export function locationOnlyAsEverydayDetail(
  findings: readonly RuleFinding[],
  ids: ReadonlySet<string>,
): boolean {
  if (!ids.has('location') || flagged(ids, 'location-tracking')) return false;
  const locations = findings.filter((finding) => finding.id === 'location');
  return (
    locations.length > 0 &&
    locations.every(
      (finding) =>
        !/\bprecise\b/i.test(finding.statement) &&
        findings.some(
          (other) =>
            (other.id === 'device' || other.id === 'demographics') &&
            other.start === finding.start &&
            other.end === finding.end,
        ),
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
  everydayLocation = false,
): string {
  const collected = [...DATA_TYPES].filter((type) => ids.has(type.id));
  const sensitiveIds = everydayLocation ? SENSITIVE_DATA.filter((id) => id !== 'location') : SENSITIVE_DATA;
  const collectedSensitive = collected
    .filter((type) => sensitiveIds.includes(type.id))
    .map((type) => type.id);
  const { afterHealth, typeIds, otherKinds } = sensitiveKindsNamed(findings, ids, collectedSensitive);
  if (collected.length === 0 && typeIds.length === 0 && otherKinds.length === 0)
    return 'It says little about what personal data it collects.';
  const labelOf = (id: string): string => DATA_TYPES.find((type) => type.id === id)?.label ?? id;
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
  const everyday = `${ordinary.length > NAMED_ORDINARY ? 'everyday data such as ' : ''}${joinItems(ordinary.slice(0, NAMED_ORDINARY))}`;
  if (sensitive.length === 0) return `It collects ${everyday}.`;
  const besides = ordinary.length > 0 ? ` as well as ${everyday}` : '';
  return `It collects sensitive data (${joinItems(sensitive)})${besides}.`;
}
