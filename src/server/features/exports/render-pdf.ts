import PDFDocument from 'pdfkit';
import { formatReportDate, REPORT_DISCLAIMER, type Report } from './build-report';

const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#4f46e5';
const RED = '#b91c1c';
const LINE = '#cbd5e1';

/**
 * PDFKit's built-in Helvetica covers Windows-1252 only. Characters outside it would print as
 * garbage, so they are replaced by their closest ASCII form or a visible placeholder.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (
      code === 0x09 ||
      code === 0x0a ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRAS.has(char)
    )
      return char;
    const stripped = char.normalize('NFD').replace(/\p{Mn}/gu, '');
    return /^[\x20-\x7e]+$/.test(stripped) ? stripped : '?';
  }).join('');
}

/**
 * Starts a new page unless `height` points fit above the bottom margin: a heading is kept with the
 * start of what it introduces instead of being left alone at the foot of a page.
 */
function keepTogether(pdf: PDFKit.PDFDocument, height: number): void {
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  if (pdf.y + height > bottom) pdf.addPage();
}

/** The height of a heading plus the first item under it, measured in the fonts they print in. */
function headingBlockHeight(
  pdf: PDFKit.PDFDocument,
  width: number,
  heading: string,
  firstItem: { statement: string; quote?: string } | undefined,
): number {
  let height = pdf.font('Helvetica-Bold').fontSize(14).heightOfString(heading, { width }) + 24;
  if (firstItem) {
    height += pdf.font('Helvetica').fontSize(10.5).heightOfString(firstItem.statement, { width });
    if (firstItem.quote)
      height += pdf
        .font('Helvetica-Oblique')
        .fontSize(9.5)
        .heightOfString(firstItem.quote, { width: width - 16 });
  }
  return height;
}

/** A real PDF (pdfkit): A4, wrapped text, page breaks handled by pdfkit, page numbers in the footer. */
export function renderPdf(report: Report): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: 56, bottom: 64, left: 56, right: 56 },
      bufferPages: true,
      info: { Title: toWinAnsi(report.title), Author: 'PolicyLens', Subject: 'Privacy policy analysis' },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

    pdf.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text('POLICYLENS', { characterSpacing: 1 });
    pdf.moveDown(0.4).font('Helvetica-Bold').fontSize(20).fillColor(INK).text(toWinAnsi(report.title));
    pdf
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`Created ${formatReportDate(report.createdAt)}  ·  Report ${report.analysisId}`);

    pdf.moveDown(1.2);
    const tldrTop = pdf.y;
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(ACCENT)
      .text('TL;DR', pdf.page.margins.left + 12, tldrTop + 10, { width: width - 24 });
    pdf
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(11.5)
      .fillColor(INK)
      .text(toWinAnsi(report.tldrSummary), { width: width - 24, lineGap: 2 });
    const tldrBottom = pdf.y + 10;
    pdf
      .save()
      .rect(pdf.page.margins.left, tldrTop, 3, tldrBottom - tldrTop)
      .fill(ACCENT)
      .restore();
    pdf.x = pdf.page.margins.left;
    pdf.y = tldrBottom + 8;

    for (const section of report.sections) {
      pdf.moveDown(0.8);
      const first = section.items[0];
      keepTogether(
        pdf,
        headingBlockHeight(
          pdf,
          width,
          section.title,
          first
            ? { statement: toWinAnsi(first.statement), quote: first.quotes[0] && toWinAnsi(first.quotes[0]) }
            : { statement: 'Nothing found in this policy.' },
        ),
      );
      pdf
        .font('Helvetica-Bold')
        .fontSize(14)
        .fillColor(section.key === 'redFlags' ? RED : INK)
        .text(section.title, { width });
      pdf
        .moveTo(pdf.page.margins.left, pdf.y + 2)
        .lineTo(pdf.page.margins.left + width, pdf.y + 2)
        .strokeColor(LINE)
        .lineWidth(0.5)
        .stroke();
      pdf.moveDown(0.5);
      if (section.items.length === 0)
        pdf
          .font('Helvetica')
          .fontSize(10.5)
          .fillColor(MUTED)
          .text('Nothing found in this policy.', { width });
      for (const item of section.items) {
        const label = item.severity ? `${item.severity.toUpperCase()}  ` : '';
        pdf
          .font('Helvetica-Bold')
          .fontSize(10.5)
          .fillColor(section.key === 'redFlags' ? RED : ACCENT)
          .text(`•  ${label}`, { continued: true, width });
        pdf.font('Helvetica').fillColor(INK).text(toWinAnsi(item.statement), { width, lineGap: 1.5 });
        for (const quote of item.quotes) {
          pdf
            .moveDown(0.2)
            .font('Helvetica-Oblique')
            .fontSize(9.5)
            .fillColor(MUTED)
            .text(`“${toWinAnsi(quote)}”`, pdf.page.margins.left + 16, pdf.y, {
              width: width - 16,
              lineGap: 1,
            });
        }
        pdf.x = pdf.page.margins.left;
        pdf.moveDown(0.5);
      }
    }

    if (report.notStated.length > 0) {
      pdf.moveDown(0.8);
      const first = report.notStated[0];
      keepTogether(
        pdf,
        headingBlockHeight(
          pdf,
          width,
          'Not stated in this policy',
          first && { statement: toWinAnsi(`${first.topic}: ${first.explanation}`) },
        ),
      );
      pdf.font('Helvetica-Bold').fontSize(14).fillColor(INK).text('Not stated in this policy', { width });
      pdf.moveDown(0.4);
      for (const item of report.notStated) {
        pdf
          .font('Helvetica-Bold')
          .fontSize(10.5)
          .fillColor(INK)
          .text(`•  ${toWinAnsi(item.topic)}: `, { continued: true, width });
        pdf.font('Helvetica').fillColor(MUTED).text(toWinAnsi(item.explanation), { width });
        pdf.moveDown(0.3);
      }
    }

    pdf
      .moveDown(1.2)
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        `Analysed by ${toWinAnsi(report.engine)}; ${report.characters.toLocaleString('en-US')} characters. ${REPORT_DISCLAIMER}`,
        { width },
      );

    const range = pdf.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      pdf.switchToPage(index);
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(
          `PolicyLens  ·  page ${index + 1} of ${range.count}`,
          pdf.page.margins.left,
          pdf.page.height - 40,
          { width, align: 'center' },
        );
      pdf.page.margins.bottom = bottom;
    }
    pdf.end();
  });
}
