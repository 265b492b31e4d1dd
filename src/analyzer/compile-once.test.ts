import { describe, expect, it } from 'vitest';
import { COMPILE_ONCE } from './compile-once';
import { requiredLiterals } from './required-literals';

describe('COMPILE_ONCE', () => {
  // A choice of ways in, then a list of words: the shape COMPILE_ONCE is put into.
  const words = String.raw`(?:these |those )?(?:respective )?(?:ad servers?|partners?|vendors?|(?:service )?providers?)\b`;
  const without = new RegExp(String.raw`\bthe (?:privacy|cookie) (?:policy|notice) of ${words}`);
  const withIt = new RegExp(
    String.raw`\bthe (?:privacy|cookie) (?:policy|notice) of ${COMPILE_ONCE}${words}`,
  );

  it('matches exactly the texts the pattern without it matches, at the same place', () => {
    for (const text of [
      'see the privacy policy of these respective partners.',
      'see the cookie notice of service providers for details.',
      'read the privacy policy of our partners.',
      'the privacy policy of those vendorsx applies.',
      'the privacy policy of ad server',
      'the cookie policy of providers',
      '',
    ]) {
      expect(withIt.test(text)).toBe(without.test(text));
      expect(withIt.exec(text)?.[0]).toBe(without.exec(text)?.[0]);
    }
  });

  it('leaves the literal gate as it was', () => {
    expect(requiredLiterals(withIt)).toEqual(requiredLiterals(without));
  });
});
