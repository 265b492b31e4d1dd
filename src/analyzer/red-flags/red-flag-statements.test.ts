import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { SentenceContext } from '../sentence-context';
import { detectRedFlags } from './detect-red-flags';
import { redFlagIdsOfStatement, writeRedFlagStatement } from './red-flag-statements';
import { getRedFlag, RED_FLAGS } from './red-flag-taxonomy';

/** The statement a flag gets on a sentence, as the report writes it. */
function statementOn(flagId: string, text: string): string | undefined {
  const flag = getRedFlag(flagId);
  if (!flag) throw new Error(`no flag ${flagId}`);
  const sentence = new SentenceContext(text);
  return writeRedFlagStatement(flag, (pattern) => sentence.matches(pattern));
}

/** Sentences written for these tests: each statement names what its sentence says, and nothing it does not. */
describe('red-flag statements written from the sentence', () => {
  it('names the sensitive kinds the sentence names, and no other', () => {
    const both = statementOn(
      'sensitive-data',
      'We collect your precise location and health information from the fitness tracker.',
    );
    expect(both).toBe(
      'Collects sensitive data (your precise location and health information), whose misuse can do serious harm.',
    );
    const messages = statementOn(
      'sensitive-data',
      'We collect the photos, reviews and messages you post, including private messages between users.',
    );
    expect(messages).toMatch(/your private messages/);
    expect(messages).not.toMatch(/location|health|biometric|financial|read or monitor/);
  });

  it('says data goes outside the United States when the sentence says outside, and to it when to it', () => {
    expect(
      statementOn(
        'international-transfer',
        'We keep your files on servers both inside and outside the United States.',
      ),
    ).toBe(
      'Your data may be moved to countries outside the United States, whose privacy laws may protect you less.',
    );
    expect(
      statementOn(
        'international-transfer',
        'If you live outside the United States, your information will be transferred to the United States, whose laws may protect you less.',
      ),
    ).toMatch(/^Your data may be moved to the United States\b/);
  });

  it('does not quote for sensitive data a sentence that names no sensitive kind', () => {
    expect(statementOn('sensitive-data', 'We keep the photos and reviews you post.')).toBeUndefined();
    // "Reviews" beside "messages" is not reading them: the sentence raises no sensitive flag.
    const flags = detectRedFlags('We also collect the photos, reviews, comments and messages you post.');
    expect(flags.map((detected) => detected.flag.id)).not.toContain('sensitive-data');
  });

  it('quotes for sensitive data the sentence that names the sensitive data', () => {
    const result = analyzeWithBuiltin(
      [
        'We collect the photos, reviews, comments and private messages you send through the app.',
        'With your permission we collect your precise GPS location to show nearby offers.',
      ].join(' '),
    );
    const flag = result.findings.find((finding) => finding.statement.startsWith('Collects sensitive data'));
    expect(flag?.statement).toMatch(/\(your (?:private messages|precise location)\)/);
    for (const finding of result.findings.filter((each) => each.section === 'redFlags'))
      expect(finding.statement).not.toMatch(/such as|health|biometric|financial/);
  });

  it('says what the company may end, and on what terms, only as the sentence does', () => {
    expect(
      statementOn(
        'termination-at-will',
        'We may suspend or terminate your account at any time, for any reason.',
      ),
    ).toBe(
      'The company may suspend or close your account at any time and for any reason, so you can lose access to it and to what you keep there.',
    );
    expect(statementOn('termination-at-will', 'Features of the app may be removed at any time.')).toBe(
      'The company may stop the service or parts of it at any time, so you can lose access to it and to what you keep there.',
    );
    expect(
      statementOn(
        'indemnification',
        'You will indemnify us against all losses and legal fees that result from content you post.',
      ),
    ).not.toMatch(/defend/);
    expect(
      statementOn(
        'combined-profile',
        'We may link data collected automatically with information we already hold about you.',
      ),
    ).toBe(
      'Information about you is combined into one profile with what it already holds, so it knows more about you than any one use reveals.',
    );
  });

  it('keeps the broadest legal ground: a government body asking, with no legal duty', () => {
    expect(
      statementOn(
        'disclosure-without-notice',
        'We may disclose such details if legally required to do so, if asked to do so by a government agency, or if we believe in good faith that this is necessary to protect the rights or property of the club.',
      ),
    ).toBe(
      'Your data may be given to the authorities when the law requires it, and also whenever the company believes it is needed to protect its rights or property, or simply when a government body asks for it.',
    );
    // Near miss: no request named, no request said.
    expect(
      statementOn(
        'disclosure-without-notice',
        'We may disclose such details if legally required to do so, or if we believe in good faith that this is necessary to protect the rights or property of the club.',
      ),
    ).toBe(
      'Your data may be given to others when the law requires it, and also whenever the company believes it is needed to protect its rights or property.',
    );
  });

  it('says when copies kept after deletion are held by others, not the company', () => {
    expect(
      statementOn(
        'kept-after-deletion',
        'Even so, employers and agencies who bought access to the directory may have retained a copy of your CV in their own databases.',
      ),
    ).toBe(
      'Some data may be kept by others who have had access to it (employers), so deleting it here does not remove their copies.',
    );
    // Near miss: the company keeps it itself.
    expect(
      statementOn(
        'kept-after-deletion',
        'We may retain some of your information after you delete your account to comply with legal obligations.',
      ),
    ).toBe('Some data is kept after you delete it to meet legal obligations.');
  });

  it('keeps a location opt-in and the ads it aims in the sensitive-data statement', () => {
    const optIn = analyzeWithBuiltin(
      [
        'The app can use your current location if you choose to switch on its nearby-stores feature. Ads may be shown in the app. The ads you see may be targeted to you based on your current GPS location and the shelf you are standing next to.',
      ].join(''),
    ).findings.map((finding) => finding.statement);
    expect(optIn.join(' ')).toContain(
      'Collects sensitive data (your precise location) and uses it to choose the ads you see, only if you switch its location feature on, whose misuse can do serious harm.',
    );
    expect(optIn).toContain(
      'Your location is collected, only if you switch its location feature on, which can reveal where you live and go.',
    );
    // Near miss: no opt-in said, no condition claimed.
    expect(
      statementOn('sensitive-data', 'We collect your precise GPS location whenever the app is open.'),
    ).toBe('Collects sensitive data (your precise location), whose misuse can do serious harm.');
  });

  it('says data "will" go with the company when the sentence says it will be included', () => {
    expect(
      statementOn(
        'data-in-business-transfer',
        'If the shop or nearly all of its assets are acquired, customer records will naturally be included in the sale.',
      ),
    ).toMatch(/your data will pass to the new owner/);
    expect(
      statementOn(
        'data-in-business-transfer',
        'If we are acquired, customer records may be included in the sale.',
      ),
    ).toMatch(/your data can pass to the new owner/);
  });

  it('says why data may go to the authorities only as the sentence does', () => {
    expect(
      statementOn(
        'disclosure-without-notice',
        'We may share your details with the police to assist with investigations.',
      ),
    ).toBe(
      'Your data may be given to the authorities to help investigations, not only when the law requires it.',
    );
    expect(
      statementOn(
        'disclosure-without-notice',
        'We may answer a request by a government body, whether or not legally required.',
      ),
    ).toBe('Your data may be given to the authorities whether or not the law requires it.');
  });

  it('says "as is" only when the sentence does', () => {
    const breach = statementOn(
      'liability-disclaimer',
      'We are not responsible for any unauthorized access to your information, and you provide your information at your own risk.',
    );
    expect(breach).toBe('You provide your data at your own risk, so any loss is yours to bear.');
    expect(
      statementOn('liability-disclaimer', 'The service is provided "as is" and without warranties.'),
    ).toMatch(/"as is"/);
  });

  it('names who receives shared data, and says "their own purposes" only when the sentence does', () => {
    const marketing = statementOn(
      'broad-third-party-sharing',
      'We share your contact details with our marketing partners so that they may send you offers.',
    );
    expect(marketing).toBe(
      'Your personal data is shared with marketing partners, who may use it to market their own products to you.',
    );
    expect(marketing).not.toMatch(/own purposes/);
    expect(
      statementOn(
        'broad-third-party-sharing',
        'We may share your information with sponsors, who may use it for their own purposes.',
      ),
    ).toBe('Your personal data is shared with sponsors, who may use it for their own purposes.');
  });

  it('claims no "continued use is agreement" and no "without notice" that the sentence lacks', () => {
    const posted = statementOn(
      'changes-without-notice',
      'We may update this policy from time to time by posting it on this page.',
    );
    expect(posted).toBe('The policy can change from time to time, with changes only posted on its website.');
    const continued = statementOn(
      'changes-without-notice',
      'We may change this policy at any time without notice, and your continued use of the site constitutes acceptance.',
    );
    expect(continued).toBe(
      'The policy can change at any time without notice to you, and continuing to use the service counts as agreeing.',
    );
  });

  it('says "even after you delete it" and "without telling you" only when the sentence does', () => {
    expect(statementOn('indefinite-retention', 'We keep your order history indefinitely.')).toBe(
      'Your data may be kept indefinitely, so the risk of a leak never ends.',
    );
    expect(
      statementOn(
        'disclosure-without-notice',
        'We may disclose your information to law enforcement when we believe in good faith that it is necessary.',
      ),
    ).toBe('Your data may be given to the authorities whenever the company believes it is needed.');
  });

  it('says a location named as general or approximate is only roughly where you are', () => {
    expect(
      statementOn(
        'location-tracking',
        'From your IP address we estimate your general location, such as your country or city.',
      ),
    ).toBe(
      'Your approximate location (your country or city) is worked out from your IP address, which shows roughly where you are.',
    );
    // Near miss: a precise location beside it keeps the stronger statement.
    expect(
      statementOn(
        'location-tracking',
        'We estimate your precise location and your general location from GPS.',
      ),
    ).toBe('Your precise location is worked out from GPS, which can reveal where you live and go.');
  });

  it('names the location source, countries, events and channels the sentence names', () => {
    expect(statementOn('location-tracking', 'We infer your city from your IP address.')).toBe(
      'Your location is worked out from your IP address, which can reveal where you live and go.',
    );
    expect(
      statementOn(
        'international-transfer',
        'Your information may be transferred to and processed in the United States.',
      ),
    ).toBe(
      "Your data may be moved to the United States, where it may also be subject to that country's laws, including access by its authorities.",
    );
    expect(
      statementOn(
        'data-in-business-transfer',
        'In a bankruptcy, customer data may be transferred to the buyer.',
      ),
    ).toBe('If the company goes bankrupt, your data can pass to the new owner, who may use it differently.');
    expect(statementOn('marketing-use', 'We use your data for marketing purposes.')).toBe(
      'Your data is used for marketing, not only to provide the service.',
    );
  });

  it('says the ads are chosen for you only when the sentence says so', () => {
    expect(statementOn('targeted-advertising', 'We share information with advertising partners.')).toBe(
      'Your data is shared with advertisers, who can use it to aim ads at you.',
    );
    expect(statementOn('targeted-advertising', 'We show you ads based on your browsing and purchases.')).toBe(
      'Your data is used to choose the ads you see, based on your browsing and your purchases, which means building a profile of you.',
    );
  });

  it('says only who serves the ads when the sentence says no more, and "apps" only when it names them', () => {
    expect(
      statementOn('targeted-advertising', 'We allow other companies to serve ads on our web pages.'),
    ).toBe('Ads are served here by other companies, which may use what they learn about you to choose them.');
    expect(
      statementOn(
        'cross-site-tracking',
        'Our ad partners may use information about your visits to this and other websites.',
      ),
    ).not.toMatch(/apps/);
    expect(
      statementOn(
        'broad-third-party-sharing',
        'If you donate, your contact information may be added to a donor file that is exchanged with other organizations.',
      ),
    ).toMatch(/may be swapped with other organisations/);
  });

  it('names as buyers or recipients only the companies data goes to', () => {
    expect(
      statementOn(
        'sells-data',
        'We may sell information about you that we receive through third-party social networking services.',
      ),
    ).toBe('Your personal data may be sold to other companies, which can then use it under their own rules.');
    expect(statementOn('sells-data', 'We rent our customer lists to data brokers.')).toBe(
      'Your personal data may be rented out to data brokers, which can then use it under their own rules.',
    );
  });

  it('does not quote for personalised ads a sentence that gives advertisers nothing about you', () => {
    expect(
      statementOn(
        'targeted-advertising',
        'Clickstream data may be shared, in aggregate and anonymous form, with advertisers.',
      ),
    ).toBeUndefined();
    expect(
      statementOn(
        'targeted-advertising',
        'We provide these links to allow advertisers to promote their own sites.',
      ),
    ).toBeUndefined();
  });

  it('names the companies whose own policies apply, and says "your data" only when the sentence does', () => {
    expect(
      statementOn(
        'other-companies-rules',
        'To learn how Stripe handles your payment details, read its privacy policy.',
      ),
    ).toBe(
      'Other companies (Stripe) handle your data under their own privacy policies, which this policy does not cover.',
    );
    expect(
      statementOn(
        'other-companies-rules',
        'You can read more about their privacy policies here: Twitter, YouTube and Vimeo.',
      ),
    ).toBe(
      'This policy points to the privacy policies of other companies (Twitter, YouTube and Vimeo), which it does not cover: what they do is set by their own rules.',
    );
    expect(
      statementOn(
        'other-companies-rules',
        'Please consult the respective privacy policies of these third-party ad servers.',
      ),
    ).toBe(
      'This policy points to the privacy policies of other companies (advertisers), which it does not cover: what they do is set by their own rules.',
    );
  });

  it('says "where other companies take part" when the sentence is conditional', () => {
    expect(
      statementOn(
        'other-companies-rules',
        'If a partner runs the prize draw, your entry may be subject to that partner’s privacy policy.',
      ),
    ).toBe(
      'Where other companies take part, this policy points to their own privacy policies, which it does not cover: what they do is set by their own rules.',
    );
    expect(
      statementOn(
        'other-companies-rules',
        'When you pay with PayPal, PayPal handles your data under its privacy policy.',
      ),
    ).toBe(
      'Where other companies (PayPal) take part, they handle your data under their own privacy policies, which this policy does not cover.',
    );
  });

  it('calls companies of its own group its group, not outside companies', () => {
    expect(
      statementOn(
        'many-service-providers',
        'We may share your data with our parent company to help provide the service.',
      ),
    ).toBe(
      'Other companies of its group (its parent company) handle your data for the service, so its safety also depends on them.',
    );
    expect(
      statementOn('many-service-providers', 'We share data with our subsidiaries and payment processors.'),
    ).toBe(
      'Outside companies (payment processors) handle your data for the service, so its safety also depends on them.',
    );
  });

  it('tells each flag by its statements, fixed or written', () => {
    const sentences = [
      'We sell your personal information to data brokers.',
      'We use your photos to train our AI models.',
      'We share information with advertising partners.',
      'Advertising partners track you across other websites with cookies.',
      'We use retargeting to show you ads on other websites.',
      'We allow other companies to serve ads on our web pages.',
      'We keep a copy of the prior version when you update information.',
      'You may ask which third parties get data for their direct marketing purposes.',
      'We do not respond to Do Not Track signals.',
      'We keep your data forever, even after you delete your account.',
      'We collect your precise location and health information.',
      'We may change this policy at any time without notice.',
      'We cannot delete content you have posted.',
      'Disputes are resolved by binding arbitration.',
      'If we are acquired, your data is transferred to the buyer.',
      'We obtain data about you from data brokers.',
      'We share your data with sponsors for their own marketing.',
      'We may disclose data to the police without notifying you.',
      'We retain data to comply with legal obligations.',
      'Deleted data may remain in backups.',
      'By using the site you consent to our use of cookies.',
      'If you clear your cookies your opt-out will be lost.',
      'We use payment processors to take payments.',
      'We collect your location from GPS.',
      'We automatically collect your IP address.',
      'Your data may be transferred to other countries.',
      'We send you marketing emails.',
      'We are not liable for breaches of security.',
      'We cannot guarantee the security of your data.',
      'The service is provided as is.',
      'Payments are handled by Stripe under its own privacy policy.',
      'See the privacy policies of these ad networks.',
      'We share data with our subsidiaries to help run the service.',
      'If Stripe takes your payment, Stripe’s privacy policy applies to your card details.',
    ];
    for (const flag of RED_FLAGS) {
      expect(redFlagIdsOfStatement(flag.statement)).toEqual([flag.id]);
      for (const text of sentences) {
        const statement = statementOn(flag.id, text);
        if (statement !== undefined) expect(redFlagIdsOfStatement(statement)).toEqual([flag.id]);
      }
    }
  });
});

