import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

const sharing = statementsIn('dataSharing');
const statements = (text: string): string[] =>
  analyzeWithBuiltin(text).findings.map((finding) => finding.statement);
const firstSentence = (text: string): string =>
  (analyzeWithBuiltin(text).tldrSummary.match(/^[^.]+\./) ?? [''])[0];

describe('a promise not to pass data to outsiders', () => {
  it('is a finding with a not-share practice, general or narrowed to the data it names', () => {
    const result = analyzeWithBuiltin(
      'We will never pass your personal details on to any outside organisation or individual.',
    );
    const promise = result.findings.find((finding) => finding.statement.startsWith('Says it does not share'));
    expect(promise?.statement).toBe('Says it does not share your personal data with other companies.');
    expect(promise?.practice).toMatchObject({ kind: 'not-share', recipients: ['third-parties'] });
    expect(promise?.practice?.conditional).toBeUndefined();
    expect(sharing('Your email address is never given to third parties without your permission.')).toContain(
      'Says it does not share your email address with other companies, except with your consent.',
    );
    expect(
      sharing('Details collected through our fundraising events are never shared with outside parties.'),
    ).toContain('Says it does not share the data it collects from events with other companies.');
    expect(
      sharing(
        'Such card information is not disclosed to third parties other than the firm that processes your payments.',
      ),
    ).toContain(
      'Says it does not share some of your data with other companies, except its payment processor.',
    );
  });

  it('keeps the exceptions its sentence makes, and is then conditional', () => {
    const result = analyzeWithBuiltin(
      'We do not disclose your personal information to third parties unless you give us permission or the law requires us to.',
    );
    const promise = result.findings.find((finding) => finding.statement.startsWith('Says it does not share'));
    // The sentence's legal disclosure may be said after it, in the same finding.
    expect(promise?.statement).toMatch(
      /^Says it does not share your personal data with other companies, except with your consent and when the law requires\./,
    );
    expect(
      result.practices.some((practice) => practice.kind === 'not-share' && practice.conditional === true),
    ).toBe(true);
    expect(
      sharing('We will not share your information with anyone else, except as explained in this notice.'),
    ).toContain(
      'Says it does not share your personal data with other companies, except in the cases the policy lists.',
    );
  });

  it('is not read from advice, a duty put on the recipients, anonymous data or a sale alone', () => {
    for (const text of [
      'Never share your account password with anyone, even someone claiming to be our staff.',
      'Our contractors see your details only to do their work, and they may not share them with any other third party.',
      'Anonymous statistics that cannot identify a visitor may be made available to third parties.',
      'We do not sell or rent your personal information to third parties.',
      'We are not responsible for what you choose to disclose to other companies.',
    ])
      expect(sharing(text).join(' ')).not.toMatch(/does not share .* with other companies/);
  });

  it('is one promise with the no-sale promise of its sentence', () => {
    expect(sharing('We will not share, rent or sell your personal information to any third party.')).toEqual([
      'Says it does not sell your personal data or share it with other companies.',
    ]);
  });
});

describe('sharing with the reader’s consent', () => {
  it('is a finding of its own, said with its purpose', () => {
    expect(
      sharing('We will share your personal information with other organisations with your consent.'),
    ).toContain('Shares your data with others when you consent.');
    expect(
      sharing(
        'We pass your details to other firms for their own marketing only if you have given us consent to do so.',
      ),
    ).toContain('Shares your data with others for their own marketing only when you consent.');
  });

  it('is one case of a list of disclosures, whatever other recipients the list names', () => {
    expect(
      sharing(
        'We may disclose your information (i) to contractors who help us run the shop; (ii) to the police when the law requires it; (iii) to any other third party with your prior consent; or (iv) to a buyer of our business.',
      ).join(' '),
    ).toContain('Shares your data with others when you consent.');
    expect(
      sharing('We share your data with our vendors, and with other recipients with your permission.').join(
        ' ',
      ),
    ).toContain('Shares your data with others when you consent.');
    // A list that names no consent of its own leaves its named recipients to their rules.
    expect(
      sharing('We may disclose your information to our vendors and to the police with your consent.').join(
        ' ',
      ),
    ).not.toContain('with others when you consent');
  });

  it('is said with a promise not to share outside the company or its group', () => {
    expect(
      sharing(
        'Except as described here, personal information you give us will not be shared outside of Example Co. and its subsidiaries and affiliates without your permission.',
      ).join(' '),
    ).toContain(
      'Says it does not share your personal data with other companies, except within its corporate group, with your consent and in the cases the policy lists.',
    );
    expect(sharing('We never share your personal information outside of our company.')).toContain(
      'Says it does not share your personal data with other companies.',
    );
    // Outside a country is a transfer, not a promise.
    expect(
      sharing('Your personal information will not be transferred outside of the United States.').join(' '),
    ).not.toContain('Says it does not share');
  });

  it('is not the reader’s own giving, nor a service the reader asked for', () => {
    for (const text of [
      'If you provide us with written permission, you can withdraw that permission at any time.',
      'We use the details you give us to provide the products you requested from us.',
    ])
      expect(sharing(text).join(' ')).not.toMatch(/when you (?:consent|ask)/);
  });
});

describe('recipients named by the work they do and the law that requires disclosure', () => {
  it('reads outsiders who process payments or perform tasks as service providers', () => {
    expect(
      sharing('We use two card companies as third-party intermediaries to process your payments.'),
    ).toContain('Shares data with service providers that work on its behalf (payment processors).');
    expect(
      sharing(
        'Billing details are only shared with third parties who perform the tasks needed to complete your order.',
      ),
    ).toContain('Shares data with service providers that work on its behalf.');
    // Near miss: companies that show the reader ads are advertisers, not contractors.
    expect(
      sharing('We use third parties to show you more relevant ads on other websites.').join(' '),
    ).not.toMatch(/service providers/);
  });

  it('reads a disclosure when the law requires it, in more wordings', () => {
    for (const text of [
      'We may also release personal information when we believe in good faith that the law requires it.',
      'Unless we have your permission or are required by law, we only share your data with our own staff.',
    ])
      expect(statements(text).join(' ')).toMatch(/when the law (?:or a court )?requires it/);
    // Near miss: a notice the law requires is no disclosure.
    expect(
      sharing(
        'We send notices by email, whether such notices are required by law or are for other purposes.',
      ).join(' '),
    ).not.toMatch(/authorities/);
  });
});

describe('the TL;DR on a policy that promises not to share', () => {
  it('says the promise and its exceptions instead of silence', () => {
    expect(firstSentence('Your email address is never passed to outside parties without your consent.')).toBe(
      'It says it does not share your email address with other companies, except with your consent.',
    );
    // Near miss: beside other sharing, a promise about one kind of data is left to the report.
    expect(
      firstSentence(
        'Your email address is never passed to outside parties without your consent. We share your order details with service providers who deliver your parcels.',
      ),
    ).toBe('It shares your personal data with service providers.');
    expect(
      firstSentence(
        'We never share your personal information with third parties, except our payment processor and when the law requires us to.',
      ),
    ).toBe(
      'It says it does not share your personal data with other companies, except its payment processor and when the law requires.',
    );
  });

  it('says a promise about advertisers with the data it names', () => {
    expect(firstSentence('Please note that we do not share your contact details with our advertisers.')).toBe(
      'It says it does not share your contact details with advertisers.',
    );
  });

  it('still calls a policy silent when it says nothing of passing data on', () => {
    expect(firstSentence('We collect your name and email address when you register.')).toBe(
      'It does not say whether your personal data is sold or shared.',
    );
  });
});
