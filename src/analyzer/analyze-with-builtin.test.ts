import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../common/analysis';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../common/sample-policies';
import { analyzeWithBuiltin } from './analyze-with-builtin';

const ids = (text: string, section: string): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);

describe('analyzeWithBuiltin', () => {
  it('returns a result that satisfies the API contract', () => {
    const result = analyzeWithBuiltin(CAREFUL_SAMPLE_POLICY);
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.meta.engine).toBe('builtin');
  });

  it('writes a TL;DR of three to five sentences', () => {
    for (const text of [CAREFUL_SAMPLE_POLICY, AGGRESSIVE_SAMPLE_POLICY, 'We collect your email.']) {
      const { tldrSummary, tldrOverview } = analyzeWithBuiltin(text);
      for (const summary of [tldrSummary, tldrOverview]) {
        const sentences = summary.match(/[^.!?]+[.!?]/g) ?? [];
        expect(sentences.length).toBeGreaterThanOrEqual(3);
        expect(sentences.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('finds the serious practices of the aggressive sample', () => {
    const result = analyzeWithBuiltin(AGGRESSIVE_SAMPLE_POLICY);
    const flags = result.findings.filter((finding) => finding.section === 'redFlags');
    const statements = flags.map((finding) => finding.statement).join('\n');
    for (const expected of [
      /sold/,
      /kept indefinitely/,
      /arbitration/,
      /class action/,
      /train AI models/,
      /without notice to you/,
      /personalise the ads/,
      /read on other websites/,
      /ads at you on other websites/,
    ]) {
      expect(statements).toMatch(expected);
    }
    expect(flags.some((finding) => finding.severity === 'blocker')).toBe(true);
    expect(result.tldrSummary).toMatch(/sell/);
  });

  it('raises no high or blocker red flag on the careful sample and credits its rights', () => {
    const result = analyzeWithBuiltin(CAREFUL_SAMPLE_POLICY);
    const serious = result.findings.filter(
      (finding) => finding.severity === 'high' || finding.severity === 'blocker',
    );
    expect(serious.map((finding) => finding.statement)).toEqual([]);
    expect(result.userRights.join('\n')).toMatch(/deleted/);
    expect(result.userRights.join('\n')).toMatch(/portable/);
    expect(result.dataSharing).toContain('Says it does not sell your personal data.');
  });

  it('extracts data types, parties, rights and restrictions from short passages', () => {
    expect(
      ids('We collect your date of birth and your email address when you sign up.', 'dataCollection').join(
        ' ',
      ),
    ).toMatch(/demographic[\s\S]*contact|contact[\s\S]*demographic/);
    expect(
      ids('We share your purchase history with advertising partners for marketing.', 'dataSharing').join(' '),
    ).toMatch(/advertisers/);
    expect(
      ids('You can request deletion of your account at any time by emailing us.', 'userRights').join(' '),
    ).toMatch(/deleted/);
    expect(
      ids('We delete server logs after 14 days and keep invoices for seven years.', 'restrictions').join(' '),
    ).toMatch(/stated period/);
    expect(
      ids('This service is not intended for children under 13 years of age.', 'restrictions').join(' '),
    ).toMatch(/minimum age/);
  });

  it('does not claim a practice the policy denies', () => {
    expect(
      ids('We do not collect biometric data or health information about you.', 'dataCollection'),
    ).toEqual([]);
  });

  it.each([
    [
      'This service is not intended for use by children under 13, and we do not knowingly collect their data.',
      'dataCollection',
      /children/,
    ],
    [
      'If our assets are sold or acquired by another company, your information may be transferred to the buyer.',
      'dataSharing',
      /Sells personal data/,
    ],
    [
      'We reserve the right to access, use and share your information for purposes of health and safety.',
      'userRights',
      /access/,
    ],
    [
      'We reserve the right to access, use and share your information for purposes of health and safety.',
      'dataCollection',
      /health/,
    ],
  ])('does not misread "%s" in %s', (text, section, wrong) => {
    expect(ids(text, section).join('\n')).not.toMatch(wrong);
  });

  it.each([
    ['We dont sell the information you share with us.', 'dataSharing', /Sells personal data/],
    [
      'Our company does not handle or have access to any of your payment information.',
      'dataCollection',
      /payment/,
    ],
    [
      'We never automatically collect your name, postal address or email address.',
      'dataCollection',
      /contact/,
    ],
    [
      'Shared reports will not contain anything that identifies you, such as your social security number.',
      'dataCollection',
      /government/,
    ],
    [
      'As our business grows, we might sell or buy subsidiaries, and customer records may move with them.',
      'dataSharing',
      /affiliated/,
    ],
    [
      'We may provide links to third party sites, such as partners, vendors or retailers.',
      'dataSharing',
      /service providers/,
    ],
    [
      'Acme is a platform like Instagram that lets you collect and share your recipes.',
      'dataSharing',
      /social networks/,
    ],
    [
      'We may access, preserve and share your information in response to a legal request such as a subpoena.',
      'userRights',
      /access/,
    ],
    [
      'You may wish to review information at the third party site to see how they treat your data.',
      'userRights',
      /access/,
    ],
    [
      'We do not share personal information for targeted ads, so there is nothing to opt out of.',
      'userRights',
      /targeted/,
    ],
    [
      'We are not responsible for the privacy or security measures of any other organization.',
      'restrictions',
      /security/,
    ],
    [
      'The clinic will always notify you of any cost so that you may withdraw or modify your request.',
      'restrictions',
      /changes/,
    ],
    [
      'Please contact us if you believe we may have collected information from your child.',
      'dataCollection',
      /children/,
    ],
    [
      'Our website does not currently respond to Do Not Track signals from your browser.',
      'restrictions',
      /Honours/,
    ],
  ])('does not misread "%s" in %s', (text, section, wrong) => {
    expect(ids(text, section).join('\n')).not.toMatch(wrong);
  });

  it.each([
    [
      'We will not sell, rent, or lease your personally identifiable information to others.',
      'dataSharing',
      /not sell/,
    ],
    [
      'Customer data is valuable to us, and we are not in the business of selling it to others.',
      'dataSharing',
      /not sell/,
    ],
    [
      'If you do not want to receive e-mail from us, please adjust your Communication Preferences.',
      'userRights',
      /unsubscribe/,
    ],
    [
      'Your browser can tell you how to refuse new cookies or how to disable saved cookies altogether.',
      'userRights',
      /cookies/,
    ],
    [
      'You might supply us with your name, address, and phone number when you order.',
      'dataCollection',
      /contact/,
    ],
  ])('reads "%s" in %s', (text, section, expected) => {
    expect(ids(text, section).join('\n')).toMatch(expected);
  });

  it('quotes the sentence that states the practice, not a pointer or a list introduction', () => {
    const text = [
      'For more information about our use of cookies and web beacons, please read our Cookie Notice.',
      'We use cookies to keep you signed in and to remember your basket between visits.',
    ].join(' ');
    const cookies = analyzeWithBuiltin(text).findings.find((finding) => finding.section === 'dataCollection');
    expect(cookies?.quote).toMatch(/^We use cookies/);
  });

  it('gives each finding its own quote when another good sentence states it', () => {
    const text = [
      'When you register, we collect your name, email address, username and password.',
      'We collect your email address and phone number so that we can reach you about your orders.',
      'We ask you to choose a username and a password when you open an account.',
    ].join(' ');
    const collected = analyzeWithBuiltin(text).findings.filter(
      (finding) => finding.section === 'dataCollection',
    );
    expect(collected.length).toBe(2);
    expect(new Set(collected.map((finding) => finding.quote)).size).toBe(2);
    for (const finding of collected) expect(finding.quote).toBe(text.slice(finding.start, finding.end));
  });

  it('lists what the policy is silent on', () => {
    const topics = analyzeWithBuiltin(
      'We collect your email address to send you a newsletter.',
    ).notStated.map((item) => item.topic);
    expect(topics).toEqual(
      expect.arrayContaining([
        'How long data is kept',
        'How to delete your data',
        'Who to contact about privacy',
      ]),
    );
    expect(analyzeWithBuiltin(CAREFUL_SAMPLE_POLICY).notStated).toEqual([]);
  });

  it('credits a policy that says its changes appear on the page, instead of calling it silent', () => {
    const result = analyzeWithBuiltin(
      'Lumen Notes respects your privacy. These terms are subject to change, and any such changes will be included on this page. We collect your email address when you subscribe to our newsletter.',
    );
    // Said once: as the red flag (no notice beyond the page), not again as a restriction.
    expect(result.redFlags.join('\n')).toMatch(/can change, with changes only posted on its website/);
    expect(result.restrictions).not.toContain('The company may change this policy from time to time.');
    expect(result.notStated.map((item) => item.topic)).not.toContain('How changes are announced');
  });

  it('shows a practice once when a red flag on the same sentence restates it', () => {
    const result = analyzeWithBuiltin(
      [
        'Our mobile app records the precise GPS location of your phone while you use the map.',
        'Couriers, card processors and other service providers work on our behalf and receive your order details.',
        'In the event of a merger, acquisition or bankruptcy, your personal information may be transferred to the buyer.',
      ].join(' '),
    );
    // The location and the sale of the business are red flags; the service providers a plain sharing finding.
    expect(result.redFlags.join('\n')).toMatch(/location/i);
    expect(result.dataCollection.join('\n')).not.toMatch(/location/i);
    expect(result.dataSharing.join('\n')).toMatch(/service providers/);
    expect(result.redFlags.join('\n')).not.toMatch(/service providers/);
    expect(result.redFlags.join('\n')).toMatch(/merges, is bought or goes bankrupt/);
    expect(result.dataSharing.join('\n')).not.toMatch(/merger/);
    // The TL;DR still names the location it collects.
    expect(result.tldrSummary).toMatch(/location/);
    // Plans without red flags get both practices in their sections, from the flags that stand for them.
    const restated = result.findings.flatMap((finding) => finding.restates ?? []);
    expect(restated.map((finding) => finding.section).sort()).toEqual(['dataCollection', 'dataSharing']);
    expect(restated.map((finding) => finding.statement).join('\n')).toMatch(/location[\s\S]*buyer/i);
  });

  it('says a sale, a legal disclosure, a security disclaimer, arbitration and health data once', () => {
    const sentences = [
      'We sell your personal information to data brokers and other companies.',
      'We may disclose your information to law enforcement when required by law or when we believe in good faith that disclosure is necessary to protect our rights or prevent fraud.',
      'No method of transmission over the Internet is completely secure, and we are not responsible for any breach of security or unauthorized access to your information.',
      'If you use our pharmacy features, we collect information about your health conditions and prescriptions.',
      'Any dispute arising from this policy will be resolved by final and binding arbitration, and not in court.',
    ];
    const text = [
      'Lumen Grocer collects your name and email address when you create an account.',
      ...sentences,
    ].join(' ');
    const result = analyzeWithBuiltin(text);
    const flags = result.findings.filter((finding) => finding.section === 'redFlags');
    // With red flags: each sentence is quoted once, by its flag, which says all the plain finding said.
    for (const sentence of sentences) {
      const quoting = result.findings.filter((finding) => finding.quote === sentence);
      expect(quoting.map((finding) => finding.section)).toEqual(['redFlags']);
    }
    expect(flags.map((flag) => flag.statement).join('\n')).toMatch(
      /sold to data brokers[\s\S]*authorities when the law requires it, and also whenever the company believes it is needed to prevent fraud and to protect its rights or property[\s\S]*not responsible[\s\S]*health information[\s\S]*arbitration/,
    );
    // Without red flags: the plain findings, each on its sentence, in its section.
    const restated = flags.flatMap((flag) => flag.restates ?? []);
    expect(restated.map((finding) => `${finding.section}: ${finding.statement}`)).toEqual([
      'dataSharing: Sells personal data, or shares it in a way the law counts as a sale. Shares data with data brokers.',
      'dataSharing: Discloses data to the authorities or others when the law requires it, and also when it decides this is needed to prevent fraud and to protect its rights or property.',
      'restrictions: Warns that no security is perfect, so it cannot guarantee your data is safe.',
      'dataCollection: Collects health or medical information, which is sensitive.',
      'restrictions: Disputes go to private arbitration rather than a court.',
    ]);
    for (const finding of restated) expect(text.slice(finding.start, finding.end)).toBe(finding.quote);
  });

  it('keeps the health finding beside a sensitive-data flag that names other data', () => {
    const result = analyzeWithBuiltin(
      'Our running app collects your precise GPS location and your fitness data such as your heart rate during each run.',
    );
    expect(result.dataCollection.join('\n')).toMatch(/health or medical/);
  });

  it('does not add "may change this policy" beside a promise to announce changes', () => {
    const result = analyzeWithBuiltin(
      'Juniper Yoga collects your email address for class bookings. If we make material changes to this policy, we will email you 30 days before they apply.',
    );
    expect(result.restrictions).toContain('Says it will tell you about important changes to the policy.');
    expect(result.restrictions).not.toContain('The company may change this policy from time to time.');
  });

  it("quotes no sentence about other sites' own policies", () => {
    const result = analyzeWithBuiltin(
      [
        'We collect your email address when you join our newsletter.',
        'Sites we link to have their own privacy policies and may use cookies to track you across the web.',
        'This privacy notice does not apply to those websites, which may collect your location.',
      ].join(' '),
    );
    expect(result.findings.length).toBeGreaterThan(0);
    for (const finding of result.findings) expect(finding.quote).toMatch(/^We collect your email/);
  });

  it("quotes no pointer to read other companies' policies, unless the sentence gives them data", () => {
    const pointer = analyzeWithBuiltin(
      "Card payments at Juniper Yoga are taken by a card company of your choice. For questions about how your card number is stored, please read our third-party partners' privacy policies.",
    );
    expect(pointer.dataSharing).not.toContain('Shares data with business partners.');
    // Near miss: the same pointer after data handed to the partners still states the sharing.
    const shared = analyzeWithBuiltin(
      'We pass your order details to our third-party partners; please read their privacy policies.',
    );
    expect(shared.dataSharing).toContain('Shares data with business partners.');
  });

  it('says when a recipient gets only aggregate data, and does not call it sharing your personal data', () => {
    const result = analyzeWithBuiltin(
      [
        'We collect your email address when you order.',
        'We may share statistics about our readers with advertisers, but never on an individual level.',
      ].join(' '),
    );
    expect(result.dataSharing.join('\n')).toMatch(/advertisers.*only aggregate or anonymous data/);
    expect(result.redFlags.join('\n')).not.toMatch(/personalise the ads|shared with other companies/);
    expect(result.tldrSummary).not.toMatch(/shares your personal data with advertisers/);
    expect(result.tldrSummary).toMatch(/only aggregate or anonymous data to advertisers/);
    expect(result.practices.some((practice) => practice.recipients?.includes('advertisers'))).toBe(false);
  });

  it('reads list items in the context of the sentence that introduces the list', () => {
    const listed = [
      'Brightleaf Books may gather the following about you:',
      '- your full name, postal address and telephone number for deliveries;',
      '- the titles you have bought and the reviews you have written on our pages.',
    ].join('\n');
    expect(ids(listed, 'dataCollection')).toContain(
      'Collects contact details (name, phone number and postal address).',
    );
    // The same line after a paragraph that introduces no list is not a claim about collection.
    const unrelated = [
      'Brightleaf Books has sold novels since 1952.',
      '',
      '- your full name, postal address and telephone number for deliveries;',
    ].join('\n');
    expect(ids(unrelated, 'dataCollection')).toEqual([]);
  });

  it('narrows a no-sale promise when the same policy says other data may be sold', () => {
    const result = analyzeWithBuiltin(
      [
        'If you sign up for our newsletter, we will not sell or share your e-mail address with third parties.',
        'If you subscribe to the printed magazine, we may sell or rent lists containing your postal address to other publishers for their marketing.',
      ].join(' '),
    );
    // The same sentence's promise not to share the address is said after it, in the same item.
    expect(result.dataSharing.join(' ')).toContain(
      'Says it does not sell some of your data, but elsewhere says other data may be sold.',
    );
    expect(result.dataSharing).not.toContain('Says it does not sell your personal data.');
    // A policy that only promises keeps the plain promise.
    expect(
      analyzeWithBuiltin('We will not sell or rent your personal information to third parties.').dataSharing,
    ).toContain('Says it does not sell your personal data.');
  });

  it('does not read "nothing to opt out of" as a way to unsubscribe', () => {
    expect(
      ids(
        'We do not share personal information for advertising, so there is nothing to opt out of, but you can still send us requests by email.',
        'userRights',
      ),
    ).not.toContain('You can unsubscribe from marketing emails and messages.');
    expect(
      ids('You cannot unsubscribe from service emails about your account and orders.', 'userRights'),
    ).not.toContain('You can unsubscribe from marketing emails and messages.');
  });

  it('credits correction and deletion worded with -ing forms and "the opportunity to"', () => {
    const rights = ids(
      'We give you the opportunity to modify the information you have provided at any time by logging into your account. Changing or deleting your information through your account profile takes effect at once.',
      'userRights',
    );
    // One sentence grants both: one finding names both rights.
    expect(rights).toContain(
      'You can correct or update your personal data and ask for it or your account to be deleted.',
    );
    // News about "changes to the site" is not a way to correct your data.
    expect(
      ids(
        'If you have opted in, we send you e-mails about changes to the site or information about our events.',
        'userRights',
      ),
    ).not.toContain('You can correct or update your personal data.');
  });

  it('handles empty and non-policy text without throwing', () => {
    for (const text of ['', '   ', 'Lorem ipsum dolor sit amet.', '!!!???...']) {
      const result = analyzeWithBuiltin(text);
      expect(result.findings).toEqual([]);
      expect(result.tldrSummary.length).toBeGreaterThan(0);
    }
  });
});

describe('analyzeWithBuiltin on typographic text', () => {
  const ascii = [
    'PRIVACY POLICY',
    '',
    "We don't sell your personal information to anyone, and we don't rent it out either.",
    '',
    "When you register, we collect your name, your email address and your driver's license number.",
    '',
    'We share your email address with our "trusted partners" - the companies that help us run the service.',
    '',
    "If you don't want cookies, you can turn them off in your browser's settings at any time.",
  ].join('\n');
  // The same policy as pasted from a web page: the same length, curly quotes and an en dash.
  const curly = ascii
    .replace(/'/g, '\u2019')
    .replace(/"([^"]*)"/g, '\u201c$1\u201d')
    .replace(/ - /g, ' \u2013 ');
  const shape = (text: string) =>
    analyzeWithBuiltin(text).findings.map(({ statement, start, end, section }) => ({
      statement,
      start,
      end,
      section,
    }));

  it('finds what it finds in the ASCII twin, at the same offsets', () => {
    expect(curly).toHaveLength(ascii.length);
    expect(curly).not.toBe(ascii);
    const found = shape(curly);
    expect(found.map((finding) => finding.statement)).toEqual(
      expect.arrayContaining([
        'Says it does not sell your personal data.',
        expect.stringMatching(/driver's licence/),
        'You can refuse or delete cookies through your browser or a cookie banner.',
      ]),
    );
    expect(found).toEqual(shape(ascii));
    const { tldrSummary, practices } = analyzeWithBuiltin(curly);
    expect(tldrSummary).toBe(analyzeWithBuiltin(ascii).tldrSummary);
    expect(practices).toEqual(analyzeWithBuiltin(ascii).practices);
  });

  it('quotes the input’s own characters', () => {
    const prefix = 'Acme\u2122 \u{1F600} \u2026 notes\u200b.\n\n';
    for (const text of [curly, `${prefix}${curly}`]) {
      const { findings } = analyzeWithBuiltin(text);
      expect(findings.length).toBeGreaterThan(2);
      for (const finding of findings) {
        expect(finding.quote).toBe(text.slice(finding.start, finding.end));
        for (const point of finding.restates ?? [])
          expect(point.quote).toBe(text.slice(point.start, point.end));
      }
      expect(findings.some((finding) => finding.quote.includes('don\u2019t sell'))).toBe(true);
    }
  });
});