describe('red-flag statements of the fifth round', () => {
  it('says a period decided case by case, and a disclosure to protect the company’s own rights', () => {
    const retention =
      'How long we keep your data is decided on a case-by-case basis, depending on our operational needs.';
    expect(statementOn('indefinite-retention', retention)).toBe(
      'Your data may be kept for as long as the company decides, case by case, so the risk of a leak never ends.',
    );
    expect(redFlagIdsOfStatement(statementOn('indefinite-retention', retention) ?? '')).toContain(
      'indefinite-retention',
    );
    expect(
      statementOn(
        'disclosure-without-notice',
        'We may share your data to answer a subpoena, or to otherwise protect our rights.',
      ),
    ).toBe('Your data may be given to others to protect its own rights, not only when the law requires it.');
  });
});

/** The faults a second reviewer found in the reworded flags, each in a situation written for this test. */
describe('red-flag statements keep the conditions and grounds their passage gives', () => {
  const redFlags = (text: string) =>
    analyzeWithBuiltin(text).findings.filter((finding) => finding.section === 'redFlags');

  it('keeps who is swapped and the opt-out the next sentence offers', () => {
    const flags = redFlags(
      [
        'When you give to our campaign, your postal details may be placed in a donor file that we now and then exchange with like-minded charities.',
        'To opt out of these exchanges, write to our supporter care team.',
      ].join(' '),
    );
    const swap = flags.find((flag) => /swapped/.test(flag.statement));
    // A donor file holds donors' details: the condition is said.
    expect(swap?.statement).toBe(
      'If you donate, your contact details may be swapped with other organisations; you can opt out.',
    );
    expect(
      statementOn(
        'broad-third-party-sharing',
        'If you donate, your address may go into a donor file we trade with other non-profits.',
      ),
    ).toBe('If you donate, your contact details may be swapped with other organisations.');
  });

  it('says a prize condition and a loyalty programme as conditions, not as routine practice', () => {
    expect(
      statementOn(
        'marketing-use',
        'To collect a prize, winners may have to allow us to feature their name in promotional materials.',
      ),
    ).toBe(
      'If you win a prize, you may have to let it use information about you in its marketing materials.',
    );
    const flags = redFlags(
      [
        'Members of our partner rewards club can ask us to pass their purchase history to the partner.',
        'Once we pass it on, the partner that runs the loyalty program may use it and share it with others under its own privacy policy.',
      ].join(' '),
    );
    expect(flags.map((flag) => flag.statement)).toContain(
      'If you join a loyalty programme run by another company and agree to the transfer, your personal data is shared with that company, which may use it and pass it on under its own privacy policy, not this one.',
    );
  });

  it('raises no sharing or marketing flag on a right to ask about disclosure for marketing', () => {
    for (const sentence of [
      'Residents of California may request information about our disclosure of personal data to third parties for their direct marketing purposes.',
      'Email us to request a list of the third parties to whom we disclose personal information for their own marketing.',
    ]) {
      const ids = detectRedFlags(sentence).map((detected) => detected.flag.id);
      expect(ids).not.toContain('marketing-use');
      expect(ids).not.toContain('broad-third-party-sharing');
    }
  });

  it('raises no service-provider flag on affiliate links other companies encode', () => {
    const ids = detectRedFlags(
      'A few of the links on our pages are affiliate links that partner companies encode.',
    ).map((detected) => detected.flag.id);
    expect(ids).not.toContain('many-service-providers');
  });

  it('keeps the promises only when the proving sentence itself keeps the data under them', () => {
    const flags = redFlags(
      [
        'If we sell a division, the customer records that go with it stay subject to the promises of this privacy notice.',
        'If the whole company is acquired, customer records will be among the assets that pass to the buyer.',
      ].join(' '),
    );
    const transfer = flags.find((flag) => flag.statement.startsWith('If the company is bought'));
    expect(transfer?.statement).toBe(
      'If the company is bought, your data will pass to the new owner, who may use it differently.',
    );
    expect(
      statementOn(
        'data-in-business-transfer',
        'If the company is acquired, account records will be handed over with its assets but stay subject to the promises of this privacy notice.',
      ),
    ).toBe(
      'If the company is bought, your data will pass to the new owner, still under the promises of this policy.',
    );
  });

  it('says "will pass" only when the sentence says the data will go, not that it may', () => {
    expect(
      statementOn(
        'data-in-business-transfer',
        'Should we be acquired, member records will be one of the assets handed to the buyer.',
      ),
    ).toBe('If the company is bought, your data will pass to the new owner, who may use it differently.');
    expect(
      statementOn(
        'data-in-business-transfer',
        'Should we be acquired, member records may be among the assets handed to the buyer.',
      ),
    ).toBe('If the company is bought, your data can pass to the new owner, who may use it differently.');
  });

  it('keeps that offers for other businesses go out without your name and address, and the opt-out', () => {
    const flags = redFlags(
      [
        'We may use your details to send offers to selected customers on behalf of other businesses.',
        'When we send such offers for another business, we never give that business your name and address.',
        'If you do not wish to receive such offers, tell us and we will stop.',
      ].join(' '),
    );
    expect(flags.map((flag) => flag.statement)).toContain(
      'Your data is used to send you offers from other companies, not only to provide the service; it says they do not get your name and address, and you can opt out.',
    );
    expect(
      statementOn(
        'marketing-use',
        'We may use your details to send offers to selected customers on behalf of other businesses.',
      ),
    ).toBe('Your data is used to send you offers from other companies, not only to provide the service.');
  });

  it('says which details the businesses do not get, a hedged transfer as hedged, and shops as no storage', () => {
    expect(
      statementOn(
        'marketing-use',
        'We send offers on behalf of other businesses, but we never pass those businesses your name or e-mail address.',
      ),
    ).toMatch(/they do not get your name and email address\.$/);
    expect(
      statementOn(
        'data-in-business-transfer',
        'If we are acquired, your account data will likely be among the assets handed over.',
      ),
    ).toMatch(/your data will likely pass to the new owner/);
    expect(
      statementOn(
        'international-transfer',
        'Our company runs shops and stores located in the United States.',
      ),
    ).toMatch(/^The company is based in the United States/);
  });

  it("keeps the condition when another company's policy applies only to a contest it runs", () => {
    expect(
      statementOn(
        'other-companies-rules',
        "If an outside company runs the sweepstakes, your entry may also fall under that third party's privacy policy.",
      ),
    ).toMatch(/^If another company runs a contest, /);
  });

  it('does not quote a location passed on without identifying you, or a pointer to another notice', () => {
    expect(
      statementOn(
        'location-tracking',
        'Our mapping partner receives location data without identifying you, only to draw the map.',
      ),
    ).toBeUndefined();
    expect(
      statementOn(
        'sensitive-data',
        'Our clinic has a separate notice of privacy practices that covers health information.',
      ),
    ).toBeUndefined();
  });

  it('says where data is stored, and weaker laws only when the sentence says so', () => {
    expect(
      statementOn(
        'international-transfer',
        'Customer data is kept on servers located in the United States or Canada.',
      ),
    ).toBe(
      "Your data is stored in the United States or Canada, where it may also be subject to those countries' laws, including access by their authorities.",
    );
    expect(
      statementOn(
        'international-transfer',
        'Your data may be transferred to the United States, whose laws may be less protective than those where you live.',
      ),
    ).toBe('Your data may be moved to the United States, whose privacy laws may protect you less.');
  });

  it('says cookies can be read on other websites, not that they follow you into apps', () => {
    const statement = statementOn(
      'cross-site-tracking',
      'Some of the advertisers on this site may set cookies too.',
    );
    expect(statement).toBe(
      'Advertisers use their own cookies here, which they can also read on other websites where they are present.',
    );
    expect(statement).not.toMatch(/apps/);
  });

  it('raises no own-use sharing flag on an exchange to guard against fraud', () => {
    const ids = detectRedFlags(
      'Account details may be exchanged with other firms to protect against fraud and reduce credit risk.',
    ).map((detected) => detected.flag.id);
    expect(ids).not.toContain('broad-third-party-sharing');
  });

  it('does not read "if you prefer not to receive offers" as marketing', () => {
    const ids = detectRedFlags(
      'If you prefer not to receive promotional emails from our brands, tell us by updating your account.',
    ).map((detected) => detected.flag.id);
    expect(ids).not.toContain('marketing-use');
  });
});

