import { COUNTRY_ITEMS, itemsFound, joinItems, joinPlaces, type Items, type Names } from '../statement-items';
import { NOTICE_VERB } from '../practices/denial';
import { NOTICE_BEFORE_DISCLOSURE, UNLESS_FORBIDDEN } from './legal-grounds';
import { LAW_DESCRIBED_PATTERN } from './not-own-practice';
import type { PracticeDefinition } from './practice-definition';
import { STAFF_ACCESS } from './staff-access';
import { TRANSFER_FRAMEWORK, transferSafeguards } from './transfer-frameworks';
import { COMPILE_ONCE } from '../compile-once';

/**
 * "The library will disclose information about a child under 13 if needed to protect the child":
 * how a child's data is handled, with no word that limits who may use the service (not, must, at
 * least, intended, directed, knowingly...). It sets no age limit.
 */
const DISCLOSED_ABOUT_A_CHILD =
  /^(?![^]*\b(?:not|never|no|must|at least|minimum|intended|directed|designed|meant|knowingly|eligib\w*|permitted|allowed|prohibit\w*|only)\b)[^]*\b(?:disclos|shar|releas|provid|giv|pass)\w*\b[^.]{0,40}\b(?:information|data|details)\b[^.]{0,20}\babout (?:a|the|any|your|such) (?:child|minor|kid)\b/;

/**
 * A minors' right to remove what they posted ("if you are under 18, you may ask us to remove content
 * you posted", California's eraser law): a right of some users, not an age limit of the service.
 */
export const MINORS_REMOVE_POSTS =
  /^(?=[^]*\b(?:under (?:the age of )?(?:18|eighteen)|minors?)\b)[^]*\b(?:remov|delet|eras|tak\w* down)\w*\b[^.]{0,100}\b(?:posted|posts?|publicly (?:displayed|available)|submitted to (?:public|our) (?:areas|site|service))\b/;

const restriction = (
  id: string,
  label: string,
  statement: string,
  category: PracticeDefinition['category'],
  patterns: readonly RegExp[],
  unless?: readonly RegExp[],
): PracticeDefinition => ({
  id,
  label,
  statement,
  patterns,
  section: 'restrictions',
  category,
  ...(unless ? { unless } : {}),
});

/**
 * Sentences that use the words of retention about something else: a cookie's lifetime, data
 * preserved in order to be disclosed to the authorities, "keep in mind", "we respond within 30 days".
 */
export const NOT_RETENTION: readonly RegExp[] = [
  /^(?:(?!\b(?:information|data|records?|details|content)\b).)*\bcookies?\b(?:(?!\b(?:information|data|records?|details|content)\b).)*$/,
  /\bpreserv\w*,? (?:and|or) (?:disclos|shar)\w*|\b(?:access|use),? preserv\w*/,
  /\bkeep in mind\b/,
  /\b(?:respond|reply|process)\w*\b[^.]{0,100}\bwithin\b/,
];

/**
 * A warning is not a measure: "email you send us may not be secure or encrypted", "the upload is not
 * encrypted" deny the measure they name. "Not sent without encryption" still promises it.
 */
const NOT_A_MEASURE =
  '(?<!\\b(?:not|never|nor) (?:be |been |always |necessarily |(?:secure|safe|private|protected),? (?:or|and|nor) )*)(?<!\\bno (?:\\w+ )?)';

/**
 * A notice of changes is about changes to the policy: the sentence names the policy (or its terms,
 * practices) or speaks of material or any changes, or of "changes" with no object, the ones just
 * discussed ("If we make changes, we will notify our users"). "A padlock appears to notify you of this change"
 * (the page turning secure) announces nothing about the policy.
 */
const ABOUT_POLICY_CHANGES =
  /\b(?:polic(?:y|ies)|statement|notice|terms|practices|privacy)\b|\b(?:material|significant|substantial|important|major|any|such|these|those|future) (?:\w+ )?(?:changes?|updates?|revisions?|modifications?)\b|\bthe (?:\w+ )?(?:changes|updates|revisions|modifications)\b|\bhow we (?:use|collect|share|handle|process|treat)\b|\b(?:if|when|whenever) we (?:make|decide to make) (?:any )?changes,/;

/**
 * Notice given to you, worded as something you are provided with or sent: "you will be provided with
 * appropriate online notice", "we will give you notice". Not "you will not be given notice" nor
 * "no notice", nor a "notice" that is only the posting itself ("we will give you notice of the revised
 * policy by posting it on the site and revising its date"): that is changes posted on the page.
 */
export const NOTICE_GIVEN_TO_YOU =
  /(?:\b(?:you|(?:registered |our )?(?:users|members|customers|subscribers|account holders)) will (?:(?!not\b|never\b)\w+ )?be (?:given|provided with|sent|served with|shown)|\bwe will (?:(?!not\b|never\b)\w+ )?(?:give|provide|send)(?: you| users| members)?(?: with)?) (?:(?!no\b|not\b)\w+ ){0,3}(?:notices?|notifications?)\b(?![^.]{0,80}\bby (?:posting|publishing|updating|revising|changing)\b)/;

