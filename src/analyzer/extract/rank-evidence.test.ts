import { describe, expect, it } from 'vitest';
import { SentenceContext } from '../sentence-context';
import { rankEvidence } from './rank-evidence';

const rank = (text: string, section: Parameters<typeof rankEvidence>[1]): number =>
  rankEvidence(new SentenceContext(text), section);

describe('rankEvidence', () => {
  it('prefers a sentence stating the practice to a pointer to another page', () => {
    expect(rank('We use cookies to remember what is in your basket.', 'dataCollection')).toBeGreaterThan(
      rank('For more information about our use of cookies, please read our Cookie Notice.', 'dataCollection'),
    );
  });

  it('prefers a complete sentence to a list fragment or a list introduction', () => {
    const complete = rank('We collect your phone number when you book a table.', 'dataCollection');
    expect(complete).toBeGreaterThan(
      rank('and your phone number, which we collect when you book;', 'dataCollection'),
    );
    expect(complete).toBeGreaterThan(rank('We collect the following contact details:', 'dataCollection'));
  });

  it('prefers the service as collector to someone else processing the data', () => {
    expect(rank('We collect your card number when you pay for a ticket.', 'dataCollection')).toBeGreaterThan(
      rank('Our vendors process card payments and deliver parcels for us.', 'dataCollection'),
    );
  });

  it('prefers a sentence where the party receives data, and one where you hold the right', () => {
    expect(rank('We share your order history with our delivery partners.', 'dataSharing')).toBeGreaterThan(
      rank('Our delivery partners are listed at the end of this page.', 'dataSharing'),
    );
    expect(rank('You can delete your account from the settings page.', 'userRights')).toBeGreaterThan(
      rank('Accounts are deleted from the settings page.', 'userRights'),
    );
  });

  it('penalises very long sentences', () => {
    const short = 'We collect your email address to send receipts.';
    const long = `${short.slice(0, -1)}, ${'and for several other related purposes '.repeat(10)}.`;
    expect(rank(short, 'dataCollection')).toBeGreaterThan(rank(long, 'dataCollection'));
  });
});
