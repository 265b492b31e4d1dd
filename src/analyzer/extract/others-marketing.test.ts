import { describe, expect, it } from 'vitest';
import { statementsIn } from '../testing/section-statements';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

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

describe('sharing that needs your opt-in to other companies’ offers', () => {
  const OPT_IN_TAIL = ', but only if you agree (opt in), it says.';
  it('says it as their own marketing, with the opt-in, not as sellers or service providers', () => {
    for (const text of [
      'If you choose to receive special offers, we will give your registration details to outside merchants so they can send you their offers.',
      'If you opt in to receive offers from our partners, we will share your name and email address with those partners for their marketing.',
      'When you sign up for third-party offers, your contact information will be provided to the vendors offering them.',
      'If you check the box on the sign-up form, we will pass your contact details to selected third parties who may send you promotional offers.',
    ]) {
      const said = sharing(text);
      expect(said.join(' '), text).toMatch(
        /^Gives .* to other companies for their own marketing, so they can send you offers themselves/,
      );
      expect(said.join(' '), text).toContain(OPT_IN_TAIL);
      expect(said.join(' '), text).not.toMatch(/sellers|service providers/);
    }
  });

  it('says the recipients’ flag with its opt-in and the TL;DR as sharing only if you agree', () => {
    const result = analyzeWithBuiltin(
      'We collect your name and email address when you register. When you sign up for third-party offers, your contact information will be provided to the merchants offering them.',
    );
    expect(result.redFlags.join(' ')).toContain(OPT_IN_TAIL.replace(/\.$/, ''));
    expect(result.tldrSummary).toContain('with other companies for their own marketing only if you agree');
    expect(result.tldrSummary).not.toMatch(/for their own use/);
  });

  it('does not read offers you opt in to receive from partners as data gathered from them', () => {
    const result = analyzeWithBuiltin(
      'We collect your name and email address when you register. If you opt in to receive offers from our partners, we will share your name and email address with those partners for their marketing.',
    );
    expect(result.redFlags.join(' ')).not.toMatch(/gathered from/);
  });
});

describe('links to other companies’ sites', () => {
  it('are never sharing with those companies', () => {
    for (const text of [
      'We provide links to the websites of our advertisers, whose data practices differ from ours.',
      "Our site links to advertisers' sites, and once you leave our site, any information you give them is governed by their own policies.",
      'We may make available links to advertiser sites, and we are not responsible for how those advertisers use information you provide to them.',
      'The site contains links to third-party websites and to our advertising partners, which may collect and use your information under their own policies.',
    ]) {
      const result = analyzeWithBuiltin(`We collect your name and email address. ${text}`);
      expect(result.dataSharing.join(' '), text).not.toMatch(/advertis|partners/);
      expect(result.redFlags.join(' '), text).not.toMatch(/shared with advertisers/);
      expect(result.tldrSummary, text).not.toMatch(/shares your personal data with advertisers/);
    }
    // Near miss: the company itself gives the advertisers it links to your data.
    expect(
      analyzeWithBuiltin(
        'We collect your name and email address. We share your email address with the advertisers whose sites we link to.',
      ).dataSharing.join(' '),
    ).toMatch(/advertis/);
  });
});