/**
 * Other ways of promising to tell you (fix-aa): "we will let you know of significant changes", "we will
 * send you an e-mail", "you will receive an e-mail notice", "material changes will be announced by a
 * notice on our website or by e-mail", "any material changes will be notified to you", "notice of
 * material changes will be sent by email". Not denied ("we will not send you a notice"), and a notice
 * only posted on the page the policy is on is not among them.
 */
export const NOTICE_OTHERWISE_PROMISED = new RegExp(
  String.raw`(?:\b(?:will|shall)(?: (?!not\b|never\b)\w+)? (?:let|letting) (?:you|(?:our |all )?(?:registered )?(?:users|members|customers|subscribers)) know\b|\b(?:will|shall)(?: (?!not\b|never\b)\w+)? (?:send|e-?mail) (?:you|(?:our |all )?${COMPILE_ONCE}(?:registered )?(?:users|members|customers|subscribers)) (?:an? |with an? )?(?:\w+ ){0,2}${COMPILE_ONCE}(?:e-?mails?|notices?|notifications?|messages?|letters?)\b|\b(?:you|(?:registered |our )?(?:users|members|customers|subscribers)) will (?:(?!not\b|never\b)\w+ )?receive (?:an? |prior |advance )?(?:\w+ ){0,2}${COMPILE_ONCE}(?:notices?|notifications?|e-?mails?|messages?)\b|\b(?:will|shall) (?:(?!not\b|never\b)\w+ )?be (?:announced|communicated) (?:to you )?(?:by|via|through|in) (?:an? |the )?(?:\w+ ){0,2}${COMPILE_ONCE}(?:e-?mails?|notices?|notifications?|messages?|letters?|banners?)\b|\bnotified to (?:you|(?:our |all )?(?:registered )?(?:users|members|customers|subscribers))\b)`,
);

/** "Notice of material changes will be sent by email", "... will be posted on the home page". */
const NOTICE_OF_CHANGES_SENT =
  /\bnotices? of (?:\w+ ){0,3}(?:changes?|updates?|revisions?|modifications?) (?:will|shall) (?:also )?be (?:(?!not\b|never\b)\w+ )?(?:sent|e-?mailed|given|provided|delivered|posted (?:on|at) (?:the|our) home ?page)\b/;

/** The same promise in a sentence that names the changes it is about ("we will send you an e-mail about any material change"). */
export const CHANGES_OTHERWISE_NOTIFIED = new RegExp(
  String.raw`\b(?:changes?|updates?|revisions?|modifications?|amendments?)\b[^.]{0,120}(?:${NOTICE_OTHERWISE_PROMISED.source})|(?:${NOTICE_OTHERWISE_PROMISED.source})[^.]{0,120}\b(?:changes?|updates?|revisions?|modifications?|amendments?)\b|${NOTICE_OF_CHANGES_SENT.source}`,
);

/**
 * Notice that may be no more than the posting (fix-aa): "we will notify you by posting the new policy on
 * the site or, at our option, by e-mail", "by posting the revised policy here or, at our discretion, by
 * sending you an e-mail". The other means is the company's choice, so the reader may be told only by
 * the new version appearing on the site.
 */
export const POSTING_MAY_BE_ALL =
  /\bby (?:posting|publishing|placing)\b[^.]{0,100}\bor\b,? (?:\w+ ){0,2}(?:at (?:our|its) (?:sole )?(?:option|discretion|election)|if we (?:choose|wish|decide|elect|deem)|where (?:we deem )?appropriate|as we deem)\b|\b(?:at (?:our|its) (?:sole )?(?:option|discretion|election)|if we (?:choose|wish|decide|elect))\b,? (?:\w+ ){0,3}by (?:e-?mail\w*|sending|contacting)\b[^.]{0,60}\bor (?:by )?(?:posting|publishing|placing)\b/;

/** Told only by the posting: no e-mail, message, notice on the pages or at sign-in, nor any other means. */
export const POSTING_ONLY =
  /^(?![\s\S]*\b(?:e-?mail\w*|electronic mail|contact(?:ing)? you|letters?|messages?|prominent|banner|home ?page|sign[- ]?in|log[- ]?in|notice on|(?:a|the) notice|other (?:\w+ )?means)\b)[\s\S]*\bby (?:posting|publishing)\b/;

/**
 * A notice of its own posted where visitors see it: "we will post a notice on this site when the policy
 * changes", "a banner on our home page will announce any revision". Not the revised policy itself
 * ("post a revised privacy notice on this page"): that is the posting, not a notice of it. And promised
 * ("will"), not "we may post a notice".
 */
export const NOTICE_POSTED_ON_SITE = new RegExp(
  String.raw`\b(?:will|shall)(?: \w+)? (?:post|place|put|display|show|publish) (?:a|an) (?:(?!(?:revised|updated|new|amended|modified|changed|privacy|current|latest)\b)\w+ ){0,2}(?:notice|notification|announcement|banner|alert)\b[^.]{0,40}\b(?:on|at|in) (?:this|our|the) (?:\w+ )?${COMPILE_ONCE}(?:site|web ?site|home ?page|front page|services?|app|application)\b`,
);

/**
 * A sentence on mediation that names arbitration without making it binding or required: arbitration
 * as one of the claims you might file ("arbitration claims or legal actions brought without first
 * trying mediation"), not the forum you are sent to.
 */
