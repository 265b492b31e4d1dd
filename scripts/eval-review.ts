/**
 * The reviewed set (docs/analyzer.md, "Reviewed set"): runs the built-in engine on the OPP-115 dev
 * policies whose reports were judged claim by claim (src/analyzer/review/verdicts.json) and prints
 * precision and recall against those judgements, the claims not judged yet and the right ones lost.
 *
 *   npm run eval -- --review [--unjudged] [--first-reviewer] [--only 1070,135] [--policies ../shared/data/opp115/policies]
 *
 * `--unjudged` prints every claim not judged yet with its key and quote, for a reviewer to judge.
 * `--only` scores the listed policies alone (one round's fresh policies, before or after a fix).
 * Where a second reviewer judged a claim again (`secondReviews`), that verdict is scored and the
 * agreement of the two is printed; `--first-reviewer` scores the first reviewer's verdicts alone.
 * The policy texts are read from the shared data folder; only keys and our own words are stored.
 */
import { readFileSync } from 'node:fs';
import { analyzeWithBuiltin } from '../src/analyzer/analyze-with-builtin';
import { findCopiedText } from '../src/analyzer/review/find-copied-text';
import { reviewFixtureSchema, reviewerAgreement } from '../src/analyzer/review/review-fixture';
import type { ReviewFixture, Reviewer } from '../src/analyzer/review/review-fixture';
import { parseKey } from '../src/analyzer/review/review-key';
import { precisionOf, scoreReview, scoreReviewGroups } from '../src/analyzer/review/score-review';
import type { ReviewScore, ReviewedRun, Tally } from '../src/analyzer/review/score-review';

export const VERDICTS_PATH = new URL('../src/analyzer/review/verdicts.json', import.meta.url).pathname;

export function readReviewFixture(path: string = VERDICTS_PATH): ReviewFixture {
  const parsed = reviewFixtureSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    console.error(
      `${path} is not a valid reviewed set:\n${parsed.error.issues.map((issue) => `  ${issue.message}`).join('\n')}`,
    );
    process.exit(1);
  }
  return parsed.data;
}

const figure = (value: number): string => value.toFixed(3);
const tallyText = (tally: Tally): string =>
  `${tally.correct} correct, ${tally.partly} partly, ${tally.wrong} wrong, ${tally.trivial} trivial`;
const oneLine = (text: string, length = 240): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
};

function printUnjudged(score: ReviewScore): void {
  for (const item of score.unjudged) {
    if (item.kind === 'tldr') console.log(`\n${item.key}  TL;DR\n    ${item.text}`);
    else if (item.kind === 'notStated')
      console.log(`\n${item.key}  NOT STATED ${item.item.topic}: ${item.item.explanation}`);
    else {
      const { finding } = item;
      console.log(
        `\n${item.key}  ${finding.severity ? `${finding.severity.toUpperCase()}: ` : ''}${finding.statement}  [${finding.category}, ${finding.confidence.toFixed(2)}]`,
      );
      console.log(`    "${oneLine(finding.quote, 400)}"`);
      if (item.sameStatement)
        console.log(
          `    same statement elsewhere: ${item.sameStatement.verdict} (${item.sameStatement.reason})`,
        );
      if (item.sameQuote)
        console.log(
          `    same sentence, other statement: ${item.sameQuote.verdict} (${item.sameQuote.reason})`,
        );
    }
  }
}

function printFigures(score: ReviewScore): void {
  const judged = Object.values(score.findings).reduce((sum, count) => sum + count, 0);
  console.log(`\nFindings judged: ${judged} (${tallyText(score.findings)})`);
  console.log(`Precision (correct 1, partly 0.5, wrong and trivial 0): ${figure(score.precision)}`);
  console.log(
    `Recall (points a careful reader needs that the reports give, partly 0.5): ${figure(score.recall)} (${score.pointsCovered}/${score.pointsNeeded})`,
  );
  console.log(
    `  by section: ${Object.entries(score.bySection)
      .map(
        ([section, tally]) =>
          `${section} ${figure(precisionOf(tally))} (${Object.values(tally).reduce((sum, count) => sum + count, 0)})`,
      )
      .join(', ')}`,
  );
  console.log(`Findings repeating a point another finding gives: ${score.repeats}`);
  console.log(
    `TL;DR judged: ${tallyText(score.tldr)}; not-stated items judged: ${tallyText(score.notStated)}`,
  );
}

/**
 * The reviewed set cut down to some policies (`--only 1070,135`): the figures of one round's fresh
 * policies alone, where the eval's fresh group pools every round's.
 */
export function onlyPolicies(fixture: ReviewFixture, only?: ReadonlySet<number>): ReviewFixture {
  if (!only) return fixture;
  const unknown = [...only].filter((id) => !fixture.policies.some((policy) => policy.id === id));
  if (unknown.length > 0) {
    console.error(`--only names policies not in the reviewed set: ${unknown.join(', ')}`);
    process.exit(1);
  }
  const kept = (judgement: { key: string }): boolean => only.has(parseKey(judgement.key)?.policyId ?? -1);
  return {
    ...fixture,
    policies: fixture.policies.filter((policy) => only.has(policy.id)),
    judgements: fixture.judgements.filter(kept),
    secondReviews: fixture.secondReviews.filter(kept),
  };
}

