import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests, in the wording policies use.
const statements = (text: string): string[] =>
  analyzeWithBuiltin(text).findings.map((finding) => finding.statement);
const collectionSentenceOf = (text: string): string | undefined =>
  analyzeWithBuiltin(text).tldrSummary.match(/It collects [^.]*\./)?.[0];

describe('a location guessed from the IP address is approximate, not precise', () => {
  const fromIp =
    'When you visit, our ad server receives the topics of the page and your IP address, from which your general location (your country or city area) can be inferred.';

  it('says the flag is about an approximate location, worked out from the IP address', () => {
    expect(statements(fromIp)).toContain(
      'Your approximate location (your country or city) is worked out from your IP address, which shows roughly where you are.',
    );
  });

  it('does not call it sensitive data in the TL;DR, but names it as what it is', () => {
    expect(collectionSentenceOf(fromIp)).toBe(
      'It collects device identifiers and your approximate location.',
    );
  });

  it('reads a location the browser sends with each visit as approximate', () => {
    const text =
      'The details your web browser sends us with every visit include your browser type, the page you came from and your geographic location.';
    expect(statements(text)).toContain(
      'Collects technical data from your device (browser type) and your approximate location.',
    );
    expect(collectionSentenceOf(text)).toBe('It collects device identifiers and your approximate location.');
  });

  it('names the coarse places of geographic information', () => {
    expect(
      statements(
        'Our web beacons gather the pages you view and your geographic location (e.g., city, state, zip code).',
      ).join(' '),
    ).toContain('Collects your approximate location (your city, region or postcode).');
  });

  it('keeps a precise location sensitive (near miss)', () => {
    const text = 'With your permission, our app reads your precise location from GPS to show nearby stores.';
    expect(collectionSentenceOf(text)).toBe('It collects sensitive data (location).');
    // Both kinds in one sentence: not approximate only.
    expect(
      statements(
        'We may collect your general location from your IP address and, with your consent, your exact location from GPS.',
      ).join(' '),
    ).not.toContain('approximate location');
  });
});
