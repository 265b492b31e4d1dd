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

// fix-y: a list of uses that goes on into the next sentence or into list items (our own sentences).
describe('purposes: a list of uses read to its end', () => {
  const purposes = (text: string): string =>
    analyzeWithBuiltin(`Privacy Policy\n\n${text}`)
      .findings.filter((finding) => finding.statement.startsWith('Uses '))
      .map((finding) => finding.statement)
      .join(' ');

  it('reads a list that goes on in the next sentence', () => {
    const said = purposes(
      'We use your information to process your orders and answer your questions. We also use it to improve our website and to prevent fraud.',
    );
    expect(said).toMatch(/process your orders, answer your requests, improve its services and prevent fraud/);
    // Near miss: another company's use in the next sentence is not the company's.
    expect(
      purposes(
        'We use your information to process your orders. Our partners also use it to improve their websites.',
      ),
    ).not.toMatch(/improve/);
  });

  it('reads the items of a list under a lead-in of using', () => {
    const said = purposes(
      [
        'We use the information we collect to:',
        '- process and ship the orders you place with us;',
        '- answer the questions you send to our customer service team;',
        '- improve our website and the products we offer;',
        '- prevent fraud and protect the security of our systems.',
      ].join('\n\n'),
    );
    expect(said).toMatch(
      /process your orders, answer your requests, improve its services, keep its services secure and prevent fraud/,
    );
    // Near miss: a list under a lead-in of another company's use, or of a denial.
    expect(
      purposes(
        [
          'Our partners use the information they receive to:',
          '- improve the products and services they offer to you;',
        ].join('\n\n'),
      ),
    ).toBe('');
    expect(
      purposes(
        ['We do not use your information to:', '- improve the products and services we offer to you;'].join(
          '\n\n',
        ),
      ),
    ).toBe('');
  });

  it('says what the lead-in of a list of uses says of the list: at its discretion, open or limited', () => {
    const items = [
      '- process and ship the orders you place with us;',
      '- improve our website and the products we offer.',
    ];
    const underLeadIn = (leadIn: string): string => purposes([leadIn, ...items].join('\n\n'));
    expect(
      underLeadIn('We use your information for any purpose we consider appropriate, including to:'),
    ).toMatch(
      /Uses your data for any purpose it sees fit, including to process your orders and improve its services\./,
    );
    expect(underLeadIn('We use your information for purposes including the following:')).toMatch(
      /Uses your data to process your orders and improve its services, among other purposes\./,
    );
    expect(underLeadIn('We use your personal information only to:')).toMatch(
      /Uses your data only to process your orders and improve its services\./,
    );
    // Near miss: a plain lead-in says the list as it is.
    expect(underLeadIn('We use the information we collect to:')).toMatch(
      /Uses your data to process your orders and improve its services\./,
    );
  });
});
