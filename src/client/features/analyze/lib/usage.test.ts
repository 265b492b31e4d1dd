import { describe, expect, it } from 'vitest';
import { formatNextMonthlyReset, hasReachedLimit, nextMonthlyReset, usagePercent } from './usage';

describe('usagePercent', () => {
  it('is current/limit*100', () => {
    expect(usagePercent({ current: 3, limit: 10 })).toBe(30);
    expect(usagePercent({ current: 0, limit: 1 })).toBe(0);
  });

  it('is clamped to 0–100', () => {
    expect(usagePercent({ current: 12, limit: 10 })).toBe(100);
    expect(usagePercent({ current: -2, limit: 10 })).toBe(0);
    expect(usagePercent({ current: 0, limit: 0 })).toBe(100);
  });

  it('is null for an unlimited plan, whose bar is hidden', () => {
    expect(usagePercent({ current: 40, limit: -1 })).toBeNull();
  });
});

describe('hasReachedLimit', () => {
  it('is true from the limit on, never for unlimited', () => {
    expect(hasReachedLimit({ current: 1, limit: 1 })).toBe(true);
    expect(hasReachedLimit({ current: 0, limit: 1 })).toBe(false);
    expect(hasReachedLimit({ current: 500, limit: -1 })).toBe(false);
  });
});

describe('nextMonthlyReset', () => {
  it('is the first day of the next month in UTC, across a year end', () => {
    expect(nextMonthlyReset(new Date('2026-11-21T19:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextMonthlyReset(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('formatNextMonthlyReset', () => {
  it('names the first day of the next month in UTC, as Intl writes it in en-US', () => {
    const format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const now of ['2026-11-21T19:00:00Z', '2026-12-31T23:59:59Z', '2027-01-31T23:30:00-05:00']) {
      const expected = format.format(nextMonthlyReset(new Date(now)));
      expect(formatNextMonthlyReset(new Date(now))).toBe(expected);
    }
    expect(formatNextMonthlyReset(new Date('2026-12-31T23:59:59Z'))).toBe('January 1');
  });
});
