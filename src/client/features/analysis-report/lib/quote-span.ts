/** The policy text cut around one quote, so the quote can be wrapped in <mark>. */
export type QuoteSpan = { before: string; quote: string; after: string };

/**
 * Splits the text at the finding's offsets. The engine guarantees text.slice(start, end) === quote;
 * if an older stored analysis disagrees, the quote is looked up instead, and a quote that cannot be
 * found is shown on its own rather than highlighting the wrong words.
 */
export function splitAtQuote(
  text: string,
  finding: { start: number; end: number; quote: string },
): QuoteSpan {
  const { start, end, quote } = finding;
  if (start >= 0 && end <= text.length && start < end && text.slice(start, end) === quote) {
    return { before: text.slice(0, start), quote, after: text.slice(end) };
  }
  const found = quote ? text.indexOf(quote) : -1;
  if (found >= 0) {
    return { before: text.slice(0, found), quote, after: text.slice(found + quote.length) };
  }
  return { before: text, quote: '', after: '' };
}
