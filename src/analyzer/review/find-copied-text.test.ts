import { describe, expect, it } from 'vitest';
import { findCopiedText } from './find-copied-text';

describe('findCopiedText', () => {
  const policy = 'We may share your purchase history with carefully selected partners for their own offers.';

  it('finds six words in a row taken from the policy, whatever the case and punctuation', () => {
    expect(findCopiedText('Shares your PURCHASE history, with carefully selected partners!', policy)).toEqual(
      ['your purchase history with carefully selected', 'purchase history with carefully selected partners'],
    );
  });

  it('accepts a paraphrase that shares only shorter runs', () => {
    expect(
      findCopiedText('purchase history goes to chosen partners for their own offers later', policy),
    ).toEqual([]);
  });
});
