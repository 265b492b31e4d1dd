import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';

// Short passages written for these tests (fix-y, round (9)'s remaining fault classes), in the
// wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);
const sharing = (text: string): string => statements(text, 'dataSharing').join(' ');
const flags = (text: string): string => statements(text, 'redFlags').join(' ');

describe('scope of sharing: mail sent on behalf of advertisers or sponsors', () => {
  it('reads contractors who mail on behalf of advertisers and sponsors as service providers', () => {
    const text = 'We use contractors to send mail on behalf of our advertisers and sponsors.';
    expect(sharing(text)).toMatch(/service providers/);
    expect(sharing(text)).not.toMatch(/advertisers|business partners/);
    expect(flags(text)).not.toMatch(/shared with advertisers/);
    const hired = 'We may hire outside vendors who send postal mail and e-mail on behalf of our sponsors.';
    expect(sharing(hired)).toMatch(/service providers/);
    expect(sharing(hired)).not.toMatch(/business partners/);
  });

  it('still names advertisers or sponsors the sentence gives data to', () => {
    // Near misses: the sponsors themselves receive the data, or the advertisers are the recipients.
    expect(
      sharing(
        'We may share your name and address with our sponsors, who may send you mail on their own behalf.',
      ),
    ).toMatch(/business partners/);
    expect(
      sharing(
        'We may share your e-mail address with contractors and with our advertisers, on behalf of our sponsors.',
      ),
    ).toMatch(/advertisers/);
    expect(sharing('We may disclose your mailing address to our advertisers.')).toMatch(/advertisers/);
  });
});

describe('scope of sharing: data the sentence keeps back', () => {
  const MARKETERS = /for their own marketing/;

  it('does not name a kept-back e-mail address as given to other marketers', () => {
    const texts = [
      'We may share your information with other marketers so they can send you offers, but not your e-mail address.',
      'We may provide your contact information, except your e-mail address, to other companies whose products may interest you.',
      'We may share your name and postal address with other marketers so that they can send you offers, but we do not share your e-mail address.',
      'We may exchange names and postal addresses with other like-minded organizations; e-mail addresses are never exchanged.',
    ];
    for (const text of texts) {
      const said = sharing(text);
      expect(said).toMatch(MARKETERS);
      expect(said).toMatch(/but not your email address/);
      expect(said).not.toMatch(/(?<!not )your (?:name and )?email address/);
    }
  });

  it('names an e-mail address the sentence gives, and reads a denial as none', () => {
    // Near misses: the address is given, or the sentence denies the sharing outright.
    expect(
      sharing('We may rent your name and e-mail address to other companies for their own marketing.'),
    ).toMatch(/Rents out your name and email address to other companies/);
    expect(
      sharing('We do not share your e-mail address with other marketers so that they can send you offers.'),
    ).not.toMatch(MARKETERS);
  });

  it('does not lead the TL;DR with a kept-back address as rented out', () => {
    const tldr = analyzeWithBuiltin(
      'We may rent our mailing list to other companies for their own marketing, except your e-mail address.',
    ).tldrSummary;
    expect(tldr).not.toMatch(/email address/);
  });
});

describe('scope of sharing: signing in through a social network', () => {
  const NETWORKS = /social networks/;

  it('does not read signing in through a network as sharing with it', () => {
    const texts = [
      'When you sign in with Facebook, Facebook shares your profile with us.',
      'If you log in with your Google account, Google passes your name and e-mail address to us.',
    ];
    for (const text of texts) {
      expect(sharing(text)).not.toMatch(NETWORKS);
      expect(statements(text, 'dataCollection').join(' ')).toMatch(/another platform you sign in/);
    }
  });

  it('still reads sharing the sentence says the company does with the network', () => {
    // Near misses: the company shares with the network, or posts to it, as well.
    expect(sharing('If you log in with Facebook, we will share your e-mail address with Facebook.')).toMatch(
      NETWORKS,
    );
    expect(sharing('We may share your information with social networks.')).toMatch(NETWORKS);
  });
});
