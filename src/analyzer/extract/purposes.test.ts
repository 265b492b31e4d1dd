import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

const collection = statementsIn('dataCollection');
const purposesIn = (text: string): string[] =>
  collection(text).filter((statement) => /^Uses (?:some of )?your data/.test(statement));

describe('what the company uses your data for', () => {
  it('says the purposes its sentence names, in plain words', () => {
    expect(
      purposesIn(
        'We use the details we hold about you to handle your purchases, reply to your emails and make our shop better for everyone.',
      ),
    ).toEqual(['Uses your data to process your orders and answer your requests.']);
    expect(
      purposesIn(
        'Information about your visits may be used to tailor the pages you see and to spot fraud on our service.',
      ),
    ).toEqual(['Uses your data to personalise what you see and prevent fraud and abuse.']);
  });

  it('says a limit to the purposes, and telling you about its products as its own marketing', () => {
    expect(purposesIn('We use the details you give us solely to ship the goods you have bought.')).toEqual([
      'Uses some of your data only to process your orders.',
    ]);
    expect(
      purposesIn(
        'We may use your information to tell you about new products and events and to improve our stores.',
      ),
    ).toEqual(['Uses your data to improve its services and send you its own offers and news.']);
  });

  it('says running and improving the service once', () => {
    expect(
      purposesIn(
        'We use the information we gather to operate our website, to improve our services and to understand how members use them.',
      ),
    ).toEqual(['Uses your data to run and improve its services and study how its services are used.']);
  });

  it('fills the purposes of the practice it states', () => {
    const result = analyzeWithBuiltin(
      'We use the information you give us to personalise your homepage and to study traffic on our pages.',
    );
    const finding = result.findings.find((candidate) =>
      /^Uses (?:some of )?your data/.test(candidate.statement),
    );
    expect(finding?.practice?.purposes).toEqual(['personalization', 'analytics-research']);
  });

  it('says nothing for the service alone, a lead-in, a denial or another company', () => {
    for (const text of [
      'We use the information you provide to deliver the services you have asked for.',
      'We may use the personal information we collect for the following purposes:',
      'We will never use your personal information to tailor the pages you see without your consent.',
      'Our advertising partners may use the information they collect to measure how their campaigns perform.',
      'When you use the site to place an order, we ask for your name and address.',
      'To find out more about how we use your data to tailor the site, see our cookie page.',
      'We may use aggregated statistics to measure how many people visit each page.',
      'We use the information you save in your watchlists, in the aggregate, to learn which topics readers follow and improve our site.',
      'We keep and use your details as needed to meet our legal obligations and enforce our terms.',
      'We use your information to show you promotions and offers from advertisers on other websites.',
      'Personal information is any information that can be used on its own to identify or contact a person.',
    ])
      expect(purposesIn(text), text).toEqual([]);
  });

  it('leaves the company’s own marketing to the marketing flag', () => {
    const statements = analyzeWithBuiltin(
      'We use your personal information to send you newsletters and special offers and to improve our website.',
    ).findings.map((finding) => finding.statement);
    const purposes = statements.filter((statement) => /^Uses (?:some of )?your data/.test(statement));
    expect(purposes.join(' ')).not.toContain('offers');
  });
});

describe('an open-ended list of uses', () => {
  const said = (text: string) => analyzeWithBuiltin(text).dataCollection.filter((s) => s.startsWith('Uses '));
  it('says the list is not exhaustive', () => {
    expect(
      said(
        'We use the information we collect for purposes such as processing your orders, answering your questions and improving our website.',
      ),
    ).toEqual([
      'Uses your data to process your orders, answer your requests and improve its services, among other purposes.',
    ]);
    expect(
      said(
        'We use your personal information to process your orders, improve our services and for any other lawful purpose.',
      ),
    ).toEqual([
      'Uses your data to process your orders and improve its services, and for any other lawful purpose.',
    ]);
    expect(
      said(
        'We use your information to provide customer support and to improve our products, among other things.',
      ),
    ).toEqual(['Uses your data to answer your requests and improve its services, among other purposes.']);
  });

  it('keeps a closed list closed, and an example in a clause of its own is no open list', () => {
    expect(said('We use your information to process your orders and improve our website.')).toEqual([
      'Uses your data to process your orders and improve its services.',
    ]);
    expect(
      said(
        'Your data is used for analytics and to improve our website; for example, we use device details to fix bugs.',
      ),
    ).toEqual(['Uses your data to improve its services and study how its services are used.']);
  });
});
