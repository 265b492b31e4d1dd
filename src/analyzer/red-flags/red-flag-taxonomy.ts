import type { Opp115Category, Severity } from '../../common/analysis';

/**
 * The red-flag taxonomy, inspired by the cases of ToS;DR (tosdr.org, CC BY-SA 3.0). Severity
 * follows ToS;DR's classification where a case exists (blocker > bad) and our judgement of harm
 * to a person's privacy otherwise. `cases` maps ToS;DR case titles onto a flag for training;
 * `patterns` are the hand-written rules; `unless` suppresses a match that promises the opposite.
 */
export type RedFlagDefinition = {
  id: string;
  severity: Severity;
  category: Opp115Category;
  /** Plain-English statement shown to the user. */
  statement: string;
  cases: RegExp;
  /** The model alone may raise the flag only in a sentence on this topic, so a confident model cannot put a retention flag on a sentence about cookies. */
  topic: RegExp;
  patterns: readonly RegExp[];
  unless?: RegExp;
  /**
   * Only a rule may raise it: the model cannot tell "some browsers send Do Not Track" from "we
   * ignore it", or "kept while your account is open" from "kept after you delete it".
   */
  isRuleOnly?: boolean;
  /** The practice is itself phrased as a negation ("we do not respond to Do Not Track"). */
  isNegationPhrased?: boolean;
};

