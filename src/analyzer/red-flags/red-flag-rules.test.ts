import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './detect-red-flags';

const flagIds = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);

/** Passages written for these tests: each states the practice in a wording the first rules missed. */
describe('red-flag rules for wordings policies often use', () => {
  it.each([
    [
      'Some browsers send a Do Not Track signal. These features are not uniform, and we do not currently respond to those signals.',
      'ignores-do-not-track',
    ],
    [
      'Because there isn’t an industry standard for Do Not Track, our practices stay the same whatever your browser sends.',
      'ignores-do-not-track',
    ],
    [
      'Please note that we do not change how we collect data when your browser sends a Do Not Track request.',
      'ignores-do-not-track',
    ],
    ['Not all of our apps respond to Do Not Track signals from your browser.', 'ignores-do-not-track'],
    [
      'If you close your account, we still need to keep some of your records so we can finish open orders.',
      'kept-after-deletion',
    ],
    ['We may keep your information afterwards where required by law.', 'kept-after-deletion'],
    ['We can refuse erasure where we have compelling grounds to keep the data.', 'kept-after-deletion'],
    [
      'Our advertising partners may place cookies on your device when you read our pages.',
      'cross-site-tracking',
    ],
    ['Social media cookies are set when you press a share button on our site.', 'cross-site-tracking'],
    ['We record the referring website and the exit pages of each visit.', 'automatic-device-tracking'],
    [
      'Through ad networks we see what you do over time and across third-party websites.',
      'cross-site-tracking',
    ],
    ['We use analytics cookies to count visits and see how the site is used.', 'automatic-device-tracking'],
    ['We work with outside analytics providers to measure visits to our pages.', 'automatic-device-tracking'],
    ['We may release your details when we believe release is appropriate.', 'disclosure-without-notice'],
    ['We share viewing figures with audience measurement companies.', 'broad-third-party-sharing'],
    ['Files can persist in copies made for backup purposes.', 'kept-in-backups'],
    ['Service providers that help us run the shop see your order details.', 'many-service-providers'],
    [
      'We may disclose your data to the police if we believe in good faith that it is appropriate.',
      'disclosure-without-notice',
    ],
    ['We use your address and preferences for direct marketing.', 'marketing-use'],
    [
      'We may use your order history to tell you about products we believe will be of interest to you.',
      'marketing-use',
    ],
    [
      'Partners may also provide us with information about you from public sources.',
      'third-party-data-sources',
    ],
    [
      'We may collect information about you from various sources, such as resellers.',
      'third-party-data-sources',
    ],
    ['We combine what we know about you across our family of companies.', 'third-party-data-sources'],
    ['We use the services of an outside mailing company to send receipts.', 'many-service-providers'],
    ['Your files are stored on servers hosted by a cloud provider.', 'many-service-providers'],
    [
      'We may transfer your data to the United States, which may not have the same data protection laws as your country.',
      'international-transfer',
    ],
    ['The service is provided "as is" and "as available".', 'liability-disclaimer'],
    ['You use the app at your own risk.', 'liability-disclaimer'],
    [
      'In no event will Fernhollow be liable for any indirect damages or lost data arising from the service.',
      'liability-disclaimer',
    ],
    ['We do not warrant that the service will be uninterrupted or error-free.', 'liability-disclaimer'],
    // Wordings written for issue 14 item 5 (general forms, not the training points' own).
    [
      'We currently do not process or comply with any web browser’s Do Not Track signal.',
      'ignores-do-not-track',
    ],
    ['We may sell or rent your contact details to other organisations.', 'sells-data'],
    ['Some information may remain in our records after deletion of your account.', 'kept-after-deletion'],
    [
      'We can refuse your request to delete data if we need it for legal or business reasons.',
      'kept-after-deletion',
    ],
    [
      'Even if you ask us to delete your data, we may keep it where the law allows us to.',
      'kept-after-deletion',
    ],
    [
      'We may disclose personal information in response to a government request, as we see fit.',
      'disclosure-without-notice',
    ],
    [
      'We may disclose data to government authorities when we consider it necessary.',
      'disclosure-without-notice',
    ],
    ['We retain server logs for as long as we consider necessary.', 'indefinite-retention'],
    ['Logs are kept for as long as we find them useful.', 'indefinite-retention'],
    ['We may store your information for an unlimited time.', 'indefinite-retention'],
    ['We record the website you came from before visiting our site.', 'automatic-device-tracking'],
    [
      'We record the URL of the site from which you arrived and the pages you visit.',
      'automatic-device-tracking',
    ],
    [
      'We may link data from different services we offer to create a single profile.',
      'third-party-data-sources',
    ],
    ['We may buy lists of email addresses from list providers.', 'third-party-data-sources'],
    [
      'We may get information about you from credit agencies to verify your identity.',
      'third-party-data-sources',
    ],
    [
      'If you log in with a social network, we receive information from that network.',
      'third-party-data-sources',
    ],
    [
      'We use your contact information to keep you informed about new products, services and events.',
      'marketing-use',
    ],
    ['We use your details to send you surveys and promotional material.', 'marketing-use'],
    ['We may use your email address to send you offers from us and our partners.', 'marketing-use'],
    [
      'Should we go out of business, your data may be sold along with our other assets.',
      'data-in-business-transfer',
    ],
    [
      'If ownership of our business changes, user data may be transferred to the new owner.',
      'data-in-business-transfer',
    ],
    ['We may disclose your personal data to any successors to our business.', 'data-in-business-transfer'],
    [
      'If Acme is to be sold or merged with another company, your data may pass to the new owner.',
      'data-in-business-transfer',
    ],
    ['We infer your city and country from your IP address.', 'location-tracking'],
    ['Your information may be stored on servers in countries outside of Canada.', 'international-transfer'],
    [
      'Your data may be stored abroad and may therefore be subject to different laws.',
      'international-transfer',
    ],
    ['Our pages embed videos from YouTube and maps from Google Maps.', 'many-service-providers'],
    ['Our website uses web fonts provided by Google.', 'many-service-providers'],
    ['Our data processors include cloud storage providers and payment providers.', 'many-service-providers'],
    [
      'Our service providers may have access to your personal data to perform their functions.',
      'many-service-providers',
    ],
    [
      'Some of your information may be disclosed to our partners, who may use it to send you offers.',
      'broad-third-party-sharing',
    ],
    [
      'Acme can not be held responsible if a breach of confidentiality is caused by a user.',
      'security-disclaimer',
    ],
    [
      'This policy may be updated periodically, and changes will be effective when posted on this page.',
      'changes-without-notice',
    ],
    [
      'The policy will be modified whenever necessary without prior or future notice of the changes.',
      'changes-without-notice',
    ],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    ['We honour Do Not Track signals and stop tracking when we receive one.', 'ignores-do-not-track'],
    ['We keep your data only for as long as your account is open.', 'kept-after-deletion'],
    ['Staff are required to keep your information confidential.', 'kept-after-deletion'],
    ['Some advertising networks offer you a way to opt out of their cookies.', 'cross-site-tracking'],
    ['You have the right to object to direct marketing at any time.', 'marketing-use'],
    ['You may ask that we not use your details for direct marketing.', 'marketing-use'],
    ['You can change your marketing preferences in your settings.', 'marketing-use'],
    ['Your data is hosted only in Ireland and is not transferred outside Europe.', 'international-transfer'],
    [
      'Our providers may process data in the United States, protected by standard contractual clauses.',
      'international-transfer',
    ],
    [
      'We will not disclose your data to the authorities even if we believe we should.',
      'disclosure-without-notice',
    ],
    ['None of our apps will ever access your location.', 'location-tracking'],
    ['At no point do we give your data to outside service providers.', 'many-service-providers'],
    ['We don’t sell that information.', 'sells-data'],
    ['There will be no sale of your data.', 'sells-data'],
    ['We are liable for damage caused by our own negligence.', 'liability-disclaimer'],
    ['We may disclose personal data if a valid court order requires it.', 'disclosure-without-notice'],
    ['You can withdraw your consent to analytics cookies at any time.', 'automatic-device-tracking'],
    ['We use your details to provide and personalise the service.', 'broad-third-party-sharing'],
    [
      'If Acme is to be sold or merged with another company, your data may pass to the new owner.',
      'sells-data',
    ],
    ['We embed YouTube videos in privacy-enhanced mode ("no cookie").', 'many-service-providers'],
    ['Our analytics tool anonymizes visitor IPs before storing them.', 'automatic-device-tracking'],
    ['Our analytics respects Do Not Track browser settings.', 'automatic-device-tracking'],
    [
      'We do not ask you for, access or track any location information from your device.',
      'location-tracking',
    ],
  ])('does not flag "%s" as %s', (text, id) => {
    expect(flagIds(text)).not.toContain(id);
  });
});

