import { buildResultLists } from '../../../analyzer/summary/build-result-lists';
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

/** A finding as the API shows it: without the other plan's view. */
const shown = ({ statementWithoutRedFlags: _statement, restates: _restates, ...finding }: Finding): Finding =>
  finding;

/**
 * The findings of the four sections as plans without red flags see them: where a flag took the place
 * of a practice (location collected, data passed to a buyer...), the practice is back in its section.
 * `changed` says whether the sections differ from the stored lists.
 */
function sectionsWithoutRedFlags(findings: readonly Finding[]): { findings: Finding[]; changed: boolean } {
  let changed = false;
  const sections: Finding[] = [];
  for (const finding of findings) {
    if (finding.section === 'redFlags') {
      if (finding.restates?.length) {
        changed = true;
        sections.push(...finding.restates);
      }
      continue;
    }
    if (finding.statementWithoutRedFlags) changed = true;
    sections.push({ ...shown(finding), statement: finding.statementWithoutRedFlags ?? finding.statement });
  }
  return { findings: sections.sort((left, right) => left.start - right.start), changed };
}

/**
 * What the owner sees of a stored analysis. The engine always finds red flags, but only plans that
 * include them get them: below Pro they are left out of the lists and the findings alike, and the
 * practices a flag stood for are shown in their sections instead.
 */
export function presentAnalysis(row: AnalysisRow, tier: Tier): AnalysisResponse {
  const hasRedFlags = getPlan(tier).hasRedFlags;
  const stored = row.findings as Finding[];
  const withoutFlags = hasRedFlags ? undefined : sectionsWithoutRedFlags(stored);
  const findings = withoutFlags?.findings ?? stored.map(shown);
  // The stored lists are the statements of the stored findings: the report with red flags.
  const lists = withoutFlags?.changed ? buildResultLists(findings) : row;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    title: row.title ?? analysisTitle({ sourceName: row.sourceName, inputText: row.inputText }),
    sourceName: row.sourceName,
    inputText: row.inputText,
    tldrSummary: hasRedFlags ? row.tldrSummary : (row.tldrOverview ?? row.tldrSummary),
    dataCollection: lists.dataCollection,
    dataSharing: lists.dataSharing,
    userRights: lists.userRights,
    restrictions: lists.restrictions,
    ...(hasRedFlags
      ? { redFlags: row.redFlags ?? [] }
      : { hiddenRedFlags: countRedFlags(row.redFlags ?? []) }),
    findings,
    notStated: row.notStated as NotStatedItem[],
    engine: row.engine as AnalysisResponse['engine'],
    model: row.model,
  };
}

/** The lengths of an analysis's lists, counted in the database (analysisSummaryColumns). */
type StoredCounts = {
  dataCollectionCount: number;
  dataSharingCount: number;
  userRightsCount: number;
  restrictionsCount: number;
  /** The section of each finding a red flag stands in for (`restates`), in any order. */
  restatedSections: unknown;
};

/**
 * How many findings each section of the report lists, as `presentAnalysis` shows it to the plan: the
 * stored lists are the report with red flags; plans without them also see, in its section, each
 * practice a flag stood for (`sectionsWithoutRedFlags`), so the history never counts one finding
 * more or fewer than the report it opens.
 */
export function countSections(row: StoredCounts, tier: Tier): AnalysisSummary['counts'] {
  const counts = {
    dataCollection: row.dataCollectionCount,
    dataSharing: row.dataSharingCount,
    userRights: row.userRightsCount,
    restrictions: row.restrictionsCount,
  };
  if (getPlan(tier).hasRedFlags || !Array.isArray(row.restatedSections)) return counts;
  for (const section of row.restatedSections)
    if (typeof section === 'string' && section in counts) counts[section as keyof typeof counts] += 1;
  return counts;
}

export function presentSummary(
  row: Pick<AnalysisRow, 'id' | 'createdAt' | 'title' | 'sourceName' | 'tldrSummary' | 'tldrOverview'> &
    StoredCounts & { opening: string; redFlagCount: number },
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
    counts: countSections(row, tier),
  };
}
