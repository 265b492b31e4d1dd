import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';

// Short passages written for these tests (fresh-review faults (5)), in the wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);
const sharing = (text: string): string => statements(text, 'dataSharing').join(' ');
const flags = (text: string): string => statements(text, 'redFlags').join(' ');

describe('advertisers: measurement, mailings and pointers to their policies', () => {
  const AIMED = /aim ads at you|personalise the ads|choose the ads/;

  it('does not call sharing to measure how ads perform overall targeting', () => {
    const text =
      'We may give this information to our vendors and advertisers to measure the overall effectiveness of our online campaigns.';
    expect(flags(text)).not.toMatch(AIMED);
    // Near misses: shared so that advertisers can target you, or to deliver the ads as well.
    expect(
      flags(
        'We may give this information to ad networks to deliver the advertising and to measure its effectiveness.',
      ),
    ).toMatch(AIMED);
    expect(flags('We may give your information to advertisers so they can show you targeted ads.')).toMatch(
      AIMED,
    );
  });

  it('reads targeted marketing sent by email as marketing, not ad personalisation', () => {
    const text =
      'Your answers may be used to send targeted marketing, such as emails, to readers we think would like it.';
    expect(flags(text)).not.toMatch(AIMED);
    expect(flags('Your answers may be used to show you targeted ads on our pages.')).toMatch(AIMED);
  });

  it('reads readers giving their details to an advertiser they buy from as no sharing of the company', () => {
    const text =
      'Readers who buy from an advertiser on example.com may also provide their card details to that advertiser during the purchase.';
    expect(flags(text)).not.toMatch(/shared with advertisers/);
    // Near miss: the company gives the buyers' details to the advertiser.
    expect(
      flags('When readers buy from an advertiser, we may also share their details with our advertisers.'),
    ).toMatch(/advertisers/);
  });

  it('reads "review the privacy practices of these advertisers" as a pointer, not sharing', () => {
    const text =
      'It is up to each reader to review the privacy practices and policies of these other sites and of these advertisers.';
    expect(sharing(text)).not.toMatch(/advertisers/);
    expect(sharing('We may disclose your purchase history to these advertisers.')).toMatch(/advertisers/);
  });

  it('reads aggregated research, not individual user data, given to advertisers as aggregate only', () => {
    const text = 'We may pass aggregated research (but not individual user information) to our advertisers.';
    expect(sharing(text)).toMatch(/only aggregate or anonymous data/);
    expect(sharing('We may pass research about you to our advertisers.')).not.toMatch(/only aggregate/);
  });
});

describe('outside firms offering products the readers may want', () => {
  it('reads "may be provided to third parties whose products visitors may be interested in" as sharing for their own use', () => {
    const text =
      'Identifiable and non-identifiable member details may be provided to third parties who offer goods which we believe members may be interested in buying.';
    expect(flags(text)).toMatch(/shared with other companies/);
    // Near miss: products of the company's own.
    expect(
      flags('We may send you news of our own goods which we believe members may be interested in buying.'),
    ).not.toMatch(/shared with other companies/);
  });
});
