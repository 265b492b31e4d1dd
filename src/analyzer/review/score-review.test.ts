import { describe, expect, it } from 'vitest';
import type { AnalysisResult, Finding } from '../../common/analysis';
import { reviewFixtureSchema, reviewerAgreement } from './review-fixture';
import type { Judgement, ReviewFixture } from './review-fixture';
import { findingKey, notStatedKey, parseKey, tldrKey } from './review-key';
import { precisionOf, scoreReview, scoreReviewGroups } from './score-review';

/** A synthetic policy and report: nothing here comes from a real policy. */
const POLICY = 7;

function finding(overrides: Partial<Finding>): Finding {
  return {
    section: 'dataCollection',
    statement: 'Collects contact details.',
    quote: 'We collect your email.',
    start: 0,
    end: 22,
    category: 'First Party Collection/Use',
    confidence: 0.9,
    ...overrides,
  };
}

const contact = finding({});
const sharing = finding({
  section: 'dataSharing',
  statement: 'Shares data with advertisers.',
  quote: 'Advertisers get your email.',
  start: 23,
  end: 50,
  category: 'Third Party Sharing/Collection',
});
const wrongFlag = finding({
  section: 'redFlags',
  statement: 'Your personal data may be sold.',
  severity: 'blocker',
  start: 51,
  end: 80,
  category: 'Third Party Sharing/Collection',
});

function report(findings: Finding[], tldrSummary = 'It collects your email.'): AnalysisResult {
  return {
    tldrSummary,
    tldrOverview: tldrSummary,
    dataCollection: [],
    dataSharing: [],
    userRights: [],
    restrictions: [],
    redFlags: [],
    findings,
    notStated: [{ topic: 'How long data is kept', explanation: 'No retention period.' }],
    practices: [],
    meta: { engine: 'builtin', model: 'test', durationMs: 1 },
  };
}

function fixtureWith(
  judgements: Judgement[],
  missed: ReviewFixture['policies'][number]['missed'] = [],
  secondReviews: Judgement[] = [],
): ReviewFixture {
  return reviewFixtureSchema.parse({
    engines: [
      { id: 'before', commit: 'abcdef1', date: '2026-11-23', note: 'synthetic' },
      { id: 'second', commit: 'abcdef2', date: '2026-11-24', note: 'synthetic second reviewer' },
    ],
    policies: [{ id: POLICY, name: 'example.test', kind: 'synthetic', missed }],
    judgements,
    secondReviews,
  });
}

const judged = (item: Finding, verdict: Judgement['verdict'], point?: string): Judgement => ({
  key: findingKey(POLICY, item),
  engine: 'before',
  verdict,
  ...(point ? { point } : {}),
  reason: 'synthetic verdict',
});

describe('review keys', () => {
  it('name the sentence and the claim without any quoted text', () => {
    const key = findingKey(POLICY, contact);
    expect(key).toMatch(/^7\/dataCollection\/0-22\/[0-9a-f]{8}$/);
    expect(key).not.toContain('email');
    expect(parseKey(key)).toMatchObject({ policyId: 7, part: 'dataCollection', start: 0, end: 22 });
  });

  it('stay the same when only the confidence or category changes', () => {
    expect(findingKey(POLICY, { ...contact, confidence: 0.55, category: 'Other' })).toBe(
      findingKey(POLICY, contact),
    );
  });

  it('change when the statement, the proving sentence or the severity changes', () => {
    const key = findingKey(POLICY, contact);
    expect(findingKey(POLICY, { ...contact, statement: 'Collects contact details and photos.' })).not.toBe(
      key,
    );
    expect(findingKey(POLICY, { ...contact, start: 1, end: 22 })).not.toBe(key);
    expect(findingKey(POLICY, { ...wrongFlag, severity: 'low' })).not.toBe(findingKey(POLICY, wrongFlag));
  });

  it('key the TL;DR and not-stated items by their wording', () => {
    expect(tldrKey(POLICY, 'One.')).not.toBe(tldrKey(POLICY, 'Two.'));
    expect(parseKey(tldrKey(POLICY, 'One.'))?.part).toBe('tldr');
    expect(parseKey(notStatedKey(POLICY, { topic: 'Children', explanation: 'Silent.' }))?.part).toBe(
      'notStated',
    );
    expect(parseKey('7/dataCollection/0-22/notahash')).toBeUndefined();
  });
});

describe('the reviewed-set fixture', () => {
  it('requires a point for right claims and refuses one for wrong claims', () => {
    expect(() => fixtureWith([{ ...judged(contact, 'correct'), point: undefined }])).toThrow(
      /names its point/,
    );
    expect(() => fixtureWith([judged(wrongFlag, 'wrong', 'sale:yes')])).toThrow(/only correct or partly/);
  });

  it('refuses a claim judged twice, an unknown engine and a policy outside the set', () => {
    expect(() =>
      fixtureWith([judged(contact, 'correct', 'collect:contact'), judged(contact, 'wrong')]),
    ).toThrow(/judged twice/);
    expect(() => fixtureWith([{ ...judged(contact, 'wrong'), engine: 'later' }])).toThrow(/unknown engine/);
    expect(() => fixtureWith([{ ...judged(contact, 'wrong'), key: findingKey(8, contact) }])).toThrow(
      /not in the reviewed set/,
    );
  });
});

