import { describe, expect, it } from 'vitest';
import { analysisTitle, exportFileName } from './analysis-title';

describe('analysisTitle', () => {
  it("prefers the uploaded file's name", () => {
    expect(analysisTitle({ sourceName: 'acme-privacy.pdf', inputText: 'ACME POLICY\n...' })).toBe(
      'acme-privacy.pdf',
    );
  });

  it('uses the first line, softening one written in capitals', () => {
    expect(
      analysisTitle({
        sourceName: null,
        inputText: '\nSNAPDEAL BUDDY - PRIVACY POLICY AND DATA TERMS\n\nText',
      }),
    ).toBe('Snapdeal Buddy - Privacy Policy And Data Terms');
    expect(analysisTitle({ sourceName: null, inputText: 'Lantern Notes Privacy Policy\nText' })).toBe(
      'Lantern Notes Privacy Policy',
    );
  });

  it('falls back when the first line is a paragraph', () => {
    expect(analysisTitle({ sourceName: null, inputText: `${'word '.repeat(40)}\nmore` })).toBe(
      'Privacy policy analysis',
    );
  });
});

describe('exportFileName', () => {
  const createdAt = new Date('2026-11-22T18:30:00Z');
  it.each([
    ['RedOrbit Privacy Policy', 'redorbit-privacy-analysis-2026-11-22.pdf'],
    ['acme-privacy.pdf', 'acme-privacy-analysis-2026-11-22.pdf'],
    ['Café Crème — Privacy Notice', 'cafe-creme-privacy-analysis-2026-11-22.pdf'],
    ['Privacy policy analysis', 'privacy-analysis-2026-11-22.pdf'],
    ['../../etc/passwd', 'etc-passwd-privacy-analysis-2026-11-22.pdf'],
  ])('names %j as %s', (title, expected) => {
    expect(exportFileName({ title, createdAt, extension: 'pdf' })).toBe(expected);
  });
});
