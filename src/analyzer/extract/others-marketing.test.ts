import { describe, expect, it } from 'vitest';
import { statementsIn } from '../testing/section-statements';

const sharing = statementsIn('dataSharing');

describe('other companies given your details for their own marketing', () => {
  it('says lent mailing lists, with the opt-out the next sentence offers', () => {
    expect(
      sharing(
        'From time to time we lend our customer mailing lists to selected firms whose products might appeal to you. If you would rather we did not share your details in this way, write to us.',
      ),
    ).toContain(
      'Lends your contact details to other companies for their own marketing, so they can send you offers themselves; you can opt out.',
    );
  });

  it('says names swapped with other organisations, and data given for their own marketing', () => {
    expect(
      sharing(
        'We sometimes exchange supporter names and addresses with other charities working for similar causes.',
      ),
    ).toContain(
      'Swaps your name and address with other organisations for their own marketing, so they can send you offers themselves.',
    );
    expect(
      sharing(
        'We may give your email address to our partners for their own marketing purposes unless you opt out.',
      ),
    ).toContain(
      'Gives your email address to other companies for their own marketing, so they can send you offers themselves; you can opt out.',
    );
  });

  it('says nothing for offers the company sends, a promise, a request for the list, or a sale of the business', () => {
    for (const text of [
      'We may send you offers from other companies that we think may interest you.',
      'We do not rent or sell our mailing lists to other companies for their own marketing.',
      'California residents may request a list of the companies that received their data for their own direct marketing.',
      'If we are acquired, our customer lists may be sold or transferred to the buyer.',
    ])
      expect(sharing(text).join(' '), text).not.toMatch(/for their own marketing, so they can/);
  });
});
