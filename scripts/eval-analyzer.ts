/**
 * Evaluates the built-in analyzer.
 *  1. OPP-115 segment categories (Wilson et al., "The Creation and Analysis of a Website Privacy
 *     Policy Corpus", ACL 2016): per-category precision, recall and F1, and the macro average over
 *     the nine categories other than 'Other'. Evaluation only: the corpus is never trained on.
 *  2. ToS;DR red flags on the held-out fifth of services (by a hash of the name), points quoted from
 *     privacy, cookie or data documents: recall on bad/blocker points, false alarms on good points.
 *     `--tosdr-fold train` prints the same figures for the services trained on, so that misses can be
 *     studied without looking at the held-out fifth (in-sample, so its recall is optimistic). The
 *     fifth is fixed: a service is held out when the first byte of sha1(service name) is divisible by 5.
 *  3. Red flags per policy: for each flag, the share of the split's OPP-115 policies (full texts) it
 *     is raised on, beside the share whose annotators recorded the practice it names, where OPP-115
 *     has one. A flag on more than half the policies is marked unless the annotators find the
 *     practice in more than half as well.
 *  4. `--practices`: the practices of each policy of OPP-115's dev and dev2 splits, in OPP-115's
 *     vocabulary (src/analyzer/opp115/to-opp115.ts), against the values most of its annotators gave:
 *     F1 per question over (policy, value) pairs and their macro average.
 *  5. `--review`: only the reviewed set, precision and recall against claim-by-claim judgements of
 *     our reports on OPP-115 dev policies (scripts/eval-review.ts; docs/analyzer.md, "Reviewed set").
 *  Every run checks that no dev policy's report contradicts itself (a practice and its denial for the
 *  same object) and fails if one does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OPP115_CATEGORIES } from '../src/common/analysis';
import type { Opp115Category } from '../src/common/analysis';
import {
  SCORED_CATEGORIES,
  classifySegments,
  scoreCategories,
} from '../src/analyzer/classify/classify-segments';
import { analyzeWithBuiltin } from '../src/analyzer/analyze-with-builtin';
import { detectRedFlags } from '../src/analyzer/red-flags/detect-red-flags';
import { redFlagIdsOfStatement } from '../src/analyzer/red-flags/red-flag-statements';
import { RED_FLAGS } from '../src/analyzer/red-flags/red-flag-taxonomy';
import { evaluateReview } from './eval-review';
import { readJsonLines } from './read-json-lines';
import { isHeldOutService, isPrivacyDocument } from '../src/analyzer/training/tosdr-labels';
import { OPP115_QUESTIONS, toOpp115 } from '../src/analyzer/opp115/to-opp115';
import type { Opp115Practices } from '../src/analyzer/opp115/to-opp115';
import { findContradictions } from '../src/analyzer/practices/contradictions';
import { countRequotes } from '../src/analyzer/summary/merge-same-sentence';
import type { AnalysisSection, Finding } from '../src/common/analysis';

type Segment = { text: string; categories: Opp115Category[] };
type ToSDRPoint = {
  service: string;
  case_title: string;
  classification: string;
  quote: string;
  document: string;
};

const USAGE = `Usage:
  npm run eval [-- --data ../shared/data/opp115/segments-dev.jsonl --tosdr ../shared/data/tosdr --errors 'Data Retention']
  npm run eval -- --red-flags [--tosdr-fold heldout|train] [--errors redflags]
  npm run eval -- --practices [--errors collect.type]
  npm run eval -- --review [--unjudged] [--first-reviewer] [--only <policy ids, comma-separated>]`;

const shared = new URL('../../shared/data/', import.meta.url).pathname;
const { values } = parseOptions();

function parseOptions() {
  try {
    return parseArgs({
      options: {
        data: { type: 'string', default: `${shared}opp115/segments-dev.jsonl` },
        tosdr: { type: 'string', default: `${shared}tosdr` },
        errors: { type: 'string' },
        sweep: { type: 'boolean', default: false },
        'tosdr-fold': { type: 'string', default: 'heldout' },
        practices: { type: 'boolean', default: false },
        opp115: { type: 'string', default: `${shared}opp115` },
        'red-flags': { type: 'boolean', default: false },
        review: { type: 'boolean', default: false },
        unjudged: { type: 'boolean', default: false },
        'first-reviewer': { type: 'boolean', default: false },
        only: { type: 'string' },
        policies: { type: 'string', default: `${shared}opp115/policies` },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
}

const tosdrFold = values['tosdr-fold'];
if (tosdrFold !== 'heldout' && tosdrFold !== 'train') {
  console.error(`--tosdr-fold must be 'heldout' or 'train', not '${tosdrFold}'`);
  process.exit(1);
}
/** Whether a service belongs to the fold being evaluated. */
const isInFold = (service: string): boolean => isHeldOutService(service) === (tosdrFold === 'heldout');

