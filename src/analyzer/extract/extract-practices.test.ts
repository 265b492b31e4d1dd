import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';

// Short passages written for these tests, in the wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);

const notStated = (text: string): string[] => analyzeWithBuiltin(text).notStated.map((item) => item.topic);

describe('promises not to share with advertisers', () => {
  it('reads a denial naming the ad companies by their role ("ad server", "ad network")', () => {
    const policy = [
      'We do not sell your personal information.',
      'We allow our outside ad networks to collect data about your visits to place our ads on other websites.',
      'We will not give any outside ad server your personally identifiable information or details of your purchases.',
    ].join(' ');
    const result = analyzeWithBuiltin(policy);
    expect(result.tldrSummary).not.toContain('but it shares it with advertisers');
    expect(result.tldrSummary).toContain('share some of it with advertisers, but elsewhere');
    // Near miss: a promise about the reader's own choices is no denial of sharing with ad companies.
    const choice = analyzeWithBuiltin(
      'We never sell the details we hold on you. We allow our outside ad networks to collect data about your visits to place our ads on other websites. You can give our ad networks a signal to stop if ads bother you.',
    );
    expect(choice.tldrSummary).toContain('but it shares it with advertisers');
    // Ad networks only named as placing its ads (no data said to reach them): no contradiction.
    const placing = analyzeWithBuiltin(
      policy.replace(
        'We allow our outside ad networks to collect data about your visits',
        'We work with outside ad networks',
      ),
    );
    expect(placing.tldrSummary).not.toMatch(/elsewhere says advertisers receive data/);
  });
});

describe('no-sale promises', () => {
  it('reads a list of verbs before "sell" and the data named far after it', () => {
    for (const text of [
      'The club will not share, rent or sell member information to outside firms of any kind.',
      'Our shop never rents or sells e-mail addresses to other merchants or list brokers.',
      'We do not lend, trade, or sell to any company, charity, person or other outside body the information our visitors give us.',
      'Details gathered from our shoppers are kept by our own staff only and are not sold, swapped or handed on.',
    ]) {
      // "Will not share, rent or sell" is said as one promise with the sharing it also denies.
      expect(statements(text, 'dataSharing').join(' '), text).toMatch(
        /^Says it does not sell your personal data(?:\.| or share it with other companies\.)/,
      );
      expect(notStated(text), text).not.toContain('Whether data is sold');
    }
  });

  it('narrows a promise that names only the email address, and the TL;DR with it', () => {
    const text =
      'We will never sell, rent or trade your e-mail address to other shops without your permission.';
    expect(statements(text, 'dataSharing')).toContain(
      'Says it does not sell your email address without your permission.',
    );
    expect(analyzeWithBuiltin(text).tldrSummary).toContain('does not sell your email address');
    expect(analyzeWithBuiltin(text).tldrSummary).not.toContain('does not sell your personal data');
    // Near miss: the promise names data in general, and the email address as one example.
    const wide =
      'We will never sell, rent or trade your personal information, such as your e-mail address, to other shops.';
    expect(statements(wide, 'dataSharing')).toContain('Says it does not sell your personal data.');
  });

  it('does not read "we do not share it, but we sell it" as a promise', () => {
    const text = 'We do not share it, but sell your purchase information to marketing firms.';
    expect(statements(text, 'dataSharing')).not.toContain('Says it does not sell your personal data.');
  });
});

