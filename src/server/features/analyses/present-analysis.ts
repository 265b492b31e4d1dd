import type { AnalysisResponse, AnalysisSummary } from '../../../common/analyses';
import { splitSeverityPrefix, type Finding, type NotStatedItem } from '../../../common/analysis';
import type { HiddenRedFlags } from '../../../common/analyses';
import { analysisTitle } from '../../../common/analysis-title';
import { getPlan, type Tier } from '../../../common/plans';
import type { policyAnalyses } from '../../db/schema';

type AnalysisRow = typeof policyAnalyses.$inferSelect;

/** How many red flags of each severity, without saying which: a flag with no severity counts as medium. */
function countRedFlags(redFlags: string[]): HiddenRedFlags {
  const bySeverity = { blocker: 0, high: 0, medium: 0, low: 0 };
  for (const flag of redFlags) bySeverity[splitSeverityPrefix(flag).severity ?? 'medium'] += 1;
  return { total: redFlags.length, bySeverity };
}

/**
 * What the owner sees of a stored analysis. The engine always finds red flags, but only plans that
 * include them get them: below Pro they are left out of the lists and the findings alike.
 */
export function presentAnalysis(row: AnalysisRow, tier: Tier): AnalysisResponse {
  const hasRedFlags = getPlan(tier).hasRedFlags;
  const findings = row.findings as Finding[];
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    title: row.title ?? analysisTitle({ sourceName: row.sourceName, inputText: row.inputText }),
    sourceName: row.sourceName,
    inputText: row.inputText,
    tldrSummary: hasRedFlags ? row.tldrSummary : (row.tldrOverview ?? row.tldrSummary),
    dataCollection: row.dataCollection,
    dataSharing: row.dataSharing,
    userRights: row.userRights,
    restrictions: row.restrictions,
    ...(hasRedFlags
      ? { redFlags: row.redFlags ?? [] }
      : { hiddenRedFlags: countRedFlags(row.redFlags ?? []) }),
    findings: hasRedFlags ? findings : findings.filter((finding) => finding.section !== 'redFlags'),
    notStated: row.notStated as NotStatedItem[],
    engine: row.engine as AnalysisResponse['engine'],
    model: row.model,
  };
}

export function presentSummary(
  row: Pick<AnalysisRow, 'id' | 'createdAt' | 'title' | 'sourceName' | 'tldrSummary' | 'tldrOverview'> & {
    opening: string;
    redFlagCount: number;
    dataCollectionCount: number;
    dataSharingCount: number;
    userRightsCount: number;
    restrictionsCount: number;
  },
  tier: Tier,
): AnalysisSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    title: row.title ?? analysisTitle({ sourceName: row.sourceName, inputText: row.opening }),
    sourceName: row.sourceName,
    opening: row.opening,
    tldrSummary: getPlan(tier).hasRedFlags ? row.tldrSummary : (row.tldrOverview ?? row.tldrSummary),
    redFlagCount: getPlan(tier).hasRedFlags ? row.redFlagCount : null,
    counts: {
      dataCollection: row.dataCollectionCount,
      dataSharing: row.dataSharingCount,
      userRights: row.userRightsCount,
      restrictions: row.restrictionsCount,
    },
  };
}
