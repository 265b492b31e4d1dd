import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { detectRedFlags } from './detect-red-flags';
import { redFlagIdsOfStatement } from './red-flag-statements';
import { RED_FLAGS } from './red-flag-taxonomy';

const flagIds = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);

/** The flags a whole policy raises, after the next sentences and the rest of the policy had their say. */
const policyFlags = (text: string): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'redFlags')
    .flatMap((finding) => redFlagIdsOfStatement(finding.statement));

/** Sentences written for these tests: each flag must mean what its statement says, and only that. */
describe('red flags that mean something', () => {
  it.each([
    [
      'Our advertising partners use cookies to collect information about your visits to this and other websites.',
      'cross-site-tracking',
    ],
    ['Ad networks may follow your browsing over time and across different apps.', 'cross-site-tracking'],
    ['Social media plug-ins on our pages let those networks record that you visited.', 'cross-site-tracking'],
    [
      'Our advertising partners may use what you read here to show you ads on other websites.',
      'ads-on-other-sites',
    ],
    [
      'We upload hashed email addresses to social networks to build custom audiences for our campaigns.',
      'ads-on-other-sites',
    ],
    ['We use retargeting to remind you of the products you looked at.', 'ads-on-other-sites'],
    ['Content you delete may remain in our backup systems.', 'kept-in-backups'],
    ['Deleted messages can still exist in archived copies held by the company.', 'kept-in-backups'],
    [
      'By using this website, you consent to our collection and use of your personal information.',
      'assumed-consent',
    ],
    ['The box that lets us share your details with partners is pre-ticked at checkout.', 'assumed-consent'],
    // Agreeing to the whole policy by using the service is consent assumed from use, too.
    ['By visiting or using our apps, you agree to this privacy notice.', 'assumed-consent'],
    ['By using our games, users agree that we collect the details they give us.', 'assumed-consent'],
    ['Your use of and sign-up to the forum will constitute your agreement to our policy.', 'assumed-consent'],
    [
      'Staying on the site after seeing the banner counts as implied consent to all cookies.',
      'assumed-consent',
    ],
    [
      'If you delete your cookies, your opt-out will no longer be effective and you will have to opt out again.',
      'opt-out-lapses',
    ],
    ['Your opt-out applies only to the browser you used when you opted out.', 'opt-out-lapses'],
    ['We cannot guarantee the security of the information you send us.', 'no-security-promise'],
    ['We are not responsible for any unauthorised access to your account data.', 'security-disclaimer'],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    // First-party cookies are not cross-site tracking, however long they last.
    [
      'We use our own cookies to remember your language and keep you signed in over time.',
      'cross-site-tracking',
    ],
    ['We set first-party cookies to count visits to our pages.', 'cross-site-tracking'],
    [
      'Our site contains links to other websites that may collect information about you.',
      'cross-site-tracking',
    ],
    ['We never let advertising partners track you across other websites.', 'cross-site-tracking'],
    ['We advertise our own products on other websites and in newspapers.', 'ads-on-other-sites'],
    [
      'You can opt out of seeing personalised ads on other websites through the industry choice page.',
      'ads-on-other-sites',
    ],
    ['Deleted content is removed from our backups within 30 days.', 'kept-in-backups'],
    ['You should keep your own backups of the files you upload.', 'kept-in-backups'],
    [
      'We will always ask for your consent before we place any cookie that is not essential.',
      'assumed-consent',
    ],
    ['We never assume your consent, and no box is pre-ticked.', 'assumed-consent'],
    // Using the service is not agreeing here: the policy is only pointed to, or consent is asked.
    ['By using our apps you can choose which of your details we keep.', 'assumed-consent'],
    [
      'Before you use the service, we ask you to agree to this privacy notice in a separate step.',
      'assumed-consent',
    ],
    ['By using the service you do not agree to any sale of your data.', 'assumed-consent'],
    ['You can opt out of marketing emails at any time from your settings.', 'opt-out-lapses'],
    [
      'Clearing your cookies will not affect your opt-out, which we store with your account.',
      'opt-out-lapses',
    ],
    [
      'We encrypt your data in transit, although no method of transmission is completely secure.',
      'no-security-promise',
    ],
  ])('does not flag "%s" as %s', (text, id) => {
    expect(flagIds(text)).not.toContain(id);
  });

  it('lets a reassurance anywhere further on in the same section qualify a change flag, but not one in another section', () => {
    const changes = 'We may change this privacy policy at any time by posting a new version on this page.';
    const promise = 'We will email you at least 30 days before a material change takes effect.';
    const filler = [
      'This policy applies to the website and the mobile app alike.',
      'It was written to be read by everyone who uses the service.',
    ];
    expect(policyFlags(`${changes} ${promise}`)).not.toContain('changes-without-notice');
    expect(policyFlags(`${changes} ${filler[0]} ${promise}`)).not.toContain('changes-without-notice');
    expect(policyFlags(`${changes} ${filler.join(' ')} ${promise}`)).not.toContain('changes-without-notice');
    // The fault: the promise three sentences on, worded as posting ahead and emailing registered users.
    const section = [
      'Updates to This Statement',
      '',
      'This statement may be revised from time to time. Revised versions will appear on this page. If a revision changes how we use your data in an important way, it will be posted here sixty (60) days prior to taking effect and registered members will be notified by email.',
    ].join('\n');
    expect(policyFlags(section)).not.toContain('changes-without-notice');
    // Near miss: the promise belongs to another section (a padlock telling you of the change to a secure page).
    const elsewhere = [
      'Updates to This Statement',
      '',
      'This statement may be revised from time to time. Revised versions will appear on this page. The date at its top says when it last changed.',
      '',
      'Paying Securely',
      '',
      'At checkout a padlock appears in your browser to inform you of the change to a secure connection.',
    ].join('\n');
    expect(policyFlags(elsewhere)).toContain('changes-without-notice');
  });

  it('takes "disclosure without telling you" back when the policy promises notice before a release', () => {
    const discretion = 'We may disclose your data to the police whenever we believe it appropriate.';
    const promise =
      'Before we answer a subpoena or a court order for your records, we will try to notify you first unless a court forbids it.';
    expect(policyFlags(discretion)).toContain('disclosure-without-notice');
    expect(policyFlags(`${discretion} Our shop sells tea. ${promise}`)).not.toContain(
      'disclosure-without-notice',
    );
    const report = analyzeWithBuiltin(`${discretion} ${promise}`);
    expect(report.restrictions).toContain(
      'Says it will try to tell you before it gives your data to the authorities or others, unless a court or the law forbids it.',
    );
    // Near misses: a denied promise, and notice of something else, leave the flag.
    expect(
      policyFlags(
        `${discretion} Before we answer a subpoena for your records, we will not notify you first.`,
      ),
    ).toContain('disclosure-without-notice');
    expect(
      policyFlags(`${discretion} We will notify you in advance before a price change takes effect.`),
    ).toContain('disclosure-without-notice');
  });

  it('reads notice promised to "our users" after "if we make changes," as notice of the policy\'s changes', () => {
    const changes = 'We may revise this statement for any reason at all.';
    const told = analyzeWithBuiltin(`${changes} If we make changes, we will notify our members.`);
    expect(told.restrictions).toContain('Says it will tell you about important changes to the policy.');
    // Near misses: the same words denied, and changes to something else.
    expect(policyFlags(`${changes} If we make changes, we will not notify our members.`)).toContain(
      'changes-without-notice',
    );
    expect(
      analyzeWithBuiltin('If we make changes to your booking, we will notify our members.').restrictions,
    ).not.toContain('Says it will tell you about important changes to the policy.');
  });

  it('reads "you will not be notified" as no promise of notice (the shared denial detector)', () => {
    const changes = 'We may revise this statement whenever we choose';
    expect(policyFlags(`${changes}, and you will not be notified of the revisions.`)).toContain(
      'changes-without-notice',
    );
    expect(policyFlags(`${changes}. We will not email you about such revisions.`)).toContain(
      'changes-without-notice',
    );
    const report = analyzeWithBuiltin(`${changes}, and you will not be notified of the revisions.`);
    expect(report.restrictions.join(' ')).not.toContain('will tell you about important changes');
    // Near miss: the promise itself still takes the flag back.
    expect(policyFlags(`${changes}, and you will be notified of the revisions by email.`)).not.toContain(
      'changes-without-notice',
    );
  });

  it('flags changes only "posted here", but not when notice is promised beside them', () => {
    expect(
      policyFlags(
        'If we decide to change this statement, we will post those changes here so that you always know what we collect.',
      ),
    ).toContain('changes-without-notice');
    expect(
      policyFlags(
        'If we decide to change this statement, we will post those changes here. We will also email registered members before a material change takes effect.',
      ),
    ).not.toContain('changes-without-notice');
  });

  it('takes the changes flag back when the next sentence promises notice you are provided with', () => {
    const changes = 'We may revise this statement now and then, so please read it again from time to time.';
    expect(
      policyFlags(
        `${changes} If we change the way we handle your data in an important way, you will be provided with suitable notice on the site.`,
      ),
    ).not.toContain('changes-without-notice');
    // Near misses: the next sentence only says where revisions appear, or calls the posting itself a notice.
    expect(
      policyFlags(
        `${changes} If we change the way we handle your data, the revised version will be provided on this page.`,
      ),
    ).toContain('changes-without-notice');
    expect(
      policyFlags(
        `${changes} We will give you notice of a new version by posting it on this page and changing the date at its top.`,
      ),
    ).toContain('changes-without-notice');
  });

  it('flags consent taken from use of the site, not a plain pointer to the policy', () => {
    expect(
      policyFlags(
        'Your use of the Acme website shall indicate your understanding and acceptance of the terms of this Privacy Statement.',
      ),
    ).toContain('assumed-consent');
    expect(
      policyFlags(
        'Your use of the service is subject to the terms of this privacy policy, which you should read carefully.',
      ),
    ).not.toContain('assumed-consent');
  });

  it('says consent is assumed from use when using or registering counts as agreeing to the policy', () => {
    for (const text of [
      'Your use of and sign-up to the forum will constitute your agreement to our policy.',
      'By visiting or using our apps, you agree to this privacy notice.',
    ])
      expect(
        analyzeWithBuiltin(text)
          .findings.filter((finding) => finding.section === 'redFlags')
          .map((finding) => finding.statement),
        text,
      ).toContain(
        'Your consent is taken for granted from simply using the service instead of being asked for.',
      );
  });

  it('does not read a notice in an "if we ..." clause as a promise of notice', () => {
    const text =
      'We may amend this statement from time to time. When we do, the date at the top will change. Read it now and then. If we send notice of changes by email, you agree to receive email notice of such changes.';
    expect(policyFlags(text)).toContain('changes-without-notice');
    const promise =
      'We may amend this statement from time to time. If we make significant changes to it, we will provide appropriate notice to you.';
    expect(policyFlags(promise)).not.toContain('changes-without-notice');
  });

  it('takes back a backup flag when the next sentence gives a limit', () => {
    const backups = 'Content you delete may remain in our backup systems for some time.';
    expect(policyFlags(backups)).toContain('kept-in-backups');
    expect(policyFlags(`${backups} Backups are overwritten automatically within 35 days.`)).not.toContain(
      'kept-in-backups',
    );
  });

  it('raises a security disclaimer only when the policy promises no security measures', () => {
    const disclaimer = 'We cannot guarantee the security of the information you send us over the internet.';
    expect(policyFlags(disclaimer)).toContain('no-security-promise');
    expect(
      policyFlags(
        `We store your account details on servers protected by firewalls and access controls.\n\n${disclaimer}`,
      ),
    ).not.toContain('no-security-promise');
  });

  it('gives every flag a short name and a statement of one plain sentence', () => {
    const names = new Set(RED_FLAGS.map((flag) => flag.name));
    expect(names.size).toBe(RED_FLAGS.length);
    for (const flag of RED_FLAGS) {
      expect(flag.statement).toMatch(/^[A-Z][^.!?]*(?:"[^"]*"[^.!?]*)*\.$/);
      expect(flag.statement.length).toBeLessThanOrEqual(160);
      expect(flag.name).toMatch(/^[a-zA-Z][a-zA-Z ,-]+$/);
    }
  });
});

describe('assumed consent with the policy named by its web address', () => {
  const ids = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);
  it('reads the dot of a domain name as part of the name, not the end of the sentence', () => {
    expect(
      ids('By browsing our shop, you signify your acceptance of the example.org privacy policy.'),
    ).toContain('assumed-consent');
    expect(ids('Your use of example.net constitutes your acceptance of this policy.')).toContain(
      'assumed-consent',
    );
    // Near miss: a real sentence end between the use and the agreement.
    expect(
      ids('Your use of the site is logged. Your consent to this policy is asked for at sign-up.'),
    ).not.toContain('assumed-consent');
  });
});

