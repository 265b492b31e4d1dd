import { describe, expect, it } from 'vitest';
import { splitAtQuote } from './quote-span';

const text = 'We collect your email. We sell your data to partners. You may object.';

describe('splitAtQuote', () => {
  it('cuts the text at the finding offsets', () => {
    const start = text.indexOf('We sell');
    const quote = 'We sell your data to partners.';
    expect(splitAtQuote(text, { start, end: start + quote.length, quote })).toEqual({
      before: 'We collect your email. ',
      quote,
      after: ' You may object.',
    });
  });

  it('finds the quote when the offsets do not match it', () => {
    expect(splitAtQuote(text, { start: 3, end: 9, quote: 'You may object.' })).toEqual({
      before: 'We collect your email. We sell your data to partners. ',
      quote: 'You may object.',
      after: '',
    });
  });

  it('highlights nothing when the quote is not in the text', () => {
    expect(splitAtQuote(text, { start: 500, end: 510, quote: 'missing' })).toEqual({
      before: text,
      quote: '',
      after: '',
    });
  });
});
