import { extractNormalizedFeatures, normalizeForFeatures } from './model/features';
import { latin1Copy } from './latin1-copy';
import { gateOf, mayContain, scanLiterals } from './literal-index';
import type { LiteralScan } from './literal-index';
import type { DenialScope } from './practices/denial';

/**
 * One sentence as every stage of the engine sees it: normalised once, features extracted once,
 * and the answers to shared patterns remembered. Shared context phrases ("we collect", "you can")
 * are tested by dozens of rules, and repeating that work made a 100,000-character policy too slow.
 */
export class SentenceContext {
  readonly normalized: string;
  private readonly answers = new Map<RegExp, boolean>();
  private featureVector: Int32Array | undefined;
  private literalScan: LiteralScan | undefined;
  /**
   * The sentence's denials, computed once by `practices/denial.ts` when first asked for. A field,
   * not a WeakMap keyed by sentence: thousands of short-lived weak keys per analysis doubled the
   * garbage collector's work.
   */
  denialScopes: readonly DenialScope[] | undefined;

  constructor(readonly text: string) {
    this.normalized = normalizeForFeatures(text);
  }

  /**
   * For patterns several rules share (contexts, denials, prefilters). Patterns must not use the g
   * or y flags: test() on them is stateful.
   */
  test(pattern: RegExp): boolean {
    let answer = this.answers.get(pattern);
    if (answer === undefined) {
      answer = this.mayMatch(pattern) && pattern.test(this.normalized);
      this.answers.set(pattern, answer);
    }
    return answer;
  }

  /**
   * For a pattern only one rule tests, once per sentence (a practice's or a flag's own phrases).
   * Most of the engine's tests are of such patterns, and remembering their answers cost about a
   * tenth of the analysis time while saving nothing.
   */
  matches(pattern: RegExp): boolean {
    return this.mayMatch(pattern) && pattern.test(this.normalized);
  }

  /**
   * False when the pattern cannot match: none of the literals it requires occurs in the sentence
   * (literal-index.ts). For callers that run a pattern themselves, such as a global scan.
   */
  mayMatch(pattern: RegExp): boolean {
    const gate = gateOf(pattern);
    if (gate === undefined) return true;
    this.literalScan ??= scanLiterals(this.normalized);
    return mayContain(gate, this.literalScan);
  }

  get features(): Int32Array {
    this.featureVector ??= extractNormalizedFeatures(this.normalized);
    return this.featureVector;
  }
}

/**
 * A text given as a string is read as analyzeWithBuiltin reads a policy: its one-byte copy
 * (latin1-copy.ts, the text itself when it is already Latin-1), so "don’t" passed to a detector
 * directly (the red-flag evaluation, --classify) reads as "don't" does in a policy. The copy has the
 * same length, so offsets into `text` are offsets into the input.
 */
export function toContext(input: string | SentenceContext): SentenceContext {
  return typeof input === 'string' ? new SentenceContext(latin1Copy(input)) : input;
}
