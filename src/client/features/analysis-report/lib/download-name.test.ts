import { describe, expect, it } from 'vitest';
import { downloadNameFor } from './download-name';

describe('downloadNameFor', () => {
  it('uses the quoted file name of the header', () => {
    expect(downloadNameFor('attachment; filename="analysis-abc.pdf"', 'abc', 'pdf')).toBe('analysis-abc.pdf');
  });

  it('prefers the UTF-8 file name and strips any path', () => {
    expect(
      downloadNameFor(`attachment; filename="x.txt"; filename*=UTF-8''..%2Fanalysis-abc.txt`, 'abc', 'text'),
    ).toBe('analysis-abc.txt');
  });

  it('falls back to analysis-{id}.{ext} without a header', () => {
    expect(downloadNameFor(null, 'abc', 'text')).toBe('analysis-abc.txt');
    expect(downloadNameFor('attachment', 'abc', 'docx')).toBe('analysis-abc.docx');
  });
});