describe('recipients that add you to their own mailing list', () => {
  it('flags sharing for their own use, not an exchange of lists, and reads "if you want to change" as a choice', () => {
    const text =
      'We may pass your details to outside companies, including contest sponsors, so that the sponsor can run the draw or add you to its postal mailing list.';
    expect(detectRedFlags(new SentenceContext(text)).map((found) => found.flag.id)).toContain(
      'broad-third-party-sharing',
    );
    const statement = statementOn('broad-third-party-sharing', text);
    expect(statement).toMatch(/sponsors.*who may add you to their own mailing lists/);
    expect(statement).not.toMatch(/swapped/);
    const choice =
      'If you want to change the promotional emails you receive from us, log in to your account or call our help desk.';
    expect(detectRedFlags(new SentenceContext(choice)).map((found) => found.flag.id)).not.toContain(
      'marketing-use',
    );
    // Near miss: the company's own list, an exchange of lists, and marketing stated as a practice.
    expect(
      detectRedFlags(new SentenceContext('If you subscribe, we will add you to our mailing list.')).map(
        (found) => found.flag.id,
      ),
    ).not.toContain('broad-third-party-sharing');
    expect(
      statementOn('broad-third-party-sharing', 'We exchange our postal mailing list with other charities.'),
    ).toMatch(/may be swapped with other organisations/);
    expect(
      detectRedFlags(
        new SentenceContext('We use your email address to send you promotional emails about our products.'),
      ).map((found) => found.flag.id),
    ).toContain('marketing-use');
  });
});

describe('public posts are not private messages', () => {
  it('does not call public comments and discussions sensitive messages', () => {
    const flags = analyzeWithBuiltin(
      'We collect the comments, discussions and other public posts you make on our forum.',
    ).findings.map((finding) => finding.statement);
    expect(flags.join(' ')).not.toMatch(/sensitive data \(your messages\)/);
    // Near miss: messages that are not public.
    expect(
      analyzeWithBuiltin('We collect the messages and conversations you have with other members.')
        .findings.map((finding) => finding.statement)
        .join(' '),
    ).toMatch(/sensitive data \(your messages\)/);
  });
});
