import type { Opp115Category } from '../../common/analysis';
import { scoreFeatures, scoreLabel } from '../model/linear-model';
import { loadModels } from '../model/load-model';
import { anyOf } from '../any-of';
import { latin1Copy } from '../latin1-copy';
import { extractFeatures } from '../model/features';
import { segmentText } from '../segmentation/segment-text';
import { SentenceContext, toContext } from '../sentence-context';
import { CATEGORY_RULES } from './category-rules';
import { isBoilerplate } from './is-boilerplate';
import { CATEGORY_THRESHOLDS, MODEL_WEIGHT } from './category-thresholds';

export type ScoredCategory = Exclude<Opp115Category, 'Other'>;
export const SCORED_CATEGORIES = Object.keys(CATEGORY_RULES) as ScoredCategory[];

export type CategoryScores = Record<ScoredCategory, number>;

/** Per category, one combined expression: when it fails, none of the category's rules can match. */
const ANY_RULE = Object.fromEntries(
  SCORED_CATEGORIES.map((category) => [
    category,
    anyOf(CATEGORY_RULES[category].map(([pattern]) => pattern)),
  ]),
) as Record<ScoredCategory, RegExp>;

/** Noisy-OR of the strengths of the rules that match: two weak hints add up, never past 1. */
function ruleScore(sentence: SentenceContext, category: ScoredCategory): number {
  if (!sentence.test(ANY_RULE[category])) return 0;
  let miss = 1;
  for (const [pattern, strength] of CATEGORY_RULES[category]) {
    if (sentence.test(pattern)) miss *= 1 - strength;
  }
  return 1 - miss;
}

/** A sentence end followed by more text; the final one does not count. */
const MAYBE_SENTENCE_END = /[.!?]["')\]]?\s+\S/g;

/**
 * Model probabilities for a passage: the mean of the whole passage's score and its best
 * sentence's. A paragraph often holds one practice in one sentence among unrelated ones, which
 * the whole-passage score dilutes; the best sentence alone over-reacts to a stray phrase.
 */
function passageProbabilities(sentence: SentenceContext): number[] {
  const { categories: model } = loadModels();
  const whole = scoreFeatures(model, sentence.features);
  // One line with at most one sentence end cannot split: skip segmentation (most classified segments).
  if (!sentence.text.includes('\n') && (sentence.text.match(MAYBE_SENTENCE_END) ?? []).length === 0)
    return whole;
  const spans = segmentText(sentence.text).flatMap((block) => block.sentences);
  if (spans.length <= 1) return whole;
  const best = whole.slice();
  for (const span of spans) {
    const part = scoreFeatures(model, extractFeatures(sentence.text.slice(span.start, span.end)));
    for (let index = 0; index < part.length; index += 1)
      best[index] = Math.max(best[index] ?? 0, part[index] ?? 0);
  }
  for (let index = 0; index < whole.length; index += 1)
    best[index] = ((whole[index] ?? 0) + (best[index] ?? 0)) / 2;
  return best;
}

/**
 * Combines the statistical model and the phrase rules per category: a weighted mean, the weight
 * saying how far the model (trained on ToS;DR and our sentences) is trusted over the rules.
 */
export function scoreCategories(input: string | SentenceContext): CategoryScores {
  const { categories: model } = loadModels();
  const sentence = toContext(input);
  const probabilities = passageProbabilities(sentence);
  const scores = {} as CategoryScores;
  for (const category of SCORED_CATEGORIES) {
    const modelIndex = model.labels.indexOf(category);
    const modelProbability = modelIndex >= 0 ? (probabilities[modelIndex] ?? 0) : 0;
    const rule = ruleScore(sentence, category);
    scores[category] = MODEL_WEIGHT[category] * modelProbability + (1 - MODEL_WEIGHT[category]) * rule;
  }
  return scores;
}

/**
 * The statistical model's probability for one category alone. The engine uses it to rank the
 * sentences that a practice rule already matched; running the category rules there too would
 * double the cost, and scoring the categories of practices the sentence does not state would waste it.
 */
export function scoreCategoryModel(sentence: SentenceContext, category: ScoredCategory): number {
  const { categories: model } = loadModels();
  return scoreLabel(model, sentence.features, model.labels.indexOf(category));
}

export function categoriesFromScores(scores: CategoryScores): Opp115Category[] {
  const categories: Opp115Category[] = SCORED_CATEGORIES.filter(
    (category) => scores[category] >= CATEGORY_THRESHOLDS[category],
  );
  return categories.length > 0 ? categories : ['Other'];
}

/**
 * OPP-115 categories for each text, in order (the `--classify` mode of the CLI). Each is read as its
 * one-byte copy (latin1-copy.ts), as analyzeWithBuiltin reads a policy.
 */
export function classifySegments(texts: readonly string[]): Opp115Category[][] {
  return texts.map((input) => {
    const text = latin1Copy(input);
    // The context is made from the copy once (a string would be copied again by toContext).
    return isBoilerplate(text) ? ['Other'] : categoriesFromScores(scoreCategories(new SentenceContext(text)));
  });
}
