/**
 * Evaluates the built-in analyzer.
 *  1. OPP-115 segment categories (Wilson et al., "The Creation and Analysis of a Website Privacy
 *     Policy Corpus", ACL 2016): per-category precision, recall and F1, and the macro average over
 *     the nine categories other than 'Other'. Evaluation only: the corpus is never trained on.
 *  2. ToS;DR red flags on the held-out fifth of services (by a hash of the name), points quoted from
 *     privacy, cookie or data documents: recall on bad/blocker points, false alarms on good points.
 *     `--tosdr-fold train` prints the same figures for the services trained on, so that misses can be
 *     studied without looking at the held-out fifth (in-sample, so its recall is optimistic).
 *
 *   npm run eval [-- --data ../shared/data/opp115/segments-dev.jsonl --tosdr ../shared/data/tosdr --errors 'Data Retention']
 *   npm run eval -- --tosdr-fold train --errors redflags
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OPP115_CATEGORIES } from '../src/common/analysis';
import type { Opp115Category } from '../src/common/analysis';
import {
  SCORED_CATEGORIES,
  classifySegments,
  scoreCategories,
} from '../src/analyzer/classify/classify-segments';
import { detectRedFlags } from '../src/analyzer/red-flags/detect-red-flags';
import { isHeldOutService, isPrivacyDocument } from '../src/analyzer/training/tosdr-labels';

type Segment = { text: string; categories: Opp115Category[] };
type ToSDRPoint = {
  service: string;
  case_title: string;
  classification: string;
  quote: string;
  document: string;
};

const shared = new URL('../../shared/data/', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: `${shared}opp115/segments-dev.jsonl` },
    tosdr: { type: 'string', default: `${shared}tosdr` },
    errors: { type: 'string' },
    sweep: { type: 'boolean', default: false },
    'tosdr-fold': { type: 'string', default: 'heldout' },
  },
});

const tosdrFold = values['tosdr-fold'];
if (tosdrFold !== 'heldout' && tosdrFold !== 'train') {
  console.error(`--tosdr-fold must be 'heldout' or 'train', not '${tosdrFold}'`);
  process.exit(1);
}
/** Whether a service belongs to the fold being evaluated. */
const isInFold = (service: string): boolean => isHeldOutService(service) === (tosdrFold === 'heldout');

function readJsonLines<T>(path: string): T[] {
  try {
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => JSON.parse(line) as T);
  } catch (error) {
    console.error(`Cannot read ${path}: ${String(error)}`);
    process.exit(1);
  }
}

const percent = (value: number): string => value.toFixed(3);

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

if (values.sweep) sweepThresholds(values.data);
evaluateCategories(values.data);
evaluateRedFlags(values.tosdr);
