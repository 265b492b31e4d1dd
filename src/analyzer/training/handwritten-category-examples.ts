import type { Opp115Category } from '../../common/analysis';
import type { TrainingExample } from '../model/train-linear-model';

/**
 * Labelled sentences written by the PolicyLens team for training (ours: no third-party text).
 * ToS;DR quotes lean towards terms of service; these add the idiom of privacy policies.
 * Each line: category codes, a bar, the sentence. F first-party collection/use, T third-party
 * sharing/collection, C user choice/control, A access/edit/deletion, R retention, S security,
 * P policy change, D do not track, I international and specific audiences, O other.
 */
const CODES: Record<string, Opp115Category> = {
  F: 'First Party Collection/Use', T: 'Third Party Sharing/Collection', C: 'User Choice/Control', A: 'User Access, Edit and Deletion',
  R: 'Data Retention', S: 'Data Security', P: 'Policy Change', D: 'Do Not Track', I: 'International and Specific Audiences', O: 'Other',
};

const LINES = `
F | When you open an account we ask for your name, email address and a password.
F | We record the pages you visit, the links you click and how long you stay on each page.
F | Our servers automatically log your IP address, browser type and the date and time of your visit.
F | We use the information you give us to process your orders and to deliver the products you buy.
F | If you enter a contest, we collect your name, mailing address and phone number to contact the winners.
F | We may use your email address to send you our newsletter and news about our products.
F | Our app reads your device's approximate location so that we can show you nearby stores.
F | We use cookies to remember your preferences and keep you signed in between visits.
F | Information you provide when you contact customer service is used to answer your question.
F | We analyse how visitors use the site in order to improve its content and layout.
F | We gather demographic information such as your age range, gender and postal code.
F | When you make a purchase, we collect billing details including your card number and billing address.
F | The mobile application collects a unique device identifier and the version of the operating system.
F | We may combine information you give us with information we collect automatically.
F | We use your search queries to suggest results that match your interests.
F | Registered members may add a profile photo, a short biography and their city.
F | We use the data described above to personalize the content and offers we show you.
F | Web beacons in our emails tell us whether you opened a message.
F | We ask for your date of birth to confirm that you are old enough to use the service.
F | Job applicants provide a resume, employment history and references through our careers page.
F | We keep a record of your purchases so that you can reorder items quickly.
F | Usage data helps us diagnose technical problems and measure the performance of our servers.
F | Personal information means information that identifies you, such as your name or email address, and we collect it only when you choose to give it.
F | We may use aggregated information about our visitors for research and to plan new features.
F | If you sign in with a social network, we receive your public profile, including your name and profile picture.
F C | We will use your phone number for marketing text messages only if you agree to receive them.
F T | We and our analytics partners use cookies to understand how people use the website.
F T | Information you post in public forums can be seen and collected by other users.
F R | We log the IP address of each request and keep these logs for thirty days.
T | We share your shipping address with the delivery company that brings your order.
T | We do not sell, rent or trade your personal information with anyone.
T | Our advertising partners may place their own cookies on your browser to show you ads on other sites.
T | We may disclose your information when required by a subpoena, court order or other legal process.
T | If our company is acquired or merged with another company, your information may be transferred to the new owner.
T | We work with service providers who host our website, process payments and send emails for us.
T | These vendors may use your information only to provide services to us and not for their own purposes.
T | We may share aggregated, de-identified statistics about our users with advertisers and partners.
T | Our affiliates and subsidiaries may receive your information and use it in line with this policy.
T | With your permission, we share your details with partners whose offers may interest you.
T | Third-party analytics services such as web measurement tools collect information about your visits.
T | We may release information to law enforcement if we believe it is needed to protect the safety of others.
T | Social media buttons on our pages may let those networks know that you visited the page.
T | We may provide your contact information to the sponsor of a sweepstakes you enter.
T | Companies that serve ads on our site may collect information about your activity across websites over time.
T | We may share personal information within our family of companies for marketing purposes.
T | Your information will not be shared with third parties except as described in this policy.
T | We may exchange mailing lists with other reputable companies whose products you might like.
T | Our payment processor receives your card details directly and handles them under its own privacy policy.
T C | You can ask us not to share your information with our marketing partners by contacting us.
T I | We may disclose information about California residents to third parties for their direct marketing purposes.
C | You can unsubscribe from our marketing emails at any time by clicking the link at the bottom of each message.
C | If you do not want us to use cookies, you can change your browser settings to refuse them.
C | You may opt out of interest-based advertising by visiting the industry opt-out page.
C | By using this site you consent to the collection and use of your information as described here.
C | You can turn off location services for our app in your device settings.
C | Providing your phone number is optional, and you can still use the service without it.
C | You may withdraw your consent at any time, without affecting processing that happened before.
C | You can choose which notifications you receive on the account preferences page.
C | If you prefer not to receive postal mail from us, let us know and we will remove you from the list.
C | Some features will not work if you disable cookies.
C | We will ask for your consent before we collect precise location data.
C | You can decide whether your profile is visible to everyone or only to your friends.
C | Check the box on the registration form if you do not want to hear about special offers.
C | Mobile users can reset the advertising identifier or limit ad tracking in the device settings.
C | You may decline to answer any survey question.
C | Your continued use of the service means that you agree to this privacy policy.
C A | You can update your communication preferences or close your account from the settings page.
C T | Opting out of third-party advertising cookies will not stop you from seeing ads, but they will be less relevant.
A | You can review and change your account information at any time by logging in.
A | To correct an error in your personal details, email our support team.
A | You may request a copy of the personal information we hold about you.
A | You can delete your account from the settings page, and we will remove your profile.
A | If your address changes, please update it in the My Account area so we can keep our records accurate.
A | You may ask us to erase your personal data, subject to certain legal exceptions.
A | Members can edit or remove the content they have posted at any time.
A | We will respond to requests to access or delete information within thirty days.
A | Parents may review the information we hold about their child and ask us to delete it.
A | You have the right to receive your data in a portable, machine-readable format.
A | To protect your privacy, we will verify your identity before acting on an access request.
A | Please contact us if you wish to deactivate your account.
A R | If you delete your account, some information may remain in our backup copies for a limited time.
A C | You can view and manage the interests we associate with you in your ad settings.
R | We keep your personal information only for as long as we need it for the purposes described in this policy.
R | Order records are kept for seven years to meet our tax obligations.
R | We delete inactive accounts after two years without a login.
R | Log files are automatically erased after ninety days.
R | We retain your information for as long as your account is active.
R | Once the information is no longer needed, we destroy it securely or make it anonymous.
R | Messages you send through our contact form are deleted after we answer them.
R | We may keep some information after you close your account to resolve disputes and enforce our agreements.
R | Search logs are anonymized after eighteen months.
R | Recordings of customer service calls are stored for six months for training purposes.
R | Data in backup systems is overwritten within a few weeks.
R | Credit card numbers are not stored after the transaction is complete.
R | We keep a record of your request to unsubscribe so that we do not contact you again.
R | Information collected for a promotion is discarded when the promotion ends.
R S | We store your data on secure servers for the period required by law.
S | We use industry-standard encryption to protect data sent between your browser and our servers.
S | Access to personal information is limited to employees who need it to do their jobs.
S | Our data centres are protected by firewalls, physical locks and continuous monitoring.
S | Although we take reasonable precautions, no method of transmission over the internet is completely secure.
S | Please keep your password confidential and do not share it with anyone.
S | Payment pages use secure socket layer technology to encrypt your card details.
S | We regularly test our systems for vulnerabilities and train staff on data protection.
S | We will notify you without undue delay if a breach affects your personal information.
S | Sensitive information is stored in encrypted form.
S | We use two-step verification to help protect your account from unauthorized access.
S | We cannot guarantee that unauthorized third parties will never defeat our security measures.
S | Our employees are bound by confidentiality obligations and are trained to handle data safely.
S | Please sign out when you finish using a shared computer.
P | We may update this privacy policy from time to time, and the new version will be posted on this page.
P | If we make material changes, we will notify you by email before they take effect.
P | Please check this page periodically to stay informed about how we protect your information.
P | The date at the top of this policy shows when it was last revised.
P | If we change how we use personal information, we will ask for your consent before applying the change to data we already hold.
P | Changes to this statement take effect as soon as they are posted.
P | We will announce significant changes to this notice on our home page for thirty days.
P | Your continued use of the site after we post changes means you accept the revised policy.
P | We reserve the right to modify this policy at any time.
P | Previous versions of this privacy notice are available in our archive.
D | We do not currently respond to Do Not Track signals from web browsers.
D | Because there is no common standard for Do Not Track, our site does not change its behaviour when it receives the signal.
D | Our website honours the Do Not Track setting in your browser and disables analytics when it is on.
D | Some browsers offer a Do Not Track feature that tells websites you do not want to be tracked.
D T | Third parties that serve ads on our site may not respond to Do Not Track requests.
I | Our services are not directed to children under 13, and we do not knowingly collect their personal information.
I | If we learn that we have collected information from a child under 13, we will delete it promptly.
I | Residents of California may ask us once a year which third parties received their information for direct marketing.
I | Your information may be transferred to and processed in the United States, where our servers are located.
I | Users in the European Economic Area have additional rights under data protection law.
I | We rely on standard contractual clauses when we move personal data out of the European Union.
I | Teenagers between 13 and 18 need a parent's permission to register.
I | This site is intended for users located in the United States.
I | If you access the service from outside the United States, you consent to the transfer of your data to the United States.
I | Canadian customers may contact our privacy officer with any question about this policy.
I | Nevada residents may submit a request not to have their information sold.
I | Our kids' pages collect only a first name and do not allow children to post personal information.
I C | Parents can refuse to let us collect further information from their child.
I A | Residents of the European Union may ask to access, correct or delete their personal data.
O | This privacy policy explains how our company handles information about visitors to our websites.
O | If you have questions about this policy, please contact us at the address below.
O | Our website contains links to other sites, whose privacy practices may differ from ours.
O | This policy applies only to information collected through this website and not to information collected offline.
O | Please read this policy carefully before using the service.
O | Terms that are not defined in this policy have the meanings given in our terms of use.
O | We are a member of an industry self-regulatory program for online privacy.
O | Your use of the site is also governed by our terms of service.
O | We care about your privacy and are committed to protecting it.
O | You can write to our privacy office at 100 Main Street, Springfield.
O | In this policy, "we", "us" and "our" refer to the company and its brands.
O | This notice describes our practices for the website and the mobile applications that link to it.
O | We are not responsible for the content or privacy practices of websites we link to.
O | Contact our customer service team by phone from Monday to Friday.
O | The following sections explain our practices in more detail.
O | Welcome to our website, and thank you for visiting.
O | Table of contents: information we collect, how we use it, your choices, and how to reach us.
O | This statement was last updated in March.
O | Privacy policy
O | Frequently asked questions about privacy
R | Account information is kept while your membership lasts and for one year after it ends.
R | We hold video recordings from our store cameras for thirty days unless an incident is reported.
R | When a free trial ends without a purchase, we erase the trial data after sixty days.
R | We may archive old messages instead of deleting them.
R | Support tickets are retained for three years so that we can follow up on recurring problems.
R | Personal details entered in an abandoned checkout are removed after one week.
R | Analytics data is aggregated and the raw records are discarded after twelve months.
R | We keep information about your purchases for as long as the law requires us to keep financial records.
R | Deleted photos stay in the recycle bin for fourteen days before they are permanently removed.
R | We will not keep your child's email address after we have answered the question.
R | Referral email addresses are used once to send the invitation and are not stored.
R | We maintain copies of your data in our backups until those backups are overwritten.
R | Information may remain in our records after your account is closed.
R | Cookie data expires after two years.
R | We only store the last four digits of your card number.
R A | After you close your account, we remove your public profile right away and delete the rest of your data within ninety days.
R A | Even after you update your details, an earlier version may remain in our archives.
A | Members can see every order they have placed and download the invoices.
A | You may edit the name and photo shown on your public profile.
A | To remove a review you have written, open the review and choose Delete.
A | You may ask us what personal information we hold about you and how we obtained it.
A | You can close your account at any time from the account menu.
A | If any of your details are wrong, tell us and we will fix them.
A | Call our help line to change the mailing address linked to your subscription.
A | You can download an archive of everything you have posted.
A | We will honour requests to delete personal information unless we must keep it by law.
A | Registered users may change their password and email address in their profile.
A | Requests to inspect or amend your records should be sent in writing to our privacy officer.
A | You can remove a linked social media account from your profile at any time.
A | A parent may ask us to stop using and to delete the information of their child.
A C | You can review the information used to personalise your recommendations and turn personalisation off.
C | You can tell us not to send you catalogues by post.
C | If you do not want to receive text messages, reply STOP.
C | You may choose not to give us your location, but some features will then be unavailable.
C | Our cookie banner lets you accept or reject analytics cookies.
C | You can turn off push notifications in the app settings.
C | You may set your profile to private so that only approved followers can see your posts.
C | You can object to the use of your data for direct marketing at any time.
C | If you would rather we did not share your name with partners, tick the box on the order form.
C | Marketing emails are sent only to customers who have opted in.
C | To stop receiving interest-based ads from participating companies, use the opt-out tools of the advertising industry.
C | Refusing cookies may prevent you from signing in.
C | You can choose whether your activity is shown to your friends.
C | By registering, you agree that we may contact you about your account.
C | Your browser can be set to warn you before a cookie is stored.
C T | You may opt out of having your information shared with our partners for their marketing.
C T | You can prevent the analytics provider from collecting your data by installing its browser add-on.
T | Our shipping partners receive your name, address and phone number so that they can deliver your parcel.
T | We may give your information to auditors, lawyers and other professional advisers.
T | Aggregate statistics that do not identify you may be published or shared with partners.
T | When you pay with a digital wallet, the wallet provider receives details of the transaction.
T | We may disclose your personal data to protect our rights, property or safety, or those of others.
T | Ad networks may combine information from our site with information they collect elsewhere.
T | We do not share your personal information with other companies for their own marketing.
T | Information you choose to share in a public group can be seen by anyone.
T | Your data may be passed to a successor company if our business is sold.
T | We use external contractors for customer support, and they can see your account details.
T | Embedded videos from other platforms may set their own cookies when you play them.
T | If you buy a ticket through our site, the event organiser receives your name and email address.
T | We may share information with government agencies when the law requires us to do so.
T | Our marketing partners may send you offers directly if you agree.
T | Companies we work with may use web beacons on our pages to measure the success of their ads.
T | We rent our postal mailing list to carefully chosen organisations.
T F | We and our partners use cookies to deliver ads that match your interests.
F | We use your comments to improve our products and services.
F | The information collected helps us understand which articles are most popular.
F | We may record telephone calls with our customer service team for quality purposes.
F | When you use the chat feature, we keep a transcript of the conversation.
F | We ask for your occupation and company name when you register for a webinar.
F | If you apply for credit, we collect information about your income and employment.
F | We use your purchase history to recommend products you might like.
F | Our servers collect the address of the website that referred you to us.
F | We send you service announcements, such as changes to our prices or features.
F | When you upload a photo, we may read the date and location stored in the image.
F | We use the answers you give in surveys for research.
F | Information about your device, such as its model and screen size, helps us display pages correctly.
F | We may use your information to detect and prevent fraud.
F | Personal data is used to manage your subscription and to bill you.
F | We collect information when you sign up for our newsletter, enter a contest or contact us.
F C | If you allow it, the app uses your contacts to help you find friends who already use the service.
S | Our staff must sign confidentiality agreements before they can access customer data.
S | We store passwords using a one-way hash.
S | Card payments are handled by a payment processor certified to the industry security standard.
S | We review our security procedures regularly and update them as technology changes.
S | Your account is locked after several failed login attempts.
S | Information is stored on servers in access-controlled facilities.
S | If you suspect that your account has been compromised, contact us immediately.
P | We will let you know about changes to this policy by showing a notice when you next sign in.
P | If we are going to use your information in a way that differs from this policy, we will tell you first.
P | This policy may be revised, and the effective date below will change when it is.
P | We encourage you to review this statement whenever you visit the site.
P | Any changes will apply only to information collected after the new policy is posted.
I | This part of the policy applies only to visitors from the European Union.
I | If you live in California, you may ask us not to sell your personal information.
I | Users under 18 must have the consent of a parent or guardian.
I | Data collected from visitors outside the United States is transferred to our servers in Virginia.
I | Our services are intended for adults.
I | Students under 13 may use the service only through an account created by their school.
I | Residents of Australia can contact the privacy commissioner if they are not satisfied with our answer.
I | We comply with the Children's Online Privacy Protection Act.
O | Please contact our data protection officer with any question about this notice.
O | Our mailing address is printed at the bottom of every page.
O | This notice covers the website, the mobile app and our customer service lines.
O | We are committed to transparency about how we handle information.
O | The words "personal information" mean information that can identify you.
O | Some sections below apply only if you have an account.
O | This policy forms part of our terms of use.
O | Thank you for reading our privacy policy.
O | For more details about our company, visit the About Us page.
O | Our site may link to websites run by other organisations, and this policy does not cover them.
`;

export const HANDWRITTEN_CATEGORY_EXAMPLES: readonly TrainingExample[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [codes = '', text = ''] = line.split(' | ');
    return { text, labels: codes.split(' ').map((code) => CODES[code] ?? 'Other') };
  });