const percent = (value: number): string => value.toFixed(3);

/** Findings quoting a sentence another finding of their section quotes, summed over policies. */
type Requotes = Record<AnalysisSection, number>;
const noRequotes = (): Requotes => ({
  dataCollection: 0,
  dataSharing: 0,
  userRights: 0,
  restrictions: 0,
  redFlags: 0,
});
function addRequotes(total: Requotes, findings: readonly Finding[]): void {
  for (const [section, count] of Object.entries(countRequotes(findings)))
    total[section as AnalysisSection] += count;
}
const requotesText = (total: Requotes): string =>
  Object.entries(total)
    .map(([section, count]) => `${section} ${count}`)
    .join(', ');

function evaluateCategories(path: string): number {
  const segments = readJsonLines<Segment>(path);
  const started = performance.now();
  const predictions = classifySegments(segments.map((segment) => segment.text));
  const elapsed = performance.now() - started;
  console.log(`OPP-115 categories on ${path} (${segments.length} segments, ${Math.round(elapsed)} ms)`);
  console.log(
    `${'category'.padEnd(40)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)} ${'gold'.padStart(5)}`,
  );
  const f1s: number[] = [];
  for (const category of OPP115_CATEGORIES) {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    segments.forEach((segment, index) => {
      const isGold = segment.categories.includes(category);
      const isPredicted = (predictions[index] ?? []).includes(category);
      if (isGold && isPredicted) truePositives += 1;
      else if (isPredicted) falsePositives += 1;
      else if (isGold) falseNegatives += 1;
      if (values.errors === category && isGold !== isPredicted) {
        console.log(`  ${isGold ? 'MISSED' : 'FALSE '} ${segment.text.slice(0, 220).replace(/\s+/g, ' ')}`);
      }
    });
    const precision = truePositives / Math.max(1, truePositives + falsePositives);
    const recall = truePositives / Math.max(1, truePositives + falseNegatives);
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    if (category !== 'Other') f1s.push(f1);
    console.log(
      `${category.padEnd(40)} ${percent(precision).padStart(6)} ${percent(recall).padStart(6)} ${percent(f1).padStart(6)} ${String(truePositives + falseNegatives).padStart(5)}`,
    );
  }
  const macro = f1s.reduce((sum, value) => sum + value, 0) / f1s.length;
  console.log(`Macro-F1 over the 9 categories other than 'Other': ${percent(macro)}\n`);
  return macro;
}

function evaluateRedFlags(directory: string): void {
  const points = readJsonLines<ToSDRPoint>(`${directory}/points-sample.jsonl`).filter(
    (point) => isInFold(point.service) && isPrivacyDocument(point.document),
  );
  const bad = points.filter((point) => point.classification === 'bad' || point.classification === 'blocker');
  const good = points.filter((point) => point.classification === 'good');
  const flagged = (point: ToSDRPoint): boolean => detectRedFlags(point.quote).length > 0;
  const caught = bad.filter(flagged);
  const alarms = good.filter(flagged);
  console.log(
    `ToS;DR red flags, ${tosdrFold === 'heldout' ? 'held-out' : 'training'} services (${new Set(points.map((point) => point.service)).size}), privacy/cookie/data documents`,
  );
  console.log(
    `Recall on bad/blocker points: ${percent(caught.length / Math.max(1, bad.length))} (${caught.length}/${bad.length})`,
  );
  console.log(
    `False alarms on good points:  ${percent(alarms.length / Math.max(1, good.length))} (${alarms.length}/${good.length})`,
  );
  if (values.errors === 'redflags') {
    for (const point of bad.filter((candidate) => !flagged(candidate)))
      console.log(`  MISSED [${point.case_title}] ${point.quote.slice(0, 160).replace(/\s+/g, ' ')}`);
    for (const point of alarms)
      console.log(
        `  ALARM  [${point.case_title}] ${detectRedFlags(point.quote)
          .map((detected) => detected.flag.id)
          .join(',')} ${point.quote.slice(0, 160).replace(/\s+/g, ' ')}`,
      );
  }
}