describe('sharing', () => {
  it('does not count your internet service provider as the company sharing data', () => {
    const text =
      'Your IP address usually points to the network you connect from, such as your internet service provider or your school, and we log it to share traffic reports.';
    expect(statements(text, 'dataSharing')).not.toContain(
      'Shares data with service providers that work on its behalf.',
    );
  });

  it('does not read data received from partners as data given to them', () => {
    const text =
      'We may combine what you tell us with details we obtain from business partners and other firms.';
    expect(statements(text, 'dataSharing')).toEqual([]);
  });

  it('does not read a network sending data to the company as sharing with it', () => {
    const text =
      'When you sign in with your social media account, you ask that network to send us details from your profile.';
    expect(statements(text, 'dataSharing')).not.toContain(
      'Shares data with social networks, for example through share buttons or logins.',
    );
    const shared =
      'We may send details of what you watch to social media networks so your friends can see it.';
    expect(statements(shared, 'dataSharing')).toContain(
      'Shares data with social networks, for example through share buttons or logins.',
    );
  });

  it('counts ad-serving vendors as advertisers, not as service providers', () => {
    const text = 'This site lets third-party vendors, such as large ad exchanges, serve ads to our readers.';
    const shared = statements(text, 'dataSharing');
    expect(shared).toContain('Shares data with advertisers or advertising networks.');
    expect(shared).not.toContain('Shares data with service providers that work on its behalf.');
  });

  it('reads a warranty disclaimer as no sharing', () => {
    const text =
      'Neither the museum nor its contractors makes any warranty about the accuracy of any information disclosed on these pages.';
    expect(statements(text, 'dataSharing')).toEqual([]);
  });

  it('reads "as required by law" as disclosure to the authorities, and "employ ... on our behalf" as service providers', () => {
    const shared = statements(
      'We may release account records to others when required by law. We employ outside agents to run our mail on our behalf.',
      'dataSharing',
    );
    expect(shared).toContain('Gives data to the authorities when the law or a court requires it.');
    expect(shared).toContain('Shares data with service providers that work on its behalf.');
  });

  it('reads a business changing hands as a business transfer, not a sale of data', () => {
    const text =
      'If one of our magazines is sold to another publisher, your subscriber information will also be transferred.';
    const shared = statements(text, 'dataSharing');
    expect(shared).toContain('Would hand data over to a buyer in a merger, acquisition or bankruptcy.');
    expect(shared).not.toContain('Sells personal data, or shares it in a way the law counts as a sale.');
  });

  it('does not call sellers who market their own goods, or links to vendors, service providers', () => {
    const providers = 'Shares data with service providers that work on its behalf.';
    for (const text of [
      'Participating vendors may use that information to tell you about other goods they sell.',
      'When you buy in our marketplace, we give participating vendors your order details.',
      'We offer links to third-party sites so that you can visit our vendors and advertisers.',
    ])
      expect(statements(text, 'dataSharing'), text).not.toContain(providers);
    // Near miss: vendors working for the company, forbidden to market their own products.
    expect(
      statements(
        'We share your order details with vendors who pack orders on our behalf; they may not use it to market their own products.',
        'dataSharing',
      ),
    ).toContain(providers);
  });

  it('does not read ads sent to your browser as data given to advertisers or as tracking', () => {
    const text =
      'Other websites and advertisers, or ad companies acting for them, use technology to send (or "serve") the ads you see on our pages directly to your browser.';
    const result = analyzeWithBuiltin(text);
    expect(result.findings.map((finding) => finding.statement)).not.toContainEqual(
      expect.stringMatching(/advertis|tracked across/),
    );
    // Near miss: the same companies' cookies follow you across sites.
    const tracking =
      'Other websites and advertisers serve the ads on our pages and use cookies to follow your visits across other sites.';
    expect(analyzeWithBuiltin(tracking).findings.map((finding) => finding.statement)).toContainEqual(
      expect.stringMatching(/^You may be tracked across other websites/),
    );
  });

  it('reads data handed to companies that pay for it as a sale, whatever the verb', () => {
    const sale = 'Sells personal data, or shares it in a way the law counts as a sale.';
    for (const text of [
      'When you ask for a loan quote, your details will be passed to lenders who pay us for each lead we send them.',
      'Your contact information is provided to partner garages, which compensate us for these referrals.',
    ]) {
      // The sale flag is shown, with the sharing finding on its sentence as what it restates.
      const flag = analyzeWithBuiltin(text).findings.find(
        (finding) =>
          finding.section === 'redFlags' && /^Your personal data may be sold to /.test(finding.statement),
      );
      expect(flag, text).toBeDefined();
      expect(flag?.restates?.map((finding) => finding.statement)).toContain(sale);
    }
    // Near misses: the company pays, and a denial.
    for (const text of [
      'We give your order details to couriers, and we pay the couriers for each delivery.',
      'We never give your information to sponsors who pay us for advertising space.',
    ])
      expect(statements(text, 'dataSharing'), text).not.toContain(sale);
  });

  it('does not call selling aggregated, anonymous statistics a sale of personal data', () => {
    const text = 'We may sell aggregated, anonymous statistics about our readers to research firms.';
    expect(statements(text, 'dataSharing')).not.toContain(
      'Sells personal data, or shares it in a way the law counts as a sale.',
    );
  });

  it('keeps social networks as a party apart from social media profile data', () => {
    const result = analyzeWithBuiltin(
      'Our pages show buttons that let you share articles on Facebook and other social networks.',
    );
    expect(result.dataSharing).toContain(
      'Shares data with social networks, for example through share buttons or logins.',
    );
    expect(result.tldrSummary).not.toMatch(/social media profile data/);
  });
});

