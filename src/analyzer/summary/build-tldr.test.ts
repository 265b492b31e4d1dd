import { describe, expect, it } from 'vitest';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../../common/sample-policies';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { redFlagIdsOfStatement } from '../red-flags/red-flag-statements';
import { RED_FLAGS } from '../red-flags/red-flag-taxonomy';

/** A policy written for this test: it sells data, tracks across sites, forces arbitration and keeps data forever. */
const HARSH_POLICY = [
  'We sell your personal information, including your purchase history, to data brokers and advertisers.',
  'Our advertising partners use cookies to collect information about your visits to this and other websites over time.',
  'We collect your precise GPS location and your health information when you use the app.',
  'We retain your personal information indefinitely, even after you close your account.',
  'Any dispute with us will be resolved by final and binding arbitration, not in court.',
  'You can correct your profile details at any time in your account settings.',
].join('\n\n');

const sentencesOf = (summary: string): string[] => summary.match(/[^.!?]+[.!?]/g) ?? [];

describe('TL;DR', () => {
  it('puts the sale and advertising first, then sensitive data, the red flags by name and the rights', () => {
    const { tldrSummary } = analyzeWithBuiltin(HARSH_POLICY);
    const [sharing, collection, flags, rights] = sentencesOf(tldrSummary);
    expect(sharing).toMatch(/may sell your personal data/);
    expect(collection).toMatch(/sensitive data \([^)]*health information[^)]*location\)/);
    expect(flags).toMatch(/tracking across other websites/);
    expect(flags).toMatch(/forced arbitration/);
    expect(flags).toMatch(/keeping data with no time limit/);
    expect(rights).toMatch(/^ ?You can correct your data\.$/);
  });

  it('names only flags the report raises, and never counts what it leaves out', () => {
    for (const text of [HARSH_POLICY, AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY]) {
      const result = analyzeWithBuiltin(text);
      // One finding states every flag of its sentence, each flag's statement a sentence of it.
      const raised = result.findings
        .filter((finding) => finding.section === 'redFlags')
        .flatMap((finding) => redFlagIdsOfStatement(finding.statement));
      for (const flag of RED_FLAGS) {
        if (result.tldrSummary.includes(flag.name)) expect(raised).toContain(flag.id);
      }
      expect(result.tldrSummary).not.toMatch(/\band \d+ more\b|\d+ more\b/);
    }
  });

  it('leaves every red flag out of the overview for plans without red flags', () => {
    for (const text of [HARSH_POLICY, AGGRESSIVE_SAMPLE_POLICY]) {
      const { tldrOverview, tldrSummary } = analyzeWithBuiltin(text);
      expect(tldrSummary).toMatch(/red flags/i);
      expect(tldrOverview).not.toMatch(/red flag|concern/i);
      // Flags found only by the red-flag rules are not hinted at: no "on other websites", no flag name.
      expect(tldrOverview).not.toMatch(/other websites/);
      for (const flag of RED_FLAGS) expect(tldrOverview).not.toContain(flag.name);
    }
  });

  it('never calls what you post publicly the company sharing your data', () => {
    const posts =
      'Anything you post on our message boards is public and can be read, collected and used by other visitors.';
    const withProviders = analyzeWithBuiltin(
      `${posts}\n\nWe share your personal information with service providers who host our website.`,
    );
    expect(withProviders.tldrSummary).toMatch(/shares your personal data with service providers\./);
    expect(withProviders.tldrSummary).not.toMatch(/the public/);
    expect(withProviders.dataSharing.join(' ')).toMatch(/post/);
    // With nothing else said about sharing, the posts are named, and the silence is not hidden.
    const alone = analyzeWithBuiltin(`${posts}\n\nWe collect your email address when you register.`);
    expect(sentencesOf(alone.tldrSummary)[0]).toBe(
      'It does not say whether your personal data is sold or shared, but what you post in public areas can be seen by others.',
    );
  });

  it('says when a policy is silent instead of inventing practices', () => {
    const { tldrSummary } = analyzeWithBuiltin(
      'Welcome to our website. We hope you enjoy reading our articles.',
    );
    expect(tldrSummary).toMatch(/does not say whether your personal data is sold or shared/);
    expect(tldrSummary).toMatch(/says little about what personal data it collects/);
    expect(tldrSummary).toMatch(/no red flags/);
    expect(tldrSummary).toMatch(/no clear way for you to see, correct or delete your data/);
  });

  it('names a buyer of the business once, with the red flags, when that flag is raised', () => {
    const { tldrSummary, tldrOverview } = analyzeWithBuiltin(
      [
        'We share your contact details with our service providers that host the website for us.',
        'If we are involved in a merger, acquisition or sale of all or part of our assets, your personal information may be transferred to the buyer.',
      ].join('\n\n'),
    );
    expect(tldrSummary).toMatch(/data passed on in a sale of the company/);
    expect(tldrSummary).not.toMatch(/a buyer if the company is sold/);
    // Plans without red flags still hear of the buyer, in the sharing sentence.
    expect(tldrOverview).toMatch(/a buyer if the company is sold/);
  });

  it('says advertisers receive the data beside a sale, and keeps "uses it for advertising" for ads alone', () => {
    const handed = analyzeWithBuiltin(
      [
        'We may rent or sell your personal information to outside companies.',
        'We may share your personal information with advertisers and advertising networks.',
      ].join('\n\n'),
    );
    expect(sentencesOf(handed.tldrSummary)[0]).toMatch(
      /^It may sell your personal data, and it shares it with advertisers\.$/,
    );
    // Near miss: ads chosen by the company, no advertiser named as a recipient.
    const ownAds = analyzeWithBuiltin(
      [
        'We may rent or sell your personal information to outside companies.',
        'We use your browsing history to show you targeted ads on our site.',
      ].join('\n\n'),
    );
    expect(sentencesOf(ownAds.tldrSummary)[0]).toMatch(/and it uses it for advertising\.$/);
  });
});