describe('scoreReview', () => {
  it('counts correct as 1, partly as 0.5 and wrong as 0 over the judged findings', () => {
    const fixture = fixtureWith([
      judged(contact, 'correct', 'collect:contact'),
      judged(sharing, 'partly', 'share:advertisers'),
      judged(wrongFlag, 'wrong'),
    ]);
    const score = scoreReview(fixture, [{ policyId: POLICY, result: report([contact, sharing, wrongFlag]) }]);
    expect(score.findings).toEqual({ correct: 1, partly: 1, wrong: 1, trivial: 0 });
    expect(score.precision).toBeCloseTo(1.5 / 3);
    expect(precisionOf(score.bySection.redFlags)).toBe(0);
    expect(precisionOf(score.bySection.dataSharing)).toBe(0.5);
    expect(score.unjudged.filter((item) => item.kind === 'finding')).toHaveLength(0);
  });

  it('measures recall over the points of right claims and the missed points, each point once', () => {
    const duplicate = finding({ start: 100, end: 130 });
    const fixture = fixtureWith(
      [
        judged(contact, 'correct', 'collect:contact'),
        judged(duplicate, 'correct', 'collect:contact'),
        judged(sharing, 'partly', 'share:advertisers'),
      ],
      [{ point: 'right:delete', engine: 'before', note: 'deletion by email' }],
    );
    const score = scoreReview(fixture, [{ policyId: POLICY, result: report([contact, duplicate, sharing]) }]);
    // collect:contact 1 + share:advertisers 0.5 + right:delete 0, over 3 points.
    expect(score.pointsNeeded).toBe(3);
    expect(score.recall).toBeCloseTo(1.5 / 3);
    expect(score.repeats).toBe(1);
    expect(score.missing).toEqual([{ policyId: POLICY, point: 'right:delete', note: 'deletion by email' }]);
  });

  it('shows a reworded claim as unjudged, with the earlier verdict on the same sentence as a hint', () => {
    const fixture = fixtureWith([judged(contact, 'correct', 'collect:contact')]);
    const reworded = { ...contact, statement: 'Collects your email address.' };
    const score = scoreReview(fixture, [{ policyId: POLICY, result: report([reworded]) }]);
    expect(score.findings.correct).toBe(0);
    const [unjudged] = score.unjudged.filter((item) => item.kind === 'finding');
    expect(unjudged).toMatchObject({ key: findingKey(POLICY, reworded), sameQuote: { verdict: 'correct' } });
    // The right claim is gone and nothing else gives its point: recall falls and it is reported lost.
    expect(score.disappeared.map((judgement) => judgement.point)).toEqual(['collect:contact']);
    expect(score.recall).toBe(0);
  });

  it('tells a lost point from a right claim replaced by another one that gives the same point', () => {
    const moved = finding({ start: 100, end: 130 });
    const fixture = fixtureWith([
      judged(contact, 'correct', 'collect:contact'),
      judged(moved, 'correct', 'collect:contact'),
      judged(wrongFlag, 'wrong'),
    ]);
    const score = scoreReview(fixture, [{ policyId: POLICY, result: report([moved]) }]);
    expect(score.disappeared).toEqual([]);
    expect(score.replaced).toBe(1);
    expect(score.wrongGone).toBe(1);
    expect(score.recall).toBe(1);
  });

  it('counts every point of a finding that states several data types of one sentence', () => {
    const merged = finding({ statement: 'Collects contact details (email) and your location (GPS).' });
    const location = finding({ statement: 'Collects your location (GPS).' });
    const fixture = fixtureWith([
      judged(contact, 'correct', 'collect:contact'),
      judged(location, 'correct', 'collect:location'),
      { ...judged(merged, 'correct', 'collect:contact'), morePoints: ['collect:location'] },
    ]);
    const score = scoreReview(fixture, [{ policyId: POLICY, result: report([merged]) }]);
    // Both separate findings are gone, and the merged one gives both their points.
    expect(score.recall).toBe(1);
    expect(score.disappeared).toEqual([]);
    expect(score.replaced).toBe(2);
    expect(score.repeats).toBe(0);
  });

  it('judges the TL;DR and not-stated items apart from the findings, and not-stated points count for recall', () => {
    const result = report([contact]);
    const notStated = result.notStated[0];
    if (!notStated) throw new Error('the synthetic report has a not-stated item');
    const fixture = fixtureWith([
      judged(contact, 'correct', 'collect:contact'),
      { key: tldrKey(POLICY, result.tldrSummary), engine: 'before', verdict: 'partly', reason: 'synthetic' },
      {
        key: notStatedKey(POLICY, notStated),
        engine: 'before',
        verdict: 'correct',
        point: 'silent:retention',
        reason: 'synthetic',
      },
    ]);
    const score = scoreReview(fixture, [{ policyId: POLICY, result }]);
    expect(score.tldr.partly).toBe(1);
    expect(score.notStated.correct).toBe(1);
    expect(score.precision).toBe(1);
    expect(score.pointsNeeded).toBe(2);
    const rewritten = scoreReview(fixture, [
      { policyId: POLICY, result: report([contact], 'Another summary.') },
    ]);
    expect(rewritten.unjudged.map((item) => item.kind)).toEqual(['tldr']);
  });

  it("scores a second reviewer's verdict in place of the first, and the first on request", () => {
    const fixture = fixtureWith(
      [
        judged(contact, 'correct', 'collect:contact'),
        judged(sharing, 'partly', 'share:advertisers'),
        judged(wrongFlag, 'wrong'),
      ],
      [],
      [
        { ...judged(contact, 'correct', 'collect:contact'), engine: 'second' },
        // The second reviewer finds the sharing claim wrong: its point is no longer needed.
        { ...judged(sharing, 'wrong'), engine: 'second' },
        { ...judged(wrongFlag, 'partly', 'sale:maybe'), engine: 'second' },
      ],
    );
    const result = report([contact, sharing, wrongFlag]);
    const second = scoreReview(fixture, [{ policyId: POLICY, result }]);
    expect(second.findings).toEqual({ correct: 1, partly: 1, wrong: 1, trivial: 0 });
    expect(second.bySection.dataSharing.wrong).toBe(1);
    expect(second.pointsNeeded).toBe(2);
    expect(second.recall).toBeCloseTo(1.5 / 2);
    const first = scoreReview(fixture, [{ policyId: POLICY, result }], 'first');
    expect(first.bySection.dataSharing.partly).toBe(1);
    expect(first.pointsNeeded).toBe(2);
    const agreement = reviewerAgreement(fixture);
    expect(agreement).toMatchObject({ compared: 3, same: 1 });
    expect(agreement.disagreements.map(({ first, second }) => [first.verdict, second.verdict])).toEqual([
      ['partly', 'wrong'],
      ['wrong', 'partly'],
    ]);
  });

  it('refuses a second review of a claim no first reviewer judged, or judged twice by the second', () => {
    const again = { ...judged(contact, 'wrong'), engine: 'second' };
    expect(() => fixtureWith([], [], [again])).toThrow(/no first reviewer judged/);
    expect(() => fixtureWith([judged(contact, 'correct', 'collect:contact')], [], [again, again])).toThrow(
      /judged twice by the second reviewer/,
    );
  });

  it('refuses a report on a policy outside the reviewed set', () => {
    expect(() => scoreReview(fixtureWith([]), [{ policyId: 8, result: report([]) }])).toThrow(
      /not in the reviewed set/,
    );
  });
});

