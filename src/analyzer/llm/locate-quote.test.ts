import { describe, expect, it } from 'vitest';
import { chunkPolicy } from './chunk-policy';
import { locateQuote, normalizeInput } from './locate-quote';

const POLICY = 'We collect your\nname and  email.\r\nWe share it with “trusted partners”.';

describe('locateQuote', () => {
  it('finds a quote across line breaks and double spaces and returns exact offsets', () => {
    const located = locateQuote(normalizeInput(POLICY), 'We collect your name and email.');
    expect(located).toBeDefined();
    expect(POLICY.slice(located?.start, located?.end)).toBe('We collect your\nname and  email.');
  });

  it('ignores curly versus straight quote marks', () => {
    const located = locateQuote(normalizeInput(POLICY), 'We share it with "trusted partners".');
    expect(POLICY.slice(located?.start, located?.end)).toBe('We share it with “trusted partners”.');
  });

  it('rejects quotes that are absent or too short to prove anything', () => {
    expect(locateQuote(normalizeInput(POLICY), 'We sell your name and email.')).toBeUndefined();
    expect(locateQuote(normalizeInput(POLICY), 'email')).toBeUndefined();
  });
});

describe('chunkPolicy', () => {
  it('keeps short policies whole and cuts long ones between sentences only', () => {
    expect(chunkPolicy(POLICY, 1_000)).toEqual([POLICY]);
    const long = Array.from(
      { length: 200 },
      (_, index) => `Sentence number ${index} says we keep data for ${index} days.`,
    ).join(' ');
    const chunks = chunkPolicy(long, 2_000);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(long);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(2_000);
      expect(chunk.trimEnd()).toMatch(/days\.$/);
    }
  });
});
