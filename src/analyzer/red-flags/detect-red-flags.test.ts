import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './detect-red-flags';

const flagIds = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);

describe('detectRedFlags', () => {
  it.each([
    ['We sell your personal information to data brokers and advertisers.', 'sells-data'],
    ['We may use your photos and messages to train our artificial intelligence models.', 'trains-ai'],
    ['We retain your data indefinitely, even after you close your account.', 'indefinite-retention'],
    ['Any dispute will be resolved by final and binding arbitration.', 'arbitration'],
    ['You waive any right to participate in a class action lawsuit.', 'class-action-waiver'],
    ['We may change this policy at any time without notice to you.', 'changes-without-notice'],
    ['We do not respond to Do Not Track signals.', 'ignores-do-not-track'],
    ['We collect your facial geometry when you use Face Login.', 'sensitive-data'],
    [
      'Our advertising partners use web beacons and device fingerprinting to follow you across websites.',
      'cross-site-tracking',
    ],
    [
      'If we are acquired or go bankrupt, your data will be transferred to the buyer.',
      'data-in-business-transfer',
    ],
    ['We show you targeted advertising based on your activity.', 'targeted-advertising'],
    ['You will not be able to delete information shared with our partners.', 'no-deletion'],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    'We do not sell your personal information.',
    'We will never sell or rent your data to anyone.',
    'We honour Do Not Track signals sent by your browser.',
    'We delete your data within 30 days of your request.',
    'Our goal is to let you stay anonymous, and we dont sell or profit from the information you share.',
    'Once you sign the consent form, it will be in effect indefinitely unless you revoke it.',
    'We are not responsible for the privacy or security of these linked sites.',
  ])('does not flag the promise "%s"', (text) => {
    expect(flagIds(text)).toEqual([]);
  });

  it('gives every flag a severity and a confidence between 0 and 1', () => {
    for (const { flag, confidence } of detectRedFlags('We sell your data and keep it forever.')) {
      expect(['low', 'medium', 'high', 'blocker']).toContain(flag.severity);
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('detectRedFlags on typographic text', () => {
  const curly = (text: string): string => text.replace(/'/g, '\u2019').replace(/ - /g, ' \u2013 ');

  it('reads curly apostrophes as analyzeWithBuiltin does: the flags of the ASCII twin', () => {
    const straight = "We can't delete your data once it's been shared with partners.";
    expect(flagIds(straight)).toContain('no-deletion');
    expect(flagIds(curly(straight))).toEqual(flagIds(straight));
  });

  it.each([
    "If you don't opt out, we'll share your information with our advertising partners.",
    "We don't delete your data when you close your account - we keep it indefinitely.",
    "We may change this policy at any time and we won't tell you.",
    "We don't share your personal information with anyone.",
  ])('gives %s and its curly twin the same flags and confidences', (straight) => {
    expect(detectRedFlags(curly(straight))).toEqual(detectRedFlags(straight));
  });
});
