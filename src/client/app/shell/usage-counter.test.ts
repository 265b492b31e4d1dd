import { describe, expect, it } from 'vitest';
import { formatUsage } from './usage-counter';

describe('formatUsage', () => {
  it('shows used/limit', () => {
    expect(formatUsage({ current: 3, limit: 10 })).toBe('3/10');
  });
  it('shows an infinity sign for an unlimited plan', () => {
    expect(formatUsage({ current: 42, limit: -1 })).toBe('42/∞');
  });
});
