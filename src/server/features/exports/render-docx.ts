import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { formatReportDate, REPORT_DISCLAIMER, type Report } from './build-report';

const MUTED = '475569';
const RED = 'B91C1C';
const ACCENT = '4F46E5';

function quoteParagraph(quote: string): Paragraph {
  return new Paragraph({
    indent: { left: 480 },
    spacing: { after: 80 },
    border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'CBD5E1', space: 8 } },
    children: [new TextRun({ text: `“${quote}”`, italics: true, color: MUTED, size: 20 })],
  });
}

/** A real Word document (docx): headings, bulleted findings and their quotes. */
export function renderDocx(report: Report): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: 'POLICYLENS', bold: true, color: ACCENT, size: 20 })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(report.title)] }),
    new Paragraph({
      spacing: { after: 240 },
      children: [
        new TextRun({
          text: `Created ${formatReportDate(report.createdAt)} · Report ${report.analysisId}`,
          color: MUTED,
          size: 20,
        }),
      ],
    }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('TL;DR')] }),
    new Paragraph({ spacing: { after: 240 }, children: [new TextRun(report.tldrSummary)] }),
  ];
  for (const section of report.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun({ text: section.title, color: section.key === 'redFlags' ? RED : undefined })],
      }),
    );
    if (section.items.length === 0)
      children.push(
        new Paragraph({ children: [new TextRun({ text: 'Nothing found in this policy.', color: MUTED })] }),
      );
    for (const item of section.items) {
      children.push(
        new Paragraph({
          bullet: { level: 0 },
          spacing: { before: 80, after: 40 },
          children: [
            ...(item.severity
              ? [new TextRun({ text: `${item.severity.toUpperCase()}  `, bold: true, color: RED })]
              : []),
            new TextRun(item.statement),
          ],
        }),
        ...item.quotes.map(quoteParagraph),
      );
    }
  }
  if (report.notStated.length > 0) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun('Not stated in this policy')],
      }),
    );
    for (const item of report.notStated) {
      children.push(
        new Paragraph({
          bullet: { level: 0 },
          children: [new TextRun({ text: `${item.topic}: `, bold: true }), new TextRun(item.explanation)],
        }),
      );
    }
  }
  children.push(
    new Paragraph({
      alignment: AlignmentType.LEFT,
      spacing: { before: 360 },
      children: [
        new TextRun({
          text: `Analysed by ${report.engine}; ${report.characters.toLocaleString('en-US')} characters. ${REPORT_DISCLAIMER}`,
          color: MUTED,
          size: 18,
        }),
      ],
    }),
  );
  const document = new Document({
    creator: 'PolicyLens',
    title: report.title,
    description: 'Privacy policy analysis',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
