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
`;

export const HANDWRITTEN_RED_FLAG_EXAMPLES: readonly TrainingExample[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [ids = '', text = ''] = line.split(' | ');
    return { text, labels: ids === '-' ? [] : ids.split(' ') };
  });
