import type { Practice } from '../../common/analysis';

/** A practice without the offsets of the sentence it was read from. */
export type PracticeTemplate = Omit<Practice, 'start' | 'end'>;

const collect = (dataType: NonNullable<Practice['dataTypes']>[number]): PracticeTemplate => ({
  kind: 'collect',
  dataTypes: [dataType],
});
const share = (
  recipient: NonNullable<Practice['recipients']>[number],
  purpose?: NonNullable<Practice['purposes']>[number],
): PracticeTemplate => ({
  kind: 'share',
  recipients: [recipient],
  ...(purpose ? { purposes: [purpose] } : {}),
});
const right = (kind: NonNullable<Practice['right']>): PracticeTemplate => ({ kind: 'right', right: kind });

/**
 * The practice each rule of the engine reads, by the rule's id (the data types, parties, rights and
 * restrictions of `extract/`, and the red flags as `flag:<id>`). The extractors refine it with what
 * the sentence itself names (its data types, recipients, purposes, to whom a right applies).
 */
export const PRACTICE_OF_RULE: Readonly<Record<string, PracticeTemplate>> = {
  contact: collect('contact'),
  account: collect('account'),
  device: collect('device'),
  cookies: collect('cookies'),
  usage: collect('usage'),
  location: collect('location'),
  financial: collect('financial'),
  health: collect('health'),
  biometric: collect('biometric'),
  'government-id': collect('government-id'),
  demographics: collect('demographics'),
  content: collect('content'),
  contacts: collect('contacts'),
  audio: collect('audio'),
  social: collect('social'),
  'persistent-trackers': collect('cookies'),
  children: collect('children'),
  inferences: collect('inferences'),
  // What your data is used for: the purposes are the ones its statement names (analyze-with-builtin.ts).
  purposes: collect('generic'),

  sale: { kind: 'sell' },
  advertisers: share('advertisers'),
  // Other companies given your details for their own marketing (mailing lists rented, lent or swapped).
  marketers: share('third-parties', 'marketing'),
  analytics: share('analytics'),
  'service-providers': share('service-providers'),
  affiliates: share('affiliates'),
  partners: share('partners'),
  'social-networks': share('social-networks'),
  'law-enforcement': share('authorities', 'legal'),
  'business-transfer': share('buyer', 'merger'),
  'data-brokers': share('data-brokers'),
  // Sellers work for themselves, not on the company's behalf; searchers of a CV database are its other users.
  sellers: share('partners'),
  employers: share('other-users'),
  public: share('public'),
  'no-sale': { kind: 'not-sell' },
  'no-advertising-sharing': { kind: 'not-share', recipients: ['advertisers'] },
  // Bound to a purpose (others' marketing), so no plain denial of sharing with anyone.
  'no-marketing-sharing': { kind: 'not-share', recipients: ['third-parties'], conditional: true },
  // Conditional when the promise has exceptions or covers only some data (analyze-with-builtin.ts).
  'no-sharing': { kind: 'not-share', recipients: ['third-parties'] },
  // Sharing on the reader's say-so only: no practice stated outright (practices/contradictions.ts).
  'consent-sharing': { kind: 'share', recipients: ['third-parties'], conditional: true },

  access: right('access'),
  correction: right('edit'),
  deletion: right('delete'),
  portability: right('export'),
  'opt-out-sale': right('opt-out'),
  'opt-out-sharing': right('opt-out'),
  'opt-out-ads': right('opt-out'),
  'opt-out-marketing': right('opt-out'),
  'withdraw-consent': right('withdraw-consent'),
  object: right('object'),
  'cookie-control': { kind: 'choice', choice: 'browser-controls' },
  complaint: right('complain'),
  'non-discrimination': right('non-discrimination'),
  appeal: right('appeal'),
  // California's request for the list of companies given your data for their marketing: a right to know.
  'disclosure-list': right('access'),

  'retention-period': { kind: 'retention', retention: 'stated-period' },
  'retention-need': { kind: 'retention', retention: 'limited' },
  'age-limit': { kind: 'audience', audience: 'children' },
  'international-transfer': { kind: 'transfer' },
  'transfer-framework': { kind: 'transfer' },
  // How the reader is told is read from the sentence by the practice reader, not assumed from the rule.
  'policy-changes-notice': { kind: 'change-notice' },
  'policy-changes': { kind: 'change-notice' },
  security: { kind: 'security', measure: 'generic' },
  'no-security-guarantee': { kind: 'security' },
  'staff-access': { kind: 'security', measure: 'access-limitation' },
  arbitration: { kind: 'dispute' },
  mediation: { kind: 'dispute' },
  'governing-law': { kind: 'dispute' },
  'dnt-honoured': { kind: 'dnt', dnt: 'honoured' },

  'flag:sells-data': { kind: 'sell' },
  'flag:trains-ai': { kind: 'collect', dataTypes: ['content'], purposes: ['additional-service'] },
  'flag:targeted-advertising': share('advertisers', 'advertising'),
  'flag:cross-site-tracking': { kind: 'collect', dataTypes: ['cookies', 'usage'], purposes: ['advertising'] },
  'flag:ignores-do-not-track': { kind: 'dnt', dnt: 'not-honoured' },
  // No limit stated is not "kept indefinitely": the practice reader says 'indefinite' when the sentence does.
  'flag:indefinite-retention': { kind: 'retention' },
  'flag:sensitive-data': collect('generic'),
  'flag:changes-without-notice': { kind: 'change-notice' },
  'flag:no-deletion': { kind: 'no-right', right: 'delete' },
  'flag:arbitration': { kind: 'dispute' },
  'flag:class-action-waiver': { kind: 'dispute' },
  'flag:data-in-business-transfer': share('buyer', 'merger'),
  'flag:third-party-data-sources': collect('generic'),
  'flag:broad-third-party-sharing': share('third-parties'),
  'flag:disclosure-without-notice': share('authorities', 'legal'),
  'flag:kept-after-deletion': { kind: 'retention' },
  'flag:location-tracking': collect('location'),
  'flag:many-service-providers': share('service-providers'),
  'flag:automatic-device-tracking': collect('device'),
  'flag:international-transfer': { kind: 'transfer' },
  'flag:marketing-use': { kind: 'collect', dataTypes: ['generic'], purposes: ['marketing'] },
  'flag:security-disclaimer': { kind: 'security' },
  'flag:liability-disclaimer': { kind: 'dispute' },
  'flag:indemnification': { kind: 'dispute' },
  'flag:termination-at-will': { kind: 'dispute' },
  'flag:combined-profile': collect('generic'),
  // What users send in, used, published or licensed to others as the company likes.
  'flag:content-license': { kind: 'share', dataTypes: ['content'], recipients: ['third-parties'] },
};

/** The practice a rule reads, at the offsets of the sentence it was read from. */
export function practiceOfRule(id: string, span: { start: number; end: number }): Practice | undefined {
  const template = PRACTICE_OF_RULE[id];
  return template ? { ...template, ...span } : undefined;
}
