import { describe, expect, it } from 'vitest';
import { anyOf, partsOf } from './any-of';

describe('anyOf and partsOf', () => {
  const sell = /\bsell\b/;
  const share = /\bshare\b[^.]{0,20}\bpartners\b/;
  const rent = /^we rent\b/;

  it('keeps the parts of a combination, nested ones spelled out', () => {
    const nested = anyOf([sell, anyOf([share, rent])]);
    expect(partsOf(nested)).toEqual([sell, share, rent]);
    expect(partsOf(sell)).toEqual([sell]);
  });

  it('matches a text exactly when one of its parts does', () => {
    const combined = anyOf([sell, anyOf([share, rent])]);
    for (const text of [
      'we do not sell it.',
      'we share it with our partners.',
      'we rent lists.',
      'you rent nothing; we rent lists.',
      'we share it. partners get nothing.',
      'we keep it.',
    ])
      expect(combined.test(text)).toBe(partsOf(combined).some((part) => part.test(text)));
  });

  it('keeps a combination with a back-reference whole: its group number would change meaning', () => {
    const repeated = anyOf([sell, /\b(\w+) \1\b/]);
    expect(partsOf(repeated)).toEqual([repeated]);
  });
});
