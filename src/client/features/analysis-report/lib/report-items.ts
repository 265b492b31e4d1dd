import type { AnalysisResponse } from '../../../../common/analyses';
import {
  SEVERITIES,
  splitSeverityPrefix,
  type AnalysisSection,
  type Finding,
  type Severity,
} from '../../../../common/analysis';

/** One line of a result card with the findings (quotes) that support it, in the policy's order. */
export type ReportItem = {
  id: string;
  section: AnalysisSection;
  statement: string;
  severity?: Severity;
  findings: Finding[];
};

type ItemSource = Pick<
  AnalysisResponse,
  'dataCollection' | 'dataSharing' | 'userRights' | 'restrictions' | 'redFlags' | 'findings'
>;

function normalize(statement: string): string {
  return statement.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Orders findings by where they appear and drops duplicates of the same span. */
function orderFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return [...findings]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .filter((finding) => {
      const key = `${finding.start}:${finding.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function highestSeverity(findings: Finding[]): Severity | undefined {
  let best: Severity | undefined;
  for (const finding of findings) {
    if (!finding.severity) continue;
    if (!best || SEVERITIES.indexOf(finding.severity) > SEVERITIES.indexOf(best)) best = finding.severity;
  }
  return best;
}

/**
 * The items of one section, each tied to its findings by section and statement. An item the engine
 * gave no quote for still appears (without a source), so the cards never hide part of the result.
 */
export function buildSectionItems(analysis: ItemSource, section: AnalysisSection): ReportItem[] {
  const lines = analysis[section] ?? [];
  const sectionFindings = analysis.findings.filter((finding) => finding.section === section);
  return lines.map((line, index) => {
    const { statement, severity } = splitSeverityPrefix(line);
    const key = normalize(statement);
    const findings = orderFindings(sectionFindings.filter((finding) => normalize(finding.statement) === key));
    const itemSeverity = severity ?? highestSeverity(findings);
    return {
      id: `${section}-${index}`,
      section,
      statement,
      ...(itemSeverity ? { severity: itemSeverity } : {}),
      findings,
    };
  });
}
