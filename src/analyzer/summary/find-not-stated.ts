import type { NotStatedItem } from '../../common/analysis';

type Topic = NotStatedItem & {
  isStated: (text: string, ids: ReadonlySet<string>) => boolean;
  /**
   * Wording that touches the topic even where no finding was read from it ("My Account lets you view
   * your information", "we will not disclose your data to third parties without your consent"). Saying
   * a policy is silent when it is not is worse than saying nothing: a reader would act on it. So the
   * topic is called silent only when the policy has neither a finding nor such wording.
   */
  mentioned?: RegExp;
};

/**
 * Your account ended by you, said as a noun or a gerund ("learn more about deleting your account",
 * "after deactivation of your account"): the policy speaks of a way to delete it. Not "termination",
 * which the company does.
 */
const ACCOUNT_ENDED_BY_YOU = String.raw`\b(?:deleting|closing|deactivating|cancell?ing|deletion of|closure of|deactivation of|cancell?ation of) (?:your|an?) (?:\w+ )?(?:account|profile|membership)\b`;
/** "Members may opt out of having their details kept by us from now on": they can stop it being kept. */
const RETENTION_OPTED_OUT = String.raw`\bopt[- ]?out of (?:having|allowing|letting)\b[^.]{0,300}?\b(?:retained|kept|stored|held)\b`;

/** Data kept (stored, retained, held) for as long as, or only for, the purpose it was collected for. */
const RETENTION_TIED_TO_PURPOSE =
  /\b(?:kept|keep|keeps|retain\w*|stor(?:e|es|ed|ing)|held|hold|holds|maintain\w*)\b[^.]{0,60}\b(?:(?:as|so) long as (?:is |it is |they are )?(?:reasonably )?(?:necessary|needed|required)|(?:for )?no longer than (?:is )?(?:reasonably )?(?:necessary|needed|required)|only for the purposes?\b[^.]{0,40}\b(?:collected|provided|given|obtained)|for the (?:period|time) (?:\w+ )?(?:necessary|needed|required))\b/i;

