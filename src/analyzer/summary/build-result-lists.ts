import { SEVERITIES } from '../../common/analysis';
import type { AnalysisResult, Finding } from '../../common/analysis';

type Lists = Pick<
  AnalysisResult,
  'dataCollection' | 'dataSharing' | 'userRights' | 'restrictions' | 'redFlags'
>;

const severityRank = (finding: Finding): number => SEVERITIES.indexOf(finding.severity ?? 'low');

/** The specification's plain lists, one statement per finding; red flags worst first. */
export function buildResultLists(findings: readonly Finding[]): Lists {
  const statements = (section: Finding['section']): string[] =>
    findings.filter((finding) => finding.section === section).map((finding) => finding.statement);
  const redFlags = findings
    .filter((finding) => finding.section === 'redFlags')
    .sort((left, right) => severityRank(right) - severityRank(left))
    .map((finding) => `${(finding.severity ?? 'low').toUpperCase()}: ${finding.statement}`);
  return {
    dataCollection: statements('dataCollection'),
    dataSharing: statements('dataSharing'),
    userRights: statements('userRights'),
    restrictions: statements('restrictions'),
    redFlags,
  };
}