/** Issue 14 item 5, fourth round: new flags and broadened rules, in wordings written for these tests. */
describe('red-flag rules added from the uncovered ToS;DR cases', () => {
  it.each([
    [
      'You agree to defend, indemnify and hold harmless Pebblecraft and its staff from any claim arising from your use of the app.',
      'indemnification',
    ],
    [
      'You will indemnify us against all losses, costs and legal fees that result from content you post.',
      'indemnification',
    ],
    [
      'Members must hold the company and its staff harmless against claims about their posts.',
      'indemnification',
    ],
    ['We may suspend or terminate your account at any time, for any reason.', 'termination-at-will'],
    [
      'We reserve the right to discontinue the service, or any part of it, at any time.',
      'termination-at-will',
    ],
    ['Northwind reserves the right to suspend your access at its sole discretion.', 'termination-at-will'],
    ['Features of the app may be removed at any time.', 'termination-at-will'],
    [
      'We connect information about your activity on our different apps and devices to give you a consistent experience.',
      'combined-profile',
    ],
    [
      'We may link data collected automatically with information we already hold about you.',
      'combined-profile',
    ],
    ['We may combine it with other information to improve our services.', 'combined-profile'],
    [
      'We keep your details for so long as they may be relevant to the purposes above.',
      'indefinite-retention',
    ],
    ['Our partners may collect cookie identifiers and your IP address.', 'automatic-device-tracking'],
    ['We record which websites or search terms referred you to our shop.', 'automatic-device-tracking'],
    ['We log the page you visited before reaching our site.', 'automatic-device-tracking'],
    ['We also record the websites you visit after leaving our app.', 'automatic-device-tracking'],
    [
      'Details of your photos may include the location of a photo and when it was taken.',
      'location-tracking',
    ],
    [
      'In some cases your data may be kept for a longer period, for example to apply a sanction.',
      'kept-after-deletion',
    ],
    [
      'We may disclose your personal information, at our sole discretion, to law enforcement agencies.',
      'disclosure-without-notice',
    ],
    [
      'We may answer a request by a government body, whether or not legally required.',
      'disclosure-without-notice',
    ],
    ['We may share your details with the police to assist with investigations.', 'disclosure-without-notice'],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    // The company indemnifying the reader, or no indemnity asked.
    ['We will indemnify you against claims that the software infringes a patent.', 'indemnification'],
    ['You are not required to indemnify us for anything.', 'indemnification'],
    // The reader's own right to leave, a reason given, a promise of notice, a denial.
    ['You may close your account at any time from the settings page.', 'termination-at-will'],
    ['We may terminate your account if you break these terms.', 'termination-at-will'],
    ['We will not close your account without notice.', 'termination-at-will'],
    ['We may delete your data at any time on request.', 'termination-at-will'],
    // Denials, the reader's own linking, data from other companies (another flag's).
    ['We do not combine your information with data from other sources.', 'combined-profile'],
    ['You can link your account with your other apps in the settings.', 'combined-profile'],
    ['We may combine it with other information we receive from our partners.', 'combined-profile'],
    // Minimisation, denials and opt-out instructions.
    ['We keep your details only as long as they are needed to provide the service.', 'indefinite-retention'],
    ['We do not record the websites you visit after leaving our app.', 'automatic-device-tracking'],
    ['You can opt out of cookie identifiers in your browser settings.', 'automatic-device-tracking'],
    ['Your data will not be kept for a longer period than necessary.', 'kept-after-deletion'],
    [
      'We will not disclose your details to the police unless a court order requires it.',
      'disclosure-without-notice',
    ],
    [
      'We may disclose information in cooperation with law enforcement when a valid warrant is served.',
      'disclosure-without-notice',
    ],
    ['You may share your profile with other members at your discretion.', 'disclosure-without-notice'],
  ])('does not flag "%s" as %s', (text, id) => {
    expect(flagIds(text)).not.toContain(id);
  });
});

