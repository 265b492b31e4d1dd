import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features';
import { scoreFeatures, scoreLabel } from './linear-model';
import { loadModels } from './load-model';

const SENTENCE = 'We share your data with partners, and we share it again with our partners.';

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
