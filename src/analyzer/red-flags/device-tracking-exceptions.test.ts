import { describe, expect, it } from 'vitest';
import { partsOf } from '../any-of';
import { TRACKER_DEFINITION } from '../extract/persistent-trackers';
import { detectRedFlags } from './detect-red-flags';
import { RED_FLAGS } from './red-flag-taxonomy';

// Sentences written for these tests.
const flagIds = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);
const flag = RED_FLAGS.find((candidate) => candidate.id === 'automatic-device-tracking');

describe('automatic-device-tracking exceptions, tested part by part', () => {
  it('keeps the tracker definition as a part of its own (its own literal gate, a cached answer)', () => {
    expect(flag?.unless).toBeDefined();
    expect(partsOf(flag?.unless ?? /(?:)/)).toContain(TRACKER_DEFINITION);
  });

  it('answers each sentence as the whole exception does', () => {
    const sentences = [
      'Cookies are small text files that a website stores on your computer.',
      'A web beacon is a tiny image embedded in a page.',
      'We use cookies to record the pages you visit.',
      'If you sign up for text alerts, we automatically collect your mobile number.',
      'We automatically collect your IP address and browser type.',
      'You can opt out of analytics at any time.',
    ];
    const whole = flag?.unless ?? /(?:)/;
    for (const sentence of sentences)
      expect(
        partsOf(whole).some((part) => part.test(sentence)),
        sentence,
      ).toBe(whole.test(sentence));
  });

  it('does not flag a definition, and flags the service recording visits', () => {
    expect(flagIds('Cookies are small text files that a website stores on your computer.')).not.toContain(
      'automatic-device-tracking',
    );
    expect(flagIds('We automatically collect your IP address and browser type.')).toContain(
      'automatic-device-tracking',
    );
  });
});