describe('data collected', () => {
  it('says data used to choose ads, with no word of getting it, is used, not collected', () => {
    expect(
      statements(
        'We may use demographic and preference details so that advertising on our pages can be targeted to the readers it suits best.',
        'dataCollection',
      ),
    ).toContain('Uses demographic information to choose the ads you see.');
    // Near misses: the same data asked for, then used for ads; and used for something else.
    expect(
      statements(
        'We ask for your age and gender when you register and use them to target ads.',
        'dataCollection',
      ),
    ).toContain('Collects demographic details (age and gender).');
    expect(
      statements('We may use your date of birth to send you a birthday greeting.', 'dataCollection'),
    ).toContain('Collects demographic details (date of birth).');
  });

  it('reads offers matched to your interests as a use, with its opt-in, not as profiling', () => {
    expect(
      statements(
        'We may also use it to send you news of partner products that match your interests and preferences, if you opt in for such mail.',
        'dataCollection',
      ),
    ).toContain('Uses your interests and preferences to choose what it sends or shows you, if you opt in.');
    // Near miss: a profile named.
    expect(
      statements(
        'We use the pages you read to build a profile of your interests and preferences for advertising.',
        'dataCollection',
      ),
    ).toContain('Builds profiles or inferences about your interests and behaviour.');
  });

  it('says a parent gives or consents to a child’s data, and reads no collection in a change clause', () => {
    const CONSENTED =
      "May collect personal data about children, given by their parents or with a parent's consent.";
    expect(
      statements(
        "With a parent's consent, we collect a child's name and school year for the reading club.",
        'dataCollection',
      ),
    ).toContain(CONSENTED);
    expect(
      statements(
        'For pupils under 13, parents provide certain details about their child; we will not collect them from the child directly.',
        'dataCollection',
      ),
    ).toContain(CONSENTED);
    // Near miss: no parent in the sentence, the plain statement.
    expect(
      statements("We collect a child's name and school year for the reading club.", 'dataCollection'),
    ).toContain('May collect personal data from children.');
    const change =
      "If these changes are a material departure from how we use children's personal information, they will be posted here thirty days prior to taking effect.";
    expect(statements(change, 'dataCollection').join('\n')).not.toMatch(/children/);
  });

  it('does not call ad and content companies serving into the pages service providers', () => {
    const flags = (text: string): string =>
      analyzeWithBuiltin(text)
        .findings.filter((finding) => finding.section === 'redFlags')
        .map((finding) => finding.statement)
        .join('\n');
    expect(
      flags(
        'Some of the games and advertisements on our pages are delivered or served by third-party companies.',
      ),
    ).not.toMatch(/service providers/);
    // Near miss: contractors working for the company (a finding, which the minor flag leaves the sentence to).
    expect(
      statements(
        'Card details are shared only with third parties who help us process payments and fulfil orders.',
        'dataSharing',
      ),
    ).toContain(
      'Shares data with service providers that work on its behalf (delivery companies and payment processors).',
    );
  });

  it('does not call a postcode inside geographical information a demographic detail', () => {
    const text =
      'Small images on our pages record automatic information such as the pages read and your geographical information (e.g., town, county, postal code).';
    expect(statements(text, 'dataCollection').join('\n')).not.toMatch(/demographic/);
    // Near miss: a postcode asked for on a form with age and gender.
    expect(
      statements('When you register we ask for your age, gender and postal code.', 'dataCollection'),
    ).toContain('Collects demographic details (age, gender and postcode).');
  });

  it('names ethnic background among demographic details', () => {
    const text =
      'On some pages we may collect demographic information such as your age, gender, ethnic background and household income range.';
    expect(statements(text, 'dataCollection')).toContain(
      'Collects demographic details (age, gender, income and ethnic background).',
    );
    // Near miss: no ethnicity named, none claimed.
    expect(
      statements('On some pages we may collect your age and gender.', 'dataCollection').join('\n'),
    ).not.toMatch(/ethnic/);
  });

  it('does not read data taken down from a page where someone posted it as collected', () => {
    for (const text of [
      'If a reader posts personal details, such as a passport number, on our social media page, we will remove them from that page.',
      'When a member shares sensitive data such as a social security number in a comment, we delete it from the public forum.',
    ])
      expect(statements(text, 'dataCollection'), text).toEqual([]);
    // Near miss: data the company gathers, or holds and later deletes, is still collected.
    expect(
      statements(
        'We collect your passport number to check your booking and remove it from our systems after the trip.',
        'dataCollection',
      ).join('\n'),
    ).toMatch(/government identifiers \(passport\)/);
    expect(
      statements('We remove the IP address from our server logs after 30 days.', 'dataCollection').join('\n'),
    ).toMatch(/IP address/);
  });

  it('does not read a contact list the company gives you as your address book', () => {
    for (const text of [
      'We have published a contact list of picture agencies and estates that may help you with permissions.',
      'We provide a staff directory and phone book for visitors who need to reach a department.',
    ])
      expect(statements(text, 'dataCollection'), text).toEqual([]);
    // Near miss: the reader's own contacts, even when the company offers something in return.
    for (const text of [
      'If you allow it, we access the contact list on your phone to show you which friends already play.',
      'We provide a friend finder that uses your address book to show who already plays.',
    ])
      expect(statements(text, 'dataCollection').join('\n'), text).toMatch(/contacts or address book/);
  });

  it('does not list data a sentence excludes in parentheses', () => {
    const text =
      'Ad companies may use details (but not your name, email address or phone number) about your visits to show you ads.';
    expect(statements(text, 'dataCollection').join('\n')).not.toMatch(/contact details/);
  });

  it('does not read the instructions for a request, or the company address, as collection', () => {
    for (const text of [
      'For all requests, please include your name, street address, city, state and zip code.',
      'You may also send us your questions using the postal address listed below:',
    ])
      expect(statements(text, 'dataCollection'), text).toEqual([]);
  });

  it('does not take the "location" of a computer on the Internet for your location', () => {
    const text =
      'Our servers log the IP address (the location on the Internet of your computer) for troubleshooting.';
    expect(statements(text, 'dataCollection').join('\n')).not.toMatch(/location/);
  });

  it('reads "share contact information with us" as collection', () => {
    const text =
      'If you decide to share your contact information with us, we keep it in our member database.';
    expect(statements(text, 'dataCollection')).toContain('Collects your contact details.');
  });

  it('writes the statement from the items the sentence names, never from a list of examples', () => {
    const collected = (text: string): string => statements(text, 'dataCollection').join('\n');
    expect(collected('We record the phone number you call our help line from.')).toBe(
      'Collects contact details (phone number).',
    );
    expect(
      collected('When you order, we ask for your name, address and email so that parcels reach you.'),
    ).toBe('Collects contact details (name, email address and postal address).');
    const logged = collected(
      'Our servers log your IP address, browser type and operating system on each visit.',
    );
    expect(logged).toContain(
      'Collects technical data from your device (IP address, browser type and operating system).',
    );
    expect(logged).not.toMatch(/device ID/);
    expect(collected('We gather broad demographic information from the region your visit comes from.')).toBe(
      'Collects demographic information.',
    );
    expect(collected('Please review our posting rules: we store the photos you upload to your album.')).toBe(
      'Collects the content you create or upload (photos).',
    );
    expect(collected('We store the fingerprints you register to unlock the safe box app.')).toBe(
      'Collects biometric data (fingerprints), which is highly sensitive.',
    );
  });
});