/** A choice not to receive marketing or targeted ads, however worded. */
const OPT_OUT_WORDED =
  /\bopt(?:-| )?out\b|\bunsubscrib\w*|\b(?:choose|elect|ask|tell us|request) (?:not to|to stop|that we stop|us to stop) (?:receiv|send|get|show|us)\w*|\bstop (?:receiving|sending you|getting)\b|\bremove (?:yourself|your (?:name|e-?mail address|address)) from (?:our |the |any )?(?:\w+ )?(?:mailing|e-?mail|marketing|distribution|contact) lists?\b|\b(?:no longer|do not|don['’]t) (?:wish|want) to receive\b|\bdecline (?:to receive|interest-based|targeted|personali[sz]ed)\b/i;

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
    // Retention tied to a purpose (fix-aa): "kept only for as long as necessary to fulfil the purposes
    // for which it was collected", "kept only for the purpose for which it was collected".
    mentioned: RETENTION_TIED_TO_PURPOSE,
  },
  {
    topic: 'How to delete your data',
    explanation: 'The policy does not say how you can have your data or account deleted.',
    isStated: (_text, ids) => ids.has('deletion') || ids.has('flag:no-deletion'),
    mentioned: new RegExp(
      String.raw`\byou (?:can|may|are able to|have the right to) (?:\w+ (?:or|and) )?(?:\w+ ){0,2}(?:delete|remove|erase|cancel|close|deactivate|terminate)\b[^.]{0,30}\byour (?:\w+ ){0,2}(?:account|registration|membership|profile|subscription|information|data)\b|\b(?:account|registration|membership|profile)\b[^.]{0,40}\b(?:can|may) be (?:\w+ (?:or|and) )?(?:deleted|removed|erased|cancell?ed|closed|deactivated)\b|\b(?:deleting|removing|erasing) (?:\w+ ){0,2}(?:information|data|details|account|profile)\b[^.]{0,30}\b(?:through|in|via|from|on) (?:your |the )?(?:account|profile|settings)\b|${ACCOUNT_ENDED_BY_YOU}|${RETENTION_OPTED_OUT}`,
      'i',
    ),
  },
  {
    topic: 'How to see your data',
    explanation: 'The policy does not say how you can get a copy of the data held about you.',
    isStated: (_text, ids) => ids.has('access') || ids.has('portability'),
    mentioned:
      /\b(?:you (?:can|may|are able to|have the right to|will be able to)|(?:lets?|allows?|enables?|permits?) you to?) (?:\w+ ){0,2}(?:access|view|see|obtain a copy of)\b[^.]{0,40}\b(?:information|data|account|profile)\b|\b(?:information|data|account|profile)\b[^.]{0,40}\b(?:you can|you may) (?:\w+ ){0,2}(?:access|view|see)\b|\b(?:provide|send|give)\w* (?:to )?(?:you|the (?:visitor|user|member|customer)) (?:with )?(?:a |an )?(?:copy|summary|list|report) of\b[^.]{0,60}\b(?:information|data)\b/i,
  },
  {
    topic: 'Who to contact about privacy',
    explanation: 'No email address or contact point for privacy questions was found.',
    isStated: (text) =>
      /[\w.+-]+@[\w-]+\.[\w.]+|\bcontact us\b|\bquestions\b[^.]{0,80}\b(?:contact|write to|call)\b|\bdata protection officer\b|\bprivacy (?:team|officer|office)\b|\brequests? (?:\w+ ){0,3}(?:can|may|should) be (?:sent|directed|mailed|addressed) to\b|\bp\.?\s?o\.? box\b|\b(?:e-?mail|write to|call) us\b|\bcontact (?:form|page)\b|\battn\b|\b(?:general|corporate) counsel\b|\blegal department\b/i.test(
        text,
      ),
  },
  {
    topic: 'How data is protected',
    explanation: 'The policy does not describe any security measures.',
    isStated: (_text, ids) =>
      ids.has('security') || ids.has('no-security-guarantee') || ids.has('flag:security-disclaimer'),
    mentioned:
      /\b(?:encrypt\w*|firewalls?|safeguards?|secure servers?|restricted (?:access|servers?|databases?|database servers?)|access (?:to (?:\w+ ){0,4})?(?:is )?(?:restricted|limited))\b|\b(?:protect|secure)\w* (?:\w+ ){0,3}(?:information|data)\b/i,
  },
  {
    topic: 'Whether data is sold',
    explanation: 'The policy neither says it sells your data nor promises that it does not.',
    isStated: (_text, ids) =>
      ids.has('sale') ||
      ids.has('no-sale') ||
      ids.has('flag:sells-data') ||
      ids.has('opt-out-sale') ||
      ids.has('opt-out-sharing'),
    // A promise never to pass data to third parties (without consent) covers selling it.
    mentioned:
      /\b(?:sell|sells|sold|sale of|rent|rents|rented)\b[^.]{0,60}\b(?:information|data|lists?|addresses)\b|\b(?:not|never)\b[^.]{0,40}\b(?:disclose|share|give|provide|pass|release|transfer|distribute)\w*\b[^.]{0,80}\b(?:third part|outside|other compan|others\b)/i,
  },
  {
    topic: 'How changes are announced',
    explanation: 'The policy does not say whether or how you will be told about changes.',
    isStated: (_text, ids) =>
      ids.has('policy-changes-notice') || ids.has('policy-changes') || ids.has('flag:changes-without-notice'),
    mentioned:
      /\b(?:notice|notify|notification|inform|alert)\w*\b[^.]{0,60}\b(?:(?:material|significant|substantial|important) (?:changes?|updates?|revisions?|modifications?)|(?:changes?|updates?|revisions?|modifications?)\b[^.]{0,30}\b(?:policy|statement|notice|terms))\b|\b(?:changes?|updates?|revisions?|modifications?) (?:to|of|in) (?:this|our|the) (?:privacy )?(?:policy|statement|notice|terms)\b[^.]{0,60}\b(?:notify|notified|notification|inform(?:ed)?|alert(?:ed)?)\b|\b(?:check|review|visit)\b[^.]{0,40}\b(?:frequently|periodically|regularly|often|from time to time)\b[^.]{0,40}\b(?:changes|updates|revisions)\b|\b(?:e-?mail|send|mail)\w*\b[^.]{0,30}\breminders? of (?:our|these|the|this) (?:\w+ )?(?:notices?|polic(?:y|ies)|statements?|terms)\b/i,
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
      [
        'opt-out-ads',
        'opt-out-marketing',
        'opt-out-sale',
        'opt-out-sharing',
        'cookie-control',
        'withdraw-consent',
      ].some((id) => ids.has(id)),
    // A list of marketing and ad opt-outs in words no rule reads (fix-aa): "you may choose not to receive
    // our newsletters", "tell us to stop sending you promotional mail", "remove yourself from our mailing list".
    mentioned: OPT_OUT_WORDED,
  },
];

export function findNotStated(text: string, ids: ReadonlySet<string>): NotStatedItem[] {
  return TOPICS.filter((topic) => !topic.isStated(text, ids) && !(topic.mentioned?.test(text) ?? false)).map(
    ({ topic, explanation }) => ({ topic, explanation }),
  );
}
