import { extractFeatures, normalizeForFeatures } from '../model/features';
import { scoreFeatures } from '../model/linear-model';
import { loadModels } from '../model/load-model';
import { NEGATED, RED_FLAGS } from './red-flag-taxonomy';
import type { RedFlagDefinition } from './red-flag-taxonomy';

export type DetectedRedFlag = { flag: RedFlagDefinition; confidence: number };

/**
 * The model alone raises a flag only above this probability: it generalises the rules to wording
 * they miss, but on its own it is less precise, so it must be confident.
 */
const MODEL_THRESHOLD = 0.8;
/** How sure a rule match alone makes us. */
const RULE_CONFIDENCE = 0.8;
const MODEL_ONLY_CAP = 0.8;

function isBlocked(flag: RedFlagDefinition, text: string): boolean {
  if (flag.unless?.test(text)) return true;
  return !flag.isNegationPhrased && NEGATED.test(text);
}

/** The red flags a passage (usually one sentence) raises, strongest first. */
export function detectRedFlags(text: string): DetectedRedFlag[] {
  const normalized = normalizeForFeatures(text);
  const { redFlags: model } = loadModels();
  const probabilities = scoreFeatures(model, extractFeatures(text));
  const detected: DetectedRedFlag[] = [];
  RED_FLAGS.forEach((flag) => {
    if (isBlocked(flag, normalized)) return;
    const modelIndex = model.labels.indexOf(flag.id);
    const modelProbability = modelIndex >= 0 ? (probabilities[modelIndex] ?? 0) : 0;
    const isRuleMatch = flag.patterns.some((pattern) => pattern.test(normalized));
    if (!isRuleMatch && (modelProbability < MODEL_THRESHOLD || !flag.topic.test(normalized))) return;
    // Capped so that, for the same flag, a sentence a rule confirms is preferred as the quote.
    const confidence = isRuleMatch ? 1 - (1 - RULE_CONFIDENCE) * (1 - modelProbability) : Math.min(MODEL_ONLY_CAP, modelProbability);
    detected.push({ flag, confidence });
  });
  return detected.sort((left, right) => right.confidence - left.confidence);
}
