import { describe, expect, it } from 'vitest';
import { formatAnalysisDate } from './format-date';

describe('formatAnalysisDate', () => {
  it('writes the date and time as Intl does in en-US (medium date, short time), in local time', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    for (const iso of [
      '2026-11-21T20:14:00Z',
      '2026-01-01T00:05:00Z',
      '2026-06-30T12:00:00Z',
      '2026-03-09T11:59:59Z',
    ]) {
      // Intl puts a narrow no-break space before AM/PM; the app writes an ordinary space.
      expect(formatAnalysisDate(iso)).toBe(intl.format(new Date(iso)).replace(/\u202f/g, ' '));
    }
  });

  it('shows an unreadable date as given', () => {
    expect(formatAnalysisDate('not a date')).toBe('not a date');
  });
});
