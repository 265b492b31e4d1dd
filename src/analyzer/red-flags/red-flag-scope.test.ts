import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './detect-red-flags';

const flagIds = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);

/**
 * Sentences written for these tests. Each changed or new rule has a sentence it must flag and a
 * near miss it must leave alone: the same words, but a choice, a safeguard or another company's job.
 */
describe('red flags raised only where the sentence states the practice', () => {
  it.each([
    // Sharing for the recipients' own use, not for running the service.
    [
      'We may pass your email address to selected partners so that they can send you their own offers.',
      'broad-third-party-sharing',
    ],
    ['Our member list is occasionally swapped with similar charities.', 'broad-third-party-sharing'],
    ['We share purchase histories with advertisers.', 'broad-third-party-sharing'],
    [
      'Once transferred, the recipient handles your details under its own privacy policy.',
      'broad-third-party-sharing',
    ],
    ['We share your delivery address with contractors who deliver our parcels.', 'many-service-providers'],
    ['Card payments are handled by an external provider.', 'many-service-providers'],
    ['Our partners set their own cookies when you read our articles.', 'cross-site-tracking'],
    ['The share buttons from social networks on our pages record your visit.', 'cross-site-tracking'],
    [
      'Our ad partners may show you ads outside of our website based on the pages you read here.',
      'ads-on-other-sites',
    ],
    ['We use your purchase history to make the ads you see more relevant to you.', 'targeted-advertising'],
    ['We use Google Analytics to understand how visitors use our pages.', 'automatic-device-tracking'],
    ['We record your browsing history while you are signed in.', 'automatic-device-tracking'],
    ['Moderators may review your private messages to stop abuse.', 'sensitive-data'],
    [
      'Closing your account may not remove every copy at once, since backups of your files are not immediately purged.',
      'kept-in-backups',
    ],
    ['Your location can be determined from your IP address and nearby Wi-Fi networks.', 'location-tracking'],
    [
      'Our newsletters tell us whether they were opened, and our logs keep the referrer.',
      'automatic-device-tracking',
    ],
    ['Your files may be held on servers in any part of the world.', 'international-transfer'],
    ['We use your interests and browsing to choose the ads you see.', 'targeted-advertising'],
    ['We may retain your records despite your request for deletion.', 'kept-after-deletion'],
    [
      'Even when you are no longer a customer, we continue to use your purchase history.',
      'kept-after-deletion',
    ],
    [
      'If we sell all or part of our business, your details may go to the buyer.',
      'data-in-business-transfer',
    ],
    [
      'When a browser sends a Do Not Track request, our site does not take any action in response to the request.',
      'ignores-do-not-track',
    ],
    [
      'The law requires us to explain how we respond to Do Not Track signals, and we do not respond to them.',
      'ignores-do-not-track',
    ],
    ['We may alter this policy at any time.', 'changes-without-notice'],
    ['This statement can be updated without prior or further notice.', 'changes-without-notice'],
    [
      'Some of our suppliers are in third countries, so your data may be sent there.',
      'international-transfer',
    ],
    ['We send marketing emails about our new products.', 'marketing-use'],
    ['We reserve the right to use your details for marketing.', 'marketing-use'],
    ['We use locational data to show you nearby stores.', 'location-tracking'],
    [
      'Advertisers share information with us about the purchases you make on their sites.',
      'third-party-data-sources',
    ],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it.each([
    // Service providers working for the company are another flag.
    [
      'We share your order details with the courier that delivers your parcel on our behalf.',
      'broad-third-party-sharing',
    ],
    [
      'We may share your information with third parties as described in this policy.',
      'broad-third-party-sharing',
    ],
    [
      'You can ask for a list of the companies we shared your data with for their marketing last year.',
      'broad-third-party-sharing',
    ],
    ['We share only anonymous, aggregated statistics with our sponsors.', 'broad-third-party-sharing'],
    [
      'Any service provider we use is contractually bound to keep your data confidential.',
      'many-service-providers',
    ],
    [
      'Browsers can send a Do Not Track signal to the websites and other online services you visit.',
      'cross-site-tracking',
    ],
    ['If you block cookies, some features of this and other websites may not work.', 'cross-site-tracking'],
    [
      'You can control advertising cookies set by ad networks in your browser settings.',
      'cross-site-tracking',
    ],
    ['We buy ads outside of our website to promote our shop.', 'ads-on-other-sites'],
    ['We only show contextual ads based on the page you are reading.', 'targeted-advertising'],
    [
      'You can choose whether your information is used to make ads more relevant to you.',
      'targeted-advertising',
    ],
    ['We use Google Analytics with the IP address anonymised.', 'automatic-device-tracking'],
    ['We never record your browsing history.', 'automatic-device-tracking'],
    ['Messages you send are end-to-end encrypted, so we cannot read them.', 'sensitive-data'],
    ['We store the messages you send to our help desk so that we can reply.', 'sensitive-data'],
    ['Encrypted backups of the service are stored every night.', 'kept-in-backups'],
    ['We do not keep backups of deleted files.', 'kept-in-backups'],
    ['Your location is never determined from your IP address.', 'location-tracking'],
    ['You can choose whether your browsing is used to pick the ads you see.', 'targeted-advertising'],
    ['We delete your data on request if we are not required to keep it.', 'kept-after-deletion'],
    ['Companies we share data with are obliged to keep it securely.', 'kept-after-deletion'],
    [
      'If the company is acquired, the buyer must agree to honour this privacy policy.',
      'data-in-business-transfer',
    ],
    [
      'We may update this policy from time to time; you will be notified at least seven days in advance.',
      'changes-without-notice',
    ],
    [
      'When we send data to third countries we ensure an adequate level of protection.',
      'international-transfer',
    ],
    ['We send our newsletter only if you subscribe to it.', 'marketing-use'],
    ['We will never: sell your personal information.', 'sells-data'],
    [
      'If the company goes into insolvency, the liquidator may sell its assets, customer data included.',
      'sells-data',
    ],
    ['We cannot delete your posts except by deleting your whole account.', 'no-deletion'],
    ['Data of active accounts is retained indefinitely.', 'indefinite-retention'],
    ['We disclaim any liability for the content of linked websites.', 'liability-disclaimer'],
    [
      'We will disclose information only if we believe we are legally required to do so.',
      'disclosure-without-notice',
    ],
    ['You can turn off locational data in your phone settings.', 'location-tracking'],
    ['You can share information with us through the contact form.', 'third-party-data-sources'],
  ])('does not flag "%s" as %s', (text, id) => {
    expect(flagIds(text)).not.toContain(id);
  });
});

/**
 * Faults a second reviewer found: each sentence raised a flag its words do not support. Written for
 * these tests, each with a near miss in the same idiom that must still raise the flag.
 */
describe("the second reviewer's faults: a flag needs the practice, not its words", () => {
  it.each([
    // A division's name and what it sends you are not health data collected.
    [
      'Messages from our Health & Wellness division, such as prescription reminders, are not covered by these email choices.',
      'sensitive-data',
    ],
    ['We may text you prescription refill reminders at the number you gave us.', 'sensitive-data'],
    // Another company's cookies that only measure this service are analytics, not cross-site tracking.
    [
      'Our affiliate partners may place cookies to understand how you use our website.',
      'cross-site-tracking',
    ],
    [
      'Companies in our corporate family may use cookies to measure the use of our apps.',
      'cross-site-tracking',
    ],
    // A location other members can see is a profile field, not the company tracking you; nor is a
    // username a use of the location.
    ['Your username and location are shown on your public profile.', 'location-tracking'],
    ['The location information you add to your profile is visible to other members.', 'location-tracking'],
    // Where stores, merchants or vendors are is not where your data goes.
    ['Our partner stores are located in the United States and Canada.', 'international-transfer'],
    ['Some of our suppliers may be based outside the United States.', 'international-transfer'],
    ['Our shop sells gift cards from merchants based in the United States.', 'international-transfer'],
    // Selling to data brokers is not getting data from them.
    ['We may sell your contact details to data brokers.', 'third-party-data-sources'],
    [
      'We may aggregate your personal information and sell it to marketers and data brokers.',
      'third-party-data-sources',
    ],
  ])('does not flag "%s" as %s', (text, id) => {
    expect(flagIds(text)).not.toContain(id);
  });

  it.each([
    [
      'Our Health & Wellness pharmacy keeps a record of the prescriptions you fill and sends you reminders.',
      'sensitive-data',
    ],
    ['We collect your prescription history to send you refill reminders.', 'sensitive-data'],
    [
      'Our affiliate partners may place cookies to understand how you use our website and to recognise you on other websites.',
      'cross-site-tracking',
    ],
    ['Our advertising partners may use cookies to measure the use of our apps.', 'cross-site-tracking'],
    ['We collect your location and show it on your public profile.', 'location-tracking'],
    ['Our servers are located in the United States.', 'international-transfer'],
    [
      'Your information may be processed by suppliers located in the United States.',
      'international-transfer',
    ],
    [
      'Our card processing services in the U.S. handle payments for European shops.',
      'international-transfer',
    ],
    // What is sold still raises the sale; data brokers sending data in still raises the source.
    ['We may sell your contact details to data brokers.', 'sells-data'],
    ['Data brokers send us information about your household.', 'third-party-data-sources'],
    ['We buy mailing lists from data brokers.', 'third-party-data-sources'],
    // Aggregating your personal information and handing it over is not anonymous data.
    [
      'We may aggregate your personal information and disclose it to advertisers.',
      'broad-third-party-sharing',
    ],
    ['We may aggregate your personal information and sell it to marketers and data brokers.', 'sells-data'],
  ])('flags "%s" as %s', (text, id) => {
    expect(flagIds(text)).toContain(id);
  });

  it('still reads aggregated results, de-identified in the output, as no personal data', () => {
    for (const text of [
      'We may aggregate your personal information with that of other customers and share only the aggregated results with advertisers.',
      'We may aggregate your personal information and disclose it to advertisers in a form that does not identify you.',
    ])
      expect(flagIds(text)).not.toContain('broad-third-party-sharing');
  });
});
