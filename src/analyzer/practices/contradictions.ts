import type { Finding, Practice } from '../../common/analysis';

/** A finding of the report and another one that denies it for the same object. */
export type Contradiction = { stated: Finding; denied: Finding; object: string };

/**
 * The objects a practice is about, with the polarity of the practice: "collect:contact" is stated
 * by `collect` and denied by `not-collect`. A practice with no object ("sells data") is about all data.
 * A conditional or scoped denial ("not without your consent", "except as described below", "this
 * information is not shared", one kind of data only) neither denies the practice outright nor states
 * it: it is set against nothing, and a plain promise beside it is no contradiction either.
 */
function objectsOf(practice: Practice): { objects: string[]; denies: boolean } {
  const each = (prefix: string, items: readonly string[] | undefined): string[] =>
    items && items.length > 0 ? items.map((item) => `${prefix}:${item}`) : [`${prefix}:*`];
  switch (practice.kind) {
    case 'collect':
      return { objects: each('collect', practice.dataTypes), denies: false };
    case 'not-collect':
      return practice.conditional === true
        ? { objects: [], denies: false }
        : { objects: each('collect', practice.dataTypes), denies: true };
    case 'share':
      // Sharing only when the reader consents or asks states no sharing a promise could deny.
      return practice.conditional === true
        ? { objects: [], denies: false }
        : { objects: each('share', practice.recipients), denies: false };
    case 'not-share':
      return practice.conditional === true
        ? { objects: [], denies: false }
        : { objects: each('share', practice.recipients), denies: true };
    case 'sell':
      return { objects: ['sell:*'], denies: false };
    case 'not-sell':
      return practice.conditional === true
        ? { objects: [], denies: false }
        : { objects: ['sell:*'], denies: true };
    case 'right':
      return {
        objects: [`right:${practice.right ?? '*'}:${practice.appliesTo ?? 'everyone'}`],
        denies: false,
      };
    case 'no-right':
      return {
        objects: [`right:${practice.right ?? '*'}:${practice.appliesTo ?? 'everyone'}`],
        denies: true,
      };
    case 'dnt':
      return { objects: ['dnt'], denies: practice.dnt === 'not-honoured' };
    case 'change-notice':
      return practice.notice === 'none'
        ? { objects: ['change-notice:personal'], denies: true }
        : { objects: [`change-notice:${practice.notice ?? '*'}`], denies: false };
    case 'choice':
    case 'retention':
    case 'security':
    case 'audience':
    case 'transfer':
    case 'contact':
    case 'dispute':
      return { objects: [], denies: false };
  }
}

/**
 * The pairs of findings in which the report states a practice and its denial for the same object
 * ("collects your location" beside "does not collect your location"). A report a lawyer would sign
 * has none; `npm run eval` fails when a policy's report has one.
 */
export function findContradictions(findings: readonly Finding[]): Contradiction[] {
  const stated = new Map<string, Finding>();
  const denied = new Map<string, Finding>();
  for (const finding of findings) {
    if (!finding.practice) continue;
    const { objects, denies } = objectsOf(finding.practice);
    for (const object of objects) (denies ? denied : stated).set(object, finding);
  }
  const contradictions: Contradiction[] = [];
  for (const [object, denial] of denied) {
    const statement = stated.get(object);
    if (statement) contradictions.push({ stated: statement, denied: denial, object });
  }
  return contradictions;
}
