import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Report, ReportSection } from './build-report';
import { renderPdf } from './render-pdf';

const HEADINGS = ['Data Collection', 'Data Sharing', 'Your Rights', 'Restrictions'];

function reportWith(firstSectionItems: number, summaryLines: number): Report {
  const item = (index: number) => ({
    statement: `Finding ${index}: collects your device identifiers and the pages you visit on the service.`,
    quotes: ['We collect device identifiers and information about the pages you visit.'],
  });
  const sections: ReportSection[] = HEADINGS.map((title, sectionIndex) => ({
    key:
      (['dataCollection', 'dataSharing', 'userRights', 'restrictions'] as const)[sectionIndex] ??
      'restrictions',
    title,
    items: Array.from({ length: sectionIndex === 0 ? firstSectionItems : 2 }, (_, index) => item(index)),
  }));
  return {
    title: 'Privacy analysis: Test',
    fileName: (extension) => `test.${extension}`,
    analysisId: '00000000-0000-0000-0000-000000000000',
    createdAt: new Date('2026-11-22T12:00:00Z'),
    sourceName: null,
    tldrSummary: 'The service collects your identifiers and shares them with partners. '.repeat(summaryLines),
    sections,
    notStated: [],
    engine: 'PolicyLens built-in engine',
    characters: 1000,
  };
}

describe('renderPdf', () => {
  it('never leaves a section heading alone at the foot of a page', async () => {
    // A longer summary moves everything down a line at a time and more items a block at a time, so
    // the next heading passes through every position, the last line above the margin included.
    for (let items = 12; items <= 14; items += 1) {
      for (let summaryLines = 1; summaryLines <= 8; summaryLines += 1) {
        const pdf = await renderPdf(reportWith(items, summaryLines));
        const { text: pages } = await extractText(new Uint8Array(pdf), { mergePages: false });
        for (const page of pages) {
          const lines = page
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line && !line.startsWith('PolicyLens'));
          expect(HEADINGS, `${items} items, ${summaryLines} summary lines`).not.toContain(lines.at(-1));
        }
      }
    }
  });
});