describe('notice of changes promised earlier in the section', () => {
  const flags = (text: string): string[] =>
    analyzeWithBuiltin(text)
      .findings.filter((finding) => finding.section === 'redFlags')
      .map((finding) => finding.statement);
  const ACCEPTED =
    'Continued use of the club pages once a revision is up means you accept the revised policy.';
  it('takes the flag back when a sentence before it, on changes, promises notice', () => {
    expect(
      flags(
        `Updates\n\nThe club can amend this policy whenever it likes by e-mailing our members. ${ACCEPTED}`,
      ).join(' '),
    ).not.toContain('The policy can change');
    // Near miss: an earlier sentence that informs members of something else promises no notice.
    expect(
      flags(`Updates\n\nThis policy exists to inform our members how we use data. ${ACCEPTED}`).join(' '),
    ).toContain('The policy can change');
  });

  it('does not count "you will be informed by posting the new text" as notice', () => {
    expect(
      flags(
        `Updates\n\nIf this policy changes, you will be informed by posting the new text on the club pages. ${ACCEPTED}`,
      ).join(' '),
    ).toContain('The policy can change');
    // Near miss: posting and an e-mail.
    expect(
      flags(
        `Updates\n\nIf this policy changes, you will be informed by posting the new text on the club pages and by e-mail. ${ACCEPTED}`,
      ).join(' '),
    ).not.toContain('The policy can change');
  });
});

describe('a business transfer announced to you first', () => {
  const flags = (text: string): string =>
    analyzeWithBuiltin(text)
      .findings.filter((finding) => finding.section === 'redFlags')
      .map((finding) => finding.statement)
      .join(' ');
  it('keeps a promise of notice before the data passes to a buyer', () => {
    expect(
      flags(
        'If our shop is acquired by another firm, members will be sent notice before their details pass to the buyer.',
      ),
    ).toContain('it says you will be told first');
    // Near miss: "without notice" before the deal promises nothing.
    expect(
      flags(
        'If our shop is acquired by another firm, member details may pass to the buyer without notice before the deal closes.',
      ),
    ).not.toContain('told first');
  });
});