describe('rights', () => {
  it('says an industry opt-out page covers only the ad networks in the programme', () => {
    const text =
      'To opt out of behavioural advertising by the members of these programmes, visit www.networkadvertising.org or www.aboutads.info.';
    expect(statements(text, 'userRights')).toContain(
      'You can opt out of targeted advertising by the ad networks in industry opt-out programmes (such as the NAI or DAA), on their pages.',
    );
    // Near miss: the site's own opt-out.
    const own = 'You can opt out of interest-based ads from us at any time in your account settings.';
    expect(statements(own, 'userRights')).toContain(
      'You can opt out of targeted (interest-based) advertising.',
    );
  });

  it("names only the industry programme the sentence names, and keeps one company's opt-out general", () => {
    expect(
      statements(
        'You can opt out of interest-based ads from participating ad networks on the Digital Advertising Alliance choice page.',
        'userRights',
      ),
    ).toContain(
      'You can opt out of targeted advertising by the ad networks in an industry opt-out programme (the DAA), on its page.',
    );
    // The fault: an opt-out of the company's own ads, made on an industry page.
    expect(
      statements(
        'You can also opt out of targeted ads from Northwind by visiting the Digital Advertising Alliance choice page and selecting Northwind Media.',
        'userRights',
      ),
    ).toContain('You can opt out of targeted (interest-based) advertising.');
    // Near miss: the members' ads, by name of the page alone, still said to be the programme's.
    expect(
      statements(
        'To opt out of this kind of advertising by the ad networks we work with, visit networkadvertising.org.',
        'userRights',
      ),
    ).toContain(
      'You can opt out of targeted advertising by the ad networks in an industry opt-out programme (the NAI), on its page.',
    );
  });

  it('credits viewing your details on your profile page as access', () => {
    const text =
      'You may also view, correct and/or update your personal details by signing in to your profile on the site.';
    expect(statements(text, 'userRights').join('\n')).toMatch(/see \(access\)/);
    expect(notStated(text)).not.toContain('How to see your data');
    // Near miss: only correction offered.
    const fix = 'You may correct or update your personal details by sending us an email.';
    expect(statements(fix, 'userRights').join('\n')).not.toMatch(/see \(access\)/);
  });

  it('calls an opt-out of sharing for marketing an opt-out of sharing, not of a sale', () => {
    const text =
      'You may choose to opt out of the sharing of your personal information with other firms for their marketing by writing to us.';
    const rights = statements(text, 'userRights');
    expect(rights).toContain(
      'You can opt out of the sharing of your personal data with other companies for their marketing.',
    );
    expect(rights.join('\n')).not.toMatch(/sale/);
    expect(analyzeWithBuiltin(text).tldrSummary).not.toMatch(/sale/);
    // Near miss: the sale named.
    const sale = 'You may opt out of the sale of your personal information by using the form on this page.';
    expect(statements(sale, 'userRights')).toContain(
      'You can opt out of the sale or sharing of your personal data.',
    );
  });

  it('credits "you will have the ability to access" and "can be updated by calling"', () => {
    const rights = statements(
      'You will have the ability to access the details we hold about you. Your mailing address can be updated or corrected by calling our help desk.',
      'userRights',
    );
    expect(rights).toContain('You can ask to see (access) the personal data it holds about you.');
    expect(rights).toContain('You can correct or update your personal data.');
  });

  it('credits a right asked for through a request channel: "you should call", "please e-mail"', () => {
    const DELETE = 'You can ask for your personal data or account to be deleted.';
    const phone =
      'If you want us to delete your account and the data in it, you should phone our help desk on 0800 123 456.';
    expect(statements(phone, 'userRights')).toContain(DELETE);
    expect(notStated(phone)).not.toContain('How to delete your data');
    expect(
      statements('To correct your delivery details, please e-mail our shop team.', 'userRights'),
    ).toContain('You can correct or update your personal data.');
    // Near miss: a pointer to more information grants nothing; "you can" still does.
    expect(
      statements(
        'For more information about deleting your account and your data, please visit our help centre.',
        'userRights',
      ),
    ).toEqual([]);
    expect(statements('You can delete your account and its data in the settings.', 'userRights')).toContain(
      DELETE,
    );
  });

  it('reads no sharing from parties setting cookies of their own, with no data given to them', () => {
    const basket =
      'Our affiliates, partners and service providers use session cookies to keep your shopping basket working as you move between pages.';
    const shared = statements(basket, 'dataSharing').join(' ');
    expect(shared).not.toMatch(/affiliated companies|service providers/);
    const outside = 'The cookies our affiliates and partners set are not covered by this privacy policy.';
    expect(statements(outside, 'dataSharing').join(' ')).not.toMatch(
      /affiliated companies|business partners/,
    );
    // Near miss: the same parties collecting information with their cookies.
    expect(
      statements(
        'Our partners and affiliates use cookies to collect information about your visits.',
        'dataSharing',
      ),
    ).toContain('Shares data with affiliated companies in its corporate group.');
  });

  it('credits deletion asked for with the data named before the verb: "would like your details removed"', () => {
    const DELETE = 'You can ask for your personal data or account to be deleted.';
    const removed =
      'If you would like your personal details removed from our mailing files or otherwise deactivated, please write to us.';
    expect(statements(removed, 'userRights')).toContain(DELETE);
    expect(notStated(removed)).not.toContain('How to delete your data');
    // Near misses: another wish is no deletion, leaving a mailing list is unsubscribing, and data the
    // company removes on its own schedule is retention.
    expect(
      statements(
        'If you want your email information removed from our list, use the unsubscribe link in any newsletter.',
        'userRights',
      ),
    ).not.toContain(DELETE);
    expect(
      statements('If you would like your personal details corrected, please write to us.', 'userRights'),
    ).not.toContain(DELETE);
    expect(
      statements('Your personal details are removed from our mailing files after two years.', 'userRights'),
    ).not.toContain(DELETE);
  });

  it('credits access to "all your personally identifiable information"', () => {
    const text =
      'You can access all your personally identifiable information by signing in to your profile page.';
    expect(statements(text, 'userRights')).toContain(
      'You can ask to see (access) the personal data it holds about you.',
    );
  });

  it('credits "stop the delivery of promotional email", "opt out of such exchanges" and turning cookies off', () => {
    const rights = statements(
      'You can stop the delivery of promotional email from us by following the link in each message. You can opt out of such exchanges by writing to our members office. You can learn how to de-activate cookies in the help pages of your browser.',
      'userRights',
    );
    expect(rights).toContain('You can unsubscribe from marketing emails and messages.');
    expect(rights).toContain('You can opt out of the sharing of your personal data.');
    expect(rights).toContain('You can refuse or delete cookies through your browser or a cookie banner.');
  });
});

