import type { TrainingExample } from '../model/train-linear-model';

/**
 * Labelled red-flag sentences written by the PolicyLens team (ours, no third-party text). They cover
 * flags ToS;DR has few or no points for (AI training, no deletion) and promises that must not raise a
 * flag. Each line: flag ids separated by spaces (or "-" for none), a bar, the sentence.
 */
const LINES = `
trains-ai | We may use the content you upload to train and improve our machine learning models.
trains-ai | Your conversations with the assistant may be reviewed and used to develop our artificial intelligence systems.
trains-ai | By posting content, you allow us to use it to train generative AI models.
trains-ai | We use your photos and captions to improve the algorithms that power our features, including AI models.
trains-ai | Prompts and outputs may be retained and used to train future versions of the model.
trains-ai | Data from your account may be used to build and refine large language models.
trains-ai sells-data | We may license your content to partners who use it to train their artificial intelligence products.
no-deletion | Once submitted, your posts cannot be deleted.
no-deletion | We are unable to remove information that has been shared with other users.
no-deletion | Deleting your account does not delete the content you have published.
no-deletion | You cannot delete your profile; you can only deactivate it.
sells-data | We may sell your contact details to other companies that want to market to you.
sells-data | We receive payment from partners in exchange for information about our users.
sells-data | Your browsing data may be sold to data brokers.
sells-data targeted-advertising | We sell information about your interests to advertisers so they can target you.
indefinite-retention | We may keep your information forever.
indefinite-retention | Your data is stored for an unlimited period.
indefinite-retention | We retain personal information for as long as we see fit.
changes-without-notice | We can change these rules whenever we like without telling you.
changes-without-notice | Continuing to use the app after a change means you agree to it.
class-action-waiver arbitration | Claims must be brought individually through binding arbitration, not as part of a class.
cross-site-tracking | Our pixel follows you to other sites so that we can show you our ads there.
cross-site-tracking | We identify your devices by fingerprinting your browser.
sensitive-data | We may collect your heart rate, sleep patterns and other health data from your wearable.
sensitive-data | The app scans your face to create a biometric template.
third-party-data-sources | We buy information about you from data brokers to complete your profile.
liability-disclaimer | The app is provided as is, and you use it at your own risk.
liability-disclaimer | Quillworth is not liable for any loss of data or other damages arising from your use of the service.
liability-disclaimer | We make no warranty that the service will be uninterrupted, secure or free of errors.
liability-disclaimer | To the fullest extent allowed by law, Brambleton disclaims all warranties and all liability for lost profits or lost data.
international-transfer | Your information may be stored on servers in countries whose privacy laws are less protective than those where you live.
international-transfer | By using the app you agree that your data may be moved to the United States and handled under its laws.
kept-after-deletion | After you close your account we keep some of your records to meet our tax and accounting obligations.
kept-after-deletion | We may turn down a deletion request when we still need the data for our own business reasons.
cross-site-tracking | Advertising companies we work with place their own cookies on your browser when you read our articles.
cross-site-tracking | We log the page that sent you to us and the page you go to next.
marketing-use | We will use your purchase history to email you about products we think you might like.
- | We do not sell your personal data, and we never will.
- | We never use your content to train artificial intelligence models.
- | You can delete your account and all of your data at any time.
- | We delete your data within thirty days after you close your account.
- | We will notify you by email thirty days before any change to this policy takes effect.
- | We do not share your information with advertisers.
- | We do not use third-party tracking cookies.
- | We honour the Do Not Track signal sent by your browser.
- | We do not collect biometric or health information.
- | Disputes may be brought before the courts of your place of residence.
- | We only use service providers who are bound by strict confidentiality agreements.
- | Your data is stored in the European Union and never leaves it.
- | You can opt out of any marketing emails with one click.
- | We collect only your email address, and only to send you the receipts you ask for.
- | We accept responsibility for any damage caused by our own negligence, as the law requires.
- | Your data is hosted only in Ireland and is not transferred outside the European Economic Area.
- | When you delete your account, we erase all of your data, backups included, within thirty days.
- | You have the right to object to direct marketing, and we will stop as soon as you tell us.
- | Some advertising networks let you opt out of their cookies through industry choice pages.
- | We keep your data only for as long as your account is open.
many-service-providers | We rely on outside vendors to host our website, process payments and send emails on our behalf.
many-service-providers | Companies we hire to help run the service, such as cloud hosting and customer support providers, may have access to your personal information.
many-service-providers | Your information may be processed by our contractors, who perform services such as data storage, order fulfilment and analytics for us.
many-service-providers | We use third-party payment processors to handle your card details when you make a purchase.
many-service-providers | Our newsletters are sent through an email delivery provider that stores your address on its servers.
many-service-providers | Some features of the app are operated by third-party platforms that receive the data needed to provide them.
many-service-providers | We engage sub-processors located in several countries to provide infrastructure and support services.
many-service-providers | The following categories of suppliers process personal data for us: hosting providers, payment services, customer support tools and analytics vendors.
many-service-providers | Our website is hosted by an external provider, and the data you enter is stored on its servers.
many-service-providers | We share your details with delivery companies so that they can bring your order to you.
many-service-providers | When you sign in with a third-party account, that provider also processes your login information.
many-service-providers | Fonts, maps and videos on our pages are loaded from other companies' servers, which receive your IP address.
third-party-data-sources | We may receive information about you from other sources, such as business partners, marketing companies and public databases, and add it to what we hold.
third-party-data-sources | We combine the information you give us with data we obtain from third parties.
third-party-data-sources | Our partners may provide us with information about your purchases and interests.
third-party-data-sources | If you connect your social media account, we receive your profile information and friends list from that network.
third-party-data-sources | We obtain demographic and interest data from data providers to better understand our customers.
third-party-data-sources | Information about you may come to us from credit reference agencies and fraud prevention services.
third-party-data-sources | Other users may give us information about you, for example when they invite you or upload their contacts.
third-party-data-sources | We link the information we collect across our different products and services to build a single profile.
third-party-data-sources | Advertisers and measurement partners share with us information about your activity on their own websites and apps.
third-party-data-sources | We may collect personal data about you even if you do not have an account, for example when others mention you.
international-transfer | Your personal data may be transferred to, stored and processed in countries other than the one in which you live.
international-transfer | We operate globally, so your information may be handled by our staff and suppliers in any country where we do business.
international-transfer | The data we collect may be stored on servers located in the United States and other countries.
international-transfer | By submitting your information, you consent to its transfer outside the European Economic Area.
international-transfer | These countries may have data protection rules that are different from, and less strict than, those of your country.
international-transfer | Our service providers are based around the world, and your data may be accessed from wherever they are located.
marketing-use | We use your contact details to send you news, special offers and information about our products.
marketing-use | With your details we may contact you by email, post or telephone about events and promotions.
marketing-use | We may use your information to tell you about products and services of our partners that may be of interest to you.
marketing-use | We analyse your purchases to send you personalised offers and recommendations.
marketing-use | Your information helps us run our marketing campaigns and measure how well they work.
marketing-use | We may pass your contact details to carefully selected companies so that they can send you their own marketing.
marketing-use | We send you newsletters and promotional messages about our services.
automatic-device-tracking | When you visit our website, our servers automatically record your IP address, browser type, operating system and the pages you view.
automatic-device-tracking | We use analytics tools to see how visitors use our site, which set cookies on your device.
automatic-device-tracking | Our emails contain small images that tell us whether you opened them and which links you clicked.
automatic-device-tracking | We collect device information such as your device model, unique identifiers and mobile network.
automatic-device-tracking | Third-party analytics providers collect information about your visits, including the time spent on each page.
automatic-device-tracking | We and our partners use cookies, web beacons and similar technologies to recognise your browser and record your activity.
automatic-device-tracking | Our app uses software development kits from other companies that collect data about how you use it.
automatic-device-tracking | We keep server logs that include your IP address, the date and time of your request and the website that referred you.
data-in-business-transfer | If we are involved in a merger, acquisition or sale of assets, your personal information may be transferred to the buyer.
data-in-business-transfer | In the event of a reorganisation or bankruptcy, customer information may be among the assets transferred.
data-in-business-transfer | We may share your data with a prospective buyer of our business during negotiations.
data-in-business-transfer | Should the company be acquired, the new owner will have access to the information we hold about you.
disclosure-without-notice | We may disclose your information to law enforcement or other authorities when we believe in good faith that it is necessary.
disclosure-without-notice | We may share your information with government agencies in response to their requests, at our discretion.
disclosure-without-notice | We may preserve and disclose any information about you if we consider it reasonably necessary to protect our rights or property.
disclosure-without-notice | Your data may be provided to the police or regulators without telling you first.
changes-without-notice | We may update this policy at any time, and the new version applies as soon as it is posted here.
changes-without-notice | We reserve the right to modify these terms whenever we choose; it is your responsibility to check this page for changes.
changes-without-notice | Changes take effect immediately when published, and your continued use of the site means you accept them.
changes-without-notice | This notice may be revised from time to time without further notice to you.
sensitive-data | We may collect information about your health, such as conditions you tell us about or medications you take.
sensitive-data | Our staff may read the messages you send to other users to check for abuse.
sensitive-data | If you enable the feature, we use facial recognition to identify you in photos.
sensitive-data | The app records your precise location through GPS while it is running in the background.
sensitive-data | We collect your bank account and card details when you pay.
location-tracking | We infer your approximate location from your IP address.
location-tracking | With your permission, the app collects your device's location to show nearby stores.
location-tracking | We use location signals such as Wi-Fi access points and cell towers to estimate where you are.
targeted-advertising | We use information about your interests and the pages you visit to show you ads we think you will like.
targeted-advertising | Advertising partners use cookies on our site to deliver ads based on your browsing.
targeted-advertising | We share a hashed version of your email address with social networks so that they can show you our ads.
targeted-advertising | Our site displays advertising chosen by ad networks using information about your visits.
indefinite-retention | We keep your information for as long as we consider it useful for our business.
indefinite-retention | There is no fixed period after which we delete the data in our logs.
indefinite-retention | Information you post may remain on our servers even after you close your account.
no-deletion | Messages you have sent to other users cannot be removed from their inboxes.
no-deletion | We do not offer a way to delete your account; you can only stop using it.
security-disclaimer | We are not responsible for any unauthorised access to your information caused by a security breach.
security-disclaimer | We accept no liability if your data is intercepted or accessed by hackers.
arbitration | Any dispute with us will be settled by binding arbitration rather than in court.
class-action-waiver | You agree to bring claims only in your individual capacity and not as a member of any class or representative action.
- | We will not sell, rent or trade your personal information to anyone.
- | We have never sold personal data and we do not plan to.
- | You can unsubscribe from our marketing emails at any time using the link at the bottom of each message.
- | If you no longer want to receive promotional messages, change your preferences in your account settings.
- | You have the right to ask us for a copy of the personal data we hold about you and to have it corrected or erased.
- | To request access to or deletion of your data, write to our privacy team at the address below.
- | You can delete your posts and photos at any time, and they are removed from our servers.
- | We keep your personal data only for as long as we need it for the purposes described in this policy, and then delete it.
- | Log files are deleted automatically after fourteen days.
- | Inactive accounts are deleted after two years, and you will be warned before this happens.
- | We use encryption, firewalls and strict access controls to protect your information.
- | Only staff who need your information to do their jobs can see it, and they are bound by confidentiality.
- | Our service providers may use your data only to perform services for us and must keep it confidential.
- | We do not share your personal information with third parties except as needed to provide the service you asked for.
- | We only share your information with others when you have given us your specific consent.
- | We use only session cookies, which are deleted when you close your browser.
- | Our cookies do not contain any information that identifies you personally.
- | You can use most of our website without telling us who you are.
- | You may use a nickname instead of your real name.
- | We will only hand over user data to authorities when a valid court order compels us, and we will tell you unless the law forbids it.
- | We review every government request carefully and reject those that are too broad.
- | If we plan to make a significant change to this policy, we will email you at least thirty days before it takes effect.
- | Previous versions of this policy are kept in an archive so that you can see what changed.
- | We will tell you without undue delay if a data breach affects your personal information.
- | You can download an archive of all of your data from your account settings.
- | We do not use third-party analytics or advertising trackers on our website.
- | We do not log the IP addresses of visitors.
- | You can opt out of personalised advertising in your account settings, and we will show you only general ads.
- | Refusing non-essential cookies will not stop you from using any part of the site.
- | You can choose who can see each post you share.
- | You can close your account at any time by contacting us, and we will delete your data.
- | This policy explains what information we collect, why we collect it and how you can update or delete it.
- | We collect your name and email address when you register, and the messages you send to our support team.
- | We use the information you provide only to deliver the service and to answer your questions.
- | We do not use your personal data for any purpose other than the one for which you gave it.
- | You can complain to your local data protection authority if you think we have mishandled your data.
- | You can change your cookie settings at any time using the banner at the bottom of the page.
`;

export const HANDWRITTEN_RED_FLAG_EXAMPLES: readonly TrainingExample[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [ids = '', text = ''] = line.split(' | ');
    return { text, labels: ids === '-' ? [] : ids.split(' ') };
  });
