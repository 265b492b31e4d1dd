import type { AnalysisResult, AnalysisSection, Finding, NotStatedItem } from '../../common/analysis';
import { effectiveJudgements } from './review-fixture';
import type { Judgement, Reviewer, ReviewFixture, Verdict } from './review-fixture';
import { findingKey, notStatedKey, parseKey, shortHash, tldrKey } from './review-key';

/** The engine's report on one reviewed policy. */
export type ReviewedRun = { policyId: number; result: AnalysisResult };

/** What a verdict is worth for precision, as in the expert review: partly counts half, trivial nothing. */
const PRECISION_WEIGHT: Record<Verdict, number> = { correct: 1, partly: 0.5, wrong: 0, trivial: 0 };

export type Unjudged =
  | {
      policyId: number;
      key: string;
      kind: 'finding';
      finding: Finding;
      /** A judgement of the same statement in the same section on another sentence, if any. */
      sameStatement?: Judgement;
      /** A judgement of another statement on the same sentence in the same section, if any. */
      sameQuote?: Judgement;
    }
  | { policyId: number; key: string; kind: 'tldr'; text: string }
  | { policyId: number; key: string; kind: 'notStated'; item: NotStatedItem };

export type Tally = Record<Verdict, number>;

export type ReviewScore = {
  /** Judged findings present in the reports, by verdict. */
  findings: Tally;
  /** The same, per section of the report. */
  bySection: Record<AnalysisSection, Tally>;
  /** (correct + partly / 2) / judged findings present. */
  precision: number;
  /** Points the reports give (partly counts half) over all points a careful reader needs. */
  recall: number;
  pointsCovered: number;
  pointsNeeded: number;
  /** Points no present finding gives, per policy. */
  missing: Array<{ policyId: number; point: string; note: string }>;
  /** Judged correct or partly findings present whose point another present finding already gives. */
  repeats: number;
  unjudged: Unjudged[];
  /** Findings judged correct or partly that the reports no longer contain, and whose point no other finding gives. */
  disappeared: Judgement[];
  /** Findings judged correct or partly that the reports no longer contain, but whose point another finding gives. */
  replaced: number;
  /** Findings judged wrong or trivial that the reports no longer contain. */
  wrongGone: number;
  tldr: Tally;
  notStated: Tally;
};

const emptyTally = (): Tally => ({ correct: 0, partly: 0, wrong: 0, trivial: 0 });

/** (correct + partly / 2) / judged, or 0 when nothing is judged. */
export function precisionOf(tally: Tally): number {
  const judged = Object.values(tally).reduce((sum, count) => sum + count, 0);
  const worth = (Object.keys(tally) as Verdict[]).reduce(
    (sum, verdict) => sum + tally[verdict] * PRECISION_WEIGHT[verdict],
    0,
  );
  return judged === 0 ? 0 : worth / judged;
}

const coverageOf = (verdict: Verdict): number => (verdict === 'correct' ? 1 : verdict === 'partly' ? 0.5 : 0);

/** The points a claim gives: its point, and the further ones of a finding that states several. */
const pointsOf = (judgement: Judgement): string[] =>
  judgement.point ? [judgement.point, ...(judgement.morePoints ?? [])] : [];

/**
 * Scores the reports of the current engine against every judgement of the reviewed set (one verdict
 * per claim: a second reviewer's replaces the first's, unless `reviewer` is 'first').
 */
