/**
 * Consent taken from use (the `assumed-consent` flag): the wordings a US policy uses to say that
 * visiting or using the site is agreeing to the policy, besides the "by using ... you agree"
 * sentences the flag's own patterns read. Each names the policy (or its practices, its terms or its
 * changes) as what is agreed to: "you can opt out at any time by using the settings" agrees to
 * nothing. A sentence that binds the reader by use to the terms of use is read the same way (the
 * flag's first pattern already did): the terms and the policy are one browsewrap, and the reader's
 * agreement is assumed from use either way.
 */

/** A dot inside a site's name ("amazon.com", "pbs.org") ends no sentence. */
const NOT_A_STOP = String.raw`(?:[^.]|\.(?=[a-z]{2,}\b))`;

/** What is agreed to: the policy, its practices or terms, or a change to it. */
const THE_POLICY = String.raw`(?:polic(?:y|ies)|notice|statement|practices|terms|chang(?:e|es|ed)|modifications?|revisions?|revised|amendments?|updates?|updated)\b`;

/** Using, visiting or staying on the site. */
const USING = String.raw`(?:using|accessing|visiting|browsing|continuing to (?:use|access|browse|visit))`;

/** "Means that you accept", "constitutes your agreement", "is your acceptance". */
const COUNTS_AS = String.raw`(?:constitut|signif|indicat|mean|represent|confirm|evidenc|amount)\w*|(?:is|will be|shall be|are) (?:deemed )?`;

/**
 * "If you do not agree to this policy, please do not use the site", "if you are not comfortable
 * with the practices described here, we ask that you stop using our site": agreement is read from
 * staying. Not "if you do not agree to the changes, you may close your account" (a choice offered).
 */
export const TOLD_TO_LEAVE_UNLESS_YOU_AGREE = new RegExp(
  String.raw`\bif you (?:do not|don['’]t|cannot|can['’]t|disagree|object|are (?:not |un)(?:comfortable|happy|satisfied|willing))\b[^.]{0,80}\b(?:polic(?:y|ies)|notice|statement|practices|terms)\b[^.]{0,80}\b(?:(?:(?:do|should|must|may) not|don['’]t|never|not to) (?:\w+ ){0,3}(?:use|access|visit|browse)\b|(?:stop|discontinue|cease|exit|leave|refrain from)\w*\b)`,
);

export const CONSENT_BY_USE: readonly RegExp[] = [
  // "By visiting example.com, you are accepting the practices described in this notice": the
  // progressive form, and a site's name with its dot.
  new RegExp(
    String.raw`\bby ${USING}\b${NOT_A_STOP}{0,80}\byou are (?:hereby )?(?:accepting|agreeing to)\b[^.]{0,60}\b(?:this|our|the|these)\b[^.]{0,40}\b${THE_POLICY}`,
  ),
  // "Each time you visit the site or give us information, by doing so you accept this policy."
  new RegExp(
    String.raw`\b(?:each time|every time|whenever|when|once) you (?:visit|use|access|browse)\b[^.]{0,120}\bby (?:doing so|so doing)\b,? you (?:are )?(?:accept|agree|consent)\w*\b[^.]{0,60}\b${THE_POLICY}`,
  ),
  // "By using our website, you accept and agree to the terms stated below": the policy's own terms.
  new RegExp(
    String.raw`\bby ${USING}\b${NOT_A_STOP}{0,80}\byou (?:hereby )?(?:accept|agree|consent)\w*(?: and (?:accept|agree|consent)\w*)? to (?:the|these|all) terms (?:(?:stated|set (?:out|forth)|described|contained|listed|written) )?(?:below|herein|here|above)\b`,
  ),
  // "Your use of the site indicates that you have read this policy and agree to it", "your use of
  // the site after a change means that you accept the revised policy".
  new RegExp(
    String.raw`\byour (?:continued )?(?:use of|access to|visit to|visits to)\b${NOT_A_STOP}{0,80}?\b(?:${COUNTS_AS}) (?:that )?you (?:have read\b[^.]{0,60}\b${THE_POLICY}[^.]{0,80}\b(?:agree|accept|consent)\w*|(?:hereby |have )?(?:accept|agree|consent)\w*\b[^.]{0,100}\b${THE_POLICY})`,
  ),
  // Continued use after a change: "your continued use of the site is your agreement to any change",
  // "will constitute your acceptance of the revised policy".
  new RegExp(
    String.raw`\b(?:(?:continued|continuing|further) (?:use|access|browsing|readership|visits?)|continuing to (?:use|access|browse|visit))\b${NOT_A_STOP}{0,100}\b(?:${COUNTS_AS})\b[^.]{0,40}\b(?:acceptance|agreement|consent|accept|agree)\w*\b[^.]{0,80}\b${THE_POLICY}`,
  ),
  new RegExp(
    String.raw`\bby continuing to (?:use|access|browse|visit)\b${NOT_A_STOP}{0,100}\byou (?:hereby )?(?:accept|agree|consent)\w*\b[^.]{0,60}\b${THE_POLICY}`,
  ),
  // "By using example.com, you consent to the collection and use of the information you provide":
  // consent to what is done with your data rather than to the policy, with the site named by its
  // address (the flag's own pattern for this wording stops at the address's dot).
  new RegExp(
    String.raw`\bby ${USING}\b${NOT_A_STOP}{0,80}\byou (?:hereby |expressly )?(?:consent|agree|accept|authori[sz]e)\w*\b (?:\w+ ){0,2}(?:the |our |its )?(?:collection|use|processing|disclosure|sharing|transfer|storage|gathering)\b`,
  ),
  TOLD_TO_LEAVE_UNLESS_YOU_AGREE,
];

/** A sentence about accepting a change to the policy by staying on. */
export const CHANGE_ACCEPTED_BY_USE = new RegExp(
  String.raw`\b(?:(?:continued|continuing|further) (?:use|access|browsing|readership|visits?)|continuing to (?:use|access|browse|visit))\b${NOT_A_STOP}{0,140}\b(?:chang|modif|revis|amend|updat)\w*|\b(?:use|access) of (?:the |this |our )?[\w.]+ (?:after|following) (?:\w+ ){0,3}(?:chang|modif|revis|amend|updat)\w*`,
);
