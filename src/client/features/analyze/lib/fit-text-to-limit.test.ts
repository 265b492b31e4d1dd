import { describe, expect, it } from 'vitest';
import { SAMPLE_POLICIES } from '../../../../common/sample-policies';
import { fitTextToLimit } from './fit-text-to-limit';

describe('fitTextToLimit', () => {
  it('returns text within the limit unchanged (trimmed)', () => {
    expect(fitTextToLimit('  A short policy.\n', 100)).toEqual({
      text: 'A short policy.',
      isShortened: false,
    });
    expect(fitTextToLimit('x'.repeat(200_000), -1).isShortened).toBe(false);
  });

  it('cuts at the last paragraph break within the limit', () => {
    const text = `${'a'.repeat(60)}\n\n${'b'.repeat(30)}\n\n${'c'.repeat(30)}`;
    expect(fitTextToLimit(text, 100)).toEqual({
      text: `${'a'.repeat(60)}\n\n${'b'.repeat(30)}`,
      isShortened: true,
    });
  });

  it('falls back to a sentence end, then to a hard cut', () => {
    expect(fitTextToLimit(`${'a'.repeat(70)}. ${'b'.repeat(50)}`, 100).text).toBe(`${'a'.repeat(70)}.`);
    expect(fitTextToLimit('z'.repeat(150), 100).text).toBe('z'.repeat(100));
  });

  it('fits every sample policy into the Free plan', () => {
    for (const sample of SAMPLE_POLICIES) {
      const fitted = fitTextToLimit(sample.text, 5000);
      expect(fitted.text.length).toBeLessThanOrEqual(5000);
      expect(fitted.text.length).toBeGreaterThan(3000);
    }
  });
});
