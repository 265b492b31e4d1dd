import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString does in en-US', () => {
    for (const value of [0, 7, 999, 1_000, 12_000, 100_000, 1_234_567, -4_500, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves fractions and non-finite numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
