import { scoreLabel } from '../model/linear-model';
import type { PackedLinearModel } from '../model/linear-model';
import { anyOf, partsOf } from '../any-of';
import { loadModels } from '../model/load-model';
import { toContext } from '../sentence-context';
import type { SentenceContext } from '../sentence-context';
import { hasDenial, readVerb } from '../practices/denial';
import { PRACTICE_OF_RULE } from '../practices/practice-of-finding';
import { isAnonymousOnly } from '../practices/read-practices';
import { RED_FLAGS } from './red-flag-taxonomy';
import type { RedFlagDefinition } from './red-flag-taxonomy';

/** Most sentences are on no flag's topic: one check of the literals the topics need rules them all out at once. */
const ANY_TOPIC = anyOf(RED_FLAGS.map((flag) => flag.topic));

export type DetectedRedFlag = { flag: RedFlagDefinition; confidence: number };

/** A flag a passage may raise, before the model's threshold: what cross-validation reads. */
export type ScoredRedFlag = { flag: RedFlagDefinition; isRuleMatch: boolean; modelProbability: number };

/**
 * For cross-validation only (scripts/cv-red-flags.ts): a red-flag model trained on part of the data,
 * and the lowest model probability to report (0 reports every candidate the rules' gates let through).
 */
export type RedFlagScoring = { model?: PackedLinearModel; minimumModelProbability?: number };

/** What the passage's neighbours say: a reassurance just after a flagged sentence qualifies it. */
export type RedFlagContext = {
  /** The sentences after this one (the engine passes two), asked for only when a flag can be qualified. */
  following?: () => readonly SentenceContext[];
  /**
   * The sentences after this one to the end of its section (up to the next heading): a promise of
   * notice anywhere in the section qualifies "we may change this policy", however far from it.
   */
  section?: () => readonly SentenceContext[];
  /**
   * The sentences before this one in its section, nearest first: "We will email you about changes.
   * Continued use after a change means you accept it." is qualified from the sentence before.
   */
  before?: () => readonly SentenceContext[];
};

/**
 * The model alone raises a flag only above this probability: it generalises the rules to wording
 * they miss, but on its own it is less precise, so it must be confident.
 */
const MODEL_THRESHOLD = 0.85;
/** The probability above which the model alone raises this flag. */
export function modelThreshold(flag: RedFlagDefinition): number {
  return flag.modelThreshold ?? MODEL_THRESHOLD;
}
/** How sure a rule match alone makes us. */
const RULE_CONFIDENCE = 0.8;
const MODEL_ONLY_CAP = 0.8;

/**
 * Each flag's exceptions as the patterns they were combined from (any-of.ts): most flags' exceptions
 * include the reader's choices, which are then tested once per sentence, not once per flag.
 */
const EXCEPTIONS_BY_FLAG = new Map(
  RED_FLAGS.map((flag) => [flag, flag.unless === undefined ? [] : partsOf(flag.unless)]),
);

function isBlocked(flag: RedFlagDefinition, sentence: SentenceContext): boolean {
  if (flag.unlessPromised && isPromise(flag, flag.unlessPromised, sentence)) return true;
  if (flag.unless === undefined) return false;
  for (const pattern of EXCEPTIONS_BY_FLAG.get(flag) ?? [flag.unless])
    if (sentence.test(pattern)) return true;
  return false;
}

/**
 * A sentence that makes the promise `pattern` words, unless the shared denial detector finds the
 * promise's verbs denied there: "you will not be notified" and "we will not email you" use the
 * words of a promise of notice to deny it.
 */
function isPromise(flag: RedFlagDefinition, pattern: RegExp, sentence: SentenceContext): boolean {
  // The parts one by one (any-of.ts): each behind its own literal gate, and the combination itself,
  // most of it code its parts compile anyway, is never compiled (speed-l: the notice-of-changes
  // promise's combination was 454 KB of expression code).
  if (!partsOf(pattern).some((part) => sentence.test(part))) return false;
  return flag.promiseVerb === undefined || readVerb(sentence, flag.promiseVerb) !== 'denied';
}

/**
 * A sentence that denies the practice ("we never sell", "no data is shared with advertisers") is
 * a promise, not a red flag. The engine's one denial detector decides: for a flag that names its
 * practice's verbs, whether the sentence denies those ("we do not sell your data, but we share it
 * with advertisers" denies the sale and affirms the sharing); otherwise whether it denies any
 * practice. A denial with an exception ("we will not share it without your consent") counts as a
 * denial here. Flags whose practice is itself phrased as a negation carry their own denials in `unless`.
 */
function isDeniedPractice(flag: RedFlagDefinition, sentence: SentenceContext): boolean {
  if (flag.isNegationPhrased) return false;
  if (flag.verb) return readVerb(sentence, flag.verb) !== 'affirmed';
  return hasDenial(sentence);
}

/** Each flag's answer to isAboutPersonalData, once asked: building its rule id per sentence cost more. */
const ABOUT_PERSONAL_DATA = new Map<RedFlagDefinition, boolean>();

/** Flags whose practice is collecting, sharing or selling data: they need the data to be personal. */
function isAboutPersonalData(flag: RedFlagDefinition): boolean {
  let answer = ABOUT_PERSONAL_DATA.get(flag);
  if (answer === undefined) {
    const kind = PRACTICE_OF_RULE[`flag:${flag.id}`]?.kind;
    answer = kind === 'share' || kind === 'sell' || kind === 'collect';
    ABOUT_PERSONAL_DATA.set(flag, answer);
  }
  return answer;
}