describe('"without notice" belongs to what it is said of', () => {
  it.each([
    ['We may terminate your account at any time for any reason without notice.', 'changes-without-notice'],
    [
      'We may change this policy at any time, at our sole discretion, without notice to you.',
      'disclosure-without-notice',
    ],
    [
      'We may update this privacy notice from time to time without notifying you.',
      'disclosure-without-notice',
    ],
  ])('%s raises no %s', (text, flag) => {
    expect(flagIds(text)).not.toContain(flag);
  });

  it.each([
    ['We may change these Terms at any time without notice.', 'changes-without-notice'],
    ['We may share your data with the police without notifying you.', 'disclosure-without-notice'],
  ])('%s raises %s', (text, flag) => {
    expect(flagIds(text)).toContain(flag);
  });
});

/** Issue 14, fifth round: general wordings of practices the rules missed, written for these tests. */
describe('red-flag rules of the fifth round', () => {
  it.each([
    [
      'We may share your data to answer a subpoena, or to otherwise protect our rights.',
      'disclosure-without-notice',
    ],
    [
      'We may release account details to comply with a court order or to protect its legal rights.',
      'disclosure-without-notice',
    ],
    [
      'We may disclose your information as required by law or to protect the rights, property or safety of our company.',
      'disclosure-without-notice',
    ],
    ['We send you updates and news by email or push notification.', 'marketing-use'],
    ['We use your email address to send you company news, offers and updates.', 'marketing-use'],
    ['Members receive news by email about upcoming events.', 'marketing-use'],
    [
      'How long we keep your data is decided on a case-by-case basis, depending on our operational needs.',
      'indefinite-retention',
    ],
    ['We determine retention periods case by case.', 'indefinite-retention'],
    [
      'We disclaim any and all liability for unauthorized access to your account data.',
      'security-disclaimer',
    ],
    ['The company disclaims any and all liability for lost files.', 'liability-disclaimer'],
    ['You are giving up your right to go to court: disputes go to arbitration.', 'arbitration'],
    ['Any claim will be decided by a neutral arbitrator, not a judge or jury.', 'arbitration'],
    ['We may occasionally update this privacy policy to reflect new features.', 'changes-without-notice'],
    ['We might need to change this Policy as our business grows.', 'changes-without-notice'],
    ['If we change our policy, we will post those changes on this page.', 'changes-without-notice'],
    ['We may keep uploaded files on our servers for a longer period of time.', 'kept-after-deletion'],
    ['In some cases we are not permitted to delete your data because tax law requires it.', 'no-deletion'],
    ['Banking rules prevent us from deleting your transaction records.', 'no-deletion'],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    // Compelled disclosure, a denial, and the reader's own rights.
    ['We disclose data only when a court order or subpoena requires it.', 'disclosure-without-notice'],
    ['We will never share your data to protect our rights.', 'disclosure-without-notice'],
    ['We use security tools to protect the rights and property of our users.', 'disclosure-without-notice'],
    // "The appropriate authorities" names who receives it, not the company's judgement.
    [
      'We may share what we collect with the appropriate law enforcement agencies if we believe in good faith we are legally obliged to.',
      'disclosure-without-notice',
    ],
    ['You may share your posts to protect your rights.', 'disclosure-without-notice'],
    // News the reader chose, news sharing by the reader, no news sent.
    ['If you subscribe, we will send you our news by email.', 'marketing-use'],
    ['You can unsubscribe from company news at any time.', 'marketing-use'],
    ['We do not send news or offers by email.', 'marketing-use'],
    ['Our site shows the latest news about data protection law.', 'marketing-use'],
    // Cases judged one by one that are not about keeping data.
    ['We review each access request on a case-by-case basis.', 'indefinite-retention'],
    ['We do not disclaim liability for breaches caused by our negligence.', 'security-disclaimer'],
    ['We do not disclaim liability for breaches caused by our negligence.', 'liability-disclaimer'],
    ['You keep your right to go to court, and no arbitration applies.', 'arbitration'],
    // A promise of notice, in the sentence or the next one, or the reader's own change.
    [
      'We may update this privacy policy; we will notify you by email at least two weeks before changes apply.',
      'changes-without-notice',
    ],
    [
      'We may update this policy. Changes will be communicated to you a month ahead.',
      'changes-without-notice',
    ],
    ['You may update your profile at any time.', 'changes-without-notice'],
    ['We may not keep your files for a longer period than necessary.', 'kept-after-deletion'],
    ['You are not allowed to delete other members’ posts.', 'no-deletion'],
  ])('does not flag "%s" as %s', (text, id) => {
    expect(flagIds(text)).not.toContain(id);
  });
});

