import { parseRegExpLiteral } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

/**
 * The literals of a pattern: strings of which every text the pattern matches contains one
 * ("retain" or "keep" for `\b(?:retain|keep)\w*\b[^.]{0,80}\b(?:\d+|thirty)\s+(?:days?|months?)`).
 * A sentence that contains none of them cannot match, which the engine checks without running the
 * pattern (literal-index.ts).
 *
 * They are derived from the pattern itself (parsed by regexpp), so a rule edited later keeps
 * correct literals: a match of a sequence contains whatever any of its parts must contain, a match
 * of an alternation what one of its alternatives must contain, and a part with few possible texts
 * ("e-?mail", "[sz]") is spelled out and joined to its neighbours.
 */

/** Finite sets of strings are expanded up to this size; beyond it a part only constrains. */
const EXPANSION_LIMIT = 16;
/**
 * Literals are cut to this length: a text holding a literal holds its beginning too, and longer
 * literals rarely filter better but make the set of strings to look for larger.
 */
const MAX_LITERAL = 10;
/** A character class of at most this many characters ([sz], [- ]) is expanded into its characters. */
const CLASS_LIMIT = 10;
/** Literals shorter than this occur in nearly every sentence: a gate of them would filter nothing. */
const MIN_LITERAL = 2;

type Strings = ReadonlySet<string>;

/**
 * What is known of the texts a node matches: `exact`, all of them when they are few; `need`,
 * strings of which every match contains at least one (undefined: nothing is known).
 */
type Knowledge = { exact?: Strings; need?: Strings };

const EMPTY: Strings = new Set(['']);

function product(left: Strings, right: Strings): Strings | undefined {
  if (left.size * right.size > EXPANSION_LIMIT) return undefined;
  const result = new Set<string>();
  for (const head of left) for (const tail of right) result.add(head + tail);
  return result;
}

/** Whether every string of the set has reached MAX_LITERAL: longer runs add nothing to a gate. */
function isLongEnough(strings: Strings): boolean {
  for (const value of strings) if (value.length < MAX_LITERAL) return false;
  return true;
}

function isShort(strings: Strings): boolean {
  for (const value of strings) if (value.length >= MAX_LITERAL) return false;
  return true;
}

const truncate = (strings: Strings): Strings =>
  new Set([...strings].map((value) => value.slice(0, MAX_LITERAL)));

/** How useful a set of needed strings is: the shortest one decides how often the gate passes. */
function strength(strings: Strings | undefined): number {
  if (!strings || strings.size === 0) return 0;
  let shortest = Infinity;
  for (const value of strings) shortest = Math.min(shortest, value.length);
  return shortest;
}

function better(left: Strings | undefined, right: Strings | undefined): Strings | undefined {
  const leftStrength = strength(left);
  const rightStrength = strength(right);
  if (leftStrength !== rightStrength) return leftStrength > rightStrength ? left : right;
  return (left?.size ?? Infinity) <= (right?.size ?? Infinity) ? left : right;
}

/** An exact set as a need: useless if the node can match the empty string. */
function asNeed(exact: Strings | undefined): Strings | undefined {
  return exact && !exact.has('') ? exact : undefined;
}

function characters(node: AST.CharacterClass): Strings | undefined {
  if (node.negate) return undefined;
  const result = new Set<string>();
  for (const element of node.elements) {
    if (element.type === 'Character') result.add(String.fromCodePoint(element.value));
    else if (element.type === 'CharacterClassRange') {
      for (let code = element.min.value; code <= element.max.value; code += 1) {
        result.add(String.fromCodePoint(code));
        if (result.size > CLASS_LIMIT) return undefined;
      }
    } else return undefined;
    if (result.size > CLASS_LIMIT) return undefined;
  }
  return result;
}

const DIGITS: Strings = new Set('0123456789');

/**
 * The elements with each run of plain characters joined into one string: most of a pattern is
 * words, and joining them first spares a set of strings per character.
 */
function parts(elements: readonly AST.Element[]): Knowledge[] {
  const result: Knowledge[] = [];
  let word = '';
  for (const element of elements) {
    if (element.type === 'Character') {
      word += String.fromCodePoint(element.value);
      continue;
    }
    if (word !== '') result.push({ exact: new Set([word]) });
    word = '';
    result.push(know(element));
  }
  if (word !== '') result.push({ exact: new Set([word]) });
  return result;
}

