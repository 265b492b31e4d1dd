import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';

// Short passages written for these tests (fresh-review faults (4)), in the wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);

const SALE_FLAG =
  'Your personal data may be sold to other companies, which can then use it under their own rules.';

describe('a sale said with a list of verbs, the data after the recipient', () => {
  it('reads "may lease, sell or pass on to outside firms the details you gave" as a sale', () => {
    const text =
      'Now and then we may lease, sell or pass on to mail-order firms and magazine publishers the contact details of our readers.';
    expect(statements(text, 'redFlags')).toContain(SALE_FLAG);
    expect(analyzeWithBuiltin(text).tldrSummary).toMatch(/^It may sell your personal data/);
    // Near miss: the same list of verbs, denied.
    const denied =
      'We will never lease, sell or pass on to mail-order firms and magazine publishers the contact details of our readers.';
    expect(statements(denied, 'redFlags')).not.toContain(SALE_FLAG);
    expect(analyzeWithBuiltin(denied).tldrSummary).toMatch(/^It says it does not sell your personal data/);
  });

  it('reads a sale by a receiver when the company goes bankrupt as a business transfer', () => {
    const text =
      'If the company goes bankrupt, a court-appointed receiver may sell or transfer to a buyer the data we keep on our readers.';
    expect(statements(text, 'redFlags')).not.toContain(SALE_FLAG);
    expect(statements(text, 'redFlags').join(' ')).toMatch(
      /goes bankrupt, your data can pass to the new owner/,
    );
  });
});

describe('data merged with similar data from other companies', () => {
  const GATHERED = /gathered from other companies/;

  it('reads "combine your account with other data acquired from list firms" as data from other companies', () => {
    expect(
      statements(
        'The publisher may combine your account record with other data acquired from list firms.',
        'redFlags',
      ).join(' '),
    ).toMatch(GATHERED);
    // Near miss: the other data comes from your own use of its apps.
    expect(
      statements(
        'The publisher may combine your account record with other data acquired from your use of our apps.',
        'redFlags',
      ).join(' '),
    ).not.toMatch(GATHERED);
  });
});

describe('sharing with advertisers needs data going to them', () => {
  const ADVERTISERS = 'Shares data with advertisers or advertising networks.';

  it('reads the company choosing ads with your data as ad use, not sharing with advertisers', () => {
    const text =
      'We may use the words you search for to personalise the ads we show you as you use our apps or the apps of our advertising partners.';
    expect(statements(text, 'dataSharing')).not.toContain(ADVERTISERS);
    expect(analyzeWithBuiltin(text).tldrSummary).toMatch(/^It uses your personal data to personalise ads\./);
    // Near miss: the words are given to the advertising partners.
    const shared =
      'We may share the words you search for with our advertising partners so they can personalise the ads they show you.';
    expect(statements(shared, 'dataSharing')).toContain(ADVERTISERS);
    // Advertisers lead; other recipients the report names may follow in the same sentence.
    expect(analyzeWithBuiltin(shared).tldrSummary).toMatch(
      /^It shares your personal data with advertisers\b[^.]*\./,
    );
  });

  it('reads analyses given "in the aggregate" as aggregate sharing, though made from personal data', () => {
    const text =
      'Your identifying details and your browsing records help us prepare analyses of the people who read our magazines, which we provide, in the aggregate, to sponsors, advertisers and similar firms.';
    expect(statements(text, 'dataSharing').join(' ')).toMatch(/but only aggregate or anonymous data/);
    expect(analyzeWithBuiltin(text).tldrSummary).toMatch(
      /^It says it gives only aggregate or anonymous data to advertisers/,
    );
    // Near miss: reports about you, not in the aggregate.
    const personal =
      'Your identifying details help us prepare reports about you, which we provide to sponsors, advertisers and similar firms.';
    expect(statements(personal, 'dataSharing').join(' ')).not.toMatch(/only aggregate/);
  });

  it('reads one kind of data said to be pooled as aggregate sharing', () => {
    const text =
      'We disclose aggregated demographic information, which names nobody, to advertisers and vendors.';
    expect(statements(text, 'dataSharing').join(' ')).toMatch(/but only aggregate or anonymous data/);
    // Near miss: the same kind of data, not pooled.
    const personal = 'We disclose your demographic information and email address to advertisers and vendors.';
    expect(statements(personal, 'dataSharing').join(' ')).not.toMatch(/only aggregate/);
  });
});