export function scoreReview(
  fixture: ReviewFixture,
  runs: readonly ReviewedRun[],
  reviewer: Reviewer = 'second',
): ReviewScore {
  const judgements = effectiveJudgements(fixture, reviewer);
  const byKey = new Map(judgements.map((judgement) => [judgement.key, judgement]));
  const score: ReviewScore = {
    findings: emptyTally(),
    bySection: {
      dataCollection: emptyTally(),
      dataSharing: emptyTally(),
      userRights: emptyTally(),
      restrictions: emptyTally(),
      redFlags: emptyTally(),
    },
    precision: 0,
    recall: 0,
    pointsCovered: 0,
    pointsNeeded: 0,
    missing: [],
    repeats: 0,
    unjudged: [],
    disappeared: [],
    replaced: 0,
    wrongGone: 0,
    tldr: emptyTally(),
    notStated: emptyTally(),
  };
  for (const { policyId, result } of runs) {
    const policy = fixture.policies.find((candidate) => candidate.id === policyId);
    if (!policy) throw new Error(`Policy ${policyId} is not in the reviewed set`);
    const judgementsOfPolicy = judgements.filter(
      (judgement) => parseKey(judgement.key)?.policyId === policyId,
    );
    // Every point a careful reader needs: those of all claims ever judged right, and those noted as missed.
    const needed = new Set<string>([
      ...judgementsOfPolicy.flatMap(pointsOf),
      ...policy.missed.map((missed) => missed.point),
    ]);
    const covered = new Map<string, number>();
    const presentKeys = new Set<string>();
    const give = (judgement: Judgement): void => {
      const coverage = coverageOf(judgement.verdict);
      for (const point of pointsOf(judgement)) {
        if (covered.has(point) && coverage > 0) score.repeats += 1;
        covered.set(point, Math.max(covered.get(point) ?? 0, coverage));
      }
    };

    for (const finding of result.findings) {
      const key = findingKey(policyId, finding);
      presentKeys.add(key);
      const judgement = byKey.get(key);
      if (judgement) {
        score.findings[judgement.verdict] += 1;
        score.bySection[finding.section][judgement.verdict] += 1;
        give(judgement);
        continue;
      }
      const statementHash = shortHash(
        finding.severity ? `${finding.severity}: ${finding.statement}` : finding.statement,
      );
      const sameStatement = judgementsOfPolicy.find((candidate) => {
        const parsed = parseKey(candidate.key);
        return parsed?.part === finding.section && parsed.hash === statementHash;
      });
      const sameQuote = judgementsOfPolicy.find((candidate) => {
        const parsed = parseKey(candidate.key);
        return (
          parsed?.part === finding.section && parsed.start === finding.start && parsed.end === finding.end
        );
      });
      score.unjudged.push({ policyId, key, kind: 'finding', finding, sameStatement, sameQuote });
    }

    const summaryKey = tldrKey(policyId, result.tldrSummary);
    presentKeys.add(summaryKey);
    const summaryJudgement = byKey.get(summaryKey);
    if (summaryJudgement) score.tldr[summaryJudgement.verdict] += 1;
    else score.unjudged.push({ policyId, key: summaryKey, kind: 'tldr', text: result.tldrSummary });

    for (const item of result.notStated) {
      const key = notStatedKey(policyId, item);
      presentKeys.add(key);
      const judgement = byKey.get(key);
      if (judgement) {
        score.notStated[judgement.verdict] += 1;
        give(judgement);
      } else score.unjudged.push({ policyId, key, kind: 'notStated', item });
    }

    score.pointsNeeded += needed.size;
    for (const point of needed) score.pointsCovered += covered.get(point) ?? 0;
    for (const point of needed) {
      if ((covered.get(point) ?? 0) > 0) continue;
      const note =
        policy.missed.find((missed) => missed.point === point)?.note ??
        'given by a finding judged right in an earlier report, not by this one';
      score.missing.push({ policyId, point, note });
    }
    for (const judgement of judgementsOfPolicy) {
      if (presentKeys.has(judgement.key) || parseKey(judgement.key)?.part === 'tldr') continue;
      if (judgement.verdict === 'wrong' || judgement.verdict === 'trivial') score.wrongGone += 1;
      else if (judgement.point && pointsOf(judgement).every((point) => (covered.get(point) ?? 0) > 0))
        score.replaced += 1;
      else score.disappeared.push(judgement);
    }
  }

  score.precision = precisionOf(score.findings);
  score.recall = score.pointsNeeded === 0 ? 0 : score.pointsCovered / score.pointsNeeded;
  return score;
}

/** The figures of the tuned policies, of the fresh ones (see `fresh` in review-fixture.ts) and of both. */
export type GroupScores = { tuned: ReviewScore; fresh: ReviewScore; all: ReviewScore };

/**
 * Scores the tuned and the fresh policies apart, and together: the fresh ones were added to measure
 * the engine on policies no rule was written or tuned on, so their figures are the out-of-sample ones.
 */
export function scoreReviewGroups(
  fixture: ReviewFixture,
  runs: readonly ReviewedRun[],
  reviewer: Reviewer = 'second',
): GroupScores {
  const fresh = new Set(fixture.policies.filter((policy) => policy.fresh).map((policy) => policy.id));
  return {
    tuned: scoreReview(
      fixture,
      runs.filter((run) => !fresh.has(run.policyId)),
      reviewer,
    ),
    fresh: scoreReview(
      fixture,
      runs.filter((run) => fresh.has(run.policyId)),
      reviewer,
    ),
    all: scoreReview(fixture, runs, reviewer),
  };
}
