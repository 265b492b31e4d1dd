import type { Opp115Category } from '../../common/analysis';
import { scoreFeatures } from '../model/linear-model';
import { loadModels } from '../model/load-model';
import { toContext } from '../sentence-context';
import type { SentenceContext } from '../sentence-context';
import { CATEGORY_RULES } from './category-rules';
import { isBoilerplate } from './is-boilerplate';
import { CATEGORY_THRESHOLDS, MODEL_WEIGHT } from './category-thresholds';

export type ScoredCategory = Exclude<Opp115Category, 'Other'>;
export const SCORED_CATEGORIES = Object.keys(CATEGORY_RULES) as ScoredCategory[];

export type CategoryScores = Record<ScoredCategory, number>;

/** Noisy-OR of the strengths of the rules that match: two weak hints add up, never past 1. */
function ruleScore(sentence: SentenceContext, category: ScoredCategory): number {
  let miss = 1;
  for (const [pattern, strength] of CATEGORY_RULES[category]) {
    if (sentence.test(pattern)) miss *= 1 - strength;
  }
  return 1 - miss;
}

/**
 * Combines the statistical model and the phrase rules per category. The model is trained on
 * ToS;DR points, the rules on nothing: each covers what the other misses, so the score is a
 * noisy-OR of a weighted model probability and the rule score.
 */
export function scoreCategories(input: string | SentenceContext): CategoryScores {
  const { categories: model } = loadModels();
  const sentence = toContext(input);
  const probabilities = scoreFeatures(model, sentence.features);
  const scores = {} as CategoryScores;
  for (const category of SCORED_CATEGORIES) {
    const modelIndex = model.labels.indexOf(category);
    const modelProbability = modelIndex >= 0 ? (probabilities[modelIndex] ?? 0) : 0;
    const rule = ruleScore(sentence, category);
    scores[category] = 1 - (1 - MODEL_WEIGHT[category] * modelProbability) * (1 - rule);
  }
  return scores;
}

/**
 * The statistical model's probabilities alone. The engine uses them to rank the sentences that a
 * practice rule already matched; running the category rules there too would double the cost.
 */
export function scoreCategoryModel(sentence: SentenceContext): CategoryScores {
  const { categories: model } = loadModels();
  const probabilities = scoreFeatures(model, sentence.features);
  const scores = {} as CategoryScores;
  for (const category of SCORED_CATEGORIES) scores[category] = probabilities[model.labels.indexOf(category)] ?? 0;
  return scores;
}

export function categoriesFromScores(scores: CategoryScores): Opp115Category[] {
  const categories: Opp115Category[] = SCORED_CATEGORIES.filter((category) => scores[category] >= CATEGORY_THRESHOLDS[category]);
  return categories.length > 0 ? categories : ['Other'];
}

/** OPP-115 categories for each text, in order (the `--classify` mode of the CLI). */
export function classifySegments(texts: readonly string[]): Opp115Category[][] {
  return texts.map((text) => (isBoilerplate(text) ? ['Other'] : categoriesFromScores(scoreCategories(text))));
}