/** A sentence that denies the practice ("we do not sell") is a promise, not a red flag. */
export const NEGATED =
  /\bno tracking\b|\bnot to (?:disclose|share|sell|rent|use)\b|\b(?:do|does|will|shall|would|can|could|may|did)\s*(?:not|n't)\b|\b(?:dont|doesnt|wont)\b|\bnever\b|\bno (?:longer|third)\b|\bwithout (?:your )?(?:prior |explicit )?consent\b|\bnot (?:be )?(?:sold|shared|rented)\b/;

export const RED_FLAGS: readonly RedFlagDefinition[] = [
  {
    id: 'sells-data',
    isRuleOnly: true,
    severity: 'blocker',
    category: 'Third Party Sharing/Collection',
    statement: 'Your personal data may be sold to other companies.',
    topic: /\bsell|\bsold\b|\bsale\b|\brent\b|\bmoneti[sz]|\btrade\b|\bexchange for\b/,
    cases: /may sell your data|sell your personal data/i,
    patterns: [
      /\b(?:sell|sells|sold|rent|rents)\b(?:[^.]{0,60})\b(?:information|data|lists?|profiles?)\b/,
      /\bsale of (?:your )?(?:personal )?(?:information|data)\b/,
      /\bin exchange for (?:money|monetary|payment|compensation)\b/,
    ],
    // A business transfer ("if our assets are sold") has its own flag.
    unless:
      /\b(?:(?:do|does|will|shall)\s*(?:not|n't)|dont|doesnt|wont)\s+(?:\w+\s+){0,3}(?:sell|rent|trade)|\bnever (?:\w+\s+){0,2}(?:sell|rent)|\bnot in the business of selling\b|\bnot (?:be )?sold\b|\bopt[- ]out of (?:the )?sale\b|\bassets\b[^.]{0,60}\b(?:sold|acquired)\b|\b(?:merger|acquisition|bankruptcy)\b/,
  },
  {
    id: 'trains-ai',
    severity: 'high',
    category: 'First Party Collection/Use',
    statement: 'Your content or data may be used to train artificial intelligence models.',
    topic: /\bai\b|\bartificial|\bmachine[- ]learning|\bmodels?\b|\balgorithm/,
    cases: /train(?:ing)? (?:ai|artificial|machine learning)/i,
    patterns: [
      /\b(?:train|training|trains|improve|develop)\b[^.]{0,60}\b(?:artificial intelligence|machine[- ]learning|ai|large language|generative|algorithms?|neural)\b(?:[^.]{0,20}\bmodels?\b)?/,
      /\b(?:ai|machine[- ]learning|language) models?\b[^.]{0,60}\b(?:your|user)\b[^.]{0,30}\b(?:content|data|inputs?|conversations?|messages)\b/,
    ],
  },
  {
    id: 'targeted-advertising',
    severity: 'high',
    category: 'Third Party Sharing/Collection',
    statement:
      'Your data is used for targeted (personalised) advertising, including by advertising partners.',
    topic: /\badvertis|\bads\b|\bmarketing|\bretarget|\bremarket|\baudiences\b/,
    cases: /targeted third-party advertising|personal data for advertising|identity is used in ads/i,
    // "You can opt out of targeted ads" describes a right, not the practice.
    unless:
      /^(?:you|users) (?:can|may|have the (?:ability|right|option)(?: to)?)\b[^.]{0,40}\bopt[- ]?out\b|\bopt[- ]?out of\b[^.]{0,60}\b(?:targeted|advertis|interest|sale|sharing)|\byou (?:may|can) opt[- ]?out\b/,
    patterns: [
      /\b(?:ads|advertis\w+)\b[^.]{0,60}\bbased on\b[^.]{0,40}\b(?:interests|visits?|activity|browsing|content|prior)\b/,
      /\bserve (?:you )?(?:ads|advertis\w+)\b/,
      /\bcustom audiences\b|\bretarget\w*|\bremarket\w*/,
      /\b(?:targeted|interest[- ]based|personali[sz]ed|behaviou?ral|tailored|relevant) (?:advertising|ads|advertisements|marketing)\b/,
      /\b(?:share|disclose|provide|make available)\b[^.]{0,80}\b(?:advertisers|advertising partners|ad networks|marketing partners)\b/,
      /\bcross[- ]context behavio(?:u)?ral advertising\b/,
    ],
  },
  {
    id: 'cross-site-tracking',
    isRuleOnly: true,
    severity: 'high',
    category: 'Third Party Sharing/Collection',
    statement: 'You may be tracked across other websites and apps with cookies, pixels or fingerprinting.',
    topic:
      /\bcookie|\bpixel|\bbeacon|\btrack|\bfingerprint|\bsdks?\b|\banalytics|\bsocial (?:media|network)|\breferr|\bbrowsing\b|\bwebsites\b|\bsites\b|\bapps\b|\bdevices\b|\bgifs?\b/,
    cases:
      /tracking pixels|tracks you on other websites|tracking via third-party cookies|social media cookies|fingerprint|browser history|third-party cookies, but with opt-out|tracks which web page referred you|tracking pixels are used/i,
    patterns: [
      /\bpixels?\b|\bbeacons?\b/,
      /\bcookies?\b[^.]{0,60}\b(?:serve|deliver|target)\w* (?:you )?(?:ads|advertis\w*)/,
      /\btrack\w*\b[^.]{0,60}\b(?:activity|usage|visits|users|browsing|web usage)\b/,
      /\bopened (?:the|an|our) e-?mails?\b|\bwhether you (?:open|opened|click)/,
      /\bsocial media (?:features|widgets|plug-?ins|buttons)\b/,
      /\breferr(?:ing|er) (?:url|page|website|site|domain)s?\b|\b(?:website|site|page) (?:that |which )?referred you\b|\breferred (?:you )?to (?:our|the|this)\b[^.]{0,20}\b(?:sites?|websites?|services?)\b/,
      /\b(?:web beacons?|tracking pixels?|pixel tags?|clear gifs?|fingerprint(?:ing|s)?|tracking technologies|sdks?)\b/,
      /\bthird[- ]party (?:cookies|trackers|tracking)\b/,
      /\b(?:across|on other|on third[- ]party) (?:different )?(?:websites|sites|apps|services|devices)\b/,
      /\bbrowsing (?:history|activity|behaviou?r)\b/,
    ],
  },
  {
    id: 'ignores-do-not-track',
    isRuleOnly: true,
    isNegationPhrased: true,
    severity: 'medium',
    category: 'Do Not Track',
    statement: 'The service ignores your browser\'s "Do Not Track" signal.',
    topic: /\bdo[- ]not[- ]track\b|\bdnt\b/,
    cases: /ignores the do not track/i,
    unless: /\bwe (?:will |always |currently )?(?:honou?r|respect|recogni[sz]e|respond to)\b/,
    patterns: [
      /\bno (?:industry|uniform|common|legal) (?:standard|consensus)\b[^.]{0,80}\b(?:do[- ]not[- ]track|dnt)\b/,
      /\b(?:do not|does not|don't|doesn't|not|no|unable to|cannot)\b[^.]{0,40}\b(?:respond|honou?r|recogni[sz]e|support|acknowledge|react)[a-z]*\b[^.]{0,40}\b(?:do[- ]not[- ]track|dnt)\b/,
      /\b(?:do[- ]not[- ]track|dnt)\b[^.]{0,60}\b(?:not (?:respond|honou?r|recogni|support)|no (?:uniform|industry|common) standard)/,
    ],
  },
  {
    id: 'indefinite-retention',
    isNegationPhrased: true,
    severity: 'high',
    category: 'Data Retention',
    statement: 'Your data may be kept indefinitely or after you ask for it to be deleted.',
    topic: /\bindefinite|\bforever|\bperpetu|\bundefined|\bno (?:set|fixed|specific)|\beven after/,
    // A consent form or a setting that stays "in effect indefinitely" is not data kept forever.
    unless: /\b(?:be|is|remains?|stays?) (?:in effect|valid|active) (?:indefinitely|until)\b/,
    cases:
      /undefined period|after a request for erasure|holds onto content|even after the data retention|even after erasure|retains rights to your content even after/i,
    patterns: [
      /\bindefinitely\b|\bin perpetuity\b|\bperpetual(?:ly)?\b|\bforever\b|\bpermanently (?:retain|store|keep)/,
      /\b(?:retain|keep|store|preserve|maintain)[a-z]*\b[^.]{0,80}\beven after\b[^.]{0,40}\b(?:delet|clos|terminat|cancel|request|stop|leave)/,
      /\b(?:as long as|for as long as) (?:we|it) (?:deem|consider|see fit|believe|think|determine)/,
      /\b(?:residual|backup|archived) copies\b[^.]{0,80}\b(?:remain|retain|persist)/,
      /\bno (?:set|fixed|specific) (?:retention )?period\b/,
    ],
  },
  {
    id: 'sensitive-data',
    severity: 'high',
    category: 'First Party Collection/Use',
    statement:
      'Sensitive data is collected, such as precise location, health, biometric or financial details.',
    topic:
      /\bbiometric|\bhealth|\bmedical|\bgenetic|\bprecise|\bgps\b|\bmessages|\bracial|\breligio|\bsexual|\bfac(?:e|ial)|\bfingerprint|\bvoice|\bdna\b|\biris\b|\bpolitical|\bunion\b|\bprivate\b|\bemails\b|\bcommunications\b/,
    cases:
      /location data|biometric|gps coordinates|read your private messages|collects many different types/i,
    patterns: [
      /\b(?:biometric|face ?prints?|facial (?:geometry|recognition)|voiceprints?|fingerprints? scans?|genetic|dna)\b/,
      /\b(?:precise|exact|gps|real[- ]time|geo)[- ]?(?:location|coordinates|geolocation)\b/,
      /\b(?:health|medical) (?:information|data|records?|conditions?|history|status)\b|\bprescriptions?\b|\bdiagnos[ie]s\b|\b(?:sexual orientation|sex life|racial or ethnic|religious (?:beliefs|views)|political (?:opinions|views)|trade union membership)\b/,
      /\b(?:content of|read|scan|analy[sz]e) (?:your )?(?:private )?(?:messages|emails|communications)\b/,
    ],
    unless: /\bdo(?:es)? not (?:collect|process|use)\b|\bnever collect\b/,
  },
  {
    id: 'changes-without-notice',
    isNegationPhrased: true,
    severity: 'medium',
    category: 'Policy Change',
    statement:
      'The policy can change at any time without notifying you; continuing to use the service counts as agreeing.',
    topic:
      /\bchange|\bamend|\bmodif|\bupdate|\brevis|\bnotice\b|\bnotif|\bdiscretion|\bcontinu|\bperiodically|\bregularly|\bposting\b/,
    cases:
      /changed any time at their discretion, without notice|critical changes to its terms without user involvement/i,
    patterns: [
      /\b(?:change|amend|update|modify|revise)\w*\b[^.]{0,60}\b(?:at any time|from time to time|anytime|at (?:our|its) discretion)\b/,
      /\bby posting\b[^.]{0,60}\b(?:on (?:this|our)|revised|new|updated|amended)\b/,
      /\bwithout (?:prior |advance |further |any )?(?:notice|notification|notifying|informing)\b/,
      /\b(?:at any time|from time to time)\b[^.]{0,60}\b(?:sole discretion|without)/,
      /\b(?:continued|continuing|further) (?:use|access)\b[^.]{0,80}\b(?:constitutes?|means|signifies|deemed|indicates)\b[^.]{0,30}\b(?:accept|agree|consent)/,
      /\b(?:check|review|visit) (?:this (?:page|policy) )?(?:periodically|regularly|frequently|often)\b/,
    ],
    // Only changes to the policy or terms count: "you may change your details at any time" is a right.
    unless:
      /\bwe will (?:\w+ )?(?:notify|inform|email|tell) you\b|\badvance notice\b|\bat least \d+ days\b|\bnotify you\b|^(?![\s\S]*\b(?:policy|policies|terms|statement|notice|agreement|conditions)\b)/,
  },
  {
    id: 'no-deletion',
    isNegationPhrased: true,
    severity: 'high',
    category: 'User Access, Edit and Deletion',
    statement: 'You may not be able to delete your data or account.',
    topic: /\bdelet|\bremov|\berase/,
    cases: /cannot delete your contributions|holds onto content that you've deleted/i,
    patterns: [
      /\b(?:cannot|can not|can't|unable to|not able to|no way to|may not be able to|will not be able to)\b[^.]{0,40}\b(?:delete|remove|erase)\b/,
      /\b(?:do|does|will) not (?:delete|remove|erase)\b/,
    ],
    // Browser storage the user manages ("deleting cookies does not delete Flash objects") is not their account data.
    unless: /\bcookies?\b|\bflash\b|\bbrowser\b|\blocal shared objects\b/,
  },
  {
    id: 'arbitration',
    isNegationPhrased: true,
    severity: 'high',
    category: 'Other',
    statement: 'Disputes must go to binding arbitration instead of a court.',
    topic: /\barbitrat/,
    cases: /binding arbitration in the case/i,
    patterns: [
      /\b(?:binding|mandatory|individual|final) arbitration\b|\barbitration (?:agreement|clause|provision)\b|\bresolved (?:exclusively )?(?:through|by) arbitration\b|\bwaive (?:your|any) right to (?:a )?(?:jury|trial)/,
    ],
  },
  {
    id: 'class-action-waiver',
    isNegationPhrased: true,
    severity: 'high',
    category: 'Other',
    statement: 'You give up your right to join a class action against the company.',
    topic: /\bclass\b|\brepresentative/,
    cases: /waive your right to a class action/i,
    patterns: [
      /\bclass[- ]action\b|\bclass,? (?:consolidated,? )?or representative\b|\bclass or collective\b/,
    ],
  },
  {
    id: 'data-in-business-transfer',
    severity: 'medium',
    category: 'Third Party Sharing/Collection',
    statement: 'Your data can be handed to a buyer if the company is sold, merged or goes bankrupt.',
    topic: /\bmerger|\bacqui|\bbankrupt|\bassets\b|\bsuccessor|\breorgani/,
    cases: /bankruptcy proceeding/i,
    patterns: [
      /\b(?:are|is|be|get|gets) acquired\b|\bgo(?:es)? bankrupt\b|\brestructur\w*|\bbusiness assets?\b|\btransferred assets\b|\bdivest\w*/,
      /\b(?:merger|acquisition|bankruptcy|insolvency|sale of (?:all|some|substantially all|assets|the company|our business)|reorgani[sz]ation|change of control|divestiture)\b/,
    ],
  },
  {
    id: 'third-party-data-sources',
    severity: 'medium',
    category: 'First Party Collection/Use',
    statement:
      'Data about you is also gathered from other companies (data brokers, partners, social networks).',
    topic:
      /\bfrom (?:third|other|our partners|public|social)|\bcombine|\btrack|\breceive|\bobtain|\bbroker|\bmerge|\bappend|\blink/,
    cases:
      /gathers information about you through third parties|store data on you even if you did not interact|extra data about you through promotions|profile is combined/i,
    patterns: [
      /\breceive (?:information|data) about you from\b/,
      /\bpartners? with third parties to (?:help us )?track\b/,
      /\b(?:obtain|receive|collect|acquire|purchase|buy|get)\b[^.]{0,80}\bfrom (?:third[- ]part|other sources|data brokers|public(?:ly available)? sources|our partners|other companies|social (?:media|networks?)|business partners|marketing partners)/,
      /\b(?:combine|merge|append|link)[a-z]*\b[^.]{0,60}\b(?:with|to) (?:information|data) (?:from|we (?:receive|obtain))/,
      /\bdata brokers?\b/,
    ],
  },
  {
    id: 'broad-third-party-sharing',
    severity: 'medium',
    category: 'Third Party Sharing/Collection',
    statement: 'Your personal data is shared with third parties for their own purposes.',
    topic:
      /\bthird[- ]part|\bpartners\b|\baffiliates\b|\bshare|\bdisclos|\bprovide|\btransfer|\bavailable\b|\banalytics\b|\bfacebook\b/,
    cases:
      /personal data is given to third parties|can share your personal information to third parties|many third parties are involved|third parties may be involved in operating|third-party cookies for statistics|license user content to third parties/i,
    patterns: [
      /\b(?:share|shares|disclose|discloses|provide|transfer|make available)\b[^.]{0,60}\b(?:with|to) (?:third[- ]part(?:y|ies)|(?:our )?(?:partners|affiliates|other companies|sponsors|business partners))\b/,
      /\bthird parties (?:may )?(?:use|collect|access)\b/,
      /\b(?:google analytics|facebook pixel|third[- ]party analytics)\b/,
    ],
    unless:
      /\bonly (?:on our behalf|to (?:help|provide|perform))|\bon our behalf\b|\bconfidential|\bcontractually (?:bound|required|obliged)|\bbound by\b|\bnot permitted to use\b|\bprohibited from\b|\bexcept as described\b|\bwith your consent\b/,
  },
  {
    id: 'disclosure-without-notice',
    isNegationPhrased: true,
    severity: 'medium',
    category: 'Third Party Sharing/Collection',
    statement:
      'Your data may be given to the authorities or others whenever the company thinks it appropriate, without telling you.',
    topic:
      /\blaw enforcement|\bgovernment|\bauthorit|\blegal|\bsubpoena|\bcourt|\bnotice\b|\bnotify|\bgood[- ]faith|\bbelieve|\bappropriate/,
    cases:
      /disclose your personal information without notifying you|not transparent regarding government requests/i,
    patterns: [
      /\bdisclos\w*\b[^.]{0,140}\b(?:good[- ]faith|we believe|necessary or appropriate|appropriate or necessary)\b/,
      /\b(?:disclose|share|provide)\b[^.]{0,80}\b(?:government|law enforcement|authorities|public authorities)\b[^.]{0,80}\b(?:request|believe|think|good faith)\b/,
      /\bwithout (?:notice|notifying) (?:to )?you\b/,
    ],
  },
  {
    id: 'kept-after-deletion',
    isRuleOnly: true,
    severity: 'medium',
    category: 'Data Retention',
    statement: "Some data is kept after you delete it or close your account, for the company's own reasons.",
    topic:
      /\bafter (?:you|your|the|termination|deletion|closing|cancel)|\bbackup|\barchiv|\bremain|\bcopy of|\bexempt|\bexcept|\bretain|\bkeep|\bkept\b|\bstore|\bpreserv|\bmaintain|\bhold|\bvisible/,
    cases:
      /keep personal data after a request for erasure|keeps user logs for an undefined period|retains rights to your content even after|anonymized record|continue using anonymized/i,
    patterns: [
      /\b(?:retain|keep|store|preserve|maintain|hold)\w*\b[^.]{0,100}\b(?:legitimate (?:business )?interests?|business purposes|prevent fraud|enforce our|resolve disputes|legal (?:obligations?|disputes|requirements)|comply with)/,
      /\bback-?ups?\b[^.]{0,80}\b(?:cannot|can not|not be|remain|persist)\b/,
      /\b(?:maintain|keep|retain)\w* a copy of\b/,
      /\b(?:remain|continue to be)\w* (?:publicly )?(?:visible|available|stored)\b[^.]{0,40}\b(?:after|even)/,
      /\bmay (?:retain|keep) (?:some|certain)\b/,
    ],
  },
  {
    id: 'many-service-providers',
    severity: 'low',
    category: 'Third Party Sharing/Collection',
    statement: 'Outside companies (service providers) handle your data to run the service.',
    topic:
      /\bservice providers?\b|\bprocessors?\b|\bvendors?\b|\bthird[- ]part|\bcompanies\b|\bthird parties\b/,
    cases: /third parties may be involved in operating|many third parties are involved/i,
    patterns: [
      /\b(?:third[- ]party|outside|external) (?:service providers?|processors?|vendors?|payment processors?|companies)\b/,
      /\b(?:use|engage|work with|rely on)\w* (?:(?:trusted|certain|other|select(?:ed)?) )?(?:third parties|service providers|processors|vendors|other companies)\b/,
    ],
    unless:
      /\bconfidential|\bcontractually (?:bound|required|obliged)|\bbound by\b|\bnot permitted to use\b|\bprohibited from\b|\bforbid\b|\bonly (?:for|to) (?:the )?(?:purposes?|provide)/,
  },
  {
    id: 'location-tracking',
    severity: 'medium',
    category: 'First Party Collection/Use',
    statement: 'Your location is collected or inferred, for example from your IP address or GPS.',
    topic: /\blocation|\bgps\b|\bgeo/,
    cases: /location data|ip address for location use|gps coordinates/i,
    patterns: [
      /\b(?:collect|use|infer|obtain|receive|track|access|determine)\w*\b[^.]{0,80}\b(?:location|geolocation|whereabouts)\b/,
      /\blocation (?:information|data)\b/,
    ],
  },
  {
    id: 'automatic-device-tracking',
    severity: 'low',
    category: 'First Party Collection/Use',
    statement: 'Your device and activity are logged automatically (IP address, device identifiers, browser).',
    topic:
      /\bip address|\bdevice|\bbrowser|\blog\b|\blogs\b|\bautomatically|\bidentifier|\busage data|\bpassively/,
    cases: /tracking pixels, web beacons, browser fingerprinting/i,
    patterns: [
      /\b(?:automatically|passively) (?:collect|receive|record|log|gather)\w*/,
      /\b(?:log (?:data|files)|usage data)\b/,
      /\b(?:unique|persistent) (?:device )?identifiers?\b|\bdevice (?:id|identifiers?)\b|\badvertising ids?\b/,
    ],
  },
  {
    id: 'international-transfer',
    severity: 'low',
    category: 'International and Specific Audiences',
    statement: 'Your data may be moved to and stored in other countries with weaker privacy laws.',
    topic: /\bcountr|\binternational|\boutside|\bworld|\btransfer/,
    cases: /processed and stored anywhere in the world/i,
    patterns: [
      /\b(?:located|stored|processed|hosted)\b[^.]{0,80}\b(?:anywhere in the world|around the world|various countries|several (?:different )?(?:places|countries)|outside (?:of )?(?:your|the) (?:home )?country|outside the (?:eea|european economic area|eu|european union))\b/,
      /\b(?:transferred|transfer|stored|processed|maintained|moved)\b[^.]{0,80}\b(?:any country|other countries|outside (?:of )?(?:your|the)|anywhere in the world|countries (?:where|that|which)|different (?:country|jurisdiction))/,
      /\bmay not (?:be as protective|provide the same|have the same|offer the same)\b/,
    ],
  },
  {
    id: 'marketing-use',
    severity: 'low',
    category: 'First Party Collection/Use',
    statement: 'Your data is used to send you marketing.',
    topic: /\bmarketing|\bpromotion|\boffers\b|\bnewsletter|\badvertis|\bspecial offers/,
    cases: /personal information for marketing purposes|many different purposes/i,
    unless: /\bopt[- ]?out\b|\bunsubscribe\b|\bwith your (?:prior |explicit )?consent\b|\bpreferences\b/,
    patterns: [
      /\bmarketing (?:or|and) (?:advertising|promotional) purposes\b|\bpromotional (?:information|offers|materials|messages)\b|\bfor (?:direct )?marketing\b/,
      /\b(?:for|in) (?:our )?(?:marketing|promotional|advertising) (?:purposes|campaigns|communications)\b/,
      /\bsend you (?:promotional|marketing|special offers|advertis)/,
    ],
  },
  {
    id: 'security-disclaimer',
    isNegationPhrased: true,
    severity: 'low',
    category: 'Data Security',
    statement: 'The company disclaims responsibility if your data is breached.',
    topic: /\bsecur|\bunauthori[sz]ed|\bbreach|\bhack|\bliab|\bresponsib|\bguarantee/,
    cases: /no liability for unauthorized access/i,
    // "We are not responsible for the security of other websites" disclaims someone else's site, not your data.
    unless:
      /\b(?:other|third[- ]party|linked|these|such|those) (?:web ?sites?|sites|organi[sz]ations?|companies|services|platforms)\b/,
    patterns: [
      /\b(?:not (?:be )?(?:responsible|liable)|no (?:responsibility|liability))\b[^.]{0,80}\b(?:unauthori[sz]ed|breach|security|interception|hack)/,
      /\bcannot (?:guarantee|ensure|warrant)\b[^.]{0,40}\bsecurity\b/,
    ],
  },
];

export function getRedFlag(id: string): RedFlagDefinition | undefined {
  return RED_FLAGS.find((flag) => flag.id === id);
}
