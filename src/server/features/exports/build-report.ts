import type { AnalysisResponse } from '../../../common/analyses';
import { exportFileName, FALLBACK_TITLE } from '../../../common/analysis-title';
import {
  splitSeverityPrefix,
  type AnalysisSection,
  type Finding,
  type Severity,
} from '../../../common/analysis';

/** A finding's statement with every quote of the policy that supports it. */
export type ReportItem = { statement: string; quotes: string[]; severity?: Severity };
export type ReportSection = { key: AnalysisSection; title: string; items: ReportItem[] };

/** What every export format shows, built once so the four formats cannot drift apart. */
export type Report = {
  title: string;
  /** The download name for a format's extension, from the analysis title and date. */
  fileName: (extension: string) => string;
  analysisId: string;
  createdAt: Date;
  sourceName: string | null;
  tldrSummary: string;
  sections: ReportSection[];
  notStated: { topic: string; explanation: string }[];
  engine: string;
  characters: number;
};

const SECTION_TITLES: Record<AnalysisSection, string> = {
  dataCollection: 'Data Collection',
  dataSharing: 'Data Sharing',
  userRights: 'Your Rights',
  restrictions: 'Restrictions',
  redFlags: 'Red Flags',
};

function itemsOf(listed: string[], findings: Finding[], section: AnalysisSection): ReportItem[] {
  const inSection = findings.filter((finding) => finding.section === section);
  return listed.map((text) => {
    const { statement, severity: listedSeverity } = splitSeverityPrefix(text);
    const matching = inSection.filter((finding) => finding.statement === statement);
    const quotes = [...new Set(matching.map((finding) => finding.quote.replace(/\s+/g, ' ').trim()))];
    const severity = listedSeverity ?? matching.find((finding) => finding.severity)?.severity;
    return severity ? { statement, quotes, severity } : { statement, quotes };
  });
}

/** The export report of an analysis as its owner's plan presents it (red flags only when included). */
export function buildReport(analysis: AnalysisResponse): Report {
  const sections: ReportSection[] = (
    ['dataCollection', 'dataSharing', 'userRights', 'restrictions'] as const
  ).map((key) => ({
    key,
    title: SECTION_TITLES[key],
    items: itemsOf(analysis[key], analysis.findings, key),
  }));
  if (analysis.redFlags && analysis.redFlags.length > 0) {
    sections.push({
      key: 'redFlags',
      title: SECTION_TITLES.redFlags,
      items: itemsOf(analysis.redFlags, analysis.findings, 'redFlags'),
    });
  }
  return {
    title: analysis.title === FALLBACK_TITLE ? FALLBACK_TITLE : `Privacy analysis: ${analysis.title}`,
    fileName: (extension: string) =>
      exportFileName({ title: analysis.title, createdAt: new Date(analysis.createdAt), extension }),
    analysisId: analysis.id,
    createdAt: new Date(analysis.createdAt),
    sourceName: analysis.sourceName,
    tldrSummary: analysis.tldrSummary,
    sections,
    notStated: analysis.notStated,
    engine:
      analysis.engine === 'builtin'
        ? 'PolicyLens built-in engine'
        : `${analysis.engine}${analysis.model ? ` (${analysis.model})` : ''}`,
    characters: analysis.inputText.length,
  };
}

export function formatReportDate(date: Date): string {
  return date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

export const REPORT_DISCLAIMER =
  'This report is an automated reading of the policy to help you understand it. It is not legal advice. Each point quotes the sentence it comes from so you can check it.';
