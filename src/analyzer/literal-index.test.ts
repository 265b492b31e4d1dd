import { describe, expect, it } from 'vitest';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../common/sample-policies';
import { CATEGORY_RULES } from './classify/category-rules';
import { DATA_TYPES } from './extract/data-types';
import { PARTIES } from './extract/parties';
import { COLLECTION_CONTEXT, RIGHTS_CONTEXT, SHARING_CONTEXT } from './extract/practice-definition';
import { RESTRICTIONS } from './extract/restrictions';
import { USER_RIGHTS } from './extract/user-rights';
import { requiredLiterals } from './required-literals';
import { LiteralAutomaton } from './literal-index';
import { normalizeForFeatures } from './model/features';
import { RED_FLAGS } from './red-flags/red-flag-taxonomy';
import { segmentText } from './segmentation/segment-text';
import { SentenceContext } from './sentence-context';

/** Every pattern the rules of the engine test on sentences. */
const ENGINE_PATTERNS: RegExp[] = [
  COLLECTION_CONTEXT,
  SHARING_CONTEXT,
  RIGHTS_CONTEXT,
  ...[...DATA_TYPES, ...PARTIES, ...USER_RIGHTS, ...RESTRICTIONS].flatMap((practice) => [
    ...practice.patterns,
    ...(practice.unless ?? []),
    ...(practice.requires ? [practice.requires] : []),
  ]),
  ...RED_FLAGS.flatMap((flag) => [
    flag.topic,
    ...flag.patterns,
    ...(flag.requiresAll ?? []),
    ...[flag.unless, flag.qualifiedBy, flag.verb].filter((pattern) => pattern !== undefined),
  ]),
  ...Object.values(CATEGORY_RULES).flatMap((rules) => rules.map(([pattern]) => pattern)),
];

/** The sample policies' sentences, and sentences written to hit the patterns' edges. */
const SENTENCES = [
  ...[AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY].flatMap((policy) =>
    segmentText(policy).flatMap((block) =>
      block.sentences.map((span) => normalizeForFeatures(policy.slice(span.start, span.end))),
    ),
  ),
  'we keep your e-mail address for 30 days, then delete it.',
  'we do not sell, rent or trade your personal information; we use ai models trained on it.',
  'you can opt-out at www.aboutads.info or through your browser settings.',
  'children under 13 may not use the service. we retain logs until you close your account.',
  'we honour do-not-track signals and the global privacy control.',
];

describe('requiredLiterals', () => {
  it('names the words any match must contain', () => {
    expect(
      requiredLiterals(/\b(?:retain|keep)\w*\b[^.]{0,80}\b(?:\d+|thirty)\s+(?:days?|months?)\b/),
    ).toEqual(['keep', 'retain']);
    expect(requiredLiterals(/\be-?mail address\b|\bphone number\b/)?.sort()).toEqual([
      'e-mail add',
      'email addr',
      'phone numb',
    ]);
  });

  it('gives no gate when a match can do without a useful word, or the pattern has flags that change matching', () => {
    expect(requiredLiterals(/\d+|\bnever\b/)).toBeUndefined();
    expect(requiredLiterals(/\d+ days?|\bnever\b/)).toEqual([' day', 'never']);
    expect(requiredLiterals(/[a-z]+ data/)).toEqual([' data']);
    expect(requiredLiterals(/\bcookies\b/i)).toBeUndefined();
  });

  it('holds for every match of every pattern of the engine', () => {
    // Collected and asserted once: an expect() per match made this test slow enough to time out under load.
    const escapes: string[] = [];
    for (const pattern of ENGINE_PATTERNS) {
      const literals = requiredLiterals(pattern);
      if (!literals) continue;
      const global = new RegExp(pattern.source, 'g');
      for (const sentence of SENTENCES)
        for (const match of sentence.matchAll(global))
          if (!literals.some((literal) => match[0].includes(literal)))
            escapes.push(`${pattern.source} matched "${match[0]}"`);
    }
    expect(escapes).toEqual([]);
  });
});

describe('LiteralAutomaton', () => {
  it('finds exactly the literals a text contains, overlapping and nested ones too', () => {
    const literals = ['sell', 'sell your', 'ell', 'your data', 'data', 'a', 'do-not-track', 'e-mail’s'];
    const automaton = new LiteralAutomaton(literals);
    for (const text of [
      'we sell your data',
      'we do not sell',
      'no e-mail’s here; do-not-track',
      'ddddata',
      '',
      'zzz',
    ]) {
      const found = automaton.scan(text);
      literals.forEach((literal, id) =>
        expect(((found[id >>> 4] ?? 0) & (1 << (id & 15))) !== 0, `${literal} in "${text}"`).toBe(
          text.includes(literal),
        ),
      );
    }
  });
});

describe('LiteralAutomaton.openGates', () => {
  it('opens exactly the gates that list a literal the text contains', () => {
    const literals = ['sell', 'sell your', 'ell', 'your data', 'data', 'do-not-track'];
    // Gate 0: sell or data; gate 1: ell; gate 2: do-not-track; gate 3: sell your or your data.
    const gatesOf = [[0], [3], [1], [3], [0], [2]];
    const gateStart = new Int32Array([0, 1, 2, 3, 4, 5, 6]);
    const gateIds = new Uint16Array(gatesOf.flat());
    const automaton = new LiteralAutomaton(literals);
    for (const text of ['we sell your data', 'we do not sell', 'do-not-track', 'yell', '', 'zzz']) {
      const open = [0];
      automaton.openGates(text, gateStart, gateIds, open);
      const expected = [0, 1, 2, 3].map((gate) =>
        literals.some((literal, id) => gatesOf[id]?.includes(gate) && text.includes(literal)),
      );
      expect(
        [0, 1, 2, 3].map((gate) => ((open[0] ?? 0) & (1 << gate)) !== 0),
        text,
      ).toEqual(expected);
    }
  });
});

describe('SentenceContext with literal gates', () => {
  it('answers every pattern of the engine as the pattern itself does, once the gates are in use', () => {
    // Two rounds: the gates are derived after a pattern's first tests, the automaton rebuilt after a few sentences.
    const wrong: string[] = [];
    for (let round = 0; round < 2; round += 1)
      for (const text of SENTENCES) {
        const sentence = new SentenceContext(text);
        for (const pattern of ENGINE_PATTERNS) {
          const expected = pattern.test(sentence.normalized);
          if (sentence.matches(pattern) !== expected || sentence.test(pattern) !== expected)
            wrong.push(`round ${round}: ${pattern.source} on "${text.slice(0, 80)}" should be ${expected}`);
        }
      }
    expect(wrong).toEqual([]);
  });
});

describe('gates derived after a sentence was scanned', () => {
  it('let the pattern run on that sentence rather than answer from a scan that did not know them', () => {
    const scanned = new SentenceContext('third parties may read the cookie on your device.');
    // Any gated test makes the sentence scan its literals now, before the new pattern's gate exists.
    for (const pattern of ENGINE_PATTERNS) scanned.matches(pattern);
    // Its literal ("third part") is one the automaton looks for already: only the gate is new.
    const late = /\bthird part\w*[^.]{0,40}\bcookie\b/;
    // Hot after sixty-four tests: the gate is derived on other sentences.
    for (let test = 0; test < 70; test += 1) new SentenceContext('nothing to see here.').matches(late);
    expect(scanned.matches(late)).toBe(true);
    expect(new SentenceContext('a cookie from third parties.').matches(late)).toBe(false);
  });
});
