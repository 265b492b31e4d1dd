import { describe, expect, it } from 'vitest';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../common/sample-policies';
import { analyzeWithBuiltin } from './analyze-with-builtin';

/** Deterministic pseudo-random generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Reshapes a policy the ways pasting and exporting do: CRLF, hard wraps, hyphenation, bullets, NBSP, tabs. */
function mangle(text: string, seed: number): string {
  const next = random(seed);
  let output = '';
  let column = 0;
  for (const word of text.split(/ +/)) {
    const roll = next();
    let piece = word;
    if (roll < 0.03 && word.length > 6) piece = `${word.slice(0, 3)}-\n${word.slice(3)}`;
    else if (roll < 0.05) piece = `\u00a0${word}`;
    else if (roll < 0.06) piece = `\t${word}`;
    column += piece.length + 1;
    const separator = column > 70 && next() < 0.5 ? (next() < 0.3 ? '\r\n' : '\n') : ' ';
    if (separator !== ' ') column = 0;
    output += piece + separator;
  }
  return output.replace(/\n- /g, () => (next() < 0.5 ? '\n• ' : '\n  * '));
}

const TEXTS: string[] = [CAREFUL_SAMPLE_POLICY, AGGRESSIVE_SAMPLE_POLICY];
for (let seed = 1; seed <= 12; seed += 1)
  TEXTS.push(mangle(seed % 2 === 0 ? CAREFUL_SAMPLE_POLICY : AGGRESSIVE_SAMPLE_POLICY, seed));
TEXTS.push(
  AGGRESSIVE_SAMPLE_POLICY.toUpperCase(),
  CAREFUL_SAMPLE_POLICY.replace(/\n/g, ' '),
  `${CAREFUL_SAMPLE_POLICY}\n\n${AGGRESSIVE_SAMPLE_POLICY}`,
);

describe('every finding quotes the input exactly', () => {
  it.each(TEXTS.map((text, index) => [index, text] as const))('text %i', (_index, text) => {
    const result = analyzeWithBuiltin(text);
    expect(result.findings.length).toBeGreaterThan(0);
    for (const finding of result.findings) {
      expect(finding.start).toBeGreaterThanOrEqual(0);
      expect(finding.end).toBeLessThanOrEqual(text.length);
      expect(finding.end).toBeGreaterThan(finding.start);
      expect(text.slice(finding.start, finding.end)).toBe(finding.quote);
    }
  });
});
