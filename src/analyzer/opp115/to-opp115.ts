import type { Practice, PracticeDataType, PracticePurpose, PracticeRecipient } from '../../common/analysis';

/**
 * The adapter from our practice taxonomy to the vocabulary of OPP-115's attribute annotations
 * (Wilson et al., ACL 2016), for evaluation only: `npm run --silent analyze -- --opp115 <policy>`
 * and `npm run eval -- --practices`. The engine never uses it. Only the names of OPP-115's
 * questions and values are written here, no text of the corpus.
 */

export const OPP115_QUESTIONS = [
  'collect.type',
  'collect.not_type',
  'collect.purpose',
  'share.entity',
  'share.not_entity',
  'share.type',
  'share.purpose',
  'choice.type',
  'access.type',
  'retention.period',
  'security.measure',
  'change.notice',
  'dnt.policy',
  'audience.type',
] as const;
export type Opp115Question = (typeof OPP115_QUESTIONS)[number];
export type Opp115Practices = Record<Opp115Question, string[]>;

const DATA_TYPE: Partial<Record<PracticeDataType, string>> = {
  contact: 'Contact',
  account: 'User profile',
  device: 'IP address and device IDs',
  computer: 'Computer information',
  cookies: 'Cookies and tracking elements',
  usage: 'User online activities',
  location: 'Location',
  financial: 'Financial',
  health: 'Health',
  'government-id': 'Personal identifier',
  demographics: 'Demographic',
  social: 'Social media data',
  survey: 'Survey data',
  generic: 'Generic personal information',
};

/**
 * OPP-115 spells one value of the third-party question differently ("User Profile"); social media
 * data in a sharing sentence is data received from a social network, not data sent to it.
 */
const SHARED_DATA_TYPE: Partial<Record<PracticeDataType, string>> = {
  ...DATA_TYPE,
  account: 'User Profile',
  social: undefined,
};

const PURPOSE: Record<PracticePurpose, string> = {
  'basic-service': 'Basic service/feature',
  'additional-service': 'Additional service/feature',
  'operations-security': 'Service Operation and Security',
  'analytics-research': 'Analytics/Research',
  personalization: 'Personalization/Customization',
  marketing: 'Marketing',
  advertising: 'Advertising',
  legal: 'Legal requirement',
  merger: 'Merger/Acquisition',
};

const RECIPIENT: Record<PracticeRecipient, string> = {
  'third-parties': 'Unnamed third party',
  advertisers: 'Unnamed third party',
  analytics: 'Unnamed third party',
  'service-providers': 'Unnamed third party',
  partners: 'Unnamed third party',
  'data-brokers': 'Unnamed third party',
  buyer: 'Unnamed third party',
  authorities: 'Unnamed third party',
  'social-networks': 'Unnamed third party',
  'named-company': 'Named third party',
  affiliates: 'Other part of company/affiliate',
  public: 'Public',
  'other-users': 'Other users',
};

const CHOICE: Record<NonNullable<Practice['choice']>, string> = {
  'opt-in': 'Opt-in',
  'opt-out-link': 'Opt-out link',
  'browser-controls': 'Browser/device privacy controls',
  'privacy-settings': 'First-party privacy controls',
  'third-party-controls': 'Third-party privacy controls',
  'contact-company': 'Opt-out via contacting company',
  'stop-using': 'Dont use service/feature',
};

const RETENTION: Record<NonNullable<Practice['retention']>, string> = {
  'stated-period': 'Stated Period',
  limited: 'Limited',
  indefinite: 'Indefinitely',
};

const MEASURE: Record<NonNullable<Practice['measure']>, string> = {
  generic: 'Generic',
  'secure-transfer': 'Secure data transfer',
  'secure-storage': 'Secure data storage',
  'access-limitation': 'Data access limitation',
  authentication: 'Secure user authentication',
  'security-program': 'Privacy/Security program',
  audit: 'Privacy review/audit',
};

const NOTICE: Record<NonNullable<Practice['notice']>, string> = {
  'in-policy': 'General notice in privacy policy',
  'on-website': 'General notice on website',
  personal: 'Personal notice',
  none: 'No notification',
};