describe('scoreReviewGroups', () => {
  it('scores the fresh policies apart from the tuned ones, and both together', () => {
    const FRESH = 8;
    const freshFinding = finding({ statement: 'Collects your postal address.' });
    const fixture = reviewFixtureSchema.parse({
      engines: [{ id: 'before', commit: 'abcdef1', date: '2026-11-23', note: 'synthetic' }],
      policies: [
        { id: POLICY, name: 'tuned.test', kind: 'synthetic', missed: [] },
        {
          id: FRESH,
          name: 'fresh.test',
          kind: 'synthetic',
          fresh: true,
          missed: [{ point: 'right:delete', engine: 'before', note: 'deletion by email' }],
        },
      ],
      judgements: [
        judged(contact, 'correct', 'collect:contact'),
        { ...judged(freshFinding, 'wrong'), key: findingKey(FRESH, freshFinding) },
      ],
    });
    expect(fixture.policies.map((policy) => policy.fresh)).toEqual([false, true]);
    const runs = [
      { policyId: POLICY, result: report([contact]) },
      { policyId: FRESH, result: report([freshFinding]) },
    ];
    const { tuned, fresh, all } = scoreReviewGroups(fixture, runs);
    expect(tuned).toEqual(scoreReview(fixture, [runs[0]!]));
    expect(tuned.precision).toBe(1);
    expect(tuned.recall).toBe(1);
    expect(fresh.findings).toEqual({ correct: 0, partly: 0, wrong: 1, trivial: 0 });
    expect(fresh.precision).toBe(0);
    expect(fresh.recall).toBe(0);
    expect(fresh.missing).toEqual([{ policyId: FRESH, point: 'right:delete', note: 'deletion by email' }]);
    expect(all).toEqual(scoreReview(fixture, runs));
    expect(all.precision).toBe(0.5);
  });
});