function sequence(elements: readonly AST.Element[]): Knowledge {
  let run: Strings | undefined = EMPTY;
  let whole: Strings | undefined = EMPTY;
  let need: Strings | undefined;
  for (const part of parts(elements)) {
    const joined: Strings | undefined = run && part.exact ? product(run, part.exact) : undefined;
    // The whole sequence's strings matter to an enclosing sequence only while they are short.
    whole = whole && part.exact && isShort(whole) ? product(whole, part.exact) : undefined;
    if (joined && !isLongEnough(joined)) {
      run = joined;
      continue;
    }
    if (joined) {
      // Every match of the run starts with one of these beginnings: keep them, and start afresh.
      need = better(need, truncate(joined));
      run = EMPTY;
      continue;
    }
    need = better(need, asNeed(run));
    need = better(need, part.need);
    run = part.exact ?? EMPTY;
  }
  need = better(need, asNeed(run));
  return { ...(whole ? { exact: whole } : {}), ...(need ? { need } : {}) };
}

function alternatives(options: readonly AST.Alternative[]): Knowledge {
  const parts = options.map((option) => sequence(option.elements));
  let exact: Set<string> | undefined = new Set();
  const need = new Set<string>();
  let isNeedKnown = true;
  for (const part of parts) {
    if (exact && part.exact) for (const value of part.exact) exact.add(value);
    else exact = undefined;
    if (exact && exact.size > EXPANSION_LIMIT) exact = undefined;
    const partNeed = better(part.need, asNeed(part.exact));
    if (!partNeed) isNeedKnown = false;
    else for (const value of partNeed) need.add(value);
  }
  return { ...(exact ? { exact } : {}), ...(isNeedKnown ? { need } : {}) };
}

function repeat(node: AST.Quantifier): Knowledge {
  const inner = know(node.element);
  const need = node.min >= 1 ? better(inner.need, asNeed(inner.exact)) : undefined;
  let exact: Strings | undefined;
  if (inner.exact && node.max <= 3) {
    let power: Strings | undefined = EMPTY;
    const union = new Set<string>();
    for (let count = 0; count <= node.max && power; count += 1) {
      if (count >= node.min) for (const value of power) union.add(value);
      power = count < node.max ? product(power, inner.exact) : power;
    }
    exact = power && union.size <= EXPANSION_LIMIT ? union : undefined;
  }
  return { ...(exact ? { exact } : {}), ...(need ? { need } : {}) };
}

function know(node: AST.Element): Knowledge {
  switch (node.type) {
    case 'Character':
      return { exact: new Set([String.fromCodePoint(node.value)]) };
    case 'CharacterClass': {
      const exact = characters(node);
      return exact ? { exact } : {};
    }
    case 'CharacterSet':
      return node.kind === 'digit' && !node.negate ? { exact: DIGITS } : {};
    case 'Assertion':
      // Zero-width: \b, ^, $ and look-arounds consume nothing, so they add no characters.
      return { exact: EMPTY };
    case 'Group':
      // A group with modifiers, (?i:...), matches other texts than its letters spell.
      return node.modifiers ? {} : alternatives(node.alternatives);
    case 'CapturingGroup':
      return alternatives(node.alternatives);
    case 'Quantifier':
      return repeat(node);
    case 'Backreference':
    case 'ExpressionCharacterClass':
      return {};
  }
}

/** Drops a literal that contains another: a text with the longer one has the shorter one too. */
function minimal(literals: Strings): string[] {
  const sorted = [...literals].sort((left, right) => left.length - right.length || (left < right ? -1 : 1));
  const kept: string[] = [];
  for (const literal of sorted) if (!kept.some((shorter) => literal.includes(shorter))) kept.push(literal);
  return kept;
}

/**
 * Strings of which every match of `pattern` contains one, or undefined when no useful set is known:
 * for a pattern with flags other than g or y (`i` changes what a literal matches), or one that can
 * match without any string of two characters or more (`\d+|never`).
 */
export function requiredLiterals(pattern: RegExp): string[] | undefined {
  if (pattern.flags.replace(/[gy]/g, '') !== '') return undefined;
  const { need, exact } = alternatives(parseRegExpLiteral(pattern).pattern.alternatives);
  const literals = better(need, asNeed(exact));
  if (!literals || strength(literals) < MIN_LITERAL) return undefined;
  return minimal(truncate(literals));
}
