import { formatReportDate, REPORT_DISCLAIMER, type Report } from './build-report';

export function renderText(report: Report): string {
  const lines: string[] = [
    report.title.toUpperCase(),
    `Created ${formatReportDate(report.createdAt)}`,
    `Report ${report.analysisId}`,
    '',
  ];
  lines.push('TL;DR', report.tldrSummary, '');
  for (const section of report.sections) {
    lines.push(section.title.toUpperCase());
    if (section.items.length === 0) lines.push('  Nothing found in this policy.');
    for (const item of section.items) {
      lines.push(`- ${item.severity ? `[${item.severity.toUpperCase()}] ` : ''}${item.statement}`);
      for (const quote of item.quotes) lines.push(`    Policy says: "${quote}"`);
    }
    lines.push('');
  }
  if (report.notStated.length > 0) {
    lines.push('NOT STATED IN THIS POLICY');
    for (const item of report.notStated) lines.push(`- ${item.topic}: ${item.explanation}`);
    lines.push('');
  }
  lines.push(
    `Analysed by ${report.engine}; ${report.characters.toLocaleString('en-US')} characters.`,
    REPORT_DISCLAIMER,
    '',
  );
  return lines.join('\n');
}