/** Prints F1 per category at a range of thresholds: how the hand-set thresholds were chosen. */
function sweepThresholds(path: string): void {
  const segments = readJsonLines<Segment>(path);
  const scores = segments.map((segment) => scoreCategories(segment.text));
  for (const category of SCORED_CATEGORIES) {
    const cells: string[] = [];
    for (let threshold = 0.3; threshold < 0.99; threshold += 0.05) {
      let truePositives = 0;
      let predicted = 0;
      let gold = 0;
      segments.forEach((segment, index) => {
        const isGold = segment.categories.includes(category);
        const isPredicted = (scores[index]?.[category] ?? 0) >= threshold;
        gold += isGold ? 1 : 0;
        predicted += isPredicted ? 1 : 0;
        truePositives += isGold && isPredicted ? 1 : 0;
      });
      cells.push(`${threshold.toFixed(2)}:${percent((2 * truePositives) / Math.max(1, gold + predicted))}`);
    }
    console.log(`${category.slice(0, 24).padEnd(24)} ${cells.join(' ')}`);
  }
}

type PolicyAnswers = { policy_id: number; policy_name: string; practices: Opp115Practices };

const policyText = (directory: string, id: number): string =>
  readFileSync(`${directory}/policies/${id}.txt`, 'utf8');

/** Per-question F1 over (policy, value) pairs, and their macro average. */
function evaluatePractices(directory: string, split: string, requotes: Requotes): number {
  const policies = readJsonLines<PolicyAnswers>(`${directory}/practices-${split}.jsonl`);
  const counts = new Map(OPP115_QUESTIONS.map((question) => [question, { tp: 0, fp: 0, fn: 0 }]));
  for (const policy of policies) {
    const text = policyText(directory, policy.policy_id);
    const result = analyzeWithBuiltin(text);
    addRequotes(requotes, result.findings);
    const predicted = toOpp115(result.practices, text);
    for (const question of OPP115_QUESTIONS) {
      const gold = new Set(policy.practices[question] ?? []);
      const guess = new Set(predicted[question]);
      const count = counts.get(question);
      if (!count) continue;
      for (const value of guess) {
        if (gold.has(value)) count.tp += 1;
        else count.fp += 1;
      }
      for (const value of gold) if (!guess.has(value)) count.fn += 1;
      if (values.errors === question)
        for (const value of new Set([...gold, ...guess]))
          if (gold.has(value) !== guess.has(value))
            console.log(`  ${gold.has(value) ? 'MISSED' : 'FALSE '} ${policy.policy_id} ${value}`);
    }
  }
  console.log(`OPP-115 practices, ${split} (${policies.length} policies)`);
  console.log(
    `${'question'.padEnd(18)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)} ${'gold'.padStart(5)}`,
  );
  const f1s: number[] = [];
  for (const [question, { tp, fp, fn }] of counts) {
    const precision = tp / Math.max(1, tp + fp);
    const recall = tp / Math.max(1, tp + fn);
    // A question no policy of the split answers, and that we leave unanswered, is right.
    const f1 = tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn);
    f1s.push(f1);
    console.log(
      `${question.padEnd(18)} ${percent(precision).padStart(6)} ${percent(recall).padStart(6)} ${percent(f1).padStart(6)} ${String(tp + fn).padStart(5)}`,
    );
  }
  const macro = f1s.reduce((sum, value) => sum + value, 0) / f1s.length;
  console.log(`Macro-F1 over the ${f1s.length} questions: ${percent(macro)}\n`);
  return macro;
}

/** Whether any dev policy's report holds a practice and its denial for the same object. */
function checkContradictions(directory: string): boolean {
  const policies = readJsonLines<PolicyAnswers>(`${directory}/practices-dev.jsonl`);
  let found = 0;
  for (const policy of policies) {
    const { findings } = analyzeWithBuiltin(policyText(directory, policy.policy_id));
    for (const { stated, denied, object } of findContradictions(findings)) {
      found += 1;
      console.log(
        `  CONTRADICTION ${policy.policy_name} (${object}): "${stated.statement}" / "${denied.statement}"`,
      );
    }
  }
  console.log(
    `Self-contradicting reports on the ${policies.length} dev policies: ${found === 0 ? 'none' : found}\n`,
  );
  return found === 0;
}

/**
 * The OPP-115 practice values that state what a flag names (questions and values of the corpus's
 * practices files). Where one exists, it says how common the practice is among the policies.
 */