export function evaluateReview(
  policiesDirectory: string,
  showUnjudged: boolean,
  reviewer: Reviewer = 'second',
  only?: ReadonlySet<number>,
): ReviewScore {
  const fixture = onlyPolicies(readReviewFixture(), only);
  const texts = new Map(
    fixture.policies.map((policy) => {
      const path = `${policiesDirectory}/${policy.id}.txt`;
      try {
        return [policy.id, readFileSync(path, 'utf8')] as const;
      } catch (error) {
        console.error(`Cannot read ${path}: ${String(error)}`);
        process.exit(1);
      }
    }),
  );
  const copies = [
    ...[...fixture.judgements, ...fixture.secondReviews].map((judgement) => ({
      label: judgement.key,
      note: judgement.reason,
      policyId: parseKey(judgement.key)?.policyId,
    })),
    ...fixture.policies.flatMap((policy) =>
      policy.missed.map((missed) => ({
        label: `${policy.id} ${missed.point}`,
        note: missed.note,
        policyId: policy.id,
      })),
    ),
  ].flatMap(({ label, note, policyId }) =>
    findCopiedText(note, texts.get(policyId ?? -1) ?? '').map((run) => `${label}: "${run}"`),
  );
  if (copies.length > 0) {
    console.error(
      `The reviewed set must hold our own words, but these notes copy a policy:\n  ${copies.join('\n  ')}`,
    );
    process.exit(1);
  }
  const runs: ReviewedRun[] = fixture.policies.map((policy) => ({
    policyId: policy.id,
    result: analyzeWithBuiltin(texts.get(policy.id) ?? ''),
  }));
  const score = scoreReview(fixture, runs, reviewer);

  console.log(
    `Reviewed set: ${fixture.policies.length} OPP-115 dev policies, judged for engines ${fixture.engines.map((engine) => `${engine.id} (${engine.commit})`).join(', ')}`,
  );
  console.log(
    `${'policy'.padEnd(28)} ${'found'.padStart(5)} ${'judged'.padStart(6)} ${'P'.padStart(6)} ${'R'.padStart(6)}`,
  );
  for (const run of runs) {
    const policy = fixture.policies.find((candidate) => candidate.id === run.policyId);
    const alone = scoreReview(fixture, [run], reviewer);
    const judged = Object.values(alone.findings).reduce((sum, count) => sum + count, 0);
    console.log(
      `${`${run.policyId}${policy?.fresh ? '*' : ''} ${policy?.name ?? ''}`.padEnd(28)} ${String(run.result.findings.length).padStart(5)} ${String(judged).padStart(6)} ${figure(alone.precision).padStart(6)} ${figure(alone.recall).padStart(6)}`,
    );
  }
  const agreement = reviewerAgreement(fixture);
  if (agreement.compared > 0) {
    console.log(
      `\nSecond reviewer: ${agreement.same} of ${agreement.compared} claims given the first reviewer's verdict; scored with the ${reviewer} reviewer's verdicts${reviewer === 'second' ? ' (--first-reviewer for the first)' : ''}`,
    );
    for (const { key, first, second } of agreement.disagreements)
      console.log(`  ${key}: first ${first.verdict}, second ${second.verdict} (${second.reason})`);
  }
  const fresh = fixture.policies.filter((policy) => policy.fresh);
  if (fresh.length === 0 || fresh.length === fixture.policies.length) printFigures(score);
  else {
    const groups = scoreReviewGroups(fixture, runs, reviewer);
    const tunedCount = fixture.policies.length - fresh.length;
    console.log(
      `\nTuned set (${tunedCount} policies the rules were written and tuned on: in-sample figures)`,
    );
    printFigures(groups.tuned);
    console.log(
      `\nFresh set (${fresh.length} policies no rule was tuned on, marked * above: out-of-sample figures)`,
    );
    printFigures(groups.fresh);
    console.log(`\nBoth (${fixture.policies.length} policies)`);
    printFigures(groups.all);
  }
  const unjudgedFindings = score.unjudged.filter((item) => item.kind === 'finding').length;
  console.log(
    `Not judged yet: ${unjudgedFindings} findings, ${score.unjudged.length - unjudgedFindings} TL;DRs and not-stated items${unjudgedFindings > 0 && !showUnjudged ? ' (list them with --unjudged)' : ''}`,
  );
  console.log(
    `Judged-right findings gone: ${score.disappeared.length} with their point lost, ${score.replaced} whose point another finding now gives; judged-wrong or trivial findings gone: ${score.wrongGone}`,
  );
  for (const judgement of score.disappeared)
    console.log(`  LOST ${judgement.key} ${judgement.point ?? ''}: ${judgement.reason}`);
  console.log(`Points missed (${score.missing.length}):`);
  for (const missing of score.missing) console.log(`  ${missing.policyId} ${missing.point}: ${missing.note}`);
  if (showUnjudged) printUnjudged(score);
  return score;
}
