import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewFixtureSchema } from './review-fixture';

describe('the stored reviewed set (verdicts.json)', () => {
  const fixture = reviewFixtureSchema.parse(
    JSON.parse(readFileSync(new URL('./verdicts.json', import.meta.url), 'utf8')),
  );

  it('judges at least ten policies, each claim of them once, for engines it names', () => {
    expect(fixture.policies.length).toBeGreaterThanOrEqual(10);
    expect(fixture.judgements.length).toBeGreaterThan(100);
  });

  it('stores keys and short notes of our own, never long passages', () => {
    for (const judgement of [...fixture.judgements, ...fixture.secondReviews])
      expect(judgement.reason.length).toBeLessThanOrEqual(300);
    expect(JSON.stringify(fixture)).not.toMatch(/"(?:quote|text|statement)"/);
  });
});