describe('TL;DR rights', () => {
  it('says a right held only by parents as theirs', () => {
    const text = [
      'You can block cookies through the settings of your web browser.',
      'If parents want us to delete the personal information we hold about their child, they can contact us.',
    ].join('\n\n');
    const { tldrSummary } = analyzeWithBuiltin(text);
    expect(tldrSummary).toMatch(/You can control cookies\. Parents can delete their child's data\./);
    expect(tldrSummary).not.toMatch(/You can [^.]*delete your data/);
  });

  it('says a right over some of your data as such', () => {
    const text = 'You may view and edit certain profile details by signing in to your account page.';
    expect(analyzeWithBuiltin(text).tldrSummary).toMatch(/You can see some of your data/);
    expect(
      analyzeWithBuiltin('You may view and edit your personal details by signing in to your account page.')
        .tldrSummary,
    ).toMatch(/You can see the data held about you/);
  });
});

describe('TL;DR length', () => {
  /** A policy written for this test: opt-in partners, aggregate-only advertisers, flags, and rights for some readers. */
  const CROWDED_POLICY = [
    'We share your personal information with our business partners only if you opt in to receive their offers.',
    'We use your browsing history to personalise the ads we show you.',
    'Our advertising partners use cookies to collect information about your visits to this and other websites over time.',
    'We collect your name, email address and postal address when you register.',
    'We retain your personal information indefinitely, even after you close your account.',
    'Any dispute with us will be resolved by final and binding arbitration, not in court.',
    'You can correct your profile details at any time in your account settings.',
    'If you are a California resident, you may ask us to delete your personal information.',
  ].join('\n\n');

  it('stays within five sentences, leaving the rights of only some readers to the report when there is no room', () => {
    const { tldrSummary, tldrOverview, findings } = analyzeWithBuiltin(CROWDED_POLICY);
    expect(sentencesOf(tldrSummary).length).toBeLessThanOrEqual(5);
    expect(tldrSummary).toMatch(/only if you agree/);
    expect(sentencesOf(tldrSummary)[0]).toMatch(/advertisers/);
    expect(tldrSummary).toMatch(/You can correct your data\.$/);
    expect(tldrSummary).not.toMatch(/California residents/);
    // The report still has the right; the overview, with no red-flag sentence, has room for it.
    expect(findings.some((finding) => /California/.test(finding.statement))).toBe(true);
    expect(tldrOverview).toMatch(/California residents can delete their data\.$/);
  });

  it("names every group's rights in one sentence, a parent's as over their child's data", () => {
    const { tldrSummary } = analyzeWithBuiltin(
      [
        'We collect your name and email address when you register.',
        'You can correct your profile details at any time in your account settings.',
        'If you are a California resident, you may ask us to delete your personal information.',
        'A parent may review the personal information we hold about their child by emailing us.',
      ].join('\n\n'),
    );
    expect(tldrSummary).toMatch(
      /You can correct your data\. Parents can see the data held about their child and California residents can delete their data\.$/,
    );
  });

  it('says opt-in and aggregate-only recipients in one sentence', () => {
    const { tldrSummary } = analyzeWithBuiltin(
      [
        'We share your personal information with our business partners only if you opt in to receive their offers.',
        'We share only aggregated, anonymous information with advertisers.',
      ].join('\n\n'),
    );
    expect(sentencesOf(tldrSummary)[0]).toBe(
      'It shares your personal data with business partners only if you agree, and it says it gives only aggregate or anonymous data to advertisers.',
    );
  });
});

describe('TL;DR: what a reader must hear first', () => {
  const collectionOf = (text: string): string =>
    sentencesOf(analyzeWithBuiltin(text).tldrSummary).find((sentence) => /It collects/.test(sentence)) ?? '';

  it('names payment and contact details before cookies and device data', () => {
    const collection = collectionOf(
      [
        'We place cookies and web beacons on your browser when you visit.',
        'Our servers record your IP address and browser type.',
        'When you order, we ask for your name, email address and credit card number.',
      ].join('\n\n'),
    );
    expect(collection).toMatch(/payment details and contact details\.$/);
    expect(collection).not.toMatch(/cookies|device identifiers/);
    // Near miss: with no payment or contact details, the technical data is what is named.
    expect(
      collectionOf(
        [
          'We place cookies and web beacons on your browser when you visit.',
          'Our servers record your IP address and browser type.',
        ].join('\n\n'),
      ),
    ).toMatch(/It collects device identifiers/);
  });

  it('calls ethnic origin sensitive, not everyday demographic data', () => {
    expect(collectionOf('On the survey form we ask for your age, gender and ethnic background.')).toMatch(
      /sensitive data \(ethnic background\)/,
    );
    expect(collectionOf('On the survey form we ask for your age and gender.')).not.toMatch(/sensitive/);
  });

  it("reads a person's allergies as health data, and a charity's subject as none", () => {
    expect(
      collectionOf(
        'When you sign up for a walk, we ask for your name, email address and your relationship to food allergies.',
      ),
    ).toMatch(/sensitive data \(health information\)/);
    expect(
      collectionOf('We fund food allergy research and collect your name and email address when you donate.'),
    ).not.toMatch(/health/);
  });

  it('does not call a location given beside demographic details sensitive, but does a precise one', () => {
    expect(
      collectionOf(
        'To join the mailing list, you give us your email address, location and demographic information.',
      ),
    ).not.toMatch(/sensitive data \([^)]*location/);
    expect(
      collectionOf(
        'The app collects your precise location from the GPS of your phone when you open the map.',
      ),
    ).toMatch(/sensitive data \([^)]*location/);
  });

  it('names the other recipients of personal data after advertising, in the same sentence', () => {
    const { tldrSummary } = analyzeWithBuiltin(
      [
        'We use your browsing history to personalise the ads we show you.',
        'We share your personal information with our business partners and with our affiliated companies.',
      ].join('\n\n'),
    );
    const [sharing] = sentencesOf(tldrSummary);
    expect(sharing).toMatch(/personalise ads/);
    expect(sharing).toMatch(/business partners/);
    expect(sentencesOf(tldrSummary).length).toBeLessThanOrEqual(5);
  });

  it('says ads served by other companies as theirs, not as the company using the data for ads', () => {
    const served = analyzeWithBuiltin(
      'We allow other companies to serve ads on our pages; they may use cookies to do so.',
    );
    expect(sentencesOf(served.tldrSummary)[0]).toMatch(/lets other companies serve ads on its site/);
    expect(served.tldrSummary).not.toMatch(/uses (?:it|your personal data) to personalise ads/);
    // Near miss: the company chooses the ads itself.
    const own = analyzeWithBuiltin('We use your browsing history to personalise the ads we show you.');
    expect(sentencesOf(own.tldrSummary)[0]).toMatch(/uses your personal data to personalise ads/);
  });
});

describe('TL;DR: only what its sentences support (weak support is not said as more)', () => {
  it('does not call a location worked out from visit details sensitive, but does one from the device', () => {
    const visit = analyzeWithBuiltin(
      'We collect details of your visits to our site, including traffic data, location data and weblogs. We collect your name and email address when you register.',
    );
    expect(visit.tldrSummary).not.toMatch(/sensitive data \([^)]*location/);
    const device = analyzeWithBuiltin(
      'We collect the location of your mobile device when you use the app. We collect your name and email address when you register.',
    );
    expect(device.tldrSummary).toMatch(/sensitive data \([^)]*location/);
  });

  it('says a sale of mailing addresses alone as such, with its condition', () => {
    const { tldrSummary } = analyzeWithBuiltin(
      'If you subscribe to our magazine, we may sell or rent lists containing your postal address to other companies.',
    );
    expect(tldrSummary).toMatch(
      /^It may sell or rent out your postal address if you subscribe to our magazine\./,
    );
  });

  it('says deleting an account as such, and deleting contact details as some of your data', () => {
    const account = analyzeWithBuiltin('You may choose to delete your account at any time.');
    expect(account.tldrSummary).toMatch(/You can delete your account\b/);
    const contact = analyzeWithBuiltin('You may write to us to update or delete your contact information.');
    expect(contact.tldrSummary).toMatch(/delete some of your data/);
  });
});

describe('a rental to other organisations for their marketing', () => {
  it('is said once in the lead, with its opt-out, not as a rental and again as a hand-over', () => {
    const summary = analyzeWithBuiltin(
      'We collect your name and address when you become a member. We may rent the names and addresses of our members to other non-profit organisations for their own marketing; if you do not want your details shared this way, please tell us.',
    ).tldrSummary;
    expect(summary).toMatch(
      /^It may rent out your name and postal address to other organisations for their own marketing, which you can opt out of\./,
    );
    expect(summary).not.toMatch(/gives your data/);
  });
});