describe('restrictions', () => {
  it('credits security worded as precautions or procedures, and a guarantee refused in the passive', () => {
    const text =
      'We use reasonable precautions to protect your information. Please note that no data transmission can be guaranteed to be 100 percent secure.';
    const limits = statements(text, 'restrictions');
    // "Reasonable precautions" name no measure: the statement names none either.
    expect(limits).toContain('Says it protects data with security measures.');
    expect(limits).toContain('Warns that no security is perfect, so it cannot guarantee your data is safe.');
    expect(
      statements(
        'We protect your account with TLS encryption, firewalls and two-factor sign-in.',
        'restrictions',
      ),
    ).toContain(
      'Says it protects data with security measures (encryption, firewalls and two-factor authentication).',
    );
  });

  it('does not read a warning that something may not be encrypted as a security promise', () => {
    const warning =
      'If you write to us by email, be aware that messages you send may not be secure or encrypted and others could read them.';
    expect(statements(warning, 'restrictions')).not.toContain(
      'Says it protects data with security measures (encryption).',
    );
    expect(statements('Uploaded files are not encrypted at rest.', 'restrictions')).toEqual([]);
    // Near misses: a double negative and real controls still promise security.
    expect(
      statements(
        'Card numbers are never transmitted without encryption on our checkout pages.',
        'restrictions',
      ),
    ).toContain('Says it protects some data (payment details) with security measures (encryption).');
    expect(
      statements(
        'We have put in place reasonable physical, technical and administrative controls to protect the information.',
        'restrictions',
      ),
    ).toContain(
      'Says it protects data with security measures (physical, technical and administrative safeguards).',
    );
  });

  it('claims a notice of changes only for changes to the policy', () => {
    const padlock =
      'When you reach the checkout, a closed lock appears in the corner of your browser to notify you of this change.';
    expect(statements(padlock, 'restrictions')).not.toContain(
      'Says it will tell you about important changes to the policy.',
    );
    for (const text of [
      'We will notify you of any material changes by email before they take effect.',
      'If we change how we use your data, we will tell you about the changes in advance.',
      'A significant change will be posted here a month before it applies, and registered members will be notified by email.',
    ])
      expect(statements(text, 'restrictions'), text).toContain(
        'Says it will tell you about important changes to the policy.',
      );
  });

  it('claims a notice of changes worded as notice you are provided with or given', () => {
    for (const text of [
      'If we make significant changes to the way we handle your data, you will be provided with suitable notice on our home page.',
      'Should we make changes to this statement, we will give you notice by email.',
    ])
      expect(statements(text, 'restrictions'), text).toContain(
        'Says it will tell you about important changes to the policy.',
      );
    // Near misses: a notice of something else, and notice denied.
    for (const text of [
      'If your delivery date changes, you will be given notice by text message.',
      'If we make significant changes to this statement, you will not be given separate notice of them.',
    ])
      expect(statements(text, 'restrictions'), text).not.toContain(
        'Says it will tell you about important changes to the policy.',
      );
  });

  it("says what an age limit says when parents give or consent to a child's data", () => {
    expect(
      statements(
        'For members under the age of 13, a parent registers the child and gives us the details we need; we do not collect them from the child directly.',
        'restrictions',
      ),
    ).toContain('Data about children under 13 is given by a parent, not collected from the child directly.');
    expect(
      statements(
        'We do not knowingly gather personal information from children under 13 without verifiable parental consent.',
        'restrictions',
      ),
    ).toContain("Does not collect data from children under 13 without a parent's consent.");
    expect(
      statements('Users under 18 need the permission of a parent to open an account.', 'restrictions'),
    ).toContain("Children under 18 may use the service only with a parent's consent.");
    // Near miss: a plain age limit is still one.
    expect(
      statements(
        'Our games are not directed to children under 13 and we do not knowingly collect their data.',
        'restrictions',
      ),
    ).toContain('The service is not meant for children below a minimum age.');
  });

  it('keeps that using the site from abroad counts as consent to a transfer', () => {
    expect(
      statements(
        'If you visit our website from outside the United States, your use of it constitutes consent to the transfer of your data to the United States.',
        'restrictions',
      ),
    ).toContain(
      'Your data may be transferred to and processed in the United States, and using the service from abroad counts as your consent to the transfer.',
    );
    // Near miss: a transfer with no consent taken from use.
    expect(statements('We may transfer and store your data in the United States.', 'restrictions')).toContain(
      'Your data may be transferred to and processed in the United States.',
    );
    expect(
      statements(
        'Your details may be stored and processed by our vendors in the United States or other locations where they keep facilities.',
        'restrictions',
      ),
    ).toContain('Your data may be transferred to and processed in the United States or other countries.');
  });

  it('says which data a security measure protects, and that encryption is in transit', () => {
    expect(
      statements(
        'If you subscribe, we protect the security of your subscription information during transmission by using SSL software, which encrypts the information you input.',
        'restrictions',
      ),
    ).toContain(
      'Says it protects some data (subscription details) with security measures (encryption in transit).',
    );
    expect(
      statements('We protect your personal information with SSL encryption and firewalls.', 'restrictions'),
    ).toContain('Says it protects data with security measures (encryption and firewalls).');
  });

  it('reads "when this policy is revised or updated" as a change to the policy', () => {
    const text = 'When this privacy policy is revised or updated, we will put the new version on this site.';
    expect(statements(text, 'restrictions')).toContain(
      'The company may change this policy from time to time.',
    );
  });
});

describe('not stated: how changes are announced', () => {
  it('is not called silent when the policy asks you to check for changes or emails reminders', () => {
    const text =
      'Our services evolve and this notice will change too. We may email reminders of our notices, but you should check our site frequently to see recent changes.';
    expect(notStated(text)).not.toContain('How changes are announced');
    expect(notStated('We collect your email address to send you the newsletter.')).toContain(
      'How changes are announced',
    );
  });
});

describe('legal disclosure, as the sentence grants it', () => {
  // As plans without red flags see the section: with them, a disclosure-without-notice flag on the
  // sentence says it instead (see the next test).
  const legal = (text: string): string | undefined =>
    analyzeWithBuiltin(text)
      .findings.flatMap((finding) =>
        finding.section === 'redFlags'
          ? (finding.restates ?? [])
          : [{ ...finding, statement: finding.statementWithoutRedFlags ?? finding.statement }],
      )
      .filter((finding) => finding.section === 'dataSharing')
      .map((finding) => finding.statement)
      .find((statement) => /authorities/.test(statement));
  it('says a disclosure at the company discretion once, as the flag, with the grounds the finding named', () => {
    const text =
      'We may release member records if a subpoena requires it, or when we believe this helps prevent fraud or protect the safety of our riders.';
    expect(statements(text, 'dataSharing').join('\n')).not.toMatch(/authorities/);
    expect(statements(text, 'redFlags')).toContain(
      "Your data may be given to others when the law requires it, and also whenever the company believes it is needed to prevent fraud and to protect someone's safety.",
    );
  });
  it('names the grounds the company keeps for itself beside what the law requires', () => {
    expect(
      legal(
        'We may release member records if a subpoena requires it, or when we believe this helps prevent fraud or protect the safety of our riders.',
      ),
    ).toBe(
      "Discloses data to the authorities or others when the law requires it, and also when it decides this is needed to prevent fraud and to protect someone's safety.",
    );
    expect(
      legal('We reserve the right to disclose your details to the police when a court order requires it.'),
    ).toBe('Gives data to the authorities when the law or a court requires it.');
    // A breach of the law is illegal activity, not the company's terms; public-health reporting is no safety ground of its own.
    expect(
      legal(
        'We may give your details to a police agency if we learn of a violation or potential violation of law.',
      ),
    ).toBe(
      'Discloses data to the authorities or others when it decides this is needed to investigate illegal activity.',
    );
    expect(
      legal(
        'We may share your clinic records with government officials who track disease and injury in the county.',
      ),
    ).toBe('Gives data to law enforcement or other authorities.');
  });
});

