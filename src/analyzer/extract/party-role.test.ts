import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';
import { SentenceContext } from '../sentence-context';
import { isOnlySource } from './party-role';

// Short passages written for these tests (fresh-review faults (5)), in the wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);
const sharing = (text: string): string => statements(text, 'dataSharing').join(' ');
const flags = (text: string): string => statements(text, 'redFlags').join(' ');

const NETWORKS = /\bsocial (?:media|networks?|networking)\b/;
const GROUP = /\baffiliates?\b/;

describe('a party named only where data comes from is a source, not a recipient', () => {
  it('finds the source phrase after "from", "via" and "through"', () => {
    const source = (text: string, pattern: RegExp): boolean =>
      isOnlySource(new SentenceContext(text), [pattern]);
    expect(
      source('You may let us access your public profile via a social networking site you link.', NETWORKS),
    ).toBe(true);
    expect(
      source('We may obtain details about you from our affiliates and use them to fill in gaps.', GROUP),
    ).toBe(true);
    // Near misses: the party receives ("with", a giving verb), or is named as a tracker on the site.
    expect(source('We may obtain details from you and pass them to our affiliates.', GROUP)).toBe(false);
    expect(source('We collect data through social media buttons on our pages.', NETWORKS)).toBe(false);
    expect(
      source(
        'We may share your viewing with, or obtain information about it from, social networks.',
        NETWORKS,
      ),
    ).toBe(false);
  });

  it('drops the social networks finding when a network you link supplies data to the service', () => {
    const text =
      'You can allow us to access certain information about you via a social networking site you sign in with.';
    expect(sharing(text)).not.toMatch(/social networks/);
    const friends =
      'Our friend finder can locate other people with Facebook accounts either through your phone contacts or third-party social networking sites.';
    expect(sharing(friends)).not.toMatch(/social networks/);
    // A network named only as a place gets nothing either.
    expect(sharing('Your profile helps friends find you on Instagram and other social media.')).not.toMatch(
      /social networks/,
    );
    // Near miss: data handed to the networks.
    expect(sharing('We may share your comments with social networking sites when you post them.')).toMatch(
      /social networks/,
    );
  });

  it('keeps the recipients after "and may share" and drops the defined source', () => {
    const text =
      'We may also gather personal information from firms we trade with (our "Affiliates") and may share your information with service providers to run the site.';
    expect(sharing(text)).not.toMatch(/corporate group/);
    expect(sharing(text)).toMatch(/service providers/);
  });
});

describe('denials placed on a processor, and data named inside a denial', () => {
  const SALE = 'Your personal data may be sold';

  it('reads "the mailing firm is not authorised to sell" after "to you and it" as a denial', () => {
    const text =
      'A mailing firm may send our newsletters for us, but it may only use your address to send them to you and it is not authorised to sell or pass on your information.';
    expect(flags(text)).not.toContain(SALE);
    expect(analyzeWithBuiltin(text).tldrSummary).not.toMatch(/may sell/);
    const prohibited =
      'Our printing contractor is prohibited from selling or renting the addresses of our readers.';
    expect(flags(prohibited)).not.toContain(SALE);
    // Near miss: the company's own sale.
    expect(flags('We may sell or rent the addresses of our readers to other firms.')).toContain(SALE);
  });

  it('does not claim card details collected when the sentence denies storing them', () => {
    const text =
      'To protect you, the club keeps its server locked down; does not store any member credit card numbers; and requires staff to sign a confidentiality pledge.';
    expect(statements(text, 'dataCollection').join(' ')).not.toMatch(/card/);
    // Near miss: stored, with only another verb denied.
    const stored = 'The club stores your credit card numbers and does not share them with anyone.';
    expect(statements(stored, 'dataCollection').join(' ')).toMatch(/card/);
  });
});
