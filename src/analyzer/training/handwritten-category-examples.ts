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
  F: 'First Party Collection/Use',
  T: 'Third Party Sharing/Collection',
  C: 'User Choice/Control',
  A: 'User Access, Edit and Deletion',
  R: 'Data Retention',
  S: 'Data Security',
  P: 'Policy Change',
  D: 'Do Not Track',
  I: 'International and Specific Audiences',
  O: 'Other',
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
R | We keep the information you give us for as long as you are a registered member and delete it within a reasonable time after you leave.
R | Server logs are kept for a short period and then overwritten automatically.
R | We retain transaction records for the period required by tax and accounting law.
R | We store chat transcripts so that our agents can see earlier conversations with you.
R | Information about closed accounts is kept in our archives for up to five years.
R | We dispose of paper records by shredding once they are no longer needed.
R | Personal data will be kept no longer than is necessary for the purposes for which it was collected.
R | We may hold on to your information for a reasonable period after your last visit.
R | After the retention period ends, the data is deleted or made anonymous so it can no longer be linked to you.
R | Cookies used for this purpose expire at the end of your browsing session.
R | Persistent cookies remain on your computer until they expire or you delete them.
R | We do not store your credit card details once your payment has been processed.
R | The information is used only to answer your question and is then discarded.
R | Job applications are kept on file for twelve months in case another position becomes available.
R | Your profile and content are stored indefinitely unless you ask us to remove them.
R | Copies of deleted content may persist in our backup storage for a limited period.
R | When you delete a post, it is removed from public view, but a copy may be kept for our records.
R | Email addresses collected for the sweepstakes are deleted once the winners have been chosen.
R | We review the data we hold each year and erase what we no longer need.
R | Recorded calls are erased automatically after ninety days.
R | How long we keep your information depends on the type of data and why we collected it.
R | Data about your visits is stored for up to twenty-six months and then removed.
R | We will keep your contact details until you ask us to stop contacting you.
R | Some records must be kept for a number of years under banking and anti-fraud rules.
R | Unless the law requires us to keep it longer, we remove personal information when your account is closed.
R | Surveillance footage is recorded over after two weeks.
R | We store your uploaded files for as long as you keep your subscription.
R | The information stays in our database so that we can recognise you when you return.
R | We keep aggregated statistics without time limit because they do not identify anyone.
R | Your answers are stored temporarily while you complete the form and are deleted if you do not submit it.
R | We may save a copy of your correspondence with us.
R | Deleted accounts are purged from our active systems within thirty days and from our backups within ninety days.
R | Data we no longer need is securely destroyed.
R | We keep the minimum information needed to honour your request not to be contacted.
R | Inactive user data is removed after a period of inactivity.
R | Your photos are stored on our servers until you delete them.
R | Payment information is held only for the time needed to complete the transaction.
R | We will keep your information for the duration of our business relationship and afterwards as permitted by law.
R | Information is retained in identifiable form only as long as it is needed for the purpose for which it was obtained.
R | Temporary files created during the upload are deleted within twenty-four hours.
R | Data collected during a free trial is erased if you do not become a subscriber.
R A | When you close your account, we delete your personal information, except what we must keep for legal reasons.
R T | Our service providers may keep your data only for as long as they need it to perform services for us.
C | You can manage your cookie preferences at any time through the cookie settings link in the footer.
C | Follow the unsubscribe instructions in any promotional email to stop receiving them.
C | If you no longer want us to share your information with advertising partners, update your privacy settings.
C | You may opt in to receive special offers from our partners when you register.
C | You are not required to provide any personal information to browse the site.
C | Most browsers accept cookies automatically, but you can usually change this setting.
C | You can prevent your data from being used for personalised ads by adjusting your ad preferences.
C | To stop receiving newsletters, change your subscription settings or contact us.
C | We will only send you marketing messages if you have given us permission.
C | You can choose not to allow the app to access your camera, microphone or contacts.
C | If you do not agree with this policy, please do not use our website.
C | Use of the service indicates your acceptance of the practices described in this policy.
C | Visitors who do not want their information used in this way may let us know by email.
C | You can decide whether or not to link your social media account.
C | Please indicate on the form whether you wish to receive information from us.
C | You may change your mind and ask us to remove you from our mailing list at any time.
C | Turning off cookies may limit your ability to use some parts of the site.
C | You control which of your posts are public and which are shared only with friends.
C | Even if you opt out of promotional messages, we will still send you messages about your account and transactions.
C T | You may choose whether your contact details are passed to our co-sponsors.
C T | You can opt out of the collection of data by third-party advertising networks through their websites.
A | You may view, update or correct your personal information by signing in to your account.
A | Subscribers can change their delivery address and payment method on the account page.
A | Upon request, we will provide you with information about whether we hold any of your personal data.
A | You may cancel your registration at any time, and your profile will no longer be visible to other users.
A | You can request that we correct inaccurate information about you.
A | To remove your listing from our directory, use the edit link on your listing page.
A | Contact customer support if you need to change information you cannot edit yourself.
A | You can delete individual items from your history or remove all of it at once.
A | We will provide a copy of your records within a reasonable time after receiving your written request.
A | Users may update their email preferences and personal details at any time.
S | We restrict physical and electronic access to the systems that store your information.
S | Our website is scanned regularly for security holes and known weaknesses.
S | We use administrative, technical and physical measures designed to protect your data against loss, theft and misuse.
S | Your account is protected by a password that only you should know.
S | We cannot ensure the security of any information you send us, and you do so at your own risk.
S | Data is transmitted over an encrypted connection.
O | Our website uses frames and pop-up windows for some features.
O | Questions about this statement can be sent to our privacy team.
O | The site may contain links to partner websites that are not run by us.
O | This site is operated by a company based in Ohio.
O | Privacy matters to us, and we have written this notice in plain language.
R | We retain personal data for six years after the end of your contract, as required by law.
R | Logs that contain IP addresses are rotated and deleted every month.
R | We will delete your information when it is no longer required for the purpose it was collected for.
R | Your saved addresses remain in your account until you remove them.
R | Customer records are stored for the life of your account and a reasonable period afterwards.
R | Closed accounts are kept in a deactivated state for thirty days in case you change your mind.
R | Messages in your trash folder are permanently deleted after thirty days.
R | Newsletter subscriber lists are cleaned of inactive addresses every year.
R | We keep records of your consent for as long as we process your data on that basis.
R | Records of your orders are kept so that we can handle returns, warranty claims and refunds.
R | Raw location points are deleted after seven days; only the city-level summary is kept.
R | We store the contents of your shopping cart so that it is still there when you come back.
R | Information you submit through the form is held on file for future reference.
R | We erase data that we are not legally required to keep.
R | Resumes of candidates we do not hire are deleted after one year.
R | Video uploaded for verification is deleted as soon as your identity has been confirmed.
R | Some information may be retained to prevent fraud or to comply with legal obligations, even after you ask us to delete it.
R | We may continue to store information that has been anonymized.
R | We store your data for no longer than three years after your last purchase.
R | Data stored in our systems is deleted on a regular schedule.
R | Backups are kept for up to six months for disaster recovery.
R | Your voice recordings are saved until you delete them from your history.
R | Information about your device is kept for as long as the app is installed.
R | Cached copies of public pages may remain in search engines for some time after you delete them.
R | We do not save the content of your messages after they have been delivered.
R | Medical records are retained for the period required by state law.
R | We keep your information while you remain a customer and for seven years after that.
R | After the promotion, we keep the winners' names for the period required by gaming regulations.
R | Once your subscription ends, your data is kept for ninety days and then permanently erased.
R | We retain usage statistics in aggregate form indefinitely.
R A | If you ask us to delete your data, we will remove it from our live systems within one month.
R A | You can delete your history at any time, and deleted items are erased from our servers within a day.
C | Each marketing email contains a link you can use to unsubscribe.
C | You can adjust your privacy settings to control who sees your activity.
C | If you would like us to stop using your information for a particular purpose, please contact us.
C | We offer you the choice of receiving our offers by email, post, both or neither.
C | You can disable personalised recommendations in your account settings.
C | You have the option to accept or decline cookies.
C | Where we rely on your consent, you can withdraw it at any time.
C | You may opt out of sharing with our partners by calling the number below.
C | To stop us from collecting location data, turn off location permissions for the app.
C | Participation in surveys is entirely voluntary.
C | You may choose to provide additional details, but this is not required.
C | To stop receiving text messages, reply STOP to any message.
C | If you do not accept these terms, do not submit any information to us.
C | By continuing to browse, you agree to our use of cookies.
C | You can ask not to be included in our member directory.
C | You can control whether websites store cookies through your browser options.
C | We will not use your information for new purposes without asking you first.
C | Our opt-out page lets you say no to the sale of your personal information.
C T | You may choose whether or not we pass your name and address to other companies for their mailings.
A | You can see and edit the information in your profile at any time.
A | Please tell us if your details change so that we can update our records.
A | Customers can cancel their account and remove their payment cards online.
A | You may ask for a copy of your data and for any mistakes in it to be fixed.
A | To delete your account, go to Settings and choose Delete account.
A | You can remove tags of yourself from photos other people have posted.
A | We will tell you what information we have about you if you write to us.
A | You can manage and delete the devices linked to your account.
A | Requests to correct or delete your data can be sent to our privacy team.
F | A cookie is a small text file that a website stores on your computer or phone.
F | Cookies allow us to recognise your browser when you return to the site.
F | We use session cookies to keep track of items in your shopping basket.
F | Web beacons are small graphics that tell us when a page has been viewed.
F | We record the date of your last login and the features you use most.
F | We use your contact details to send you service announcements and account notices.
C | If you prefer that we not contact you by telephone, please tell us when you place your order.
C | You may elect not to receive promotional emails by changing the preferences in your member profile.
C | Where required, we will ask for your express consent before placing non-essential cookies.
C | You can limit the information we collect by not signing in.
C | Users who do not wish to participate in the loyalty program simply do not have to join it.
C | You can tell your browser to notify you when you receive a cookie, which gives you the chance to decide whether to accept it.
C | We give you the opportunity to opt out of having your information used for purposes not related to your purchase.
C | If you do not want your information used to tailor ads, you can change your choices on our ad preferences page.
C | Our mobile app will ask for your permission before sending push notifications.
C | You may refuse to provide your social security number, although we may then be unable to process your application.
C | Accepting our privacy policy is a condition of creating an account.
C | You can request that your name be removed from lists we share with other organisations.
C | Sharing your precise location is optional and can be switched off at any time.
C | To limit the use of Flash cookies, change the storage settings of your Flash player.
C | You may ask us not to use your information for fundraising.
C A | From your account dashboard you can change your marketing preferences and update your contact details.
T | We pass your order details to the payment processor to complete your purchase.
T | Our hosting provider stores our data on its servers in our name.
T | Partners who run co-branded promotions with us receive the entries submitted to those promotions.
T | We may exchange information with other companies for fraud protection and credit risk reduction.
T | Information about you may be shared within our family of companies.
T | Our franchisees may receive your contact details so that they can serve you locally.
T | Third-party plug-ins on our pages may collect information about you even if you do not click them.
T | We may give your details to a collection agency if your account is overdue.
T | Outside contractors who perform services for us are given only the information they need.
T | We may disclose information to protect our rights, property or safety, or that of our users.
T | Ad servers may use the fact that you visited our site to show you ads elsewhere.
T | We do not give your email address to other companies without your permission.
T | Research firms we hire may contact you to ask about your experience.
T | Public comments you post are visible to other visitors and may be indexed by search engines.
T | We may provide information to government agencies when required by law.
F | We ask for your zip code to show you prices and availability in your area.
F | The app records crash reports and performance data to help us fix bugs.
F | When you call us, we may record the call for quality and training purposes.
F | We receive information about you from the payment provider when you pay, such as confirmation that the payment succeeded.
F | Your purchase history is used to recommend products you might like.
F | We may use information about your interests to choose which of our articles to show you.
F | Clickstream data shows us which pages are popular and how visitors move through the site.
F | We collect the information you provide when you apply for a job, open an account or request a quote.
F | Personally identifiable information is used internally to deliver and improve our products.
S | We monitor our network for attempts to upload or change information without permission.
S | No computer system is completely secure, but we work hard to protect your information.
S | Only authorised staff can view your payment details, and they are trained in data protection.
S | We require our contractors to keep the information we give them confidential and secure.
S | Sensitive pages on our site are served over secured connections.
S | You should log out of your account and close your browser when you finish.
P | The date at the top of this page shows when this policy was last revised.
P | We will post any new version of this statement on this page.
P | If we make significant changes, we will email registered users before they take effect.
P | Please check back from time to time to see whether we have made any changes.
I | Visitors from outside the United States should know that their information will be processed in the United States.
I | We do not knowingly collect information from children under the age of thirteen.
I | If we learn that a child under 13 has given us personal information, we will delete it.
I | California residents may request a list of the companies we shared their information with for direct marketing.
I | Our data transfers from the European Economic Area rely on standard contractual clauses.
O | We value our customers and respect their privacy.
O | This section describes the terms we use in this policy.
O | If you have a complaint, please write to us and we will try to resolve it.
O | The company's headquarters are in Chicago, Illinois.
O | For questions about your order, contact customer service.
O | Our affiliates and subsidiaries are listed on our corporate website.
O | This policy is governed by the laws of the State of New York.
O | Some of our sites are run together with partners, and their names appear on those pages.
F | Information we collect automatically includes your browser type, operating system, referring URL and the pages you view.
F | We may collect information about you from other sources, such as public databases and marketing partners, and combine it with what we already have.
F | We use your information to administer your account, respond to your requests and provide customer support.
F | Non-personal information, such as aggregate traffic statistics, helps us understand how the site is used.
F | We may ask you to provide your name and email address when you post a comment.
F | When you use our mobile app, we may collect your device model, operating system version and mobile network.
F | We use information about your activity to prevent abuse and keep the service running.
F | We process your personal data to fulfil our contract with you and for our legitimate interests.
F | Information you submit in a job application is used only to evaluate you for employment.
F | Our site collects your email address if you sign up for alerts.
F | We may use the information we collect to send you surveys and to conduct research.
F | We may record your IP address to help diagnose server problems and administer the website.
F | Registration requires a user name, a password and a valid email address.
F | We may use your personal information to verify your identity and to enforce our terms.
F T | We and the companies that provide services for us may use cookies to measure the effectiveness of our advertising.
T | We may share non-identifying information with partners for industry analysis and demographic profiling.
T | Your information may be disclosed to a successor entity in connection with a sale of our business.
T | We may share your information with your consent or at your direction.
T | When you buy from a merchant through our site, we pass your order information to that merchant.
T | Our service providers are contractually required to use your information only to perform services on our behalf.
T | Advertisers may use cookies and web beacons to collect information about your visits to this and other websites.
T | We may share information with companies that help us detect fraud.
T | Your username and the content you post are visible to all users.
T | We may rent our mailing list to carefully selected organisations whose products may interest you.
T | We may disclose information to respond to a court order or to cooperate with a police investigation.
T | Widgets from social networks on our site may receive information about your visit.
T | Aggregate information that does not identify you may be shared with anyone.
T | We use a third-party email service to send our newsletters.
T | Our sponsors may receive information about the people who enter their contests.
C | To change how we contact you, visit the communication preferences page.
C | You can control the collection of data for interest-based ads through the settings on your device.
C | If you do not want your information to be shared for marketing, you may tell us at any time.
C | When you register, you can choose whether to receive special offers from us.
C | By submitting your information, you consent to its use as described in this notice.
C | Blocking cookies will not stop you from browsing the site, but you will need to sign in each time.
C | You may opt out of the sale of your personal information by using the link on our home page.
C | We will only use sensitive information with your explicit consent.
C | Your decision to participate in our rewards program is voluntary.
C | Please let us know if you do not want us to use your information to improve our products.
C | Users can turn off the feature that shows when they are online.
C | If you do not consent to the use of your data in this way, do not register.
A | You can view the personal data we hold about you in the privacy section of your account.
A | Members can correct their profile information by logging in and selecting Edit.
A | You may request that we remove your information from our marketing database.
A | We provide you with a way to access and update the information you gave us when you registered.
A | If you want to change the email address on your account, go to the account settings page.
A | You may ask us to stop processing your data and to delete it.
A | Customers may contact us to review the personal information we keep about them.
A | To close your account, contact customer service and we will deactivate it.
R | We keep your records for as long as is reasonably necessary for the purposes set out in this policy.
R | Unsubscribe requests are kept on a suppression list indefinitely so we do not email you again.
R | If your account is inactive for three years, we may delete it and its content.
R | We keep the information until the competition ends and the prizes have been delivered.
R | Information stored on your device by the app stays there until you uninstall it.
R | We retain anonymous usage information for analysis after your account is deleted.
R | Visitor logs are purged at the end of each quarter.
R | Once a request is complete, the information you supplied is securely deleted.
P | If we change how we use your personal information, we will notify you by email or by a notice on the site.
P | The current version of this policy will always be available on this page.
P | Changes take effect when they are posted, unless we say otherwise.
I | The site is not directed to children, and we do not knowingly collect their personal information.
I | Residents of the European Union have the right to lodge a complaint with a supervisory authority.
I | If you are visiting from outside the United States, you consent to the transfer of your information to the United States.
I | Teenagers between 13 and 17 must have a parent's permission to register.
S | We protect your information using administrative, technical and physical safeguards.
S | Credit card transactions are protected by encryption during transmission.
S | We limit access to your personal information to employees who need it to do their jobs.
S | Please be aware that email is not a secure means of sending sensitive information.
O | This policy describes how we treat information we collect on our websites.
O | By "personal information" we mean information that identifies you as an individual.
O | We use the term "site" to mean all of our websites and mobile applications.
O | If you have questions, you may email us or call our toll-free number.
O | Effective date: the first of January.
O | Our company is committed to providing useful content to our readers.
O | The following describes our practices in detail.
O | Please read the sections below to learn more.
O | This page describes our privacy practices for the online store.
O | You can reach our privacy officer at the address below.
`;

export const HANDWRITTEN_CATEGORY_EXAMPLES: readonly TrainingExample[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [codes = '', text = ''] = line.split(' | ');
    return { text, labels: codes.split(' ').map((code) => CODES[code] ?? 'Other') };
  });