const MEDIATION_NOT_ARBITRATION =
  /^(?=[\s\S]*\bmediat(?:ion|or)\b)(?![\s\S]*\b(?:binding|mandatory|final|exclusive(?:ly)?|(?:shall|must|will) be (?:resolved|settled|submitted|decided|referred))\b)/;

/** Limits and conditions: how long data is kept, who may use the service, where data goes, how terms change. */
const RULES: readonly PracticeDefinition[] = [
  restriction(
    'retention-period',
    'a stated retention period',
    'Keeps data only for a stated period, then deletes or anonymises it.',
    'Data Retention',
    [
      /\b(?:retain|keep|store|delete|anonymi[sz]e|purge)\w*\b[^.]{0,80}\b(?:\d+|thirty|sixty|ninety|twelve|one|two|three|six|seven)(?: \(\d+\))?\s+(?:days?|weeks?|months?|years?)\b/,
      /\b(?:within|after)\s+(?:\d+|thirty|sixty|ninety|twelve|one|two|three|six)\s+(?:days?|months?|years?)\b[^.]{0,60}\b(?:delet|anonymi|destroy|purge)/,
      // The company removing data on a schedule: "we strip the address from our logs after 9 months",
      // "records are destroyed within two years". The verb alone, with no "after" or "within", is
      // often the reader's ("you can remove your post for 30 days") and is left out.
      /\b(?:(?:we|it|they) (?:\w+ ){0,2}|(?:is|are|be) (?:\w+ )?)(?:remov|eras|destroy|de-?identif|strip|truncat|discard|dispos)\w*\b[^.]{0,80}\b(?:after|within|at|older than)\s+(?:\d+|thirty|sixty|ninety|twelve|one|two|three|six|seven|eighteen|twenty-four)(?: \(\d+\))?\s+(?:days?|weeks?|months?|years?)\b/,
    ],
    NOT_RETENTION,
  ),
  restriction(
    'retention-need',
    'retention while needed',
    'Keeps data for as long as it says it is needed, without a fixed period.',
    'Data Retention',
    [
      /\b(?:retain|keep|store|hold)\w*\b[^.]{0,80}\b(?:as long as|for the (?:period|time) (?:necessary|needed|required)|no longer than|until)\b/,
      // "The shop keeps orders for a reasonable while after you leave": a limit, no figure.
      /\b(?:retain|keep|store|hold)\w*\b[^.]{0,80}\bfor a (?:commercially )?reasonable (?:(?:period|amount|length) of time|period|time)\b/,
    ],
    NOT_RETENTION,
  ),
  restriction(
    'age-limit',
    'an age limit',
    'The service is not meant for children below a minimum age.',
    'International and Specific Audiences',
    [
      /\b(?:under|younger than|below)\s+(?:the age of\s+)?(?:13|16|18|thirteen|sixteen|eighteen)\b/,
      /\b(?:at least|over|older than)\s+(?:13|16|18|thirteen|sixteen|eighteen)\s+(?:years|to use)\b/,
      /\bnot (?:directed|intended|designed) (?:to|for) (?:children|minors|kids)\b/,
    ],
    // "With respect to data from kids below 13, the federal law hands parents the decision"
    // explains the law, and sets no limit of the company's.
    [DISCLOSED_ABOUT_A_CHILD, LAW_DESCRIBED_PATTERN, MINORS_REMOVE_POSTS],
  ),
  restriction(
    'international-transfer',
    'international transfers',
    'Your data may be transferred to and processed in other countries.',
    'International and Specific Audiences',
    [
      /\b(?:transfer(?:red)?|stored|processed|hosted)\b[^.]{0,80}\b(?:other countries|outside (?:of )?(?:your|the)|another country|united states|abroad|internationally|any country)\b/,
      /\bstandard contractual clauses\b|\badequacy decision\b/,
    ],
  ),
  TRANSFER_FRAMEWORK,
  {
    ...restriction(
      'policy-changes-notice',
      'notice of changes',
      'Says it will tell you about important changes to the policy.',
      'Policy Change',
      [
        // "We will notify you", or its users: "if we make changes, we will notify our users".
        /\b(?:notify|inform|tell|email|alert)\s+(?:you|(?:all |our )?(?:registered )?(?:users|members|customers|subscribers))\b[^.]{0,80}\b(?:changes?|updates?|revisions?|modifications?)\b/,
        // "The club may amend this notice whenever it wishes by notifying members": the gerund names the means.
        /\b(?:changes?|updates?)\b[^.]{0,80}\b(?:notify|inform|tell|email|(?:by )?(?:notifying|informing|telling|e-?mailing|alerting))\s+(?:you|(?:all |our )?(?:registered )?(?:users|members|customers|subscribers))\b/,
        // "... the change will be posted 30 days before it takes effect and registered users will be emailed."
        /\b(?:changes?|updates?)\b[^.]{0,160}\b(?:you|users|members|customers|subscribers) will (?:\w+ )?be (?:notified|informed|told|e-?mailed|alerted)\b/,
        // "We will post a notice on this site when this policy changes."
        NOTICE_POSTED_ON_SITE,
        // "We will let you know of significant changes", "material changes will be announced by e-mail".
        CHANGES_OTHERWISE_NOTIFIED,
        // "If there are significant changes to our practices, you will be provided with notice online."
        // The changes named as the policy's or as important ones: "notice" alone says nothing of which.
        new RegExp(
          // The size named after the changes too: "where revisions are major, members will be sent a notice".
          String.raw`\b(?:(?:material|significant|substantial|important|major) (?:\w+ )?(?:changes?|updates?|revisions?)|(?:changes?|updates?|revisions?) to (?:\S+ ){0,3}(?:polic(?:y|ies)|statement|terms|practices)|(?:changes?|updates?|revisions?) (?:are|is) (?:\w+ )?(?:material|significant|substantial|important|major))\b[^.]{0,160}(?:${NOTICE_GIVEN_TO_YOU.source})`,
        ),
      ],
      [/\bwithout (?:prior |advance |any )?notice\b/],
    ),
    requires: ABOUT_POLICY_CHANGES,
    // "You will not be notified of changes" uses the words of the promise to deny it.
    deniedVerb: NOTICE_VERB,
    // A notice that may be only the new version posted on the site says so (fix-aa).
    write: (names) =>
      names(POSTING_MAY_BE_ALL)
        ? 'Says it will announce changes to the policy, but the notice may be only a posting of the new policy on its site.'
        : names(POSTING_ONLY)
          ? 'Says it will announce changes to the policy only by posting the new version on its site.'
          : 'Says it will tell you about important changes to the policy.',
  },
  {
    // "If we are going to release your data, we will try to tell you first unless a court order
    // forbids it": a limit on legal disclosure, the reader's chance to object. Not "without notice",
    // and not "we will not notify you first" (the shared denial detector).
    ...restriction(
      'disclosure-notice',
      'notice before a legal disclosure',
      'Says it will try to tell you before it gives your data to the authorities or others.',
      'Third Party Sharing/Collection',
      [NOTICE_BEFORE_DISCLOSURE],
    ),
    requires:
      /\b(?:releas|disclos|hand(?:ed|ing)? over|subpoena|court|law enforcement|legal (?:process|request)|government)\w*/,
    deniedVerb: NOTICE_VERB,
    write: (names) =>
      names(UNLESS_FORBIDDEN)
        ? 'Says it will try to tell you before it gives your data to the authorities or others, unless a court or the law forbids it.'
        : 'Says it will try to tell you before it gives your data to the authorities or others.',
  },
  restriction(
    'policy-changes',
    'changes to the policy',
    'The company may change this policy from time to time.',
    'Policy Change',
    [
      // The policy as what changes, not as where a change is described: "parents can change their
      // consent as explained in our notice" changes no policy.
      /\b(?:change|changes|update|updates|modify|amend|revise)\b(?:(?!\bas (?:described|set out|set forth|explained|outlined|detailed|stated|specified|provided)\b)[^.]){0,40}\b(?:this|our|the) (?:privacy )?(?:policy|notice|statement)\b/,
      // "When this privacy policy is revised or updated, we will post the new version", "our policy may change".
      /\b(?:this|our|the) (?:privacy )?(?:policy|notice|statement)\b[^.]{0,20}\b(?:(?:is|are|may be|will be|has been) (?:\w+ (?:or|and) )?(?:revised|updated|changed|modified|amended)|(?:may|might|will|can|could) (?:\w+ )?change)\b/,
      // "These terms are subject to change, and any changes will be included on this page."
      /\b(?:this|our|the|these) (?:privacy )?(?:policy|notice|statement|terms)\b[^.]{0,20}\b(?:is|are) subject to (?:change|revision|modification)\b/,
      /\b(?:changes?|updates?|revisions?)\b[^.]{0,60}\b(?:posted|included|published|reflected|announced) (?:on|in) this (?:page|site|website|policy)\b/,
      // "We will post any policy changes on this page."
      /\b(?:post|publish)\w* (?:any |all |the |such )?(?:[\w-]+ ){0,2}(?:changes?|updates?|revisions?) (?:on|to|in) this (?:page|site|website|policy)\b/,
    ],
  ),
  restriction(
    'security',
    'security safeguards',
    'Says it protects data with security measures.',
    'Data Security',
    [
      new RegExp(
        `${NOT_A_MEASURE}\\b(?:encrypt\\w*|ssl|tls|firewalls?|access controls?|security (?:measures|safeguards|practices|controls)|safeguards?|pseudonymi[sz]\\w*|two[- ]factor|multi[- ]factor)\\b`,
      ),
      // "We use reasonable precautions to protect your information", "procedures to help protect",
      // "physical, technical and administrative controls to protect the information".
      /\b(?:precautions|(?:procedures|measures|steps|technologies|controls)\b[^.]{0,30}\b(?:protect|secure|safeguard))\b[^.]{0,60}\b(?:information|data)\b/,
      // "Stored on servers in secured facilities", "virus
      // protection software on our systems": measures named by what they are.
      new RegExp(
        `${NOT_A_MEASURE}\\b(?:secured? (?:facilit\\w*|data ?cent(?:er|re)s?)|(?:anti-?virus|virus protection)(?: (?:software|programs?|tools?))?)\\b`,
      ),
    ],
    // "We are not responsible for the security measures of other websites" protects nothing.
    [
      /\bnot (?:be )?responsible\b|\b(?:other|third[- ]party|linked) (?:organi[sz]ations?|web ?sites?|sites|companies)\b/,
    ],
  ),
  restriction(
    'no-security-guarantee',
    'no guarantee of security',
    'Warns that no security is perfect, so it cannot guarantee your data is safe.',
    'Data Security',
    [
      /\b(?:cannot|can not|can't|unable to|no)\b[^.]{0,40}\b(?:guarantee[ds]?|ensured?|warrant(?:ed)?|promised?)\b[^.]{0,60}\b(?:secur|safe|protect)/,
      /\bno (?:\w+ )?(?:method|system|transmission|measures?|security|safeguards?)[^.]{0,60}\b(?:100%?|completely|perfectly|fully|entirely|absolutely|totally) (?:secure|safe|impenetrable|impregnable)\b/,
      // "Data sent over the Internet is not 100% secure."
      /\b(?:is|are|be) not (?:100%?|completely|perfectly|fully|entirely|absolutely|totally) (?:secure|safe|impenetrable)\b/,
      // "We cannot guarantee that unauthorized third parties will never defeat those measures."
      /\b(?:cannot|can not|can't|unable to|(?:do|does|will) not)\b (?:\w+ ){0,2}(?:guarantee|ensure|warrant|promise)\w*\b[^.]{0,80}\b(?:defeat\w*|unauthori[sz]ed|breach\w*|intercept\w*|hack\w*|gain access)\b/,
      // "The confidentiality of what you send us cannot be guaranteed."
      /\b(?:secur\w*|confidential\w*|safety|integrity)\b[^.]{0,120}\b(?:cannot|can not|can't|not) be (?:guaranteed|ensured|assured|warranted)\b/,
    ],
  ),
  STAFF_ACCESS,
  restriction(
    'arbitration',
    'arbitration of disputes',
    'Disputes go to private arbitration rather than a court.',
    'Other',
    [/\barbitrat(?:ion|or)\b/],
    // "File an arbitration claim or a lawsuit without first trying mediation, and you lose your fees":
    // arbitration named as one claim you might bring, beside mediation, imposes none.
    [MEDIATION_NOT_ARBITRATION],
  ),
  {
    ...restriction(
      'mediation',
      'mediation of disputes',
      'Disputes are to go to mediation, with a neutral go-between, before a claim is brought.',
      'Other',
      [/\bmediat(?:ion|or)\b/],
    ),
    requires: /\bdisputes?\b|\bclaims?\b|\bcomplaints?\b/,
    // Mediation required ("both sides must sit down with a mediator"), required first, or only offered.
    write: (names) =>
      names(/\b(?:first|before|prior to)\b/)
        ? 'Disputes are to go to mediation, with a neutral go-between, before a claim is brought.'
        : names(/\b(?:shall|must|will|agree)\b/)
          ? 'Disputes are to be tried through mediation, with a neutral go-between.'
          : 'Offers mediation, with a neutral go-between, to settle disputes.',
  },
  restriction(
    'governing-law',
    'a governing law',
    'Says which law and which courts apply to disputes.',
    'Other',
    [/\bgoverned by (?:the )?laws? of\b|\bexclusive jurisdiction\b|\bcourts? (?:of|located in)\b/],
  ),
  restriction(
    'dnt-honoured',
    'Do Not Track honoured',
    'Honours the browser "Do Not Track" signal.',
    'Do Not Track',
    [
      /\b(?:honou?r|respect|respond to|recogni[sz]e)s?\b[^.]{0,40}\b(?:do[- ]not[- ]track|dnt|global privacy control|gpc)\b/,
    ],
    [
      /\b(?:do|does|will|can|currently)\s*(?:not|n't) (?:\w+ )?(?:honou?r|respect|respond|recogni)|\bno (?:uniform|industry|common) standard/,
      // "The law asks us to say how we respond to Do Not Track", "we may not respond": no promise.
      /\bhow (?:we|it|they|\w+) (?:respond|treat|handle)|\bmay not\b|\bno action\b|\bregardless of\b/,
    ],
  ),
];

/**
 * The security statement names the measures its sentence names ("Says it protects data with
 * security measures (encryption and firewalls)."), never "such as encryption" for a sentence
 * that promises only "reasonable measures".
 */
const MEASURES: Items = [
  [
    new RegExp(`${NOT_A_MEASURE}(?:\\bencrypt\\w*|\\bssl\\b|\\btls\\b|\\bsecure sockets?\\b|\\bhttps\\b)`),
    'encryption',
  ],
  [/\bfirewalls?\b/, 'firewalls'],
  [
    /\baccess controls?\b|\b(?:limit|restrict)\w* access\b|\baccess\b[^.]{0,30}\b(?:limited|restricted)\b/,
    'limits on who can access it',
  ],
  [/\btwo[- ]factor\b|\bmulti[- ]factor\b/, 'two-factor authentication'],
  [/\bsecured? (?:facilit\w*|data ?cent(?:er|re)s?)\b/, 'secured facilities'],
  [/\banti-?virus\b|\bvirus protection\b/, 'virus protection'],
  [/\bpseudonymi[sz]\w*/, 'pseudonymisation'],
];
/** "Physical, electronic and managerial safeguards": the kinds, in the sentence's order of our list. */
const SAFEGUARD_KINDS: Items = [
  [/\bphysical\b/, 'physical'],
  [/\b(?:technical|technological)\b/, 'technical'],
  [/\belectronic\b/, 'electronic'],
  [/\b(?:administrative|managerial|organi[sz]ational)\b/, 'administrative'],
];
/** Encryption said only of data on its way ("during transmission", "in transit"). */
const IN_TRANSIT =
  /\b(?:during|in) (?:transmission|transit)\b|\bwhile (?:being )?(?:transmitted|in transit|sent)\b|\bwhen (?:\w+ ){0,3}(?:transmitted|sent)\b/;
/**
 * The data a security sentence protects, when it names one kind only ("the security of your
 * subscription information during transmission"), not all your data.
 */
const PROTECTED_KINDS: Items = [
  [/\bsubscription (?:information|details|data)\b/, 'subscription details'],
  [/\b(?:credit card|card|payment|billing) (?:information|details|data|numbers?)\b/, 'payment details'],
  [/\bpasswords?\b/, 'passwords'],
];
const ALL_DATA =
  /\bpersonal(?:ly identifiable)? (?:information|data)\b|\b(?:your|all|the|any) (?:information|data)\b(?! (?:you (?:input|enter|type|submit)))/;

function securityStatement(names: Names): string {
  const found = itemsFound(names, MEASURES, Infinity);
  // "Encryption in transit and at rest" is encryption, not only in transit.
  if (found.includes('encryption') && names(IN_TRANSIT) && !names(/\bat rest\b|\bin storage\b|\bstored\b/))
    found[found.indexOf('encryption')] = 'encryption in transit';
  const kinds = itemsFound(names, SAFEGUARD_KINDS, Infinity);
  if (kinds.length > 0) found.push(`${joinItems(kinds)} safeguards`);
  const some = names(ALL_DATA) ? [] : itemsFound(names, PROTECTED_KINDS, 2);
  const data = some.length > 0 ? `some data (${joinItems(some)})` : 'data';
  return found.length === 0
    ? `Says it protects ${data} with security measures.`
    : `Says it protects ${data} with security measures (${joinItems(found)}).`;
}

const NUMBER_WORDS =
  '\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen|eighteen|twenty|thirty|forty|sixty|ninety';
/** "14 days", "seven years", "thirty (30) days": the periods a sentence states, in its words. */
const PERIOD = new RegExp(`\\b(${NUMBER_WORDS})(?: \\(\\d+\\))?\\s+(days?|weeks?|months?|years?)\\b`, 'g');

/**
 * "Deletes some data after a stated period (14 days)." The period is the sentence's; deleting or
 * anonymising is said only when the sentence says it, and "some data", because a sentence giving a
 * period for server logs says nothing of the rest.
 */
const DELETES = /\b(?:delet|eras|destroy|purg|remov)\w*/;
const ANONYMISES = /\b(?:anonymi[sz]|de-?identif|aggregat)\w*/;

function retentionPeriodStatement(names: Names, normalized: string): string {
  const periods = [...new Set([...normalized.matchAll(PERIOD)].map((match) => `${match[1]} ${match[2]}`))];
  const period = periods.length > 0 ? ` (${joinItems(periods.slice(0, 3))})` : '';
  const deletes = names(DELETES);
  const anonymises = names(ANONYMISES);
  const verb =
    deletes && anonymises ? 'Deletes or anonymises' : deletes ? 'Deletes' : anonymises ? 'Anonymises' : '';
  return verb
    ? `${verb} some data after a stated period${period}.`
    : `Keeps some data for a stated period${period}.`;
}

/** What a retention "while needed" sentence ties the time to, in its own terms. */
const RETENTION_BOUNDS: Items = [
  [
    /\b(?:as long as|while|until)\b[^.]{0,30}\baccounts?\b[^.]{0,20}\b(?:is |remains? |are )?(?:open|active|in existence|exists?|registered)\b|\bfor the (?:life|lifetime|duration) of (?:your|the) accounts?\b/,
    'Keeps some data while your account is open.',
  ],
  [
    /\buntil you (?:\w+ ){0,2}(?:close|cancel|terminate|deactivate)\w*|\buntil you (?:\w+ ){0,2}(?:delete|remove)\w* (?:your|the) account/,
    'Keeps some data until you close your account.',
  ],
  [/\buntil you (?:\w+ ){0,2}(?:delete|remove)\w*/, 'Keeps some data until you delete it.'],
  [
    /\buntil you (?:\w+ ){0,2}(?:ask|request|withdraw|object)\w*/,
    'Keeps some data until you ask for it to be deleted or withdraw your consent.',
  ],
  [
    // Only the law: "as long as required by law", not "as long as necessary for business or legal needs".
    /\b(?:as long as|for the (?:period|time))\b[^.]{0,15}\b(?:required|permitted|allowed|mandated) (?:by|under) (?:the |applicable |relevant )?(?:laws?|regulations?)\b/,
    'Keeps some data as long as the law requires or allows, without a fixed period.',
  ],
  [
    // "Once you close the account, the shop keeps your orders for a reasonable while."
    /\b(?:when|after|once|if) you (?:\w+ ){0,2}(?:delete|close|cancel|terminate|deactivate)\w* (?:your |the )?(?:\w+ )?account\b/,
    'Keeps some data for a while after you delete or close your account, without a fixed period.',
  ],
];

function retentionNeedStatement(names: Names): string {
  const bound = RETENTION_BOUNDS.find(([pattern]) => names(pattern));
  return bound ? bound[1] : 'Keeps data for as long as it says it is needed, without a fixed period.';
}

const AGE =
  /\b(?:under|younger than|below|at least|over|older than)\s+(?:the age of\s+|age\s+)?(13|16|18|thirteen|sixteen|eighteen)\b/;
/** Parents give the child's data ("parents will provide certain information about their child"). */
const PARENT_PROVIDES =
  /\bparents?\b(?: or (?:legal )?guardians?)?[^.]{0,30}\b(?:provide|give|submit|enter|supply|register)\w*/;
/**
 * A parent's consent as a condition: "parental consent", "a parent's consent", "the parent or guardian's
 * permission", "the consent of that child's parent", "consent from the parents", and "providing the parent
 * with notice and obtaining prior verifiable consent" (a parent named before the consent).
 */
const PARENT_CONSENT =
  /\b(?:parental|(?:parents?|guardians?|parent or (?:legal )?guardian)(?:['’]s?)?) (?:\w+ )?(?:consent|permission|approval|authori[sz]ation)\b|\b(?:consent|permission|approval|authori[sz]ation) (?:\w+ ){0,2}(?:of|from|by) (?:a |the |their |his or her |your |(?:that|the|a) (?:child|minor)['’]s )?(?:parents?|guardians?)\b|\bparents?\b[^.]{0,80}\b(?:verifiable|prior) consent\b/;
/** "You may use the site only with the involvement of a parent or guardian": a parent takes part. */
const PARENT_INVOLVED =
  /\bonly (?:with|under) (?:the )?(?:involvement|supervision|participation|help) of (?:a |your |their )?(?:parents?|guardians?)\b/;
const NOT_FROM_CHILD = /\bnot (?:\w+ ){0,2}collect\w*\b[^.]{0,40}\bfrom (?:the |a |your )?child(?:ren)?\b/;
const NOT_WITHOUT = /\b(?:not|never|no)\b[^.]{0,100}\bwithout\b/;
const COLLECTS = /\b(?:collect|gather|obtain|receive|request|ask)\w*/;
/** Services offered to children: "certain sites offer educational content to children under 13", "games designed for kids". */
const MADE_FOR_CHILDREN =
  /\b(?:offer|offers|offered|provide|provides|provided|designed|directed|intended|aimed|made|built|created|tailored)\b (?:\w+ ){0,4}(?:to|for|at) (?:young )?(?:children|kids|minors)\b/;
const COPPA = /\bcoppa\b|\bchildren['’]s online privacy protection act\b/;
/** "Our goods are not advertised to kids under 13": no marketing aimed at them, with no word of who may use the service. */
const NOT_MARKETED_TO_CHILDREN =
  /^(?![^]*\b(?:intended|directed|designed|meant|collect\w*|use the|register\w*|eligib\w*|permitted|allowed)\b)[^]*\b(?:not|never)\b (?:\w+ ){0,2}(?:market|advertis|sell|promot|target)\w*\b[^.]{0,40}\b(?:to|at|toward|towards) (?:young )?(?:children|kids|minors)\b/;

/**
 * An age limit says what the sentence says: a service that takes children's data from their parents,
 * or with a parent's consent, is not "not meant for children" ("For children under 13, parents provide
 * the information; we do not collect it from the child", "not collected from children under 13
 * without parental consent").
 */
function ageLimitStatement(names: Names, normalized: string): string {
  const age = AGE.exec(normalized)?.[1];
  const children = age ? `children under ${age}` : 'children';
  if (names(PARENT_PROVIDES))
    return `Data about ${children} is given by a parent${names(NOT_FROM_CHILD) ? ', not collected from the child directly' : ''}.`;
  if (names(PARENT_CONSENT))
    return names(COLLECTS)
      ? names(NOT_WITHOUT)
        ? `Does not collect data from ${children} without a parent's consent.`
        : `Collects data from ${children} only with a parent's consent.`
      : `${children.charAt(0).toUpperCase()}${children.slice(1)} may use the service only with a parent's consent.`;
  if (names(PARENT_INVOLVED))
    return `${children.charAt(0).toUpperCase()}${children.slice(1)} may use the service only with a parent or guardian involved.`;
  if (names(NOT_MARKETED_TO_CHILDREN)) return `Does not aim its marketing at ${children}.`;
  // "Some of our sites offer educational content to children under 13": made for children, not closed to them.
  if (names(MADE_FOR_CHILDREN) && !names(/\b(?:not|never|no)\b/))
    return `Some of its services are made for ${children}${names(COPPA) ? ", under the US children's privacy law (COPPA)" : ''}.`;
  return NOT_MEANT_FOR_CHILDREN;
}

/** The age limit's plain statement, said only of a service not made for children (`forChildrenSite`). */
export const NOT_MEANT_FOR_CHILDREN = 'The service is not meant for children below a minimum age.';

/**
 * The denial is looked for behind the word, not before it: the pattern runs over the whole policy, and a
 * look-behind first ran at every one of its 100,000 positions (about 3 ms an analysis, speed-l). The word's
 * alternatives are letters only, so the same denial ends where the word starts: the same answer.
 */
const CHILDREN_SITE_WORD = String.raw`(?:program|programme|site|website|service|app|game|club|mission|project|activit(?:y|ie)|curriculum|resource|content)`;
/**
 * A policy that says its service is made for children, pupils or kids ("a children's programme", "an
 * educational website for middle school students", "games designed for kids"), not in a denial ("not
 * directed to children").
 */
export const SITE_FOR_CHILDREN = new RegExp(
  String.raw`\b(?:children['’]s|kids['’]?) (?:\w+ )?(?:program|programme|site|website|service|app|game|channel|show|club|area|section)s?\b|\b${CHILDREN_SITE_WORD}(?<!\b(?:not|never|nor|no) (?:\w+ ){0,3}${CHILDREN_SITE_WORD})s? (?:(?!(?:not|never|nor|no)\b)[\w,]+ ){0,5}(?:for|designed for|aimed at|made for|directed (?:to|at)|intended for) (?:\w+ ){0,2}(?:children|kids|students|pupils|young people|classrooms?)\b`,
);
/** The sentence itself closes the service to children: "not directed to children", "must be at least 13 to use". */
const CLOSED_TO_CHILDREN =
  /\bnot (?:\w+ )?(?:directed|intended|designed|meant|aimed|targeted|for)\b|\bshould not (?:use|visit|register)|\bmay not (?:use|register|create|sign up|open)|\bmust be (?:at least|over|older than)\b|\b(?:are|is) not (?:permitted|allowed|eligible)\b/;

/**
 * An age-limit sentence of a service made for children: what the sentence says of children's data, never
 * that the service is not meant for them ("We do not collect personal information from students under 13"
 * on a programme for schools). A sentence that closes the service itself keeps its plain statement.
 */
export function forChildrenSite(normalized: string): string {
  if (CLOSED_TO_CHILDREN.test(normalized)) return NOT_MEANT_FOR_CHILDREN;
  const age = AGE.exec(normalized)?.[1];
  const children = age ? `children under ${age}` : 'children';
  if (/\b(?:not|never|no)\b (?:\w+ ){0,3}(?:collect|gather|solicit|request|ask|accept)\w*/.test(normalized))
    return `Says it does not${/\bknowingly\b/.test(normalized) ? ' knowingly' : ''} collect personal data from ${children}.`;
  return `Says how it handles the data of ${children}.`;
}

/** "Your use of the site constitutes consent to the transfer", "by using the service you agree to this transfer". */
const CONSENT_BY_USE =
  /\b(?:use|usage|using|access|accessing|visit|visiting)\b[^.]{0,60}\b(?:constitut|signif|indicat|mean|deem|represent)\w*\b[^.]{0,20}\b(?:consent|agreement|acceptance)\b[^.]{0,60}\btransfer|\bby (?:using|accessing|visiting)\b[^.]{0,80}\byou (?:\w+ )?(?:consent|agree)\w*\b[^.]{0,60}\btransfer/;
const FROM_ABROAD = /\b(?:outside|from (?:other|another) countr\w*|from abroad)\b/;

/** "A destination outside the European Economic Area (EEA)": data leaves Europe, for no named country. */
const OUT_OF_EUROPE = /\boutside (?:of )?the (?:eea|european economic area|eu|european union|e\.u\.)\b/;

/**
 * An international transfer names the countries its sentence names, and keeps that using the service
 * (from abroad) is taken as consent to the transfer ("If you use the site from outside the United
 * States, your use constitutes consent to the transfer of your data to the United States").
 */
function internationalTransferStatement(names: Names): string {
  const countries = itemsFound(names, COUNTRY_ITEMS, 3);
  // "In the United States or other locations": the named countries and the rest.
  const elsewhere = names(/\bother (?:countries|locations|jurisdictions|places)\b|\belsewhere\b/);
  const where =
    countries.length === 0
      ? names(OUT_OF_EUROPE)
        ? 'countries outside the European Economic Area'
        : 'other countries'
      : elsewhere
        ? `${joinItems(countries)} or other countries`
        : joinPlaces(names, countries);
  const protectedBy = transferSafeguards(names);
  if (!names(CONSENT_BY_USE))
    return `Your data may be transferred to and processed in ${where}${protectedBy}.`;
  const using = names(FROM_ABROAD) ? 'using the service from abroad' : 'using the service';
  return `Your data may be transferred to and processed in ${where}${protectedBy}, and ${using} counts as your consent to the transfer.`;
}

const WRITERS: Readonly<Record<string, PracticeDefinition['write']>> = {
  'international-transfer': internationalTransferStatement,
  'age-limit': ageLimitStatement,
  security: securityStatement,
  'retention-period': retentionPeriodStatement,
  'retention-need': retentionNeedStatement,
};

/** The restrictions and commitments a policy can state. */
export const RESTRICTIONS: readonly PracticeDefinition[] = RULES.map((rule) => {
  const write = WRITERS[rule.id];
  return write ? { ...rule, write } : rule;
});
