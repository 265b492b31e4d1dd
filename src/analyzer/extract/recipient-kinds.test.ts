import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Short passages written for these tests, in the wording policies use.
const shared = statementsIn('dataSharing');
const sharingSentenceOf = (text: string): string | undefined =>
  analyzeWithBuiltin(text).tldrSummary.match(/^[^.]*\./)?.[0];

describe('recipients beyond the usual list are named where the sentence shares with them', () => {
  it('names the sellers a shop’s buyers deal with', () => {
    const text =
      'When a third party is involved in your purchases, we share the information related to those purchases with that third party.';
    expect(shared(text)).toEqual([
      'Shares data with the sellers or other businesses you buy from through it.',
    ]);
    expect(sharingSentenceOf(text)).toBe('It shares your personal data with the sellers you buy from.');
    expect(shared('We give participating vendors the order details needed to send your goods.')).toEqual([
      'Shares data with the sellers or other businesses you buy from through it.',
    ]);
  });

  it('does not read a best-seller list as sellers (near miss)', () => {
    expect(shared('We share our list of top sellers with visitors every week.')).toEqual([]);
  });

  it('names the employers and recruiters who search a CV database', () => {
    const text = 'Our searchable resume database can be accessed by paying employers and recruiters.';
    expect(shared(text)).toEqual([
      'Shares your CV with employers and recruiters who search its CV database.',
    ]);
    expect(sharingSentenceOf(text)).toBe(
      'It shares your personal data with the employers and recruiters who search its CV database.',
    );
  });

  it('names delivery companies, payment processors and card networks among the service providers', () => {
    expect(
      shared('We share your name and address with shipping companies that deliver your orders.'),
    ).toEqual(['Shares data with service providers that work on its behalf (delivery companies).']);
    expect(
      shared(
        'We may disclose your card details to card associations, banks and other financial institutions involved in processing the transaction.',
      ),
    ).toEqual(['Shares data with the card networks and banks that take part in processing payments.']);
    expect(
      shared('We share data with vendors who fulfill orders and process credit card payments for us.'),
    ).toEqual([
      'Shares data with service providers that work on its behalf (delivery companies and payment processors).',
    ]);
  });

  it('does not read a payment company that sends the company a receipt as a recipient (near miss)', () => {
    expect(shared('PayPal sends us a receipt with your name when you pay.')).toEqual([]);
  });
});
