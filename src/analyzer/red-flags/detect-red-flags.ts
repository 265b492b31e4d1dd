import { scoreFeatures } from '../model/linear-model';
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

/** The red flags a passage (usually one sentence) raises, strongest first. */
export function detectRedFlags(input: string | SentenceContext): DetectedRedFlag[] {
  const sentence = toContext(input);
  if (!sentence.test(ANY_TOPIC)) return [];
  const matches = (flag: RedFlagDefinition): boolean => flag.patterns.some((pattern) => sentence.test(pattern));
  // A flag's rules run only on sentences on its topic: one cheap test rules out most flags.
  const candidates = RED_FLAGS.filter((flag) => sentence.test(flag.topic) && !isBlocked(flag, sentence));
  if (candidates.length === 0) return [];
  // Scoring is skipped for the many sentences on no flag's topic.
  const { redFlags: model } = loadModels();
  const probabilities = scoreFeatures(model, sentence.features);
  const detected: DetectedRedFlag[] = [];
  for (const flag of candidates) {
    const modelIndex = model.labels.indexOf(flag.id);
    const modelProbability = modelIndex >= 0 ? (probabilities[modelIndex] ?? 0) : 0;
    const isRuleMatch = matches(flag);
    if (!isRuleMatch && (flag.isRuleOnly || modelProbability < MODEL_THRESHOLD)) continue;
    // Capped so that, for the same flag, a sentence a rule confirms is preferred as the quote.
    const confidence = isRuleMatch ? 1 - (1 - RULE_CONFIDENCE) * (1 - modelProbability) : Math.min(MODEL_ONLY_CAP, modelProbability);
    detected.push({ flag, confidence });
  }
  return detected.sort((left, right) => right.confidence - left.confidence);
}
