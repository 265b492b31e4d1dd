import { createHash } from 'node:crypto';
import type { Opp115Category } from '../../common/analysis';
import { RED_FLAGS } from '../red-flags/red-flag-taxonomy';

/**
 * Our mapping from ToS;DR case titles (CC BY-SA 3.0, tosdr.org contributors) onto OPP-115
 * practice categories, used only to label training data. A case can map to several categories;
 * an unmatched case (warranties, indemnities, content licences) is 'Other'.
 */
const CATEGORY_BY_CASE: readonly (readonly [RegExp, Opp115Category])[] = [
  [/do not track|\bdnt\b/i, 'Do Not Track'],
  [
    /first party cookies|first-party cookies|session cookies|tracking pixels|fingerprint|ip address|location|collect|personal data is used|use your personal|personal information for|marketing purposes|logs|browser history|biometric|legal name|gps|kinds of personal information|intend to use|different purposes|limited purposes|aggregated into statistics|referred you|private messages|extra data|combined across|without revealing|need to register|pseudonym|do not contain information|does not track|tracks you|cookies used by/i,
    'First Party Collection/Use',
  ],
  [
    /third[- ]part|share|sell|transfer your personal data|bankruptcy|advertis|disclose|government|social media|given to|legal requests|identity is used in ads|merger/i,
    'Third Party Sharing/Collection',
  ],
  [
    /opt out|opt-out|consent|choose with whom|limit how|refused will not limit|blocking first party cookies/i,
    'User Choice/Control',
  ],
  [
    /access and deletion|delete your content|retrieve an archive|export your data|request for erasure|cannot delete/i,
    'User Access, Edit and Deletion',
  ],
  [
    /retention|retain|deleted after|logs are kept|keeps user logs|holds onto|undefined period|keep personal data after|deletes tracking data/i,
    'Data Retention',
  ],
  [/security|secure|encrypt|data breaches|two factor|unauthorized access/i, 'Data Security'],
  [
    /terms may be changed|change its terms|revisit the terms|material change|archives of their terms|reviews its privacy policy|critical changes|changes to the terms|change its terms|conditions may change/i,
    'Policy Change',
  ],
  [
    /over a certain age|children|anywhere in the world|outside of its jurisdiction|friendlier to user privacy|less friendly to user privacy/i,
    'International and Specific Audiences',
  ],
];

/**
 * Cases whose titles contain a category's words but are about something else: the governing
 * court's "location", a warranty that the service is "secure", a licence "to third parties",
 * moderation that can "delete your content". Checked first; their labels replace the patterns'.
 */
const CASE_OVERRIDES: readonly (readonly [RegExp, readonly Opp115Category[]])[] = [
  [/court of law governing/i, ['Other']],
  [/makes no warranty/i, ['Other']],
  [/retains rights to your content/i, ['Other']],
  [/gain unauthorized access to other computer/i, ['Other']],
  [/distribute or disclose your account/i, ['Other']],
  [/license user content to third parties/i, ['Other']],
  [/responsible for linked or \(clearly\) quoted content/i, ['Other']],
  [/delete your content if you violate/i, ['Other']],
  // A disclaimer about linked websites describes no sharing; privacy policies file it under 'Other'.
  [/privacy policy does not apply to third party websites/i, ['Other']],
  [/secure, anonymized record of users' data/i, ['Data Retention']],
];

export function mapCaseToCategories(caseTitle: string): Opp115Category[] {
  const override = CASE_OVERRIDES.find(([pattern]) => pattern.test(caseTitle));
  if (override) return [...override[1]];
  const categories = CATEGORY_BY_CASE.filter(([pattern]) => pattern.test(caseTitle)).map(
    ([, category]) => category,
  );
  return categories.length > 0 ? [...new Set(categories)] : ['Other'];
}

/** Red-flag ids for a ToS;DR point: only bad and blocker points can carry a flag. */
export function mapCaseToRedFlags(caseTitle: string, classification: string): string[] {
  if (classification !== 'bad' && classification !== 'blocker') return [];
  return RED_FLAGS.filter((flag) => flag.cases.test(caseTitle)).map((flag) => flag.id);
}

/** Points quoted from privacy, cookie or data documents (the evaluation population). */
export function isPrivacyDocument(documentTitle: string): boolean {
  return /privacy|cookie|data/i.test(documentTitle);
}

/**
 * A fixed fifth of ToS;DR services is held out of training and used only for evaluation. The
 * choice is by a hash of the service name, so it never changes between runs or machines.
 */
export function isHeldOutService(service: string): boolean {
  const digest = createHash('sha1').update(service).digest();
  return (digest[0] ?? 0) % 5 === 0;
}
