import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';

// Short passages written for these tests (fix-aa, round (10)'s fault classes, second list), in the
// wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);
const flags = (text: string): string => statements(text, 'redFlags').join(' ');
const sharing = (text: string): string => statements(text, 'dataSharing').join(' ');

describe('a sale of a website, property or business unit is a business transfer', () => {
  const parts = [
    'If we sell one of our websites, the information collected through that website will be transferred to the buyer.',
    'We may sell a website, property or business unit, and the personal information of its users may be passed to the purchaser.',
    'Should the company sell any of its web properties, user data would go to the purchaser along with it.',
    'If we sell or transfer a business unit, your information may be disclosed to the buyer of that unit.',
    'In the event we sell one of our properties, the buyer will receive the subscriber data of that property.',
    'Your account details may be transferred to the new owner if we sell one of our brands.',
  ];

  it('raises the business-transfer flag, never the sale of your data', () => {
    for (const text of parts) {
      expect(flags(text), text).toMatch(
        /^If the company sells part of its business, your data (?:can|will) pass to the new owner/,
      );
      expect(flags(text), text).not.toMatch(/sold to other companies/);
      expect(sharing(text), text).not.toMatch(/Sells personal data/);
      expect(analyzeWithBuiltin(text).tldrSummary, text).not.toMatch(/may sell your/);
    }
  });

  it('still reads a sale of the data itself', () => {
    // Near misses: the data is what is sold; the reader sells a property; a site sold with its lists named apart.
    expect(flags('We may sell your personal information to other companies.')).toMatch(
      /sold to other companies/,
    );
    expect(flags('We sell lists of our website visitors to marketers.')).toMatch(/sold to other companies/);
    expect(
      flags('We may sell our websites and our subscriber lists to other publishers for their own marketing.'),
    ).toMatch(/sold to other companies/);
    const reader =
      'If you sell your property through our listings, we share your contact details with the buyer.';
    expect(flags(reader)).not.toMatch(/sells part of its business/);
  });

  it('does not call a website sale with nothing passing a business transfer', () => {
    expect(flags('We sell websites and apps to small businesses.')).not.toMatch(/new owner/);
  });
});

describe('a promise of notice in the next sentences qualifies "changes without notice"', () => {
  const changes = 'We may change this privacy policy at any time.';
  const promises = [
    'We will notify you of material changes by e-mail or by a notice on the site.',
    'We will post a prominent notice on the site.',
    'Material changes will be announced by a notice on our website or by e-mail.',
    'We will let you know of significant changes by email.',
    'We will send you an e-mail about any material change.',
    'You will receive an e-mail notice of material changes.',
    'Any material changes will be notified to you by email.',
    'Notice of material changes will be posted on the home page and sent by email to registered users.',
  ];

  it('raises no change flag when the next sentence promises notice, and says the promise', () => {
    for (const promise of promises) {
      expect(flags(`${changes} ${promise}`), promise).not.toMatch(/^The policy can change/);
      expect(flags(`${changes} Please check this page periodically. ${promise}`), promise).not.toMatch(
        /^The policy can change/,
      );
    }
    for (const promise of promises.slice(3))
      expect(statements(`${changes} ${promise}`, 'restrictions').join(' '), promise).toMatch(
        /tell you about important changes/,
      );
  });

  it('keeps the flag beside denials, other mail and a notice only posted on the page', () => {
    for (const other of [
      'We will send you e-mails about our products if you sign up for them.',
      'We will not send you a notice of the changes.',
      'You will not receive any notification of changes.',
      'Notice of changes will be posted on this page.',
      'Our partners will let you know about their offers.',
    ])
      expect(flags(`${changes} ${other}`), other).toMatch(/^The policy can change at any time/);
  });
});

describe('payment details an outside vendor takes itself', () => {
  const collection = (text: string): string => statements(text, 'dataCollection').join(' ');

  it('says the vendor collects them, not the company', () => {
    expect(
      collection(
        'Payments are processed by our vendor, which collects your card number and billing address directly.',
      ),
    ).toMatch(
      /^An outside vendor that handles its payments collects payment or purchase details \(card details and billing details\), not the company itself\.$/,
    );
    expect(
      collection(
        'When you make a purchase, your credit card information is collected by our third-party payment processor, not by us.',
      ),
    ).toMatch(
      /^Its payment processor, an outside company, collects payment or purchase details \(card details\), not the company itself\.$/,
    );
    expect(
      collection(
        'We use a third-party service provider to process payments, and that provider collects your credit card number.',
      ),
    ).toMatch(/^An outside vendor that handles its payments collects /);
  });

  it('keeps the company collecting when it gets the details itself', () => {
    // Near misses: the company collects and passes the details on; a vendor collecting something else.
    for (const text of [
      'When you buy a subscription, we collect your name, billing address and credit card number.',
      'We collect your credit card number and share it with our payment processor.',
      'We collect your credit card number, and our payment processor receives it from us to complete the charge.',
    ])
      expect(collection(text), text).toMatch(/^Collects /);
    expect(
      collection('Our vendors may collect information about your browsing to show you ads.'),
    ).not.toMatch(/handles its payments/);
  });
});

