/**
 * The grounds of a legal disclosure, read by the data-sharing finding (extract/parties.ts) and by the
 * disclosure-without-notice flag (red-flags/sharing-statements.ts), so that both say them alike.
 */

/** "When the law requires it", and the grounds a company keeps for itself beyond that, in our words. */
export const REQUIRED_BY_LAW =
  /\b(?:required|compelled|obliged) (?:to do so )?by (?:law|statute)|\blegally (?:required|compelled|obliged|obligated)\b|\b(?:law|court order|legal process|subpoena)s? (?:requires?|compels?)|\bcomply with (?:\w+ ){0,2}(?:laws?|legal|court|subpoenas?|judicial)|\b(?:court orders?|subpoenas?|legal process|warrants?)\b/;
/**
 * Disclosure when a government body or the police ask, a ground broader than the law's duty:
 * "requests from law enforcement", "if requested to do so by a governmental entity".
 */
export const ON_REQUEST =
  /\b(?:requests?|inquir(?:y|ies)) (?:from|by|of) (?:law enforcement|government|public|any)|\bin response to (?:a |any )?(?:lawful )?(?:requests?|inquir)|\b(?:requested|asked) (?:to do so )?by (?:a |an |any |the )?(?:law enforcement|government\w*|public (?:authorit|bod)\w*|police|regulat\w*|authorities)/;
export const OWN_GROUNDS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:illegal|unlawful|crimes?|criminal)\b|\bviolations? (?:or (?:potential|suspected) violations? )?of (?:the |any |applicable )?laws?\b/,
    'to investigate illegal activity',
  ],
  [/\bfraud/, 'to prevent fraud'],
  [
    /\bterms of (?:service|use)\b|\benforce\b|\bviolations? of (?:our|its|the \w+) (?:terms|rules|policies|agreements?)\b/,
    'to enforce its terms',
  ],
  // "Rights" or property, not "we reserve the right to share".
  [/\brights\b|\bproperty\b/, 'to protect its rights or property'],
  // "Prevent crime or injury", not "officials who control disease and injury" (public health).
  [/\bsafety\b|\b(?:prevent|protect|avoid)\w*\b[^.]{0,40}\b(?:injury|harm)\b/, "to protect someone's safety"],
  [ON_REQUEST, 'on request from the authorities'],
  // Helping the police of its own accord, and its interests: grounds beyond safety and the law.
  [
    /\bcooperat\w* with (?:\w+ ){0,2}(?:law enforcement|police|authorities|government\w*|investigat\w*)\b|\bassist\w* (?:\w+ ){0,2}(?:law enforcement|police)\b/,
    'to help law enforcement',
  ],
  [/\b(?:protect|defend|safeguard)\w* (?:\w+ ){0,3}interests\b/, 'to protect its interests'],
];

/**
 * A promise to tell you before your data is released: "we will give you notice in advance", "we will
 * notify you before disclosing it", "you will be sent a notice first". Not "without notice"; a
 * sentence that denies it ("we will not notify you first") is left to the denial detector.
 */
export const NOTICE_BEFORE_DISCLOSURE =
  /(?<!\bwithout (?:\w+ ){0,3})\b(?:notice|notif\w*|tell|inform|warn)\w* (?:\w+ ){0,5}?(?:in advance|beforehand|first|before (?:we |it )?(?:disclos|releas|shar|provid|respond|comply|hand)\w*|prior to (?:any |the |such )?(?:disclos|releas|shar|provid|respond|comply)\w*)\b/;
/** The exception to that promise: "unless a court order forbids us", "unless we are prohibited". */
export const UNLESS_FORBIDDEN =
  /\bunless\b[^.]{0,60}\b(?:prohibit|forbid|forbad|bar|barred|prevent|gag)\w*|\bunless\b[^.]{0,40}\bnot (?:permitted|allowed)\b/;
/**
 * The same promise said anywhere in a policy about a release to the authorities ("before we answer
 * a subpoena we will notify you"), not denied ("we will not notify you first"): a policy that makes
 * it does not disclose "without telling you".
 */
const LEGAL_RELEASE = String.raw`\b(?:releas|subpoena|court|law enforcement|legal|government|authorit)`;
// The look-ahead names the word the promise starts with (as NOTICE_BEFORE_DISCLOSURE requires), so
// the two look-behinds run only where such a word stands, not at every position of the policy.
const PROMISED_NOTICE = String.raw`(?=\b(?:notice|notif|tell|inform|warn))(?<!\b(?:not|never|no)\b[^.]{0,30})(?:${NOTICE_BEFORE_DISCLOSURE.source})`;
export const POLICY_PROMISES_NOTICE_BEFORE_DISCLOSURE = new RegExp(
  String.raw`${LEGAL_RELEASE}\w*\b[^.]{0,200}${PROMISED_NOTICE}|${PROMISED_NOTICE}[^.]{0,200}${LEGAL_RELEASE}`,
);

/**
 * Where a match of POLICY_PROMISES_NOTICE_BEFORE_DISCLOSURE must be: every match contains one of these
 * (the promise's opening word and the words up to its time word, as NOTICE_BEFORE_DISCLOSURE spells
 * them), and neither a match nor its look-arounds reach past a full stop.
 */
const NOTICE_OPENING =
  /\b(?:notice|notif|tell|inform|warn)\w* (?:\w+ ){0,5}?(?:in advance|beforehand|first|before |prior to )/g;

/**
 * Whether the policy makes that promise anywhere: the same answer as testing the whole pattern on the
 * whole policy, but the pattern runs only on the stretches between full stops that hold an opening.
 * On a 100,000-character policy the whole-text test took 0.5-2.5 ms (two look-behinds tried at every
 * position); these stretches are a few hundred characters.
 */
export function policyPromisesNoticeBeforeDisclosure(normalizedPolicy: string): boolean {
  let tested = -1;
  for (const opening of normalizedPolicy.matchAll(NOTICE_OPENING)) {
    const start = normalizedPolicy.lastIndexOf('.', opening.index) + 1;
    if (start === tested) continue;
    tested = start;
    const stop = normalizedPolicy.indexOf('.', opening.index);
    const stretch = normalizedPolicy.slice(start, stop < 0 ? normalizedPolicy.length : stop);
    if (POLICY_PROMISES_NOTICE_BEFORE_DISCLOSURE.test(stretch)) return true;
  }
  return false;
}
