import { SEVERITIES } from '../../common/analysis';
import type { AnalysisResult, Finding } from '../../common/analysis';

const SECTION_TITLES: readonly [Finding['section'], string][] = [
  ['redFlags', 'Red flags'],
  ['dataCollection', 'What data is collected'],
  ['dataSharing', 'Who gets your data'],
  ['userRights', 'Your rights'],
  ['restrictions', 'Limits and conditions'],
];

/** Quotes are shown on one line, trimmed to a readable length, with their position in the file. */
function formatQuote(finding: Finding): string {
  const flat = finding.quote.replace(/\s+/g, ' ');
  const shown = flat.length > 300 ? `${flat.slice(0, 297)}...` : flat;
  return `   > "${shown}" (characters ${finding.start}-${finding.end})`;
}

/** The human-readable report printed by `npm run analyze`, also used for the examples in docs/. */
export function formatReport(result: AnalysisResult, title: string): string {
  const lines: string[] = [`# Privacy policy report: ${title}`, '', '## TL;DR', '', result.tldrSummary, ''];
  for (const [section, heading] of SECTION_TITLES) {
    // Red flags worst first; everything else in the order of the policy.
    const findings = result.findings
      .filter((finding) => finding.section === section)
      .sort(
        (left, right) =>
          SEVERITIES.indexOf(right.severity ?? 'low') - SEVERITIES.indexOf(left.severity ?? 'low') ||
          left.start - right.start,
      );
    lines.push(`## ${heading} (${findings.length})`, '');
    if (findings.length === 0) lines.push('Nothing found.', '');
    for (const finding of findings) {
      const severity = finding.severity ? `[${finding.severity.toUpperCase()}] ` : '';
      lines.push(`- ${severity}${finding.statement}`, formatQuote(finding), '');
    }
  }
  lines.push(`## Not stated in the policy (${result.notStated.length})`, '');
  if (result.notStated.length === 0) lines.push('The policy covers all the topics we check.', '');
  for (const item of result.notStated) lines.push(`- ${item.topic}: ${item.explanation}`);
  const { meta } = result;
  lines.push(
    '',
    `---`,
    `Engine: ${meta.engine} (${meta.model}), ${meta.durationMs} ms${meta.fallback ? `, fell back: ${meta.fallback}` : ''}${meta.droppedFindings ? `, ${meta.droppedFindings} unverifiable findings dropped` : ''}.`,
  );
  return lines.join('\n');
}
