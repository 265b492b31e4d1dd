import { scoreLabel } from '../model/linear-model';
import { anyOf } from '../any-of';
import { loadModels } from '../model/load-model';
import { toContext } from '../sentence-context';
import type { SentenceContext } from '../sentence-context';
import { NEGATED, RED_FLAGS } from './red-flag-taxonomy';
import type { RedFlagDefinition } from './red-flag-taxonomy';

/** Most sentences are on no flag's topic: one combined test rules them all out at once. */
const ANY_TOPIC = anyOf(RED_FLAGS.map((flag) => flag.topic));

export type DetectedRedFlag = { flag: RedFlagDefinition; confidence: number };

/**
 * The model alone raises a flag only above this probability: it generalises the rules to wording
 * they miss, but on its own it is less precise, so it must be confident.
 */
const MODEL_THRESHOLD = 0.85;
/** How sure a rule match alone makes us. */
const RULE_CONFIDENCE = 0.8;
const MODEL_ONLY_CAP = 0.8;

function isBlocked(flag: RedFlagDefinition, sentence: SentenceContext): boolean {
  if (flag.unless && sentence.test(flag.unless)) return true;
  return !flag.isNegationPhrased && sentence.test(NEGATED);
}

/** Each flag's rules as one expression: one pass over the sentence instead of one per rule. */
const RULES_BY_FLAG = new Map(RED_FLAGS.map((flag) => [flag, anyOf(flag.patterns)]));

function matchesRule(flag: RedFlagDefinition, sentence: SentenceContext): boolean {
  const rules = RULES_BY_FLAG.get(flag);
  return rules !== undefined && sentence.matches(rules);
}

/** The red flags a passage (usually one sentence) raises, strongest first. */
export function detectRedFlags(input: string | SentenceContext): DetectedRedFlag[] {
  const sentence = toContext(input);
  if (!sentence.test(ANY_TOPIC)) return [];
  // A flag's rules run only on sentences on its topic: one cheap test rules out most flags.
  const candidates: RedFlagDefinition[] = [];
  for (const flag of RED_FLAGS)
    if (sentence.matches(flag.topic) && !isBlocked(flag, sentence)) candidates.push(flag);
  if (candidates.length === 0) return [];
  const { redFlags: model } = loadModels();
  const detected: DetectedRedFlag[] = [];
  for (const flag of candidates) {
    const isRuleMatch = matchesRule(flag, sentence);
    // A rules-only flag without a rule match needs no score: most topic sentences end here.
    if (!isRuleMatch && flag.isRuleOnly) continue;
    const modelProbability = scoreLabel(model, sentence.features, model.labels.indexOf(flag.id));
    if (!isRuleMatch && modelProbability < MODEL_THRESHOLD) continue;
    // Capped so that, for the same flag, a sentence a rule confirms is preferred as the quote.
    const confidence = isRuleMatch
      ? 1 - (1 - RULE_CONFIDENCE) * (1 - modelProbability)
      : Math.min(MODEL_ONLY_CAP, modelProbability);
    detected.push({ flag, confidence });
  }
  return detected.sort((left, right) => right.confidence - left.confidence);
}
