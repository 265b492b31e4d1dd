import type { Finding } from '../../common/analysis';

/**
 * Sharing that happens only on a step of the reader's (fix-aa): "if you enter a contest or
 * sweepstakes, we may share your name with its sponsors", "when you ask for a quote, we send your
 * details to the dealers you select", "we share it with third parties when you direct us to". The
 * sharing findings and red flags of such a sentence are written as general practices; they are said
 * with the sentence's condition in front, last, after merging (the steps before read statements by
 * their words). The condition must be the reader's own step named with "if", "when" or "should".
 */
const CONDITIONS: readonly (readonly [RegExp, string])[] = [
  [
    new RegExp(
      [
        // "If you enter a contest or sweepstakes, ...", "when you sign up to participate in a contest".
        String.raw`\b(?:if|when|whenever|should|once) you (?:(?:choose|decide|elect|wish|want|sign up|register|agree) to )?(?:enter|participate in|take part in|join|register for|sign up for|play) (?:in )?(?:a |an |any |one of (?:our|the|its) |our |the |such (?:a )?)?(?:[\w-]+ )?(?:contests?|sweepstakes|competitions?|prize draws?|giveaways?)\b`,
        // "We may share contest information with our partners": what you gave to enter.
        String.raw`\b(?:contest|sweepstakes|competition|giveaway) (?:entry )?(?:information|data|details|entries)\b`,
        // A list item "- With business partners who sponsor a sweepstakes, contest, or promotion".
        String.raw`^(?:[-–•*]\s*)?(?:with|to) [^.]{0,40}\b(?:who|that) (?:sponsor|co-?sponsor|run|administer|operate)\b[^.]{0,30}\b(?:sweepstakes|contests?|competitions?)\b`,
      ].join('|'),
    ),
    'If you enter a contest or sweepstakes',
  ],
  [
    /\b(?:if|when|whenever|should|once) you (?:choose to |decide to |wish to |want to )?(?:ask for|request|get|obtain|submit a request for|fill out a request for) (?:a |an |any )?(?:free |price |insurance |vehicle |car |dealer |personali[sz]ed )?quotes?\b/,
    'When you ask for a quote',
  ],
  [
    /\b(?:if|when|whenever|where) you (?:direct|instruct|ask|authori[sz]e|tell) us\b|\bat your (?:direction|request|instruction)\b|\bwith your (?:direction|instruction)\b/,
    'When you ask it to',
  ],
];

/** How a condition is put in front of a statement: "If you enter a contest or sweepstakes, it shares ...". */
export const CONDITION_PREFIX =
  /^(?:If you enter a contest or sweepstakes|When you ask for a quote|When you ask it to), /;

/** A statement's sentence, given the condition: "Shares data ..." becomes "it shares data ...". */
function conditioned(sentence: string, condition: string): string {
  if (CONDITION_PREFIX.test(sentence) || /\bwhen you ask it to\b/i.test(sentence)) return sentence;
  const verb = /^(Shares|Gives|Sells|Passes|Sends|Discloses|Makes)\b/.exec(sentence);
  if (verb) return `${condition}, it ${sentence[0]?.toLowerCase() ?? ''}${sentence.slice(1)}`;
  if (/^(?:Your|Data about you)\b/.test(sentence))
    return `${condition}, ${sentence[0]?.toLowerCase() ?? ''}${sentence.slice(1)}`;
  return sentence;
}

/** A sharing finding or red flag said with its sentence's condition, when its sentence states one. */
export function asConditionalSharing(finding: Finding): Finding {
  if (finding.section !== 'dataSharing' && finding.section !== 'redFlags') return finding;
  const quote = finding.quote.toLowerCase();
  const condition = CONDITIONS.find(([pattern]) => pattern.test(quote))?.[1];
  if (condition === undefined) return finding;
  // A sharing finding's later sentences go on from the first ("It also gives ..."); a red flag's
  // sentences are points of their own, each with the condition.
  const reword = (statement: string): string =>
    statement
      .split(/(?<=\.) (?=[A-Z"])/)
      .map((sentence, index) =>
        index > 0 &&
        finding.section === 'dataSharing' &&
        /^(?:Shares|Gives|Sells|Passes|Sends|Discloses|Makes)\b/.test(sentence)
          ? `It also ${sentence[0]?.toLowerCase() ?? ''}${sentence.slice(1)}`
          : conditioned(sentence, condition),
      )
      .join(' ');
  return {
    ...finding,
    statement: reword(finding.statement),
    ...(finding.statementWithoutRedFlags
      ? { statementWithoutRedFlags: reword(finding.statementWithoutRedFlags) }
      : {}),
  };
}