/**
 * Each flag's rules, one by one (checked flagless by anyOf): each is answered by its own literal gate,
 * which rules out most of them without running; one combined expression ran whenever any rule's
 * literals occurred, and cost more.
 */
const RULES_BY_FLAG = new Map(RED_FLAGS.map((flag) => [flag, partsOf(anyOf(flag.patterns))]));

function matchesRule(flag: RedFlagDefinition, sentence: SentenceContext): boolean {
  const rules = RULES_BY_FLAG.get(flag);
  if (rules === undefined || !rules.some((rule) => sentence.matches(rule))) return false;
  return flag.requiresAll?.every((pattern) => sentence.matches(pattern)) ?? true;
}

/**
 * "We may change this policy at any time. We will notify you of material changes." raises nothing,
 * nor does a promise further on in the same section ("... registered users will be emailed").
 */
function isQualified(flag: RedFlagDefinition, sentence: SentenceContext, context: RedFlagContext): boolean {
  const { qualifiedBy } = flag;
  if (!qualifiedBy) return false;
  const qualifies = (other: SentenceContext): boolean =>
    isPromise(flag, qualifiedBy, other) &&
    !(flag.hollowPromise && partsOf(flag.hollowPromise).some((part) => other.matches(part)));
  if (qualifies(sentence)) return true;
  if (context.following?.().some(qualifies)) return true;
  if (context.section?.().some(qualifies)) return true;
  // An earlier sentence qualifies only when it is on the flag's topic: a section's opening line
  // ("this policy is to inform users how we collect data") promises no notice of changes.
  return context.before?.().some((earlier) => earlier.matches(flag.topic) && qualifies(earlier)) ?? false;
}

/**
 * Whether the rest of the policy takes the flag back: a policy that describes its security
 * measures is not flagged for also saying that no method is perfectly secure.
 */
export function isTakenBackByPolicy(flag: RedFlagDefinition, normalizedPolicy: string): boolean {
  const says = flag.unlessPolicySays;
  if (says === undefined) return false;
  return typeof says === 'function' ? says(normalizedPolicy) : says.test(normalizedPolicy);
}

/** A sentence whose subject points back to the sentence before: "This data is kept ...", "It is stored ...". */
const POINTS_BACK =
  /^(?:this|that|such|these|those|the) (?:\w+ )?(?:data|information|metrics|statistics|records|logs)\b|^(?:it|they) (?:is|are|will|may|can)\b/;

/**
 * "We use software to report aggregated visitor figures. This data is kept indefinitely.": what the
 * sentence keeps is the aggregate data of the one before it.
 */
function isAboutEarlierAggregate(sentence: SentenceContext, context: RedFlagContext): boolean {
  if (!sentence.matches(POINTS_BACK)) return false;
  const previous = context.before?.()[0];
  return previous !== undefined && isAnonymousOnly(previous);
}

/** The red flags a passage (usually one sentence) raises, strongest first. */
export function detectRedFlags(
  input: string | SentenceContext,
  context: RedFlagContext = {},
): DetectedRedFlag[] {
  const detected: DetectedRedFlag[] = [];
  for (const { flag, isRuleMatch, modelProbability } of scoreRedFlags(input, context)) {
    // Capped so that, for the same flag, a sentence a rule confirms is preferred as the quote.
    const confidence = isRuleMatch
      ? 1 - (1 - RULE_CONFIDENCE) * (1 - modelProbability)
      : Math.min(MODEL_ONLY_CAP, modelProbability);
    detected.push({ flag, confidence });
  }
  return detected.sort((left, right) => right.confidence - left.confidence);
}

/**
 * The flags a passage raises, with whether a rule matched and the model's probability: a flag
 * without a rule match is kept only when the model's probability reaches the threshold (by default
 * MODEL_THRESHOLD; `scoring` lets cross-validation lower it and swap in a model trained on part of
 * the data).
 */
export function scoreRedFlags(
  input: string | SentenceContext,
  context: RedFlagContext = {},
  scoring: RedFlagScoring = {},
): ScoredRedFlag[] {
  const sentence = toContext(input);
  // The literal gate alone: when it passes, the topics' own (gated) tests are cheaper than this one.
  if (!sentence.mayMatch(ANY_TOPIC)) return [];
  // A flag's rules run only on sentences on its topic: one cheap test rules out most flags.
  const candidates: RedFlagDefinition[] = [];
  for (const flag of RED_FLAGS)
    if (sentence.matches(flag.topic) && !isBlocked(flag, sentence)) candidates.push(flag);
  if (candidates.length === 0) return [];
  const model = scoring.model ?? loadModels().redFlags;
  const scored: ScoredRedFlag[] = [];
  let anonymousOnly: boolean | undefined;
  for (const flag of candidates) {
    const isRuleMatch = matchesRule(flag, sentence);
    // A rules-only flag without a rule match needs no score: most topic sentences end here.
    if (!isRuleMatch && flag.isRuleOnly) continue;
    if (isDeniedPractice(flag, sentence)) continue;
    const modelProbability = scoreLabel(model, sentence.features, model.labels.indexOf(flag.id));
    if (!isRuleMatch && modelProbability < (scoring.minimumModelProbability ?? modelThreshold(flag)))
      continue;
    if (isQualified(flag, sentence, context)) continue;
    // Aggregate, de-identified or anonymous data is not personal data: collecting or sharing only
    // such data raises no flag. Asked last: few sentences get this far.
    if (isAboutPersonalData(flag) && (anonymousOnly ??= isAnonymousOnly(sentence))) continue;
    if (flag.isAboutKeptData && isAboutEarlierAggregate(sentence, context)) continue;
    scored.push({ flag, isRuleMatch, modelProbability });
  }
  return scored;
}
