import { SEVERITIES } from '../../common/analysis';
import type { Finding } from '../../common/analysis';
import { DATA_TYPES } from '../extract/data-types';
import { PARTIES } from '../extract/parties';
import { USER_RIGHTS } from '../extract/user-rights';

function listPhrase(items: readonly string[], limit: number): string {
  const shown = items.slice(0, limit);
  const rest = items.length - shown.length;
  if (rest > 0) shown.push(`${rest} more`);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

const labelsFor = (
  definitions: readonly { id: string; label: string }[],
  ids: ReadonlySet<string>,
): string[] =>
  definitions.filter((definition) => ids.has(definition.id)).map((definition) => definition.label);

/** The data a reader most needs to hear about comes first in the summary's short list. */
const SENSITIVE_FIRST = [
  'biometric',
  'health',
  'location',
  'financial',
  'government-id',
  'children',
  'contacts',
  'audio',
];
const bySensitivity = (left: { id: string }, right: { id: string }): number => {
  const rank = (id: string): number =>
    SENSITIVE_FIRST.includes(id) ? SENSITIVE_FIRST.indexOf(id) : SENSITIVE_FIRST.length;
  return rank(left.id) - rank(right.id);
};
const severityRank = (finding: Finding): number => SEVERITIES.indexOf(finding.severity ?? 'low');

/** The red-flag sentence that closes a TL;DR: the worst flag and how many there are. */
export function buildRedFlagSentence(findings: readonly Finding[]): string {
  const flags = findings
    .filter((finding) => finding.section === 'redFlags')
    .sort((left, right) => severityRank(right) - severityRank(left) || right.confidence - left.confidence);
  const serious = flags.filter((finding) => finding.severity === 'blocker' || finding.severity === 'high');
  const worst = serious[0] ?? flags[0];
  if (!worst) return 'We found no red flags.';
  const count =
    serious.length > 0
      ? `${serious.length} serious red flag${serious.length === 1 ? '' : 's'}`
      : `${flags.length} minor concern${flags.length === 1 ? '' : 's'}`;
  return `Watch out (${count}): ${worst.statement.charAt(0).toLowerCase()}${worst.statement.slice(1)}`;
}

function buildTldrOverview(ids: ReadonlySet<string>): string {
  const sentences: string[] = [];
  const collected = labelsFor([...DATA_TYPES].sort(bySensitivity), ids);
  sentences.push(
    collected.length > 0
      ? `This policy says the service collects ${listPhrase(collected, 4)}.`
      : 'This policy says little about what personal data the service collects.',
  );

  const parties = labelsFor(
    PARTIES.filter((party) => !party.id.startsWith('no-')),
    ids,
  );
  const sells = ids.has('sale') || ids.has('flag:sells-data');
  if (sells)
    sentences.push(
      `It may sell your data and shares it with ${
        listPhrase(
          parties.filter((party) => !party.includes('sale')),
          3,
        ) || 'other companies'
      }.`,
    );
  else if (parties.length > 0)
    sentences.push(
      `It shares data with ${listPhrase(parties, 3)}${ids.has('no-sale') ? ', but says it does not sell it' : ''}.`,
    );
  else if (ids.has('no-sale')) sentences.push('It says it does not sell your data.');

  const rights = labelsFor(USER_RIGHTS, ids);
  sentences.push(
    rights.length > 0
      ? `You can ${listPhrase(rights, 3)}.`
      : 'It describes no clear way for you to see, fix or delete your data.',
  );

  return sentences.join(' ');
}

/**
 * Two to four plain sentences built only from the findings, so the summary never says more than the
 * quotes. The overview leaves red flags out, for plans without them; the full TL;DR ends with the
 * red-flag sentence.
 */
export function buildTldr(
  findings: readonly Finding[],
  ids: ReadonlySet<string>,
): { overview: string; full: string } {
  const overview = buildTldrOverview(ids);
  return { overview, full: `${overview} ${buildRedFlagSentence(findings)}` };
}