const OPP115_PRACTICE_BY_FLAG: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'automatic-device-tracking': [['collect.type', 'IP address and device IDs']],
  'targeted-advertising': [
    ['collect.purpose', 'Advertising'],
    ['share.purpose', 'Advertising'],
  ],
  'cross-site-tracking': [['share.type', 'Cookies and tracking elements']],
  'many-service-providers': [['share.purpose', 'Service operation and security']],
  'data-in-business-transfer': [['share.purpose', 'Merger/Acquisition']],
  'marketing-use': [['collect.purpose', 'Marketing']],
  'broad-third-party-sharing': [['share.purpose', 'Marketing']],
  'location-tracking': [['collect.type', 'Location']],
  'ignores-do-not-track': [['dnt.policy', 'Not honored']],
  'indefinite-retention': [['retention.period', 'Indefinitely']],
  'changes-without-notice': [['change.notice', 'No notification']],
};

type PolicyPractices = { policy_id: number; practices: Record<string, string[]> };

function evaluateFlagRates(segmentsPath: string, policiesFolder: string): void {
  const policyIds = [
    ...new Set(readJsonLines<{ policy_id: number }>(segmentsPath).map((line) => line.policy_id)),
  ];
  const practicesPath = segmentsPath.replace(/segments-([^/]*)$/, 'practices-$1');
  const practices = existsSync(practicesPath) ? readJsonLines<PolicyPractices>(practicesPath) : [];
  const raised = new Map<string, Set<number>>();
  const requotes = noRequotes();
  for (const id of policyIds) {
    const result = analyzeWithBuiltin(readFileSync(`${policiesFolder}/${id}.txt`, 'utf8'));
    addRequotes(requotes, result.findings);
    // One finding states every flag raised on its sentence, each flag's statement a sentence of it.
    for (const finding of result.findings)
      if (finding.section === 'redFlags')
        for (const flagId of redFlagIdsOfStatement(finding.statement))
          raised.set(flagId, (raised.get(flagId) ?? new Set()).add(id));
  }
  const half = policyIds.length / 2;
  console.log(`Red flags per policy on ${policyIds.length} OPP-115 policies of ${segmentsPath}`);
  console.log(
    `${'flag'.padEnd(28)} ${'raised'.padStart(12)} ${'OPP-115 says'.padStart(13)} ${'both'.padStart(5)}`,
  );
  const overHalf: string[] = [];
  for (const flag of RED_FLAGS) {
    const ids = raised.get(flag.id) ?? new Set<number>();
    const values = OPP115_PRACTICE_BY_FLAG[flag.id];
    const annotated = values
      ? new Set(
          practices
            .filter((policy) =>
              values.some(([question, value]) => policy.practices[question]?.includes(value)),
            )
            .map((policy) => policy.policy_id),
        )
      : undefined;
    const share = (count: number): string => `${count} (${(count / policyIds.length).toFixed(2)})`;
    const both = annotated ? [...ids].filter((id) => annotated.has(id)).length : undefined;
    const isJustified = annotated !== undefined && annotated.size > half;
    const mark = ids.size > half ? (isJustified ? '  over half; so does OPP-115' : '  OVER HALF') : '';
    if (ids.size > half && !isJustified) overHalf.push(flag.id);
    console.log(
      `${flag.id.padEnd(28)} ${share(ids.size).padStart(12)} ${(annotated ? share(annotated.size) : '-').padStart(13)} ${String(both ?? '-').padStart(5)}${mark}`,
    );
  }
  console.log(
    overHalf.length === 0
      ? 'No flag is raised on more than half the policies unless OPP-115 finds the practice in more than half.\n'
      : `Raised on more than half the policies with no source saying most do it: ${overHalf.join(', ')}\n`,
  );
  console.log(
    `Findings quoting a sentence another finding of their section quotes, on these ${policyIds.length} policies: ${requotesText(requotes)}\n`,
  );
}

if (values.review) {
  const only = values.only?.split(',').map((id) => Number(id.trim()));
  if (only?.some((id) => !Number.isInteger(id))) {
    console.error(`--only takes policy ids separated by commas, not '${values.only}'`);
    process.exit(1);
  }
  evaluateReview(
    values.policies,
    values.unjudged,
    values['first-reviewer'] ? 'first' : 'second',
    only && new Set(only),
  );
} else if (values.practices) {
  const requotes = noRequotes();
  evaluatePractices(values.opp115, 'dev', requotes);
  evaluatePractices(values.opp115, 'dev2', requotes);
  console.log(
    `Findings quoting a sentence another finding of their section quotes, on the dev and dev2 policies: ${requotesText(requotes)}\n`,
  );
} else {
  if (values.sweep) sweepThresholds(values.data);
  if (!values['red-flags']) evaluateCategories(values.data);
  evaluateRedFlags(values.tosdr);
  evaluateFlagRates(values.data, values.policies);
}
if (!values.review && !checkContradictions(values.opp115)) process.exitCode = 1;
