import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../../common/sample-policies';

describe('sample policies', () => {
  it('keeps the CLI copies identical to the shipped constants', () => {
    expect(readFileSync(new URL('./careful-policy.txt', import.meta.url), 'utf8')).toBe(
      CAREFUL_SAMPLE_POLICY,
    );
    expect(readFileSync(new URL('./aggressive-policy.txt', import.meta.url), 'utf8')).toBe(
      AGGRESSIVE_SAMPLE_POLICY,
    );
  });
});
