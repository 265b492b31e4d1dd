import { describe, expect, it } from 'vitest';
import { analysisTitle } from './analysis-title';

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