describe('who receives data, read from the sentence', () => {
  const ADVERTISERS = 'Shares data with advertisers or advertising networks.';
  it('does not read ads shown to you as data given to advertisers', () => {
    for (const text of [
      'Some banners on our recipe pages are delivered to you by our advertising partners.',
      'We show you advertisements from Pebble Bakery or our advertising partners that suit your interests.',
    ])
      expect(statements(text, 'dataSharing'), text).not.toContain(ADVERTISERS);
    const given =
      'Our advertising partners receive your postcode and the pages you visit to choose their ads.';
    expect(statements(given, 'dataSharing')).toContain(ADVERTISERS);
  });

  it('does not count affiliate links, affiliate partners or a summons served on affiliates as the corporate group', () => {
    const AFFILIATES = 'Shares data with affiliated companies in its corporate group.';
    for (const text of [
      'Some product links on our pages are affiliate links, and affiliate partners may place cookies when you follow them.',
      'We may disclose records when a court order is served on our company or its affiliates by a judge.',
    ])
      expect(statements(text, 'dataSharing'), text).not.toContain(AFFILIATES);
    expect(
      statements(
        'We share your order history with our affiliates for their own product offers.',
        'dataSharing',
      ),
    ).toContain(AFFILIATES);
  });

  it('does not read a group definition, or another company’s affiliates, as sharing with the corporate group', () => {
    const AFFILIATES = 'Shares data with affiliated companies in its corporate group.';
    for (const text of [
      'Pebble Bakery (together with its parent company and affiliates, the "Pebble Group") owns, operates or provides access to several shops and websites that link to this notice.',
      'If you enter a prize draw, your entry form is passed to the outside sponsor of that draw and its agents and affiliates.',
    ])
      expect(statements(text, 'dataSharing'), text).toEqual([]);
    for (const text of [
      'Pebble Bakery (together with its affiliates, the "Pebble Group") shares your order history with its affiliates for their offers.',
      'Your entry goes to the draw sponsor, and we also share it with our affiliates.',
    ])
      expect(statements(text, 'dataSharing'), text).toContain(AFFILIATES);
  });

  it('does not read a co-branded page counted by web beacons as sharing with business partners', () => {
    const PARTNERS = 'Shares data with business partners.';
    expect(
      statements(
        'Our pages may hold small images that allow us to count visitors and to deliver co-branded services.',
        'dataSharing',
      ),
    ).not.toContain(PARTNERS);
    expect(
      statements(
        'We may share your email address with our co-branded partners for their mailings.',
        'dataSharing',
      ),
    ).toContain(PARTNERS);
  });

  it('does not read the site’s own community pages, or the reader sharing under a network’s rules, as sharing with social networks', () => {
    for (const text of [
      'Social networking services provided on our website (such as the readers’ forum) may have extra rules and privacy settings you accept when you join them.',
      'When you share one of our recipes on a social media platform, that action is governed by the platform’s own privacy policy.',
    ])
      expect(statements(text, 'dataSharing').join('\n'), text).not.toMatch(/social networks/);
    for (const text of [
      'When you press the Facebook share button, the plug-in sends Facebook the address of the page you are reading.',
      'We share your reading list with social networks when you link your account to them.',
    ])
      expect(statements(text, 'dataSharing').join('\n'), text).toMatch(/social networks/);
  });

  it('keeps the aggregate-only limit, and does not read ads or mail reaching you as data given to advertisers', () => {
    const ADVERTISERS = 'Shares data with advertisers or advertising networks.';
    const aggregate =
      'What you tell us may be shared, but only in the aggregate, with advertisers unless we tell you otherwise when you sign up.';
    expect(statements(aggregate, 'dataSharing')).toContain(
      'Shares data with advertisers or advertising networks, but only aggregate or anonymous data, not data about you personally, it says.',
    );
    for (const text of [
      'Readers see the offers most likely to interest them, and advertisers send their messages to the readers most likely to respond.',
      'Pebble Bakery will now and then send you newsletters about products offered by Pebble Bakery and its advertisers.',
    ])
      expect(statements(text, 'dataSharing'), text).not.toContain(ADVERTISERS);
    // Near miss: personal data goes to the advertisers.
    const given = 'We may share your name and postcode with advertisers so they can send you their offers.';
    expect(statements(given, 'dataSharing')).toContain(ADVERTISERS);
  });

  it('does not read an endorsement disclaimer as sharing with the sites it names', () => {
    for (const text of [
      'Our presence on any social media platform or partner website does not mean that we endorse that site or its owner.',
      'A mention of a third-party business on our pages is not an endorsement, nor do we endorse any social network whose videos we embed.',
    ])
      expect(statements(text, 'dataSharing'), text).toEqual([]);
    // Near miss: the sentence also hands your data over.
    const shared =
      'We send your profile information to the social networks you link to your account, though this does not mean we endorse them.';
    expect(statements(shared, 'dataSharing').join('\n')).toMatch(/social networks/);
  });

  it('does not read a post on the company’s own social media page as sharing with a social network', () => {
    const text =
      'You may post a photo or a review on one of our social media pages, where other fans can see it.';
    expect(statements(text, 'dataSharing').join('\n')).not.toMatch(/social networks/);
  });
});

describe('rights and collection, read from the sentence', () => {
  it('offers no opt-out when the only remedy is not to sign up', () => {
    const text = 'If you do not want emails from our sponsors, please do not sign up for the weekly digest.';
    expect(statements(text, 'userRights')).toEqual([]);
  });

  it('does not read a request letter listing your email as an unsubscribe right', () => {
    const text =
      'To opt out, please send a letter with your name, postal address and e-mail to our privacy office.';
    expect(statements(text, 'userRights').join('\n')).not.toMatch(/unsubscribe/);
  });

  it('reads neither a deletion request for a child nor password advice nor your account page as collection', () => {
    for (const text of [
      'A parent who finds that a child has signed up may write to us and request that we delete that child’s personal information.',
      'It is important for you to protect against anyone else getting access to your password and to your computer.',
      'You can access or update your account information and order history on the My Orders page.',
    ])
      expect(statements(text, 'dataCollection'), text).toEqual([]);
    expect(statements('When you register we collect a username and a password.', 'dataCollection')).toContain(
      'Collects account details (username and password).',
    );
  });
});

