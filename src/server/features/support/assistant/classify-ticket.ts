import type { TicketCategory } from '../../../../common/support';

/** Topics the assistant never settles alone: a person answers them, whatever its confidence. */
export type EscalationTopic = 'billing_dispute' | 'account_deletion' | 'legal_request';

export const ESCALATION_TOPIC_WORDS: Record<EscalationTopic, string> = {
  billing_dispute: 'a billing dispute or refund',
  account_deletion: 'deleting your account',
  legal_request: 'a legal request',
};

const SENSITIVE: readonly { topic: EscalationTopic; category: TicketCategory; pattern: RegExp }[] = [
  {
    topic: 'legal_request',
    category: 'legal',
    pattern:
      /\b(?:subpoena|lawyers?|attorneys?|solicitors?|legal (?:action|request|notice|proceedings|claim)|lawsuit|sue (?:you|policylens)|court order|law enforcement|police|warrant|cease and desist|data subject (?:access )?request|dsar|gdpr (?:request|article)|ccpa request|right of access request)\b/i,
  },
  {
    topic: 'account_deletion',
    category: 'account',
    pattern:
      /\b(?:delet\w*|remov\w*|eras\w*|clos\w*|terminat\w*|deactivat\w*|wip\w*)\s+(?:of\s+)?(?:my|our|the|this)\s+(?:\w+\s+)?(?:account|profile|personal data|data)\b|\b(?:account|profile)\s+(?:deleted|removed|erased|closed)\b|\bright to (?:erasure|be forgotten)\b/i,
  },
  {
    topic: 'billing_dispute',
    category: 'billing',
    pattern:
      /\b(?:refunds?|refunded|chargebacks?|charged (?:me )?(?:twice|double|again|without)|double[- ]charged|overcharg\w*|dispute (?:a |the |this )?(?:charge|payment|bill|invoice)|money[- ]back|unauthori[sz]ed (?:charge|payment|transaction)|billing (?:error|mistake)|wrong amount|did not authori[sz]e)\b/i,
  },
];

const ORDINARY: readonly { category: TicketCategory; pattern: RegExp }[] = [
  {
    category: 'billing',
    pattern:
      /\b(?:bill\w*|invoice\w*|payments?|card|subscri\w*|price|pricing|upgrad\w*|downgrad\w*|cancel\w*|checkout|plan)\b/i,
  },
  {
    category: 'account',
    pattern:
      /\b(?:password|sign(?:ed)?[- ]?in|log(?:ged)?[- ]?in|account|email address|teams?|invite|privacy settings?)\b/i,
  },
  {
    category: 'technical',
    pattern: /\b(?:error|fail\w*|bug|broken|crash\w*|upload\w*|export\w*|not working|doesn'?t work|blank)\b/i,
  },
];

export type TicketClassification = { category: TicketCategory; escalationTopic: EscalationTopic | null };

/** Files a ticket under a category and spots the topics that always go to a person. */
export function classifyTicket(text: string): TicketClassification {
  for (const rule of SENSITIVE) {
    if (rule.pattern.test(text)) return { category: rule.category, escalationTopic: rule.topic };
  }
  const ordinary = ORDINARY.find((rule) => rule.pattern.test(text));
  return { category: ordinary?.category ?? 'general', escalationTopic: null };
}
