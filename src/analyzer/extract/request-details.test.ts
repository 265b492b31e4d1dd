import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests (fix-z, round (10) class 5), in the wording policies use.
const collected = (text: string): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'dataCollection')
    .map((finding) => finding.statement);

describe('the details you give when asking for removal, review or access', () => {
  it('are how to exercise a right, not data the service collects', () => {
    for (const text of [
      'To request removal, send us your name, e-mail address and the page where the content appears.',
      'To ask us to review the information we hold, write to us with your name, postal address and telephone number.',
      'Your request must include your name, e-mail address and account number.',
      'Please include your name and e-mail address in your message so that we can find your records.',
      'To make such a request, please write to our privacy office and give us your name and postal address.',
    ]) {
      expect(collected(text)).toEqual([]);
    }
  });

  it('near misses: data asked for to use the service, and a request whose details are collected', () => {
    for (const text of [
      'To use the forum, you must give us your name and e-mail address.',
      'To access our premium content, you must provide your name and e-mail address.',
      'When you send us a request, we collect your name and e-mail address to answer it.',
    ]) {
      expect(collected(text).join(' ')).toMatch(/^Collects contact details \(name and email address\)/);
    }
  });
});