describe('retention statements say what the sentence says', () => {
  it('names the stated period, and deleting only when the sentence deletes', () => {
    expect(
      statements('Server logs containing IP addresses are deleted after 14 days.', 'restrictions'),
    ).toEqual(['Deletes some data after a stated period (14 days).']);
    expect(
      statements('We retain transaction records for seven (7) years to comply with tax law.', 'restrictions'),
    ).toEqual(['Keeps some data for a stated period (seven years).']);
  });

  it('ties "while needed" to what the sentence ties it to, and to nothing it does not say', () => {
    expect(
      statements('We keep your notes and settings for as long as your account is open.', 'restrictions'),
    ).toEqual(['Keeps some data while your account is open.']);
    expect(statements('We will retain your messages until you delete your account.', 'restrictions')).toEqual(
      ['Keeps some data until you close your account.'],
    );
    expect(statements('We retain invoices as long as required by law.', 'restrictions')).toEqual([
      'Keeps some data as long as the law requires or allows, without a fixed period.',
    ]);
    // Business or legal needs: not the law alone.
    expect(
      statements(
        'Records are retained only as long as necessary for business or legal needs and then destroyed.',
        'restrictions',
      ),
    ).toEqual(['Keeps data for as long as it says it is needed, without a fixed period.']);
  });
});

describe('health data named, not a pharmacy message', () => {
  // Health data collected is a practice whichever section shows it (a sensitive-data flag stands in for it on Pro).
  const collectsHealth = (text: string): boolean =>
    analyzeWithBuiltin(text).practices.some(
      (practice) => practice.kind === 'collect' && practice.dataTypes?.includes('health'),
    );

  it('does not read prescription reminders as health data collected', () => {
    expect(
      collectsHealth('We collect your mobile number so that we can text you prescription refill reminders.'),
    ).toBe(false);
    expect(
      collectsHealth('We collect the prescriptions you fill so that we can text you refill reminders.'),
    ).toBe(true);
  });
});

describe('wordings that name data or parties without the practice (fresh-review faults (3))', () => {
  const all = (text: string): string[] =>
    analyzeWithBuiltin(text).findings.map((finding) => finding.statement);

  it('reads a sale by a liquidator in insolvency as a business transfer, not a sale of data', () => {
    const text =
      'Should our company become insolvent, an administrator or liquidator appointed by the court may sell or license the member database as part of winding up.';
    expect(statements(text, 'dataSharing')).not.toContain(
      'Sells personal data, or shares it in a way the law counts as a sale.',
    );
    expect(all(text).join(' ')).toMatch(/goes bankrupt, your data can pass to the new owner/);
    expect(analyzeWithBuiltin(text).tldrSummary).not.toMatch(/may sell your personal data/);
    // Near miss: the company itself sells the data.
    expect(
      analyzeWithBuiltin('We may sell or license our member lists to other publishers.').tldrSummary,
    ).toMatch(/may sell your personal data/);
  });

  it('does not read an affiliate named as the one providing your account as a recipient', () => {
    const text =
      'Overseas customers’ card data is handled under the rules of the group affiliate that issues that card to you.';
    expect(statements(text, 'dataSharing')).not.toContain(
      'Shares data with affiliated companies in its corporate group.',
    );
    // Near miss: data given to the group.
    expect(
      statements('We may share your card data with our affiliates that issue cards to you.', 'dataSharing'),
    ).toContain('Shares data with affiliated companies in its corporate group.');
  });

  it('says a bare geolocation among computer details as a location, precise only from a device or GPS', () => {
    const bare =
      'Technical information covers the hardware and software of the computer you browse from, including its IP address, geolocation, browser type and operating system.';
    expect(statements(bare, 'dataCollection').join(' ')).toMatch(/and your location\.$/);
    expect(statements(bare, 'dataCollection').join(' ')).not.toMatch(/precise/);
    const withContact = `${bare} We collect your name and email address when you register.`;
    expect(analyzeWithBuiltin(withContact).tldrSummary).not.toMatch(/sensitive data \([^)]*location/);
    // Near miss: geolocation read from the reader's mobile device is precise, and sensitive in the TL;DR.
    const device =
      'Technical information covers the hardware and software of the mobile device you browse from, including its IP address, geolocation, browser type and operating system. We collect your name and email address when you register.';
    expect(statements(device, 'dataCollection').join(' ')).toMatch(/\(precise location\)/);
    expect(analyzeWithBuiltin(device).tldrSummary).toMatch(/sensitive data \([^)]*location/);
  });

  it("does not read a friend's name and email, asked for one invitation, as the reader's contact details", () => {
    const text =
      'To invite a friend to try the club, we ask you for your friend’s name and e-mail address and send one message.';
    expect(statements(text, 'dataCollection').join(' ')).not.toMatch(/contact details/);
    // Near miss: the reader's own name and email are asked for too.
    const own =
      'To invite a friend to try the club, we ask you for your name and e-mail address and your friend’s e-mail address.';
    expect(statements(own, 'dataCollection').join(' ')).toMatch(/contact details/);
  });

  it('does not read an anonymised archive kept after deletion as collection', () => {
    const text =
      'After you close your account we will retain usage, demographic and statistical records and keep an archive of them in an anonymised form.';
    expect(statements(text, 'dataCollection').join(' ')).not.toMatch(/demographic/);
    // Near miss: the data is collected, then kept in anonymised form.
    const collected =
      'We collect demographic details such as your age and gender and keep them in an anonymised form.';
    expect(statements(collected, 'dataCollection').join(' ')).toMatch(/demographic/);
  });

  it('does not read another company asking for access to your data as collection or a right of access', () => {
    const text =
      'To link your accounts, a budgeting app may request access to personal information such as your card details, usernames and passwords.';
    expect(statements(text, 'userRights')).toEqual([]);
    expect(statements(text, 'dataCollection').join(' ')).not.toMatch(/payment|card/);
    // Near miss: the reader asks for access to their own data.
    expect(
      statements('You may request access to the personal information we hold about you.', 'userRights'),
    ).toContain('You can ask to see (access) the personal data it holds about you.');
  });

  it('does not read "you may not be able to access parts of the site" as a right of access', () => {
    const text =
      'If you block these storage objects, you may not be able to access and use all of the site or its personal information features.';
    expect(statements(text, 'userRights')).not.toContain(
      'You can ask to see (access) the personal data it holds about you.',
    );
  });

  it('does not read a hedge on holding health data as collecting it', () => {
    const text =
      'To the extent that we receive or maintain a customer’s protected health information, the bank may disclose it only as the law permits.';
    expect(all(text).join(' ')).not.toMatch(/health/);
    // Near miss: health data collected, with a limit.
    expect(
      all(
        'We collect health information, such as your medical history, to the extent that you provide it.',
      ).join(' '),
    ).toMatch(/health information/);
  });

  it('says records from offline sources joined with its own as a combined profile, not data from other companies', () => {
    const text =
      'We may combine this online information with information collected from offline sources or information we already have.';
    const said = all(text).join(' ');
    expect(said).toMatch(/from offline sources is combined into one profile/);
    expect(said).not.toMatch(/gathered from other companies/);
    // Near miss: offline sources beside data brokers are other companies.
    expect(
      all(
        'We may combine this online information with information we buy from data brokers and other offline sources.',
      ).join(' '),
    ).toMatch(/gathered from data brokers/);
  });
});

