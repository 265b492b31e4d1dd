import { SEVERITIES } from '../../common/analysis';
import type { Finding, Practice, PracticeDataType } from '../../common/analysis';

/** "a", "a and b", "a, b and c". */
function joinClauses(clauses: readonly string[]): string {
  return clauses.length <= 1
    ? clauses.join('')
    : `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1) ?? ''}`;
}

const COLLECTS = 'Collects ';

/**
 * One statement from the statements of several findings on one sentence, each written from the
 * items the sentence names: "Collects contact details (phone number)." and "Collects your location
 * (GPS)." become "Collects contact details (phone number) and your location (GPS)." A statement of
 * another verb ("Uses tracking technologies (cookies).") or with a clause of its own (", which is
 * highly sensitive") stays a sentence of its own, so no item is said to be what it is not.
 */
export function joinStatements(statements: readonly string[]): string {
  const collected: string[] = [];
  const others: string[] = [];
  for (const statement of statements) {
    const bare = statement.replace(/\.$/, '');
    if (bare.startsWith(COLLECTS) && !bare.includes(', which')) {
      const clause = bare.slice(COLLECTS.length);
      if (!collected.includes(clause)) collected.push(clause);
    } else if (!others.includes(bare)) others.push(bare);
  }
  const sentences = collected.length > 0 ? [`${COLLECTS}${joinClauses(collected)}`, ...others] : others;
  return sentences.map((sentence) => `${sentence}.`).join(' ');
}

/** Whether a finding is one of the data-collection findings that one sentence can state together. */
const isCollection = (finding: Finding): boolean =>
  finding.section === 'dataCollection' &&
  finding.practice?.kind === 'collect' &&
  finding.practice.purposes === undefined;

function mergeGroup(group: readonly Finding[]): Finding {
  const [first] = group;
  if (!first || group.length === 1) return first as Finding;
  const dataTypes: PracticeDataType[] = [];
  for (const finding of group)
    for (const type of finding.practice?.dataTypes ?? []) if (!dataTypes.includes(type)) dataTypes.push(type);
  const strongest = group.reduce((best, finding) => (finding.confidence > best.confidence ? finding : best));
  const severities = group.flatMap((finding) => (finding.severity ? [finding.severity] : []));
  const severity = severities.sort((left, right) => SEVERITIES.indexOf(right) - SEVERITIES.indexOf(left))[0];
  const practice: Practice = { ...(first.practice as Practice), dataTypes };
  return {
    ...first,
    statement: joinStatements(group.map((finding) => finding.statement)),
    category: strongest.category,
    confidence: strongest.confidence,
    ...(severity ? { severity } : {}),
    practice,
  };
}

/**
 * "Each sentence is quoted once per section": the data-collection findings on one sentence (a
 * sentence that names a location, an IP address and a contacts list states three data types)
 * become one finding, its statement written from all the items the sentence names, its practice
 * carrying every data type, and its confidence and severity the highest of the merged ones. Other
 * findings pass unchanged, in their order; a merged finding takes the place of its first part.
 */
export function mergeSameSentence(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    if (!isCollection(finding)) continue;
    const key = `${finding.section}:${finding.start}:${finding.end}`;
    const group = groups.get(key);
    if (group) group.push(finding);
    else groups.set(key, [finding]);
  }
  const merged: Finding[] = [];
  for (const finding of findings) {
    if (!isCollection(finding)) {
      merged.push(finding);
      continue;
    }
    const group = groups.get(`${finding.section}:${finding.start}:${finding.end}`);
    if (group?.[0] === finding) merged.push(mergeGroup(group));
  }
  return merged;
}
