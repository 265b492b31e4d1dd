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
