import { SEVERITIES } from '../../common/analysis';
import type { Finding, Practice, PracticeDataType, PracticeRecipient } from '../../common/analysis';
import { joinSectionStatements } from './join-statements';

export { joinStatements } from './join-statements';

/** A chosen finding with the id of the rule it came from (`flag:<id>` for red flags). */
export type RuleFinding = Finding & { id: string };

const severityRank = (finding: Finding): number =>
  finding.severity ? SEVERITIES.indexOf(finding.severity) : -1;

/**
 * Red flags that say all another flag on the same sentence says, and more: the second is not a
 * point of its own there. A sale gives the data to other companies to use under their own rules,
 * which is all that sharing for their own purposes says. Nothing looser counts: ads aimed at you on
 * other websites do not say the ads here are personalised, and sensitive data "such as precise
 * location" does not say a location read from an IP address is collected.
 */
const SUBSUMES: ReadonlyArray<readonly [flag: string, subsumed: string]> = [
  ['flag:sells-data', 'flag:broad-third-party-sharing'],
];

/** The red flags another flag on the same sentence already says (SUBSUMES), which the report leaves out. */
export function findSubsumedFlags<T extends RuleFinding>(findings: readonly T[]): Set<T> {
  const subsumed = new Set<T>();
  for (const [flag, inner] of SUBSUMES) {
    const outer = findings.find((finding) => finding.id === flag);
    const restated = findings.find((finding) => finding.id === inner);
    if (outer && restated && outer.start === restated.start && outer.end === restated.end)
      subsumed.add(restated);
  }
  return subsumed;
}

/** Each item once, in order of first appearance. */
const union = <T>(lists: ReadonlyArray<readonly T[] | undefined>): T[] => [
  ...new Set(lists.flatMap((list) => list ?? [])),
];

/**
 * The practice a merged finding carries (a finding has one): the data types or the recipients of all
 * its parts when they are of one kind with no purpose, otherwise the first part's. The result's
 * `practices` list keeps every part's practice apart.
 */
function mergedPractice(group: readonly Finding[]): Practice | undefined {
  const first = group[0]?.practice;
  if (!first) return undefined;
  const practices = group.flatMap((finding) => (finding.practice ? [finding.practice] : []));
  const isOneKind = practices.every(
    (practice) =>
      practice.kind === first.kind &&
      practice.purposes === undefined &&
      practice.conditional === first.conditional,
  );
  if (!isOneKind || first.purposes !== undefined) return first;
  if (first.kind === 'collect')
    return { ...first, dataTypes: union<PracticeDataType>(practices.map((practice) => practice.dataTypes)) };
  if (first.kind === 'share')
    return {
      ...first,
      recipients: union<PracticeRecipient>(practices.map((practice) => practice.recipients)),
    };
  return first;
}

function mergeGroup(group: readonly RuleFinding[]): Finding {
  // Red flags worst first: the statement leads with the gravest point, and the finding takes its practice.
  const parts =
    group[0]?.section === 'redFlags'
      ? [...group].sort(
          (left, right) => severityRank(right) - severityRank(left) || right.confidence - left.confidence,
        )
      : group;
  const [first] = parts;
  if (!first) throw new Error('an empty group of findings');
  const { id: _id, ...finding } = first;
  if (parts.length === 1) return finding;
  const strongest = parts.reduce((best, part) => (part.confidence > best.confidence ? part : best));
  const worst = parts.reduce((best, part) => (severityRank(part) > severityRank(best) ? part : best));
  const practice = mergedPractice(parts);
  return {
    ...finding,
    statement: joinSectionStatements(first.section, parts),
    category: strongest.category,
    confidence: strongest.confidence,
    ...(worst.severity ? { severity: worst.severity } : {}),
    ...(practice ? { practice } : {}),
  };
}

/**
 * "Each sentence is quoted once per section": the findings of one section on one sentence (a
 * sentence that names a location, an IP address and a contacts list states three data types; one
 * that names advertisers and analytics providers, two recipients; "access, correct or delete", three
 * rights) become one finding whose statement is written from all its parts (join-statements.ts),
 * whose practice carries every data type or recipient it can, and whose confidence and severity are
 * the highest of the merged ones. A merged finding takes the place of its first part.
 */
export function mergeSameSentence(findings: readonly RuleFinding[]): Finding[] {
  const key = (finding: Finding): string => `${finding.section}:${finding.start}:${finding.end}`;
  const groups = new Map<string, RuleFinding[]>();
  for (const finding of findings) {
    const group = groups.get(key(finding));
    if (group) group.push(finding);
    else groups.set(key(finding), [finding]);
  }
  return findings.flatMap((finding) => {
    const group = groups.get(key(finding));
    return group?.[0] === finding ? [mergeGroup(group)] : [];
  });
}

/**
 * How many findings quote a sentence another finding of their section already quotes, per section:
 * 0 everywhere once each sentence is quoted once per section (`npm run eval` prints it).
 */
export function countRequotes(findings: readonly Finding[]): Record<Finding['section'], number> {
  const counts: Record<Finding['section'], number> = {
    dataCollection: 0,
    dataSharing: 0,
    userRights: 0,
    restrictions: 0,
    redFlags: 0,
  };
  const quoted = new Set<string>();
  for (const finding of findings) {
    const key = `${finding.section}:${finding.start}:${finding.end}`;
    if (quoted.has(key)) counts[finding.section] += 1;
    else quoted.add(key);
  }
  return counts;
}