/** Issue 14 item 5, fifth round: other companies taking part, in wordings written for these tests. */
describe('red-flag rules for other companies taking part in the service', () => {
  it.each([
    // Parts of the service run by other companies, and companies of its own group that help run it.
    [
      'Some features of the app, such as voice search, are operated by third party platforms.',
      'many-service-providers',
    ],
    ['We offer tools provided by other companies for use within our service.', 'many-service-providers'],
    [
      'We may share your details with our parent company to help us provide support.',
      'many-service-providers',
    ],
    [
      'Data is shared with Acme subsidiaries involved in the operation of the store.',
      'many-service-providers',
    ],
    [
      'Your records may go to group companies that help administer your membership.',
      'many-service-providers',
    ],
    // Outside analytics named as a kind, and a named analytics service that analyses your use.
    ['We rely on analytics providers such as Google and Matomo Cloud.', 'automatic-device-tracking'],
    ['Measurement partners (e.g., comScore) receive data about page views.', 'automatic-device-tracking'],
    ['Google Analytics analyses how visitors move through our pages.', 'automatic-device-tracking'],
    // Other companies' own privacy policies for what they do with data they get here.
    ['To learn how PayPal handles your payment details, read its privacy policy.', 'other-companies-rules'],
    [
      'Payment data is processed by our payment processor under their own privacy policy.',
      'other-companies-rules',
    ],
    [
      'For details of how these ad servers use cookies, see the privacy policies of those advertisers.',
      'other-companies-rules',
    ],
    [
      'Comments are hosted by Disqus; see Disqus’s privacy policy for more information.',
      'other-companies-rules',
    ],
    [
      'The social networks whose buttons we show process your data according to their privacy policies.',
      'other-companies-rules',
    ],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    // Links to other websites: nothing passes through the service to them.
    [
      'Our site contains links to other websites whose privacy policies may differ from ours.',
      'many-service-providers',
    ],
    ['Our site contains links to websites operated by third parties.', 'many-service-providers'],
    [
      'We are not responsible for the privacy practices of websites we link to; read their privacy policies.',
      'other-companies-rules',
    ],
    [
      'These sites may collect your personal information, so please read their privacy policies.',
      'other-companies-rules',
    ],
    ['This privacy policy does not apply to third-party websites.', 'other-companies-rules'],
    // The company's own policy, the reader's browser, opt-out instructions.
    ['To learn how we handle your data, read our privacy policy.', 'other-companies-rules'],
    ['You can change your cookie settings in your browser; see aboutcookies.org.', 'other-companies-rules'],
    ['To opt out of Google’s ad cookies, visit Google’s privacy policy page.', 'other-companies-rules'],
    ['Acme may update its privacy policy and will tell you by email.', 'other-companies-rules'],
    // A denial, and a reader's choice to connect a group company.
    ['We do not share your data with our parent company.', 'many-service-providers'],
    [
      'You can choose to share your profile with our affiliates to help provide offers.',
      'many-service-providers',
    ],
  ])('does not flag "%s" as %s', (text, id) => {
    expect(flagIds(text)).not.toContain(id);
  });
});

describe('data from other companies named after a long list (fresh-review faults (3))', () => {
  it('reads "we acquire information (a long list) about you from third parties"', () => {
    expect(
      flagIds(
        'To tailor our pages, we also acquire information (including personal, demographic, behavioural and indirect details) about you from third parties who provide it to us.',
      ),
    ).toContain('third-party-data-sources');
    // Near miss: the reader's own data, sent to third parties.
    expect(
      flagIds(
        'We send the information (including personal and demographic details) you give us to third parties.',
      ),
    ).not.toContain('third-party-data-sources');
  });
});

describe('a business sold in part is a business transfer, not a sale of data', () => {
  it('does not flag a sale when a customer list passes to the buyer of a division', () => {
    const text = 'If a division of our company is sold, we might hand over our subscriber list in that deal.';
    expect(flagIds(text)).not.toContain('sells-data');
    expect(flagIds('Our client files may go to any successor of the firm.')).not.toContain('sells-data');
  });

  it('still flags a list sold to marketers', () => {
    expect(flagIds('We sell our subscriber list to outside marketers.')).toContain('sells-data');
    expect(flagIds('We may sell part of our customer list to other businesses.')).toContain('sells-data');
  });
});
