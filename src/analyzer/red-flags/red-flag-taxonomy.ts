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
  /\bno tracking\b|\bnot to (?:disclose|share|sell|rent|use)\b|\b(?:do|does|will|shall|would|can|could|may|did)\s*(?:not\b|n['’]t\b)|\b(?:dont|doesnt|wont)\b|\bnever\b|\bat no (?:point|time)\b|\bnone of\b[^.]{0,60}\bwill ever\b|\bno (?:longer|third)\b|\bwithout (?:your )?(?:prior |explicit )?consent\b|\bnot (?:be )?(?:sold|shared|rented)\b/;

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
      /\b(?:(?:do|does|will|shall)\s*(?:not|n['’]t)|dont|doesnt|wont)\s+(?:\w+\s+){0,3}(?:sell|rent|trade)|\bnever (?:\w+\s+){0,2}(?:sell|rent)|\bnot in the business of selling\b|\bno (?:sale|selling)\b|\bnot (?:be )?sold\b|\bopt[- ]out of (?:the )?sale\b|\bassets\b[^.]{0,60}\b(?:sold|acquired)\b|\b(?:merger|acquisition|bankruptcy)\b/,
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
    // A sentence about how to opt out names advertising cookies without saying this service uses them.
    unless:
      /^(?:you|users) (?:can|may)\b[^.]{0,30}\bopt[- ]?out\b|\b(?:offers?|provides?|gives?) (?:you )?(?:a way|the ability|a choice|an option|tools?) to opt[- ]?out\b/,
    severity: 'high',
    category: 'Third Party Sharing/Collection',
    statement: 'You may be tracked across other websites and apps with cookies, pixels or fingerprinting.',
    topic:
      /\bcookie|\bpixel|\bbeacon|\btrack|\bfingerprint|\bsdks?\b|\banalytics|\bsocial (?:media|network)|\breferr|\bbrowsing\b|\bwebsites\b|\bsites\b|\bapps\b|\bdevices\b|\bgifs?\b|\bclickstream|\b(?:exit|web) (?:pages?|websites?|urls?)\b|\boff-?site\b|\bplug-?ins?\b|\bonline activit|\bleave our\b/,
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
      /\b(?:across|on other|on third[- ]party) (?:different |other |third[- ]party |unaffiliated |non-affiliated )?(?:websites|sites|apps|services|devices)\b/,
      /\bbrowsing (?:history|activity|behaviou?r|habits)\b/,
      // Cookies that other companies set: for advertising, social media or their own purposes.
      /\b(?:partners?|third[- ]part(?:y|ies)|advertisers|ad(?:vertising)? networks|other companies|providers)\b[^.]{0,40}\b(?:set|place|use|serve|access|drop|read)\w*\b[^.]{0,30}\bcookies?\b/,
      /\bcookies?\b[^.]{0,40}\b(?:placed|set|used|served|dropped) by (?:third[- ]part|our (?:advertising |business )?partners|advertis|ad networks|other companies)/,
      /\b(?:advertising|advertisement|targeting|marketing|social media|social network(?:ing)?|third[- ]party \w+) cookies\b|\bsocial (?:media|network(?:ing)?) (?:plug-?ins?|pixels?)\b|\b(?:like|share) buttons?\b/,
      // Where you came from and where you went: the referring page and the sites visited afterwards.
      /\breferr(?:ing|al|er)\b[^.]{0,30}\b(?:websites?|sites?|pages?|urls?)\b|\b(?:websites?|sites?|pages?) (?:that |which )?(?:referred|sent) (?:you|them)\b|\bclickstream\b|\bexit (?:pages?|websites?|urls?)\b/,
      /\b(?:pages?|websites?|sites?) you (?:visited|came from) (?:before|prior to)\b|\bafter you leave (?:our|the|this)\b|\b(?:websites?|sites?) you visit (?:after|when you leave)\b|\boff-?site (?:behaviou?r|activit)|\bover time and across\b/,
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
      /\b(?:do not|does not|don't|doesn't|not|no|cannot)\b (?:currently |yet |presently )?(?:respond|honou?r|recogni[sz]e|support|alter|change|modify|act on)\w*\b[^.]{0,40}\b(?:(?:such|these|those|this|that|the|any|browser|dnt) (?:signals?|requests?|headers?|features?|settings?|preferences?|mechanisms?))\b/,
      /\b(?:no|isn['’]t an?|is not an?|not yet an?|lack of an?)\b (?:\w+ ){0,3}(?:consensus|standard)\b/,
      /\bnot all\b[^.]{0,60}\b(?:respond|honou?r|recogni[sz]e|support)/,
      /\bnot (?:yet )?(?:operate|agreed|been (?:finalized|standardi[sz]ed|agreed))\b/,
      /\b(?:do not|does not|don't|doesn't)\b (?:\w+ ){0,2}(?:alter|change|modify|adjust)\w*\b[^.]{0,60}\b(?:do[- ]not[- ]track|dnt)\b/,
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
    cases: /location data|biometric|gps coordinates|read your private messages/i,
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
      /\bfrom (?:third|other|our partners|public|social|various|a variety|multiple)|\bcombine|\btrack|\breceive|\bobtain|\bbroker|\bmerge|\bappend|\blink|\bconnect|\bprovide (?:us\b|(?:\w+ )?information about)/,
    cases:
      /gathers information about you through third parties|store data on you even if you did not interact|extra data about you through promotions|profile is combined/i,
    patterns: [
      /\breceive (?:information|data) about you from\b/,
      /\bpartners? with third parties to (?:help us )?track\b/,
      /\b(?:obtain|receive|collect|acquire|purchase|buy|get)\b[^.]{0,80}\bfrom (?:third[- ]part|other sources|data brokers|public(?:ly available)? sources|our partners|other companies|social (?:media|networks?)|business partners|marketing partners|(?:various|a variety of|multiple|several) sources)/,
      // Other companies reporting to the service about you ("partners provide us with information about your purchases").
      /\b(?:third parties|partners|advertisers|other companies|data providers)\b[^.]{0,30}\b(?:provide|give|send|share with|supply)\w* (?:us|[a-z]+ (?:us|with us))\b[^.]{0,40}\b(?:information|data)\b|\b(?:partners|third parties) provide (?:us with )?(?:information|data) about (?:you|your)\b/,
      /\b(?:connect|combine|link|associate)\w*\b[^.]{0,60}\b(?:across|from)\b[^.]{0,30}\b(?:companies|brands|affiliates|partners)\b/,
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
      // Only sentences that name a recipient: "provide and personalise the Service" shares nothing.
      /\bthird[- ]part|\bpartners\b|\baffiliates\b|\bother companies\b|\bsponsors\b|\banalytics\b|\bfacebook\b/,
    cases:
      /personal data is given to third parties|can share your personal information to third parties|many third parties are involved|third parties may be involved in operating|license user content to third parties/i,
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
    // Negation-phrased for "without notice", so a refusal to disclose must be recognised here.
    // Disclosure only when a court or the law compels it is not "whenever the company thinks it appropriate".
    unless:
      /\b(?:(?:will|do|does|shall)\s*(?:not|n['’]t)|never)\s+(?:\w+\s+){0,2}(?:disclose|share|provide|give|hand)\b|^(?![\s\S]*\b(?:believe|good[- ]faith|appropriate|discretion|think|consider)\b)[\s\S]*\b(?:court order|subpoena|search warrant|required by law|legal obligation)/,
    patterns: [
      /\bdisclos\w*\b[^.]{0,140}\b(?:good[- ]faith|we believe|necessary or appropriate|appropriate or necessary)\b/,
      /\b(?:disclose|share|provide)\b[^.]{0,80}\b(?:government|law enforcement|authorities|public authorities)\b[^.]{0,80}\b(?:request|believe|think|good faith)\b/,
      /\bwithout (?:notice|notifying) (?:to )?you\b/,
    ],
  },
  {
    id: 'kept-after-deletion',
    isRuleOnly: true,
    // Keeping data "only as long as necessary" or "for the shortest time possible" is minimisation.
    unless:
      /\bonly (?:for )?(?:as|so) long as\b|\bshortest\b|\bas long as (?:is )?necessary and proportionate\b/,
    severity: 'medium',
    category: 'Data Retention',
    statement: "Some data is kept after you delete it or close your account, for the company's own reasons.",
    topic:
      /\bafter (?:you|your|the|termination|deletion|closing|cancel)|\berasure\b|\bbackup|\barchiv|\bremain|\bcopy of|\bexempt|\bexcept|\bretain|\bkeep|\bkept\b|\bstore|\bpreserv|\bmaintain|\bhold|\bvisible/,
    cases:
      /keep personal data after a request for erasure|keeps user logs for an undefined period|retains rights to your content even after|anonymized record|continue using anonymized/i,
    patterns: [
      /\b(?:retain|keep|store|preserve|maintain|hold)\w*\b[^.]{0,100}\b(?:legitimate (?:business )?interests?|business purposes|prevent fraud|enforce our|resolve disputes|legal (?:obligations?|disputes|requirements)|comply with|(?:legal|contractual|regulatory|statutory|tax|accounting|security)\b[^.]{0,30}\b(?:obligations?|requirements)|(?:required|permitted) by (?:applicable )?law)/,
      /\bback-?ups?\b[^.]{0,80}\b(?:cannot|can not|not be|remain|persist)\b/,
      /\bpersist\w*\b[^.]{0,30}\b(?:copies|back-?ups?|archives?)\b/,
      /\b(?:need|needs|required|obliged|entitled|have|has) to (?:retain|keep|store|preserve)\b(?![^.]{0,40}\b(?:confidential|secure|safe|private)\b)/,
      /\b(?:refuse|decline|deny|reject)\w*\b[^.]{0,30}\b(?:erasure|deletion|requests? (?:for|to) (?:erasure|deletion|delete))\b|\blegal retention (?:periods?|obligations?|requirements?)\b/,
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
      /\bservice providers?\b|\bprocessors?\b|\bvendors?\b|\bthird[- ]part|\bcompanies\b|\bthird parties\b|\bcontractors\b|\bservices of\b|\bhost(?:ed|ing)\b/,
    cases: /third parties may be involved in operating|many third parties are involved/i,
    patterns: [
      /\b(?:third[- ]party|outside|external) (?:service providers?|processors?|vendors?|payment processors?|companies)\b/,
      /\b(?:use|engage|work with|rely on|employ|utili[sz]e|hire)\w* (?:(?:trusted|certain|other|select(?:ed)?|outside) )?(?:third parties|service providers|processors|vendors|other companies|companies and individuals|contractors)\b/,
      /\b(?:use|utili[sz]e)\w* the services of\b|\bhosted (?:by|with|on servers of)\b|\b(?:hosting|cloud|infrastructure) (?:provider|company|service)s?\b/,
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
      /\bip address|\bdevice|\bbrowser|\blog\b|\blogs\b|\bautomatically|\bidentifier|\busage data|\bpassively|\bcookies\b/,
    cases: /tracking pixels, web beacons, browser fingerprinting|third-party cookies for statistics/i,
    patterns: [
      /\b(?:automatically|passively) (?:collect|receive|record|log|gather)\w*/,
      /\b(?:log (?:data|files)|usage data)\b/,
      /\b(?:unique|persistent) (?:device )?identifiers?\b|\bdevice (?:id|identifiers?)\b|\badvertising ids?\b/,
      // The service using them, not a consent to them or a way to refuse them.
      /\b(?:use|uses|place|places|set|sets|employ|employs)\b[^.]{0,30}\b(?:analytics?|statistics?|statistical|performance|measurement) cookies\b|\b(?:analytics?|statistics?|statistical|performance) cookies\b[^.]{0,40}\b(?:collect|record|track|measure|count|analy[sz]e|allow us|help us)|\bcookies?\b[^.]{0,40}\b(?:analy[sz]e|measure|count) (?:the )?(?:use|usage|traffic|visits|how)\b/,
    ],
  },
  {
    id: 'international-transfer',
    // "... which may not have the same data protection laws" states the concern with a "may not".
    // A transfer protected by standard contractual clauses or an adequacy decision is not the concern.
    isNegationPhrased: true,
    severity: 'low',
    category: 'International and Specific Audiences',
    statement: 'Your data may be moved to and stored in other countries with weaker privacy laws.',
    topic: /\bcountr|\binternational|\boutside|\bworld|\btransfer|\bunited states\b|\bu\.s\.|\blaws\b/,
    cases: /processed and stored anywhere in the world|jurisdiction that is less friendly to user privacy/i,
    unless:
      /\b(?:(?:do|does|will|shall)\s*(?:not|n['’]t)|never)\s+(?:\w+\s+){0,2}(?:transfer|store|process|move|leave)|\bnever leaves?\b|\bnot (?:be )?(?:transferred|stored|processed|moved|hosted)\b|\b(?:only (?:stored|processed|hosted)|(?:stored|processed|hosted) only) (?:in|within)\b|\bstandard contractual clauses\b|\badequacy decision\b|\bbinding corporate rules\b/,
    patterns: [
      /\b(?:located|stored|processed|hosted)\b[^.]{0,80}\b(?:anywhere in the world|around the world|various countries|several (?:different )?(?:places|countries)|outside (?:of )?(?:your|the) (?:home )?country|outside the (?:eea|european economic area|eu|european union))\b/,
      /\b(?:transferred|transfer|stored|processed|maintained|moved)\b[^.]{0,80}\b(?:any country|other countries|outside (?:of )?(?:your|the)|anywhere in the world|countries (?:where|that|which)|different (?:country|jurisdiction))/,
      /\bmay not (?:be deemed to )?(?:be as protective|provide the same|have the same|offer the same|be equivalent)\b/,
      /\b(?:processed|stored|transferred|hosted|located|based)\b[^.]{0,60}\b(?:in|to) the (?:united states|u\.s\.?|usa)\b/,
      /\b(?:less|not as|not (?:be )?the same|different|weaker)\b[^.]{0,20}\b(?:protective|advantageous|stringent|strict|privacy|data protection)\b[^.]{0,20}\blaws?\b/,
    ],
  },
  {
    id: 'marketing-use',
    severity: 'low',
    category: 'First Party Collection/Use',
    statement: 'Your data is used to send you marketing.',
    topic:
      /\bmarketing|\bpromotion|\boffers\b|\bnewsletter|\badvertis|\bspecial offers|\binterest(?:ed in\b| to you\b| you\b)/,
    cases: /personal information for marketing purposes/i,
    // A right to object or opt out, or a setting the user controls, is a choice, not the practice.
    unless:
      /\bopt[- ]?(?:out|in)\b|\bunsubscribe\b|\bwith your (?:prior |explicit )?consent\b|\b(?:marketing|communication|email|contact|privacy|notification) preferences\b|\b(?:change|update|manage|set) your preferences\b|\bobject(?:s|ing)?\b|\bright to\b|\bnot (?:to )?use\b/,
    patterns: [
      /\bmarketing (?:or|and) (?:advertising|promotional) purposes\b|\bpromotional (?:information|offers|materials|messages)\b|\bfor (?:direct )?marketing\b/,
      /\b(?:for|in) (?:our )?(?:marketing|promotional|advertising) (?:purposes|campaigns|communications)\b/,
      /\bsend you (?:promotional|marketing|special offers|advertis)/,
      /\bdirect marketing\b/,
      /\b(?:tell you about|inform you (?:about|of)|recommend|send you|contact you (?:about|with|regarding)|offer you)\b[^.]{0,80}\b(?:of interest to you|interest you|you (?:may|might) (?:like|enjoy|be interested))/,
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
  {
    id: 'liability-disclaimer',
    isNegationPhrased: true,
    severity: 'low',
    category: 'Other',
    statement:
      'The service is provided "as is", at your own risk: the company disclaims warranties and liability for losses or damages, lost data included.',
    topic: /\bas is\b|\b(?:own|sole) risk\b|\bliab|\bwarrant|\bharmless\b|\bdamages\b/,
    cases:
      /provided 'as is'|no liability for any losses or damages|no warranty regarding uninterrupted|does not guarantee accuracy or reliability/i,
    patterns: [
      /\bas is\b["'”’]?,? (?:and|or|basis|without)|\bprovided ["'“‘]?as is\b|\bas available\b/,
      /\bat (?:your|the user'?s?) (?:own|sole) risk\b|\byou (?:accept|assume|bear) (?:all|the|any) (?:risks?|responsibility)\b/,
      /\b(?:not|never|no event)\b[^.]{0,100}\bliable\b[^.]{0,120}\b(?:damages?|loss(?:es)?|lost)\b/,
      /\b(?:disclaims?|exclude|excludes) (?:all |any )?(?:warranties|liability|responsibility)\b|\bwithout (?:any )?warrant(?:y|ies) of any kind\b|\bhold\b[^.]{0,80}\bharmless from\b[^.]{0,40}\b(?:damages?|loss)/,
      /\b(?:not|no)\b (?:\w+ ){0,2}(?:warrant|guarantee)\w*\b[^.]{0,60}\b(?:uninterrupted|error[- ]free|accurate|accuracy|reliab\w*|complete|secure|meet your requirements|defects)\b/,
    ],
    // "We are liable for ... caused by our negligence" accepts liability; the law keeps some.
    unless: /\bwe (?:are|will be|remain) (?:fully )?(?:liable|responsible)\b/,
  },
];

export function getRedFlag(id: string): RedFlagDefinition | undefined {
  return RED_FLAGS.find((flag) => flag.id === id);
}