const DNT: Record<NonNullable<Practice['dnt']>, string> = {
  honoured: 'Honored',
  'not-honoured': 'Not honored',
  unclear: 'Mentioned, but unclear if honored',
};

const AUDIENCE: Record<NonNullable<Practice['audience']>, string> = {
  children: 'Children',
  californians: 'Californians',
  europeans: 'Europeans',
  'other-countries': 'Citizens from other countries',
};

/** OPP-115's access types, from our rights. */
function accessType(practice: Practice, quote: string): string | undefined {
  switch (practice.right) {
    case 'edit':
      return 'Edit information';
    case 'access':
    case 'export':
      return 'View';
    case 'delete':
      // OPP-115's account deletion is "partial" when some data outlives it; deleting items of
      // information, not the account, is editing it.
      if (
        !/\b(?:delet\w*|clos\w*|terminat\w*|cancel\w*|remov\w*) (?:\w+ ){0,2}(?:account|membership|registration)\b/i.test(
          quote,
        )
      )
        return 'Edit information';
      return /\b(?:retain\w*|remain\w*|keep|kept|backups?|archiv\w*|residual|copies)\b/i.test(quote)
        ? 'Delete account (partial)'
        : 'Delete account (full)';
    case 'deactivate':
      return 'Deactivate account';
    case 'opt-out':
    case 'object':
    case 'withdraw-consent':
    case 'complain':
    case 'appeal':
    case 'non-discrimination':
    case undefined:
      return undefined;
  }
}

/** The values of each question that a policy's practices state anywhere, in OPP-115's words. */
export function toOpp115(practices: readonly Practice[], text: string): Opp115Practices {
  const answers = Object.fromEntries(
    OPP115_QUESTIONS.map((question) => [question, new Set<string>()]),
  ) as Record<Opp115Question, Set<string>>;
  const add = (question: Opp115Question, value: string | undefined): void => {
    if (value) answers[question].add(value);
  };
  for (const practice of practices) {
    const dataTypes = practice.dataTypes ?? [];
    const purposes = practice.purposes ?? [];
    switch (practice.kind) {
      case 'collect':
        for (const type of dataTypes) add('collect.type', DATA_TYPE[type]);
        for (const purpose of purposes) add('collect.purpose', PURPOSE[purpose]);
        break;
      case 'not-collect':
        for (const type of dataTypes) add('collect.not_type', DATA_TYPE[type]);
        break;
      case 'share':
      case 'sell':
        for (const recipient of practice.recipients ?? []) add('share.entity', RECIPIENT[recipient]);
        for (const type of dataTypes) add('share.type', SHARED_DATA_TYPE[type]);
        for (const purpose of purposes)
          add(
            'share.purpose',
            purpose === 'operations-security' ? 'Service operation and security' : PURPOSE[purpose],
          );
        break;
      case 'not-share':
      case 'not-sell':
        for (const recipient of practice.recipients ?? ['third-parties'])
          add('share.not_entity', RECIPIENT[recipient]);
        break;
      case 'choice':
        if (practice.choice) add('choice.type', CHOICE[practice.choice]);
        break;
      case 'right':
        // OPP-115 files a parent's rights over a child's data under its specific audiences.
        if (practice.appliesTo !== 'parents')
          add('access.type', accessType(practice, text.slice(practice.start, practice.end)));
        break;
      case 'retention':
        if (practice.retention) add('retention.period', RETENTION[practice.retention]);
        break;
      case 'security':
        if (practice.measure) add('security.measure', MEASURE[practice.measure]);
        break;
      case 'change-notice':
        if (practice.notice) add('change.notice', NOTICE[practice.notice]);
        break;
      case 'dnt':
        if (practice.dnt) add('dnt.policy', DNT[practice.dnt]);
        break;
      case 'audience':
        if (practice.audience) add('audience.type', AUDIENCE[practice.audience]);
        break;
      case 'transfer':
        add('audience.type', AUDIENCE['other-countries']);
        break;
      case 'no-right':
      case 'contact':
      case 'dispute':
        break;
    }
  }
  return Object.fromEntries(
    OPP115_QUESTIONS.map((question) => [question, [...answers[question]].sort()]),
  ) as Opp115Practices;
}