describe("sharing said with the reader's step it depends on", () => {
  it('says a contest or a quote request in front of the sharing', () => {
    expect(
      sharing(
        'If you enter a contest or sweepstakes, we may share your name and contact information with the sponsors of that contest.',
      ),
    ).toBe('If you enter a contest or sweepstakes, it shares data with business partners.');
    const sweepstakes =
      'When you enter one of our sweepstakes, your entry information may be shared with our co-sponsors, who may use it for their own marketing.';
    expect(sharing(sweepstakes)).toMatch(
      /^If you enter a contest or sweepstakes, it shares data with business partners\. It also gives /,
    );
    expect(flags(sweepstakes)).toBe(
      'If you enter a contest or sweepstakes, your personal data is shared with sponsors, who may use it for their own marketing.',
    );
    expect(sharing('We may share contest information with our business partners.')).toMatch(
      /^If you enter a contest or sweepstakes, it shares /,
    );
    expect(
      sharing(
        'When you ask for a quote, we may share your name and e-mail address with our business partners.',
      ),
    ).toMatch(/^When you ask for a quote, it shares /);
  });

  it('leaves general sharing general', () => {
    // Near misses: a contest named elsewhere in the sentence but not as the reader's step; sharing at your direction already says so.
    expect(
      sharing(
        'We may share your personal information with our business partners, for example to run our contests.',
      ),
    ).not.toMatch(/^If you enter/);
    expect(sharing('We may share your personal information with other companies at your direction.')).toBe(
      'Shares your data with others when you ask it to.',
    );
    expect(sharing('We share your contact details with our business partners.')).not.toMatch(/^If |^When /);
  });
});

describe('a consent-only promise keeps its proviso', () => {
  it('says "in the cases the policy lists" for "unless stated otherwise in this policy"', () => {
    for (const text of [
      'We will not share your personal information with third parties without your consent, unless stated otherwise in this policy.',
      'We will not share your personal information with third parties without your consent, unless otherwise stated in this policy.',
      'We will not share your personal information with third parties without your consent, other than in accordance with this privacy policy.',
    ])
      expect(sharing(text), text).toBe(
        'Says it does not share your personal data with other companies, except with your consent and in the cases the policy lists.',
      );
  });

  it('adds no proviso the sentence does not make', () => {
    // A proviso that names another place than the policy is not the policy's list.
    expect(
      sharing(
        'We do not share this information with outside parties unless otherwise noted when you enter it.',
      ),
    ).not.toMatch(/in the cases the policy lists/);
    expect(
      sharing('We will not share your personal information with third parties without your consent.'),
    ).toBe('Says it does not share your personal data with other companies, except with your consent.');
  });
});

describe('a change notice that may be only a posting says so', () => {
  const restrictions = (text: string): string => statements(text, 'restrictions').join(' ');

  it("says the notice may be only the new policy posted, when e-mail is at the company's option", () => {
    const optional =
      'We may change this policy from time to time. We will notify you of changes by posting the new policy on the site or, at our option, by e-mail.';
    expect(restrictions(optional)).toMatch(
      /^Says it will announce changes to the policy, but the notice may be only a posting of the new policy on its site\./,
    );
    expect(flags(optional)).toBe(
      'The policy can change from time to time, and the notice it promises may be only a posting of the new policy on its website.',
    );
    expect(
      restrictions(
        'If we make material changes, we will notify you by posting the revised policy here or, at our discretion, by sending you an e-mail.',
      ),
    ).toMatch(/may be only a posting/);
    expect(
      restrictions(
        'We will notify you of any changes to this policy by posting the new privacy policy on this page.',
      ),
    ).toBe('Says it will announce changes to the policy only by posting the new version on its site.');
  });

  it('keeps "will tell you" when the e-mail is promised', () => {
    // Near misses: both means promised; e-mail alone.
    for (const text of [
      'We will notify you of changes to this policy by posting the new policy on the site and by e-mail.',
      'We will notify you of material changes to this policy by e-mail.',
    ])
      expect(restrictions(text), text).toBe('Says it will tell you about important changes to the policy.');
  });
});

describe('an own-risk warning about other companies only', () => {
  it('says whose services or sites it covers', () => {
    expect(
      flags(
        "Some services are provided by outside vendors; your use of those vendors' services is at your own risk.",
      ),
    ).toMatch(
      /^You use other companies' services or websites at your own risk, so any loss is yours to bear \(this is about them, not the service itself\)\.$/,
    );
    expect(flags("You use our partners' services at your own risk.")).toMatch(
      /^You use other companies' services/,
    );
    // Linked sites are not the service either (such a sentence is not quoted at all).
    expect(
      flags('If you visit websites through our links to third-party websites, you do so at your own risk.'),
    ).not.toMatch(/You use the service at your own risk/);
  });

  it('keeps the whole service when the warning is about it', () => {
    // Near misses: the service itself, and its content.
    expect(flags('Your use of the service is at your own risk.')).toBe(
      'You use the service at your own risk, so any loss is yours to bear.',
    );
    expect(flags('Your use of the service and of any content on it is at your own risk.')).toBe(
      'You use the service at your own risk, so any loss is yours to bear.',
    );
  });
});

describe('"not stated" items the policy does state', () => {
  const silentOn = (text: string): string[] => analyzeWithBuiltin(text).notStated.map((item) => item.topic);

  it('does not call retention tied to a purpose unstated', () => {
    for (const text of [
      'Your information will be kept only for as long as necessary to fulfil the purposes for which it was collected.',
      'Data collected will be used and kept only for the purpose for which it was collected.',
    ])
      expect(silentOn(text), text).not.toContain('How long data is kept');
    // Near miss: where data is stored says nothing of how long.
    expect(silentOn('We store your data on servers in the United States.')).toContain(
      'How long data is kept',
    );
  });

  it('does not call a list of marketing and ad opt-outs unstated', () => {
    for (const text of [
      'You may choose not to receive our newsletters. You can tell us to stop sending you promotional mail.',
      'Marketing choices: you can remove yourself from our mailing list at any time by writing to us.',
    ])
      expect(silentOn(text), text).not.toContain('Opting out');
    // Near miss: marketing sent, with no way out named.
    expect(silentOn('We use your e-mail address to send you our newsletters.')).toContain('Opting out');
  });
});
