import { describe, expect, it } from 'vitest';
import { extractFeatures, normalizeForFeatures } from './features';
import { scoreFeatures, scoreLabel } from './linear-model';
import { loadModels } from './load-model';

const SENTENCE = 'We share your data with partners, and we share it again with our partners.';

describe('normalizeForFeatures', () => {
  it('joins a word hyphenated across a line break and lower-cases, with or without one', () => {
    expect(normalizeForFeatures('We keep your Informa-\n  tion safe.')).toBe(
      'we keep your information safe.',
    );
    expect(normalizeForFeatures('Your E-mail address and Opt-Out choices.')).toBe(
      'your e-mail address and opt-out choices.',
    );
    expect(normalizeForFeatures('A list:\n- Names')).toBe('a list:\n- names');
  });
});

describe('extractFeatures', () => {
  it('lists each bucket once, the bias first', () => {
    const features = [...extractFeatures(SENTENCE)];
    expect(features[0]).toBe(0);
    expect(new Set(features).size).toBe(features.length);
  });

  it('gives the same vector whatever was extracted before', () => {
    const first = extractFeatures(SENTENCE);
    extractFeatures('Cookies and web beacons record the pages you visit.');
    expect(extractFeatures(SENTENCE)).toEqual(first);
  });

  it('lists each bucket once in a long text, and a vector stays as it was when later ones are made', () => {
    // About 3,000 distinct words: more buckets than the table of seen buckets first holds.
    const long = Array.from({ length: 3000 }, (_, index) => `word${index.toString(36)}`).join(' ');
    const features = [...extractFeatures(long)];
    expect(features.length).toBeGreaterThan(3000);
    expect(new Set(features).size).toBe(features.length);
    const first = extractFeatures(SENTENCE);
    const copy = [...first];
    for (let text = 0; text < 5000; text += 1) extractFeatures(`${SENTENCE} ${text}`);
    expect([...first]).toEqual(copy);
    expect([...extractFeatures(SENTENCE)]).toEqual(copy);
  });
});

describe('scoreLabel', () => {
  it('gives exactly the probability scoreFeatures gives for that label, and 0 for a missing label', () => {
    const { categories } = loadModels();
    const features = extractFeatures(SENTENCE);
    const all = scoreFeatures(categories, features);
    all.forEach((probability, label) => expect(scoreLabel(categories, features, label)).toBe(probability));
    expect(scoreLabel(categories, features, -1)).toBe(0);
  });
});
