import type { NotStatedItem } from '../../common/analysis';

type Topic = NotStatedItem & { isStated: (text: string, ids: ReadonlySet<string>) => boolean };

/**
 * Topics a reader should expect a privacy policy to cover. Silence is itself a finding: no
 * retention period usually means data is kept as long as the company likes.
 */
const TOPICS: readonly Topic[] = [
  {
    topic: 'How long data is kept',
    explanation:
      'The policy gives no retention period, so your data may be kept for as long as the company wants.',
    isStated: (_text, ids) =>
      ids.has('retention-period') || ids.has('retention-need') || ids.has('flag:indefinite-retention'),
  },
  {
    topic: 'How to delete your data',
    explanation: 'The policy does not say how you can have your data or account deleted.',
    isStated: (_text, ids) => ids.has('deletion') || ids.has('flag:no-deletion'),
  },
  {
    topic: 'How to see your data',
    explanation: 'The policy does not say how you can get a copy of the data held about you.',
    isStated: (_text, ids) => ids.has('access') || ids.has('portability'),
  },
  {
    topic: 'Who to contact about privacy',
    explanation: 'No email address or contact point for privacy questions was found.',
    isStated: (text) =>
      /[\w.+-]+@[\w-]+\.[\w.]+|\bcontact us\b|\bquestions\b[^.]{0,80}\b(?:contact|write to|call)\b|\bdata protection officer\b|\bprivacy (?:team|officer|office)\b|\brequests? (?:\w+ ){0,3}(?:can|may|should) be (?:sent|directed|mailed|addressed) to\b|\bp\.?\s?o\.? box\b/i.test(
        text,
      ),
  },
  {
    topic: 'How data is protected',
    explanation: 'The policy does not describe any security measures.',
    isStated: (_text, ids) =>
      ids.has('security') || ids.has('no-security-guarantee') || ids.has('flag:security-disclaimer'),
  },
  {
    topic: 'Whether data is sold',
    explanation: 'The policy neither says it sells your data nor promises that it does not.',
    isStated: (_text, ids) =>
      ids.has('sale') || ids.has('no-sale') || ids.has('flag:sells-data') || ids.has('opt-out-sale'),
  },
  {
    topic: 'How changes are announced',
    explanation: 'The policy does not say whether or how you will be told about changes.',
    isStated: (_text, ids) =>
      ids.has('policy-changes-notice') || ids.has('policy-changes') || ids.has('flag:changes-without-notice'),
  },
  {
    topic: 'Children',
    explanation:
      'The policy does not say whether the service is meant for children or how their data is handled.',
    isStated: (text, ids) =>
      ids.has('age-limit') || /\bchild(?:ren)?\b|\bminors?\b|\bunder (?:the age of )?1[368]\b/i.test(text),
  },
  {
    topic: 'Opting out',
    explanation: 'The policy offers no way to opt out of marketing, tracking or targeted ads.',
    isStated: (_text, ids) =>
      ['opt-out-ads', 'opt-out-marketing', 'opt-out-sale', 'cookie-control', 'withdraw-consent'].some((id) =>
        ids.has(id),
      ),
  },
];

export function findNotStated(text: string, ids: ReadonlySet<string>): NotStatedItem[] {
  return TOPICS.filter((topic) => !topic.isStated(text, ids)).map(({ topic, explanation }) => ({
    topic,
    explanation,
  }));
}
