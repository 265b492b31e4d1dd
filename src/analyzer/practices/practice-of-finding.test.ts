import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../../common/analysis';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

describe('practices on the result', () => {
  it('gives every finding of the built-in engine the practice it was read from, at its offsets', () => {
    const text =
      'We collect your email address and phone number when you register.\n\nWe never sell your personal information to anyone.';
    const result = analyzeWithBuiltin(text);
    expect(result.findings.length).toBeGreaterThan(0);
    for (const finding of result.findings) {
      expect(finding.practice).toBeDefined();
      expect(finding.practice?.start).toBe(finding.start);
      expect(finding.practice?.end).toBe(finding.end);
    }
    expect(result.practices).toContainEqual(
      expect.objectContaining({ kind: 'collect', dataTypes: ['contact'] }),
    );
    expect(result.practices).toContainEqual(expect.objectContaining({ kind: 'not-sell' }));
    expect(result.practices.some((practice) => practice.kind === 'sell')).toBe(false);
  });

  it('reads a result stored before practices existed as having none', () => {
    const { practices: _practices, ...older } = analyzeWithBuiltin('We collect your email address to reply.');
    expect(analysisResultSchema.parse(older).practices).toEqual([]);
  });
});
