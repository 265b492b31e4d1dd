import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests (fix-z, round (10) class 6), in the wording policies use.
const collected = (text: string): string =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'dataCollection')
    .map((finding) => finding.statement)
    .join(' ');

describe('contacts taken from a social network', () => {
  it('are your contacts on that network, not your address book, in the finding and the TL;DR', () => {
    for (const text of [
      'We may access your contacts on social networking sites such as Facebook to help you find friends on our service.',
      'If you use a social networking service integrated with our app, we may receive information you made available there, including your contacts on those services.',
    ]) {
      expect(collected(text)).toBe('Collects your contacts on a social network you connect to the service.');
      const tldr = analyzeWithBuiltin(text).tldrSummary;
      expect(tldr).toMatch(/your contacts on a social network/);
      expect(tldr).not.toMatch(/address book/);
    }
  });

  it("near misses: a phone's address book, an e-mail account's contacts, a device's contacts list", () => {
    for (const text of [
      'With your permission, we may access the contacts in your phone address book to help you invite friends to Facebook.',
      'We may collect your contacts from your email account if you choose to invite friends.',
      "If you choose to find friends through your device's contacts list, we will access your contacts list.",
    ]) {
      expect(collected(text)).toMatch(/Collects your contacts or address book\./);
    }
  });
});