describe('scope, limits and grounds said as the sentence says them (fresh-review faults (3))', () => {
  const all = (text: string): string[] =>
    analyzeWithBuiltin(text).findings.map((finding) => finding.statement);

  it('does not read the policy’s scope, or content under other platforms’ terms, as collection', () => {
    for (const text of [
      'This privacy policy applies to all interactions with, purchases on, and data gathered on the Site.',
      'Anything you post on our official pages on social media, such as photos or personal information, is subject to the terms and privacy policies of those platforms.',
      'For overseas customers, we will use and share your account information in accordance with the privacy notice that covers your account.',
    ])
      expect(statements(text, 'dataCollection'), text).toEqual([]);
    // Near miss: the same data collected by the company.
    expect(
      statements('We record your interactions with the Site and the purchases you make.', 'dataCollection'),
    ).not.toEqual([]);
  });

  it('does not read deletion that only affects future use as a right to have data deleted', () => {
    const text =
      'Please note that changing or deleting your details in your account profile will only change or delete them in our records for the purposes of future orders and mailings.';
    expect(statements(text, 'userRights').join(' ')).not.toMatch(/deleted/);
    expect(notStated(text)).not.toContain('How to delete your data');
    // Near miss: deletion offered.
    expect(
      statements('You can delete your details in your account profile at any time.', 'userRights').join(' '),
    ).toMatch(/deleted/);
  });

  it('names helping the police and protecting its interests among the grounds of a legal disclosure', () => {
    const text =
      'We may disclose specific details when we believe it is needed to comply with law, to cooperate with law enforcement or to protect the interests or safety of the zoo or its visitors.';
    expect(all(text).join(' ')).toMatch(/to help law enforcement and to protect its interests/);
    // Near miss: only the law's duty.
    expect(all('We disclose details when we are required by law to do so.').join(' ')).not.toMatch(
      /law enforcement|interests/,
    );
  });

  it('does not read the company’s own pages on social networks as service providers or sharing', () => {
    const text =
      'Northwind Bank provides experiences on social media platforms including, but not limited to, Facebook and YouTube that enable sharing among users who registered with them.';
    expect(all(text).join(' ')).not.toMatch(/service providers|Shares data with social networks/);
    // Near miss: videos another company serves into the pages, which see your visit (fix-z: said as
    // embedded content, not as service providers).
    expect(all('Our pages embed videos from YouTube, whose servers see your visit.').join(' ')).toMatch(
      /^Outside companies \(YouTube\) whose videos or other content are embedded in its pages/,
    );
  });

  it('says feedback used in its promotion as such, not as marketing sent to you', () => {
    const text =
      'Any feedback you send us becomes our property, and we may use it (such as customer stories) for marketing purposes.';
    // Its becoming the company's property is the content-license flag, said first on the sentence.
    expect(all(text)).toContain(
      "What you post or send (feedback) becomes the company's property, so you lose control over how it is used. What you send it (such as feedback or stories) may be used in its marketing, not only to provide the service.",
    );
    // Near miss: the reader's data used to send marketing.
    expect(all('We use your email address to send you newsletters and other marketing.').join(' ')).toMatch(
      /used to send you marketing/,
    );
  });
});

describe('a correction channel and recipients using data for their purposes (fresh-review faults (3))', () => {
  const all = (text: string): string[] =>
    analyzeWithBuiltin(text).findings.map((finding) => finding.statement);

  it('reads "if your details are inaccurate or out of date, please contact us" as a right to correct them', () => {
    expect(
      statements(
        'If your account details are incomplete, inaccurate or not current, please contact us or call the number on your statement.',
        'userRights',
      ),
    ).toContain('You can correct or update your personal data.');
    // Near miss: no channel is offered.
    expect(
      statements(
        'We are not responsible if the information you give us is inaccurate or out of date.',
        'userRights',
      ),
    ).toEqual([]);
  });

  it('reads data given to a card issuer "for their purposes" as sharing for their own use', () => {
    expect(
      all(
        'By buying a ticket, you consent to our providing your card details to such third parties as we think necessary and to your card issuer for their purposes.',
      ),
    ).toContain('Your personal data is shared with other companies, who may use it for their own purposes.');
    // Near miss: providers held to the company's purposes.
    expect(
      all(
        'Our service providers and other third parties may use your card details only for the purposes we set.',
      ),
    ).not.toContain(
      'Your personal data is shared with other companies, who may use it for their own purposes.',
    );
  });
});
