import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';

// Short passages written for these tests (fresh-review faults (5)), in the wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);
const flags = (text: string): string => statements(text, 'redFlags').join(' ');

describe('a no-sale promise with its exceptions, and a buyer bound by the policy', () => {
  it('says the exceptions of the promise, in the report and in the TL;DR', () => {
    const text =
      'We will not sell your information to companies outside our group of companies without your consent, except as described in this notice.';
    const noSale =
      'Says it does not sell your personal data, except within its corporate group or with your consent.';
    expect(statements(text, 'dataSharing')).toContain(noSale);
    expect(analyzeWithBuiltin(text).tldrSummary).toMatch(
      /^It says it does not sell your personal data \(except within its corporate group or with your consent\)/,
    );
    // Near miss: a plain promise.
    expect(statements('We do not sell your personal information.', 'dataSharing')).toContain(
      'Says it does not sell your personal data.',
    );
  });

  it('says the new owner keeps the promises when the next sentence binds the buyer', () => {
    const text = [
      'If we are acquired by or merged with another company, your account details may be among the assets transferred.',
      'The acquirer will have to honour the commitments we have made in this privacy policy.',
    ].join(' ');
    expect(flags(text)).toMatch(/still under the promises of this policy/);
    const unbound = [
      'If we are acquired by or merged with another company, your account details may be among the assets transferred.',
      'We will post a notice on our home page.',
    ].join(' ');
    expect(flags(unbound)).toMatch(/who may use it differently/);
  });
});

describe('children: services made for them, and the handling of a child’s data', () => {
  it('says some services are made for children, and sets no age limit from a disclosure rule', () => {
    const made = 'Some of our museum sites offer games to children under 13 and follow COPPA.';
    expect(statements(made, 'restrictions').join(' ')).toMatch(/made for children under 13/);
    const disclosed =
      'The museum will disclose information about a child under 13 if needed to keep the child safe.';
    expect(statements(disclosed, 'restrictions').join(' ')).not.toMatch(/not meant for children/);
    // Near miss: a plain age limit.
    expect(statements('Our service is not directed to children under 13.', 'restrictions').join(' ')).toMatch(
      /not meant for children/,
    );
  });
});

describe('a no-sale promise that covers the data of one occasion', () => {
  it('names the occasion instead of all your personal data, in the report and in the TL;DR', () => {
    const text = 'Details you send us during an enquiry will never be sold to anyone.';
    expect(statements(text, 'dataSharing')).toContain(
      'Says it does not sell the data it collects from inquiries.',
    );
    expect(analyzeWithBuiltin(text).tldrSummary).toMatch(
      /^It says it does not sell the data it collects from inquiries\b/,
    );
  });

  it('stays a general promise when the occasion is only an example of the data', () => {
    const text = 'We do not sell your personal information, including what you give us in surveys.';
    expect(statements(text, 'dataSharing')).toContain('Says it does not sell your personal data.');
  });
});

describe("children's data with a parent's consent, and services made for children (fix-z)", () => {
  const restrictions = (text: string): string => statements(text, 'restrictions').join(' ');

  it("says a parent's consent allows children's data, never that the service is not meant for them", () => {
    for (const text of [
      "We do not knowingly collect personal information from children under 13 without a parent's consent.",
      'We do not knowingly collect personal information from children under 13 without verifiable parental consent.',
      "The law does not let us knowingly collect any personal information from a child under 13 without the consent of that child's parent or guardian.",
      'We do not knowingly collect personal data from children under 13 without first giving the parent notice and obtaining prior verifiable consent.',
    ]) {
      expect(restrictions(text)).toBe(
        "Does not collect data from children under 13 without a parent's consent.",
      );
    }
    // Near miss: no consent condition, a plain age limit.
    expect(restrictions('We do not knowingly collect personal information from children under 13.')).toMatch(
      /not meant for children/,
    );
  });

  it('says a parent takes part where the sentence says so', () => {
    expect(
      restrictions(
        'If you are under 18, you may use our shop only with the involvement of a parent or guardian.',
      ),
    ).toBe('Children under 18 may use the service only with a parent or guardian involved.');
  });

  it('does not say a service made for children is not meant for them', () => {
    const made = [
      'Our website is an educational programme for middle school students and their teachers.',
      'We do not knowingly collect personal information from students under 13.',
    ].join(' ');
    expect(restrictions(made)).toBe(
      'Says it does not knowingly collect personal data from children under 13.',
    );
    const kids = [
      "This is a children's website with games and stories.",
      'We never ask children under 13 for their name or e-mail address.',
    ].join(' ');
    expect(restrictions(kids)).not.toMatch(/not meant for children/);
    // Near misses: a sentence that closes the service itself, and a service not made for children.
    const closed = [
      "This is a children's website with games and stories.",
      'Visitors must be at least 13 to use the chat room.',
    ].join(' ');
    expect(restrictions(closed)).toMatch(/not meant for children/);
    const notFor = [
      'Our website is not directed to children and is not a resource for students.',
      'We do not knowingly collect personal information from children under 13.',
    ].join(' ');
    expect(restrictions(notFor)).toMatch(/not meant for children/);
    const parents = [
      'We encourage parents to know the online services used by their children.',
      'We do not knowingly collect personal information from children under 13.',
    ].join(' ');
    expect(restrictions(parents)).toMatch(/not meant for children/);
  });
});

describe('a new owner bound by this policy, in the sentence or the next (fix-z)', () => {
  const KEPT = /still under the promises of this policy/;
  it('says the data stays under this policy when the buyer is bound', () => {
    for (const text of [
      'If we are acquired by another company, your personal information may be transferred to the buyer, who will be bound by this privacy policy.',
      'If we are merged with or acquired by another company, the successor company will have access to your information but will continue to be bound by this privacy policy.',
      'If we are acquired, your personal information will be transferred to the acquirer. Any acquirer will be obligated to use your information in accordance with this policy.',
      'If we sell our business, customer information may be one of the transferred assets, subject to the promises made in this privacy policy.',
    ]) {
      expect(flags(text)).toMatch(KEPT);
      // A sale of the business is no sale of your data.
      expect(flags(text)).not.toMatch(/may be sold to other companies/);
    }
  });

  it('says a promise to try as an effort', () => {
    const text = [
      'If our business is merged or reorganised, personal information about you could be shared with the successor business.',
      'We will use reasonable efforts to ensure that any successor treats your information in accordance with this policy.',
    ].join(' ');
    expect(flags(text)).toMatch(
      /who may use it differently, though it says it will try to make the new owner keep/,
    );
  });

  it('near misses: a buyer under its own policy, and an unrelated promise next', () => {
    expect(
      flags(
        'If we are acquired, your personal information may be transferred to the buyer, who may use it under its own privacy policy.',
      ),
    ).toMatch(/who may use it differently\./);
    expect(
      flags(
        'If we are acquired, your personal information may be transferred to the buyer. Our staff will be bound by confidentiality agreements.',
      ),
    ).not.toMatch(KEPT);
  });
});
