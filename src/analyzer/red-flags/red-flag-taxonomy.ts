import { TRACKER_DEFINITION } from '../extract/persistent-trackers';
import type { Opp115Category, Severity } from '../../common/analysis';
import { anyOf } from '../any-of';
import { COMPILE_ONCE } from '../compile-once';
import { NAMED_COMPANIES } from './named-companies';
import { IF_IT_HOLDS_ANY, WIDGETS_COLLECT_THEMSELVES } from '../extract/data-types';
import { PRESCRIPTION_DATA } from '../extract/health-words';
import { DEFINITION_ONLY, NOT_OWN_PRACTICE } from '../extract/not-own-practice';
import {
  AD_SERVING_ONLY,
  DATA_FOR_PAYMENT,
  OWN_SOCIAL_PRESENCE,
  PART_OF_BUSINESS_CHANGES_HANDS,
  SELLS_OR_RENTS_TO,
  SELLS_PART_OF_BUSINESS,
} from '../extract/parties';
import { policyPromisesNoticeBeforeDisclosure } from '../extract/legal-grounds';
import { CONSENT_GIVEN } from '../extract/share-promises';
import {
  NOTICE_GIVEN_TO_YOU,
  CHANGES_OTHERWISE_NOTIFIED,
  NOTICE_POSTED_ON_SITE,
  POSTING_MAY_BE_ALL,
  POSTING_ONLY,
} from '../extract/restrictions';
import { NOTICE_VERB } from '../practices/denial';
import { ADDED_TO_THEIR_LIST } from './statement-words';
import { CONSENT_BY_USE } from './consent-by-use';
import { CONTENT_RIGHTS_DENIED, CONTENT_RIGHTS_PATTERNS, SENT_IN } from './content-rights';

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
  /**
   * The flag in one plain sentence: what may happen and why it matters. The report writes each
   * flag's statement from its sentence (red-flag-statements.ts); this one describes the flag (the
   * language model's prompt) and is shown for a flag whose statement has no writer.
   */
  statement: string;
  /** A short noun phrase naming the flag in the TL;DR ("tracking across other websites"). */
  name: string;
  cases: RegExp;
  /** The model alone may raise the flag only in a sentence on this topic, so a confident model cannot put a retention flag on a sentence about cookies. */
  topic: RegExp;
  patterns: readonly RegExp[];
  /** The verbs that state the practice, for the denial detector ("we never sell"); any practice verb when absent. */
  verb?: RegExp;
  /** Each must also match for a rule to count: cross-site tracking needs another company as well as other sites or time. */
  requiresAll?: readonly RegExp[];
  unless?: RegExp;
  /**
   * A promise of the opposite that takes the flag back in its own sentence ("we will notify you"),
   * as `unless` does, but only where the shared denial detector does not deny `promiseVerb` there:
   * "you will not be notified" uses the promise's words to deny it.
   */
  unlessPromised?: RegExp;
  /** The verbs of `unlessPromised` and `qualifiedBy` (notifying, telling): a sentence denying them promises nothing. */
  promiseVerb?: RegExp;
  /**
   * A sentence matching this, the flagged one or either of the two after it, takes the flag back:
   * "We may change this policy at any time." followed by "We will notify you of material changes."
   */
  qualifiedBy?: RegExp;
  /**
   * A `qualifiedBy` promise that gives nothing beyond the flagged practice: "we will inform you by
   * posting the new policy on the site" is the posting itself, not notice.
   */
  hollowPromise?: RegExp;
  /**
   * Said anywhere in the policy, this takes the flag back. "We cannot guarantee security" beside
   * the measures the policy describes is honesty, not a red flag. A function answers as a pattern
   * tested on the whole normalised policy would, more cheaply.
   */
  unlessPolicySays?: RegExp | ((normalizedPolicy: string) => boolean);
  /**
   * A practice of the policy that, stated anywhere in it, qualifies the flag as `qualifiedBy` does
   * within its section: a promise to tell readers of important changes in another section of the
   * policy qualifies "we may modify this policy from time to time". Not a promise whose only means is
   * the posting (`hollowPromise`), and not a flagged sentence that itself matches `keptDespitePractice`.
   */
  qualifiedByPractice?: string;
  /** A flagged sentence that says this ("without notice") keeps the flag, whatever the policy says elsewhere. */
  keptDespitePractice?: RegExp;
  /**
   * Only a rule may raise it: the model cannot tell "some browsers send Do Not Track" from "we
   * ignore it", or "kept while your account is open" from "kept after you delete it".
   */
  isRuleOnly?: boolean;
  /** The probability above which the model alone raises the flag, when not the engine's default (0.85). */
  modelThreshold?: number;
  /** The practice is itself phrased as a negation ("we do not respond to Do Not Track"). */
  isNegationPhrased?: boolean;
  /**
   * The flag is about keeping your data: "this data" kept, pointing back to a sentence about
   * aggregate or anonymous data only, raises nothing (it is not personal data). Not "we may anonymise
   * your data and keep it forever" in one sentence: ToS;DR counts keeping an anonymised copy of your
   * data against a service.
   */
  isAboutKeptData?: boolean;
  /**
   * A statement of the flag that says less than its others: its sentence is the flag's quote only
   * when no other sentence raises the flag. Consent taken for changes alone ("continued use after a
   * change means you accept it") is a part of consent taken for the whole policy.
   */
  fallbackStatement?: RegExp;
};

/** Another company: cross-site tracking is done by ad networks, analytics and social media companies, not by first-party cookies. */
const THIRD_PARTY =
  /\bthird[- ]part(?:y|ies)\b|\bpartners?\b|\badvertis(?:ers?|ing (?:networks?|companies|partners|providers|vendors|services))\b|\bad (?:networks?|servers?|companies|partners|vendors|tech|exchanges?)\b|\bnetworks\b|\bvendors?\b|\bother (?:companies|parties|organi[sz]ations)\b|\b(?:these|such|those) (?:companies|parties|providers|networks|vendors|services|entities|third parties)\b|\bthey\b|\b(?:analytics|measurement|social media|social network(?:ing)?|advertising) (?:providers?|companies|services|partners|plug-?ins|features|widgets|buttons)\b|\b(?:google|doubleclick|facebook|meta|twitter|linkedin|tiktok|criteo|adobe|quantcast|comscore|nielsen|pinterest|snapchat|sharethis|addthis|disqus)\b|\bdata brokers?\b|\bsocial (?:media|networks?)\b|\b(?:un|non-?)affiliated\b/;

/** How tracking is done or what it gathers. */
const TRACKING_MEANS =
  /\bcookies?\b|\bpixels?\b|\bbeacons?\b|\btags?\b|\bsdks?\b|\bscripts?\b|\bfingerprint|\btrack|\bcollect|\bgather|\brecogni[sz]|\bidentif|\bfollow|\bmonitor|\brecord|\blog\b|\blink(?:ed|ing)\b|\bprofile|\btechnolog|\b(?:information|data) about your\b|\babout your (?:visits|use|activit|brows|interactions)|\bactivit|\bhistory\b|\bbehaviou?r\b|\bbased on\b|\bobserv|\bwhat you (?:do|read|view|watch|buy|search)/;

/** Other websites and apps: tracking there reaches beyond this service, whoever does it. */
const OTHER_SITES =
  /\bacross (?:(?:different|other|multiple|many|various|unaffiliated|non-?affiliated|third[- ]party|participating) )*(?:web ?sites|sites|apps|applications|online services|platforms)\b|\bacross the (?:web|internet)\b|\b(?:other|third[- ]party|unaffiliated|non-?affiliated|different)(?: (?:other|third[- ]party|unaffiliated|non-?affiliated|different))* (?:web ?sites|sites|apps|online services|platforms|domains)\b|\bafter you leave (?:our|the|this)\b|\boff-?site (?:behaviou?r|activit)|\belsewhere (?:on the (?:web|internet)|online)\b|\baround the (?:web|internet)\b|\bcross[- ](?:site|context)\b/;

/** Over time, across your devices or your browsing history: cross-site tracking when another company does it. */
const OVER_TIME_OR_DEVICES =
  /\bover time\b|\bbrowsing (?:history|habits|behaviou?r)\b|\bacross (?:(?:different|other|multiple|all(?: of)?|your) )*(?:devices|browsers)\b|\bcross[- ](?:device|platform)\b|\bfrom one (?:device|browser) to another\b/;

const ACROSS_SITES_OR_TIME = anyOf([OTHER_SITES, OVER_TIME_OR_DEVICES]);

/** A stated time limit: a number of days, weeks, months or years, or a backup cycle that overwrites copies. */
const RETENTION_LIMIT =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|sixty|ninety|a few|several) (?:\w+ )?(?:days?|weeks?|months?|years?)\b|\b(?:backup|retention|rotation) (?:cycle|schedule|period)s?\b|\b(?:automatically|routinely|regularly|eventually) (?:be )?(?:overwritten|deleted|purged|erased|rotated)\b/;

/** Security the company commits to, which turns "we cannot guarantee security" into an honest caveat. */
const SECURITY_MEASURES =
  /\bencrypt|\bssl\b|\btls\b|\bhttps\b|\bfirewalls?\b|\baccess controls?\b|\bsafeguard|\bpassword[- ]protected\b|\bsecurity (?:measures?|safeguards|practices|controls|procedures|standards|technolog\w*|programs?|protocols?|software|policies)\b|\b(?:reasonable|appropriate|industry[- ]standard|commercially reasonable|technical and organi[sz]ational|technical|physical|administrative|electronic|managerial|organi[sz]ational) (?:steps|measures|precautions|efforts|security|safeguards|procedures)\b|\b(?:is|are) (?:kept |stored )?secured?\b|\bsecured? (?:accordingly|servers?|facilit\w*|environments?|socket|databases?|networks?|locations?)\b|\b(?:we|to|help) (?:\w+ ){0,2}(?:protect|secure|safeguard)\b/;

/**
 * A promise to tell you about changes to the policy, which takes back "we may change it at any time". "If we provide notice of changes by email, you consent to
 * email notice of such changes" promises none: a notice named in an "if we ..." clause is a condition,
 * and consenting to receive notice is no promise to send it. "If we make changes, we will provide
 * notice to you" is a promise.
 */
const CHANGE_NOTICE_PROMISE = anyOf([
  new RegExp(
    String.raw`\b(?:we|will) (?:will )?(?:\w+ ){0,3}(?:notify|inform|tell|e-?mail|alert|contact) you\b|\b(?:notify(?:ing)?|inform(?:ing)?|alert(?:ing)?) (?:you|users|our users|members)\b|(?<!\bwithout (?:\w+ ){0,4})(?<!\bif we\b[^.;,]{0,80})(?<!\b(?:consent|agree)\w* to (?:receiv\w* )?(?:\w+ )?)\b(?:notice|notification) (?:to you|of (?:the|any|such) (?:material )?changes?)\b|\bprominent (?:notice|notification)\b|(?<!\bwithout )\badvance notice\b|\bat least (?:\d+|one|two|three|four|five|six|seven|ten|fourteen|fifteen|thirty|sixty|ninety) (?:days|weeks|months)\b|\b(?:communicated|announced|sent|e-?mailed) to you\b|\b(?:you|(?:registered |our )?(?:users|members|customers|subscribers|account holders)) will (?:\w+ )?be ${COMPILE_ONCE}(?:notified|informed|told|e-?mailed|alerted|contacted)\b|\b(?:e-?mail(?:ing)?|notify(?:ing)?|inform(?:ing)?|alert(?:ing)?|contact(?:ing)?) (?:all |our )?${COMPILE_ONCE}(?:registered )?(?:users|members|customers|subscribers|account holders)\b|\b(?:\d+|one|two|three|four|five|six|seven|ten|fourteen|fifteen|thirty|sixty|ninety)(?: \(\d+\))? (?:days|weeks|months) (?:prior to|before|in advance)\b|\bask for your (?:consent|agreement)\b|\bwith your consent\b`,
  ),
  // "You will be provided with appropriate online notice", "we will give you notice".
  NOTICE_GIVEN_TO_YOU,
  // "We will post a notice on this site if the policy changes to alert visitors."
  NOTICE_POSTED_ON_SITE,
  // "We will let you know of significant changes by email", "changes will be announced by a notice".
  CHANGES_OTHERWISE_NOTIFIED,
  // "Every customer is sent a copy of this notice each year", as financial firms must: each version reaches you.
  /\bcopy of (?:our|this|the) (?:\w+ )?(?:privacy )?(?:policy|notice|statement)\b[^.]{0,20}\b(?:annually|each year|every year|yearly|once a year)\b|\b(?:annual|yearly) (?:privacy )?notices?\b/,
]);

/** Cookies and pixels that advertisers and social networks set: they work across every site that carries them. */
const THIRD_PARTY_TRACKERS =
  /\b(?:third[- ]party|advertising|advertisement|targeting|retargeting|tracking|social media|social network(?:ing)?) (?:cookies|pixels|tags|trackers)\b|\bsocial (?:media|network(?:ing)?) (?:plug-?ins?|pixels?|widgets|buttons)\b|\b(?:facebook|meta|twitter|linkedin|tiktok|pinterest|snapchat) pixel\b|\bcookies?\b[^.]{0,40}\b(?:placed|set|served|dropped) by (?:third[- ]part|our (?:advertising )?partners|advertis|ad networks|social)|\b(?:partners|third[- ]part(?:y|ies)(?! (?:service providers?|contractors?|vendors?|processors?|hosting))|advertisers|ad(?:vertising)? (?:networks|companies)|social (?:media|networks?)|other companies)\b[^.]{0,40}\b(?:place|set|serve|drop|use|read|access)\w*\b[^.]{0,40}\bcookies\b|\btheir own (?:cookies|pixels|tracking technologies|trackers)\b|\b(?:social (?:media|networks?|networking)|facebook|twitter|linkedin|pinterest|sharethis|addthis)\b[^.]{0,80}\b(?:plug-?ins?|widgets?|buttons?)\b|\b(?:plug-?ins?|widgets?|(?:share|like|follow) buttons?)\b[^.]{0,80}\b(?:social (?:media|networks?|networking)|facebook|twitter|linkedin|pinterest|sharethis|addthis)\b/;

/**
 * Another company's cookies used only to measure the use of this service ("partners may use cookies
 * to understand your use of the Services"): analytics, which ToS;DR counts as "third-party cookies for
 * statistics" (automatic device logging), not tracking across sites. Not when the sentence also names
 * other sites, time or devices, or advertising: then the same cookies follow you elsewhere.
 */
const MEASURES_THIS_SERVICE_ONLY = new RegExp(
  String.raw`^(?![\s\S]*(?:${OTHER_SITES.source}|${OVER_TIME_OR_DEVICES.source}|\bads?\b|\badvert|\bmarketing\b|\binterest|\bprofil|\btarget|\bretarget|\bremarket|\bpersonali[sz]|\bsell|\bshare))[\s\S]*\bto (?:help (?:us |them )?)?(?:understand|analy[sz]e|measure|see|learn|know|count|evaluate|study|improve|monitor) ${COMPILE_ONCE}(?:how (?:you|users|visitors|people|our (?:users|visitors)) (?:use|interact with|navigate|browse|find)|(?:your|the|their|users['’]?|visitors['’]?) (?:use|usage) of|(?:the )?traffic (?:on|to)|(?:the )?(?:performance|effectiveness|popularity|use|usage) of) ${COMPILE_ONCE}(?:the|our|this|these|its)\b`,
);

/**
 * Other websites the policy points to or disclaims ("links to other websites", "we are not
 * responsible for the practices of third-party websites"), and what you post appearing on them.
 */
const LINKS_ELSEWHERE =
  /\b(?:hyper)?links? (?:to|from)\b|\blinked (?:web ?sites|sites|pages|services)\b|\boperators of (?:these|those|such|other|third[- ]party|linked)\b|\b(?:accessible|reachable) (?:through|from|via) (?:our|this|the)\b|\b(?:click(?:s|ed|ing)?|links?|linked|linking|go(?:es|ing)?|navigat\w*|redirect\w*)(?: through)? to (?:other|third[- ]party)\b|\bother (?:web ?sites|sites|apps|platforms|domains) (?:that (?:are |we )?|which (?:are |we )?)?(?:owned|operated|controlled|run|own|operate)\b|\b(?:appear|visible|displayed|shown|posted|published|republished|made available)\b[^.]{0,20}\b(?:on|to) other\b|\bnot (?:be )?(?:responsible|liable)\b|\b(?:policy|statement|notice) (?:does not|doesn['’]t|will not) (?:apply|cover|govern)\b|\bcannot control\b|\bdisclaim|\bprivacy (?:practices|policies|statements) of\b/;

/**
 * How to control cookies names advertising cookies without saying this service uses them: "You can
 * control advertising cookies from Google", "To learn how to manage how our vendors use cookies...",
 * "If you decline cookies, other websites may not work", "For opt-outs to work, accept cookies".
 */
const COOKIE_CONTROLS =
  /^(?:[-–•*]\s*)?(?:you|users) (?:also )?(?:can|may)\b[^.]{0,30}\b(?:control|manage|disable|block|delete|refuse|reject|adjust|change)\b|^(?:[-–•*]\s*)?to (?:learn|find out|read|see|manage|control|opt|change|adjust|disable)\b|\bif you (?:choose to |wish to |want to )?(?:decline|disable|block|reject|refuse|delete|clear)\b|\bopt[- ]?outs?\b[^.]{0,80}\b(?:to work|must|need|requires?)\b/;

/**
 * A sentence that tells the reader what they can do ("You can turn off personalised ads", "If you
 * do not want us to share your data, write to us", "If you want to change the emails you receive,
 * log in", "To opt out, visit...", "choose whether your
 * information is used...") states a choice, not the practice: the practice is read where the policy
 * states it. Only for flags about what the company does; rights and consent flags read such sentences.
 */
const READER_CHOICE =
  /^(?:[-–•*]\s*)?(?:(?:you|users|visitors) (?:also )?(?:can|may|could|have the (?:right|option|ability|choice))\b|if you (?:(?:do not|don['’]t|no longer) (?:wish|want|like)|would (?:rather|prefer) not|prefer not)\b|if you (?:want|wish|would like) to (?:review|revise|change|update|correct|edit|access|delete|remove|stop|unsubscribe|opt)\b|to (?:opt[- ]?out|learn|find out|manage|control|limit|disable|block|change|adjust|prevent)\b)|\bchoose whether\b/;

/**
 * "We may combine this online information with information from offline sources or information we
 * already have": records from offline channels (its branches, calls, post) and its own, with no
 * other company named as a source. A combined profile, not data gathered from other companies.
 */
const OWN_OR_OFFLINE_SOURCES_ONLY =
  /^(?![^]*\b(?:third[- ]part\w*|other (?:companies|businesses|organi[sz]ations|sources|firms)|partners?|affiliat\w*|brokers?|vendors?|suppliers?|providers?|advertisers?|public(?:ly available)? (?:sources|records|databases)|social (?:media|networks?)|credit (?:agencies|bureaus|reporting)|commercial|purchas\w*|bought|buy|rent\w*|lists?)\b)[^]*\boffline (?:sources?|channels?|interactions?|records?|information|data|activit\w*)\b/;

/**
 * A right to ask what the company discloses ("California residents may request information about our
 * disclosure of personal information to third parties for their direct marketing", "contact us to
 * request a list of the third parties to whom we may disclose it"): a notice of a right, which states
 * no sharing. The sharing, if any, is read where the policy states it.
 */
const RIGHT_TO_ASK_ABOUT_DISCLOSURE =
  /\b(?:request|ask for|ask about|obtain)\b (?:(?:a|the|certain|more|some) )?(?:list|information|details|notice|description)\b[^.]{0,80}\b(?:disclos|shar|third parties|to whom)\w*|\bshine the light\b|\b1798\.83\b/;

/** The flag's own exceptions, and the reader's choices. */
/**
 * "We may share this information with our vendors and advertisers to measure the overall
 * effectiveness of our online advertising": the stated purpose is measuring how ads perform, and
 * nothing in the sentence chooses ads for you (no interests, no targeting, no profile).
 */
const AD_MEASUREMENT_ONLY =
  /^(?![\s\S]*\b(?:target\w*|tailor\w*|personali[sz]\w*|customi[sz]\w*|relevant|interests?|profil\w*|based on|behaviou?r\w*|retarget\w*|remarket\w*|(?:show|serve|deliver|display)\w* (?:\w+ )?(?:you|ads|adverts?|advertis\w*))\b)[\s\S]*\bto (?:help (?:us |them )?)?(?:measure|evaluate|assess|gauge|track|report on|analy[sz]e|understand|determine) (?:\w+ ){0,3}(?:effectiveness|performance|results|success|reach)\b/;

/**
 * "This information may be used to send targeted marketing, such as emails, to users we think
 * would be interested": the company's own mailings (the marketing-use flag), with no ad named.
 */
const MARKETING_MAIL_ONLY =
  /^(?![\s\S]*\b(?:ads|adverts?|advertis\w*|banners?|cookies?|across|other (?:web)?sites)\b)[\s\S]*\b(?:targeted|tailored|personali[sz]ed) (?:marketing|offers|promotions)\b[^.]{0,40}\b(?:e-?mails?|newsletters?|mail(?:ings)?|letters|messages|texts?|sms)\b/;

/**
 * How to opt out of an analytics service is a choice, not the practice. An anonymised IP address is
 * not a record of your device. A contact detail taken "automatically" once you sign up ("if you ask
 * for text alerts, we automatically collect your mobile number") is what you chose to give, not your device or activity recorded (automatic-device-tracking).
 */
const NOT_DEVICE_TRACKING =
  /\bautomatically (?:collect|receive|record|log|gather|obtain|store)\w* (?:your |the )?(?:(?:(?:cell|mobile|tele) ?)?phone numbers?|e-?mail address(?:es)?|names?|(?:postal |mailing )?address(?:es)?|contact (?:details|information))\b(?![^.]{0,60}\b(?:ip|device|browser|cookies?|pages?|usage)\b)|^(?:[-–•*]\s*)?(?:you|users) (?:also )?(?:can|may)\b[^.]{0,30}\bopt[- ]?out\b|^(?:[-–•*]\s*)?to opt[- ]?out\b|\banonymi[sz]\w* (?:the |your |all )?(?:visitors['’]? |users['’]? |visitor |user )?ips?\b|\b(?:respects?|honou?rs?)\b[^.]{0,20}\bdo[- ]not[- ]track\b|\bip (?:address(?:es)? )?(?:is |are |will be )?(?:anonymi[sz]ed|truncated|masked|shortened)\b/;

/**
 * "Visitors who buy from an advertiser on our site may give their details to that advertiser": the
 * reader hands data over, and the company, named nowhere as giving ("we", "us"), passes nothing.
 */
const READER_GIVES_ADVERTISERS =
  /^(?![\s\S]*\b(?:we|us)\b)[\s\S]*\b(?:you|visitors|users|customers|members|readers|subscribers)\b[\s\S]{0,160}?\b(?:may|can|will|might|choose to)? ?(?:also )?(?:provide|give|submit|disclose|share|send)\w*\b[\s\S]{0,60}?\bto (?:\w+ ){0,2}advertis\w*\b/;

function unlessOrChoice(pattern?: RegExp): RegExp {
  return pattern ? anyOf([READER_CHOICE, pattern]) : READER_CHOICE;
}

/**
 * A location other people see ("your username and location are shown on your public profile", "the
 * city you enter is visible to other members"), with no word of the company getting it: a profile
 * field, not location tracking. A location collected, read from the device, or live ("your current
 * location is shown to your friends") is still tracking.
 */
const LOCATION_ONLY_SHOWN =
  /^(?![\s\S]*\b(?:collect\w*|gather\w*|obtain\w*|receiv\w*|track\w*|determin\w*|infer\w*|detect\w*|record\w*|monitor\w*|(?:we|it|they) (?:\w+ ){0,2}us(?:e|es)|gps|devices?|phones?|ip address\w*|automatic\w*|current|real[- ]time|live|precise|exact|background|continuous\w*|geolocation)\b)[\s\S]*\b(?:visible|displayed|shown|public(?:ly)?|shared with (?:others|other (?:users|members|people|players|visitors))|(?:other (?:users|members|people|players|visitors)|others|anyone|everyone) (?:can|may|will) see)\b/;

/** Places of business and other people: where they are is not where your data goes. */
const BUSINESSES = String.raw`(?:stores?|shops?|outlets?|branches|restaurants?|merchants?|retailers?|dealers?|franchisees?|vendors?|suppliers?|partners?|customers?|members?|users?|residents?|businesses|individuals|people|persons|hotels?|clinics?|pharmacies|venues?)`;

/**
 * "Located" or "based" said of the data, its servers or the company ("our servers are located in",
 * "we are based in"), not of a place of business or of other people ("its retail stores located in
 * the United States", "merchants based in the United States", "some vendors may be located abroad").
 * The look-behind reads backwards, so COMPILE_ONCE stands before the list of businesses it reaches
 * after the words between (each of the four transfer patterns that use it was 85 KB of code larger).
 */
const LOCATED = String.raw`(?<!\b${BUSINESSES}\b${COMPILE_ONCE}(?: [\w'’-]+){0,3} )\b(?:located|based)\b`;

/** A sentence that only says where businesses or people are: no data, no handling of it, no laws over it. */
const ONLY_BUSINESSES_LOCATED = new RegExp(
  String.raw`^(?![\s\S]*\b(?:data|information|records|details|transfer\w*|stor(?:e|ed|ing|age)|process\w*|host\w*|servers?|mov(?:e|ed|ing)|sen[dt]|shar\w*|disclos\w*|access\w*|held|hold|kept|keep|laws?|protect\w*|jurisdictions?)\b)[\s\S]*\b${BUSINESSES}\b(?: [\w'’-]+){0,3} (?:located|based)\b`,
);

/** How to opt out names advertising cookies without saying this service uses them. */
const OPT_OUT_INSTRUCTIONS =
  /^(?:[-–•*]\s*)?(?:you|users) (?:can|may)\b[^.]{0,30}\bopt[- ]?out\b|\b(?:offers?|provides?|gives?) (?:you )?(?:a way|the ability|a choice|an option|tools?) to opt[- ]?out\b|\bto (?:learn|find out) (?:more )?about (?:opting|how to opt)\b/;

/** "We do not disclaim ...": a denied disclaimer raises neither disclaimer flag. */
const DOES_NOT_DISCLAIM = /\b(?:(?:do|does|will|shall)\s*(?:not|n['’]t)|never) disclaim\b/;

/** Companies whose own privacy policies a policy points to for what they do with data they get here (and Meta, which statements do not name). */
const NAMED_COMPANY_WORDS = [...NAMED_COMPANIES.map(([word]) => word), 'meta'].join('|');

/** The kinds of company that get data through a service: ad servers, analytics, payments, social networks. */
const RECIPIENT_KINDS =
  'ad servers?|advertis(?:ers?|ing (?:networks?|partners|companies|providers))|ad networks?|analytics (?:providers?|services?|companies|partners|tools)|payment (?:processors?|providers?|services?)|social (?:networks?|media(?: platforms| sites)?)|networks?|partners?|(?:service )?providers?|processors?|vendors?|platforms?|third[- ]part(?:y|ies)';

/** A privacy policy, cookie policy or data protection notice, with the terms that may come with it. */
const POLICY_NOUN = String.raw`(?:own |relevant |respective |applicable |separate |corresponding )*(?:terms(?: (?:and conditions|of (?:service|use)))? and )?(?:privacy|data protection|privacy\/cookies?|cookies?)(?: and cookies?)? (?:polic(?:y|ies)|notices?|statements?)\b`;

/**
 * Someone else's privacy policy: "their privacy policy", "Stripe's privacy policy", "each network's
 * privacy policy", "those third parties' policies", "Stripe ... its privacy policy" ("its" alone may
 * be the company's own), or "the privacy policies of these third-party ad servers" (the list of companies
 * after "of" behind COMPILE_ONCE: V8 compiled it once per way of reaching it, 677 KB of code in all).
 */
const OTHER_POLICY = String.raw`\b(?:their|(?:${NAMED_COMPANY_WORDS})['’]s?|(?:each|every|the|that|this|these|those|such) (?:respective )?(?:third[- ]part(?:y|ies)|providers?|partners?|networks?|processors?|compan(?:y|ies)|platforms?|advertisers?|ad servers?|vendors?)['’]s?|(?:third[- ]parties|providers|partners|networks|advertisers|processors|vendors)['’]) ${POLICY_NOUN}|\b(?:${NAMED_COMPANY_WORDS})\b[^.]{0,80}\bits ${POLICY_NOUN}|\b(?:privacy|cookies?|data protection) (?:polic(?:y|ies)|notices?|statements?) of (?:(?:these|those|such|the|each|every|any|our|its|that|this) )?(?:respective |relevant )?(?:third[- ]party |external |outside )?${COMPILE_ONCE}(?:${RECIPIENT_KINDS}|${NAMED_COMPANY_WORDS})\b`;

/** What ties the reader to that policy: read it, it describes or governs what they do, they are bound by it. */
const READ_OR_GOVERNED = String.raw`(?:see|read|view|consult|visit|study|find|review|check|refer|learn|information|describ\w*|explain\w*|govern\w*|handl\w*|apply|applies|subject to|under|according to|in accordance with|bound)\b`;

/** Someone else's privacy policy, pointed to or said to govern what they do. */
const POINTED_TO_OTHER_POLICY = new RegExp(
  String.raw`\b${READ_OR_GOVERNED}[^.]{0,60}(?:${OTHER_POLICY})|(?:${OTHER_POLICY})[^.]{0,60}\b${READ_OR_GOVERNED}`,
);

/** A company named, a kind of recipient, or your data: what ties the other policy to this service. */
const RECIPIENT_OR_DATA = new RegExp(
  String.raw`\b(?:${NAMED_COMPANY_WORDS}|${RECIPIENT_KINDS})\b|\b(?:your|personal) (?:data|information)\b|\bhandles?\b|\bcookies\b|\b(?:use|uses|collect|collects|process|processes)\b (?:your|personal|such|the|this|that) (?:data|information)\b`,
);

export const RED_FLAGS: readonly RedFlagDefinition[] = [
  {
    id: 'sells-data',
    isRuleOnly: true,
    severity: 'blocker',
    category: 'Third Party Sharing/Collection',
    name: 'sale of your data',
    statement:
      'Your personal data may be sold to other companies, which can then use it under their own rules.',
    topic:
      /\bsell|\bsold\b|\bsale\b|\brent\b|\bmoneti[sz]|\btrade\b|\bexchange for\b|\bcompensat|\bpa(?:y|ys|id)\b|\bremunerat/,
    cases: /may sell your data|sell your personal data/i,
    patterns: [
      // Given to companies that pay for it ("passed to lenders who pay us for each lead").
      DATA_FOR_PAYMENT,
      /\b(?:sell|sells|sold|rent|rents)\b(?:[^.]{0,60})\b(?:information|data|lists?|profiles?|(?:contact |personal )details|(?:e-?mail |postal )?addresses|records)\b/,
      /\bsale of (?:your )?(?:personal )?(?:information|data)\b/,
      SELLS_OR_RENTS_TO,
      /\bin exchange for (?:money|monetary|payment|compensation)\b/,
    ],
    // A business transfer ("if our assets are sold", "if part of our business is sold we may hand
    // over our customer list", "to any successor", "if our company is sold", "if we sell our
    // business") and "if we sell one of our websites, its users' data goes to the buyer"
    // have their own flag.
    unless: anyOf([
      new RegExp(
        String.raw`\b(?:(?:do|does|will|shall)\s*(?:not|n['’]t)|dont|doesnt|wont)\s+(?:\w+\s+){0,3}(?:sell|rent|trade)|\bnever\b[\s:;,—–-]*(?:\w+\s+){0,2}(?:sell|rent)|\bnot in the business of selling\b|\bno (?:sale|selling)\b|\bnot (?:be )?sold\b|\bopt[- ]out of (?:the )?sale\b|\bassets\b[^.]{0,60}\b(?:sold|acquired)\b|\bsold (?:\w+ ){0,3}(?:with|among|as part of) (?:\w+ ){0,3}assets\b|\bout of business\b|\bif (?:we|the company|the business|\w+|(?:our|the|this) (?:\w+ )?(?:company|business|site|website|service|organi[sz]ation)) (?:is|are) ${COMPILE_ONCE}(?:to be |being )?(?:sold|merged|acquired)\b|\b(?:sell|sells|selling|sale of) (?:all or (?:a )?(?:part|some) of |(?:a )?part of |substantially all of )?(?:our|the|its) (?:\w+ )?${COMPILE_ONCE}(?:business|company|operations|organi[sz]ation)\b|\b(?:(?:all|part|parts|some|any|portions?|divisions?|units?) (?:or (?:all|part|substantially all) )?of )(?:our|the|its|this|that) ${COMPILE_ONCE}(?:business|company|assets|operations|organi[sz]ation)\b[^.]{0,20}\b(?:is|are|was|were|be|being) (?:\w+ )?(?:sold|acquired|transferred)\b|\bsuccessors?\b|\b(?:merger|acquisition|bankrupt\w*|insolven\w*|liquidat\w*|receivers?(?:hip)?)\b`,
      ),
      SELLS_PART_OF_BUSINESS,
    ]),
  },
  {
    id: 'trains-ai',
    severity: 'high',
    category: 'First Party Collection/Use',
    name: 'AI training on your data',
    statement:
      'Your content or data may be used to train AI models, and what a model has learned cannot easily be taken back.',
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
    name: 'personalised advertising',
    statement:
      'Your data is used to personalise the ads you see, which means building a profile of your interests.',
    topic: /\badvertis|\bads\b|\badverts?\b|\bmarketing|\bretarget|\bremarket|\baudiences\b/,
    cases: /targeted third-party advertising|personal data for advertising|identity is used in ads/i,
    // "You can opt out of targeted ads" describes a right, not the practice. Data given to
    // advertisers to measure how well the ads work overall aims no ad at you (AD_MEASUREMENT_ONLY).
    unless: unlessOrChoice(
      anyOf([
        AD_MEASUREMENT_ONLY,
        READER_GIVES_ADVERTISERS,
        MARKETING_MAIL_ONLY,
        /^(?:you|users) (?:can|may|have the (?:ability|right|option)(?: to)?)\b[^.]{0,40}\bopt[- ]?out\b|\bopt[- ]?out of\b[^.]{0,60}\b(?:targeted|advertis|interest|sale|sharing)|\byou (?:may|can) opt[- ]?out\b|\bopting[- ]out\b|\bopt[- ]?out (?:page|programs?|tools?|links?|mechanisms?|options?|choices)\b|\bexercise (?:that|this|your|these) (?:choice|right|option)s?\b|\bcontextual\b|\bnon-?(?:personali[sz]ed|targeted)\b/,
      ]),
    ),
    patterns: [
      /\b(?:ads|advertis\w+)\b[^.]{0,60}\bbased on\b[^.]{0,40}\b(?:interests|visits?|activity|browsing|content|prior|preferences|(?:search|purchase|viewing) history)\b/,
      /\b(?:personali[sz]e|tailor|customi[sz]e|target)\w* (?:the |our |your )?(?:ads|adverts?|advertisements|advertising)\b|\b(?:relevant|personali[sz]ed|customi[sz]ed|tailored|targeted)\b[^.]{0,50}\b(?:ads|adverts?|advertisements|advertising)\b|\b(?:your|users['’]?) (?:\w+ )?(?:interests|online activit\w+|browsing|behaviou?r)\b[^.]{0,80}\b(?:ads|adverts?|advertisements)\b/,
      /\bserve (?:you )?(?:ads|advertis\w+)\b/,
      /\bcustom audiences\b|\bretarget\w*|\bremarket\w*/,
      /\b(?:targeted|interest[- ]based|personali[sz]ed|behaviou?ral|tailored|relevant) (?:advertising|ads|advertisements|marketing)\b/,
      /\b(?:share[sd]?|sharing|disclos\w+|provid\w+|make available|made available)\b[^.]{0,80}\b(?:advertisers|advertising (?:and \w+ )?(?:partners|networks|companies)|ad networks|marketing partners)\b/,
      /\b(?:ads|adverts?|advertisements|advertising)\b[^.]{0,40}\b(?:relevant|tailored|targeted|personali[sz]ed|customi[sz]ed|suited|matched) (?:to|for) (?:you|your)\b/,
      /\bcross[- ]context behavio(?:u)?ral advertising\b/,
    ],
  },
  {
    id: 'cross-site-tracking',
    name: 'tracking across other websites',
    isRuleOnly: true,
    severity: 'high',
    category: 'Third Party Sharing/Collection',
    statement:
      'You may be tracked across other websites and apps or over time, so that a profile of your browsing can be built.',
    // First-party cookies are not it: the tracking must reach other websites, or another company must do it over time.
    // Words the rules below start from: a cheap test that most sentences fail.
    topic:
      /\bacross\b|\bover time\b|\bother\b|\bthird[- ]party\b|\b(?:un|non-?)affiliated\b|\bdifferent\b|\bcross[- ]|\bbrowsing\b|\bleave\b|\boff-?site\b|\belsewhere\b|\baround the\b|\bfrom one\b|\bcookies?\b|\bpixels?\b|\btags\b|\btrackers\b|\bplug-?ins?\b|\bwidgets\b|\bbuttons\b/,
    // Over time or across devices counts only when another company does it; other websites always count.
    requiresAll: [anyOf([THIRD_PARTY, OTHER_SITES]), TRACKING_MEANS],
    cases:
      /tracks you on other websites|third-party cookies for other purposes|third-party cookies are used for advertising|browser history/i,
    patterns: [ACROSS_SITES_OR_TIME, THIRD_PARTY_TRACKERS],
    // How to opt out names advertising cookies without saying this service uses them; linked sites
    // that "may collect information" are other companies' services, not tracking by this one; data
    // received "from third-party sources, such as other sites" is another flag (third-party-data-sources);
    // another company's cookies that only measure the use of this service are analytics.
    unless: unlessOrChoice(
      anyOf([
        OPT_OUT_INSTRUCTIONS,
        COOKIE_CONTROLS,
        LINKS_ELSEWHERE,
        /\bfrom (?:third[- ]party|other|outside|external|various) sources\b/,
        // "Browsers may send Do Not Track signals to the websites they visit" is about the signal.
        /\bdo[- ]not[- ]track\b|\bdnt\b/,
        MEASURES_THIS_SERVICE_ONLY,
        // "Other sites' advertisers use technology to serve the ads here to your browser": ad delivery.
        AD_SERVING_ONLY,
      ]),
    ),
  },
  {
    id: 'ads-on-other-sites',
    name: 'ads aimed at you on other websites',
    isRuleOnly: true,
    severity: 'high',
    category: 'Third Party Sharing/Collection',
    statement:
      'What you do here may be used to aim ads at you on other websites and apps, so your activity here follows you around the web.',
    topic: /\bretarget|\bremarket|\baudiences?\b|\bcustomer match\b|\bads\b|\badvert/,
    cases: /(?!)/,
    // Aimed at the reader: "we advertise our products on other websites" is not personalised advertising.
    requiresAll: [
      /\b(?:show|serve|display|deliver|provide|send|target|aim)\w* (?:you|users|visitors|them|the user)\b|\b(?:to|for) you\b|\binterest|\bpersonali[sz]|\btailor|\btargeted\b|\brelevant\b|\bcustomi[sz]ed\b|\bbased on\b|\bretarget|\bremarket|\baudiences?\b|\bcustomer match\b/,
    ],
    patterns: [
      /\bretarget\w*|\bremarket\w*|\b(?:custom|lookalike|look-alike|matched|similar) audiences?\b|\bcustomer match\b/,
      /\b(?:ads|advertis\w+)\b[^.]{0,80}\b(?:on|across|at|when you (?:visit|use|browse)) (?:other|third[- ]party|non-?affiliated|unaffiliated|different|partner|other companies['’]?) (?:web ?sites|sites|apps|applications|platforms|online services|services|social (?:media|networks?))\b/,
      /\b(?:other|third[- ]party|non-?affiliated|unaffiliated) (?:web ?sites|sites|apps|platforms|online services)\b[^.]{0,60}\b(?:ads|advertis\w+)\b/,
      /\b(?:ads|adverts?|advertis\w+)\b[^.]{0,60}\b(?:elsewhere (?:online|on the (?:web|internet))|around the (?:web|internet)|across the (?:web|internet)|on social media|outside (?:of )?(?:this|our|the) (?:web ?sites?|sites?|apps?|services?|platforms?))\b/,
    ],
    // "We offer links to third-party sites" sends you elsewhere; it aims no ads at you.
    unless: unlessOrChoice(anyOf([OPT_OUT_INSTRUCTIONS, COOKIE_CONTROLS, LINKS_ELSEWHERE])),
  },
  {
    id: 'ignores-do-not-track',
    isRuleOnly: true,
    isNegationPhrased: true,
    severity: 'medium',
    category: 'Do Not Track',
    name: 'ignoring Do Not Track',
    statement:
      'The service ignores your browser\'s "Do Not Track" signal, so turning it on does not protect you here.',
    topic: /\bdo[- ]not[- ]track\b|\bdnt\b/,
    cases: /ignores the do not track/i,
    // "We honour Do Not Track", not "California law requires us to say how we respond to Do Not Track".
    unless:
      /(?<!\b(?:how|whether|if) )\bwe (?:will |always |currently )?(?:honou?r|respect|recogni[sz]e|respond to)\b/,
    patterns: [
      /\bno (?:industry|uniform|common|legal) (?:standard|consensus)\b[^.]{0,80}\b(?:do[- ]not[- ]track|dnt)\b/,
      /\b(?:do not|does not|don't|doesn't|not|no|unable to|cannot)\b[^.]{0,40}\b(?:respond|honou?r|recogni[sz]e|support|acknowledge|react|comply|obey|follow|act upon)[a-z]*\b[^.]{0,40}\b(?:do[- ]not[- ]track|dnt)\b/,
      /\b(?:do[- ]not[- ]track|dnt)\b[^.]{0,60}\b(?:not (?:respond|honou?r|recogni|support)|no (?:uniform|industry|common) standard)/,
      /\b(?:do not|does not|don't|doesn't|not|no|cannot)\b (?:currently |yet |presently )?(?:respond|honou?r|recogni[sz]e|support|alter|change|modify|act on|take (?:any )?action (?:in response to|on|based on))\w*\b[^.]{0,40}\b(?:(?:such|these|those|this|that|the|any|browser|dnt) (?:signals?|requests?|headers?|features?|settings?|preferences?|mechanisms?))\b/,
      /\b(?:no|isn['’]t an?|is not an?|not yet an?|lack of an?)\b (?:\w+ ){0,3}(?:consensus|standard)\b/,
      /\bnot all\b[^.]{0,60}\b(?:respond|honou?r|recogni[sz]e|support)/,
      /\bnot (?:yet )?(?:operate|agreed|been (?:finalized|standardi[sz]ed|agreed))\b/,
      /\b(?:do not|does not|don't|doesn't)\b (?:\w+ ){0,2}(?:alter|change|modify|adjust)\w*\b[^.]{0,60}\b(?:do[- ]not[- ]track|dnt)\b/,
    ],
  },
  {
    id: 'indefinite-retention',
    isNegationPhrased: true,
    isAboutKeptData: true,
    severity: 'high',
    category: 'Data Retention',
    name: 'keeping data with no time limit',
    statement: 'Your data may be kept with no time limit, so the risk of a leak never ends.',
    topic:
      /\bindefinite|\bforever|\bperpetu|\bundefined|\bcase[- ]by[- ]case\b|\bno (?:set|fixed|specific)|\beven after|\bunlimited (?:time|period)|\bundetermined|\bunspecified (?:time|period)|\bas long as (?:we|it) (?:deem|consider|see fit|believe|think|determine|find|wish|want|choose|like)|\b(?:as|so) long as (?:it|they|the (?:data|information)|such (?:data|information)) (?:may|might|could) (?:be|remain)\b/,
    // A consent form or a setting that stays "in effect indefinitely" is not data kept forever.
    // Kept while your account is open is not kept forever.
    unless:
      /\b(?:be|is|remains?|stays?) (?:in effect|valid|active) (?:indefinitely|until)\b|\bactive accounts?\b|\b(?:while|as long as|for as long as) (?:your account (?:is|remains) (?:open|active)|you (?:have|maintain|keep) (?:an|your) account|you (?:remain|are) (?:a |an )?(?:active )?(?:user|member|customer))/,
    cases:
      /undefined period|after a request for erasure|holds onto content|even after the data retention|even after erasure|retains rights to your content even after/i,
    patterns: [
      /\bindefinitely\b|\bin perpetuity\b|\bperpetual(?:ly)?\b|\bforever\b|\bpermanently (?:retain|store|keep)/,
      /\b(?:retain|keep|store|preserve|maintain)[a-z]*\b[^.]{0,80}\beven after\b[^.]{0,40}\b(?:delet|clos|terminat|cancel|request|stop|leave)/,
      /\b(?:as long as|for as long as) (?:we|it) (?:deem|consider|see fit|believe|think|determine|find|wish|want|choose|like)/,
      // No end but a possibility: "for so long as it may be relevant" or "might be useful".
      /\b(?:as|so) long as (?:it|they|the (?:data|information)|such (?:data|information)) (?:may|might|could) (?:be|remain) (?:relevant|useful|of (?:use|value|interest)|helpful|needed|required)\b/,
      /\bno (?:set|fixed|specific) (?:retention )?period\b/,
      // How long is decided case by case: no period the reader can know.
      /\b(?:retain|retention|keep|kept|store|stored|storage|delet)\w*\b[^.]{0,100}\bcase[- ]by[- ]case\b|\bcase[- ]by[- ]case\b[^.]{0,100}\b(?:retain|retention|keep|kept|store|stored|storage|delet)\w*/,
      /\bfor an? (?:unlimited|indefinite|undetermined|unspecified|undefined) (?:time|period|duration|amount of time)\b/,
    ],
  },
  {
    id: 'sensitive-data',
    severity: 'high',
    category: 'First Party Collection/Use',
    name: 'collection of sensitive data',
    statement:
      'Collects sensitive data (precise location, health, biometric or genetic data, or private messages), whose misuse can do serious harm.',
    // The kinds its rules name: "prescriptions" and "diagnoses" are health data without the word "health".
    topic:
      /\bbiometric|\bhealth|\bmedical|\bprescription|\bdiagnos|\bgenetic|\bprecise|\bgps\b|\bmessages|\bconversations\b|\bchat (?:logs?|records?|transcripts?|histor)|\b(?:via|through|in|using) (?:the |our )?(?:chat|messaging|messenger)\b|\bracial|\breligio|\bsexual|\bfac(?:e|ial)|\bfingerprint|\bvoice|\bdna\b|\biris\b|\bpolitical|\bunion\b|\bprivate\b|\bemails\b|\bcommunications\b/,
    cases: /location data|biometric|gps coordinates|read your private messages/i,
    patterns: [
      /\b(?:biometric|face ?prints?|facial (?:geometry|recognition)|voiceprints?|fingerprints? scans?|genetic|dna)\b/,
      /\b(?:precise|exact|gps|real[- ]time|geo)[- ]?(?:location|coordinates|geolocation)\b/,
      // Health data named, not a pharmacy's "prescription reminders" (PRESCRIPTION_DATA).
      new RegExp(
        String.raw`\b(?:health|medical) (?:information|data|records?|conditions?|history|status)\b|${PRESCRIPTION_DATA}|\bdiagnos[ie]s\b|\b(?:sexual orientation|sex life|racial or ethnic|religious (?:beliefs|views)|political (?:opinions|views)|trade union membership)\b`,
      ),
      /\b(?:content of|read|scan|analy[sz]e) (?:your )?(?:private )?(?:messages|emails|communications)\b/,
      // What you write to others: chat logs, messages you send, messages the company reads or monitors.
      /\b(?!reviews\b)(?:monitor|review|moderat|scan|read|analy[sz]|filter)\w*\b[^.]{0,40}\b(?:your |users['’]? |private |direct |personal )*(?:messages|chats|conversations)\b|\b(?:messages|chats|conversations)\b[^.]{0,60}\b(?:monitored|reviewed|moderated|scanned|analy[sz]ed|filtered)\b|\bcontent and communications\b/,
      /\bchat (?:logs?|log records|records|transcripts|histor(?:y|ies))\b|\b(?:messages|chats|conversations) (?:that )?you (?:send|exchange|write|receive)\b|\b(?:sent|exchanged) (?:through|via|in|using) (?:the |our )?(?:chat|messaging|messenger|direct messages)\b/,
    ],
    // End-to-end encrypted messages are the opposite of messages the company can read; messages
    // written to the company's support are not private communications.
    // "To the extent that we hold medical records, we disclose them as the law allows" states no
    // collection; nor does "if one day we start gathering your precise location, we will ask first".
    unless: anyOf([
      unlessOrChoice(
        /\bdo(?:es)? not (?:collect|process|use)\b|\bnever collect\b|\bend[- ]to[- ]end\b|\b(?:messages|chats|conversations|communications)\b[^.]{0,40}\bencrypted\b|\b(?:support|customer service|help ?desk|contact us|(?:answer|respond to|reply to) you)\b/,
      ),
      IF_IT_HOLDS_ANY,
      NOT_OWN_PRACTICE,
      // "Sensitive information means data such as your health or religion" defines a word.
      DEFINITION_ONLY,
    ]),
  },
  {
    id: 'changes-without-notice',
    // Not below 0.7 (cross-validation's grid): at 0.6 the flag was raised on more than half of the
    // OPP-115 policies, whose annotators find no such practice.
    isNegationPhrased: true,
    severity: 'medium',
    category: 'Policy Change',
    name: 'changes without notice',
    statement: 'The policy can change at any time without you being told.',
    topic:
      /\bchange|\bamend|\bmodif|\bupdate|\brevis|\balter|\bnotice\b|\bnotif|\bdiscretion|\bcontinu|\bperiodically|\bregularly|\bposting\b/,
    cases:
      /changed any time at their discretion, without notice|critical changes to its terms without user involvement/i,
    patterns: [
      /\b(?:change|amend|update|modify|revise|alter)\w*\b[^.]{0,60}\b(?:at any time|from time to time|anytime|at (?:our|its) discretion)\b/,
      /\bby posting\b[^.]{0,60}\b(?:on (?:this|our)|revised|new|updated|amended)\b/,
      /\bwithout (?:(?:prior|advance|further|any|future|previous|additional)(?: or | and | )?)*(?:notice|notification|notifying|informing)\b/,
      /\b(?:at any time|from time to time)\b[^.]{0,60}\b(?:sole discretion|without)/,
      /\b(?:continued|continuing|further) (?:use|access)\b[^.]{0,80}\b(?:constitutes?|means|signifies|deemed|indicates)\b[^.]{0,30}\b(?:accept|agree|consent)|\bby continuing to (?:use|access)\b[^.]{0,60}\byou (?:accept|agree|consent)\b/,
      /\b(?:check|review|visit) (?:this (?:page|policy) )?(?:periodically|regularly|frequently|often)\b/,
      /\b(?:effective|take effect|in effect)\b[^.]{0,20}\b(?:when|upon|once|as soon as|immediately (?:upon|after|when)) (?:they are |it is )?(?:posted|published|posting|publication)\b/,
      // "We may (occasionally) update this policy", with no promise to tell you (qualifiedBy).
      /\b(?:we|it|company) (?:may|might|can|could|reserves? the right to) (?:occasionally |periodically |sometimes |also )?(?:need to |have to |decide to )?(?:update|change|modify|amend|revise)\b[^.]{0,20}\b(?:this|our|these|the) (?:privacy )?(?:policy|document|statement|notice|terms)\b|\bwill post (?:those|any|the|such) changes (?:(?:on|to) (?:this|our|the) (?:page|web ?site|site)|here)\b/,
    ],
    // "We may change this policy at any time." then "We will email you before material changes take effect."
    qualifiedBy: CHANGE_NOTICE_PROMISE,
    // The promise may come sections later ("If we make a material change, we will put a notice on our
    // home page"), but "we may change it without notice" says the opposite in so many words.
    qualifiedByPractice: 'policy-changes-notice',
    keptDespitePractice:
      /\bwithout (?:(?:prior|advance|further|any|previous|additional)(?: or | and | )?)*(?:notice|notification|notifying|informing)\b/,
    // Told only by the posting: no e-mail, message, notice on the pages or at sign-in, nor any
    // other means, besides it; or any other means only at the company's option (POSTING_MAY_BE_ALL).
    hollowPromise: anyOf([POSTING_ONLY, POSTING_MAY_BE_ALL]),
    // Only changes to the policy or terms count: "you may change your details at any time" is a right,
    // and "we may close your account at any time without notice" is no change to the policy (the
    // "notice" of "without notice" is not a privacy notice).
    unless:
      /^(?![\s\S]*\b(?:policy|policies|terms|statement|agreement|conditions|(?:this|privacy|our) notice)\b)/,
    // A promise of notice, unless the sentence denies it ("you will not be notified", "we will not email you").
    unlessPromised:
      /\bwe will (?:\w+ )?(?:notify|inform|email|tell) you\b|\badvance notice\b|\bat least (?:\d+|one|two|three|four|five|six|seven|ten|fourteen|fifteen|thirty|sixty|ninety) (?:days|weeks|months)\b|\b(?:communicated|announced|sent|e-?mailed) to you\b|\bnotify you\b|\byou will (?:\w+ )?be (?:notified|informed|told|e-?mailed|alerted)\b/,
    promiseVerb: NOTICE_VERB,
  },
  {
    id: 'no-deletion',
    isNegationPhrased: true,
    severity: 'high',
    category: 'User Access, Edit and Deletion',
    name: 'data you cannot delete',
    statement:
      'You may not be able to delete your data or account, so it can outlast your use of the service.',
    topic: /\bdelet|\bremov|\berase/,
    cases: /cannot delete your contributions|holds onto content that you've deleted/i,
    patterns: [
      /\b(?:cannot|can not|can't|unable to|not able to|no way to|may not be able to|will not be able to)\b[^.]{0,40}\b(?:delete|remove|erase)\b/,
      /\b(?:do|does|will) not (?:delete|remove|erase)\b/,
      // The company kept from deleting: "we are not allowed to delete your data ... legal retention periods".
      /\b(?:we|it) (?:are|is) not (?:allowed|permitted|authori[sz]ed) to (?:delete|remove|erase)\b|\b(?:prevents?|prohibits?|forbids?) us from (?:deleting|removing|erasing)\b/,
    ],
    // Browser storage the user manages ("deleting cookies does not delete Flash objects") is not their account data.
    // "... except by deleting your account" says how to delete it.
    unless:
      /\bcookies?\b|\bflash\b|\bbrowser\b|\blocal shared objects\b|\bexcept by (?:also )?(?:deleting|closing|removing)\b/,
  },
  {
    id: 'arbitration',
    isNegationPhrased: true,
    severity: 'high',
    category: 'Other',
    name: 'forced arbitration',
    statement: 'Disputes must go to private binding arbitration, so you cannot take the company to court.',
    topic: /\barbitrat/,
    cases: /binding arbitration in the case/i,
    patterns: [
      /\b(?:binding|mandatory|individual|final) arbitration\b|\barbitration (?:agreement|clause|provision)\b|\bresolved (?:exclusively )?(?:through|by) arbitration\b|\bwaive (?:your|any) right to (?:a )?(?:jury|trial)/,
      /\b(?:giv\w* up|waiv\w*|forfeit\w*) (?:your|any|the) rights? to (?:go to court|sue|a (?:jury|court)|(?:a )?trial)\b|\b(?:decided|determined|resolved) by (?:an? )?(?:neutral |independent )?arbitrators?\b/,
    ],
  },
  {
    id: 'class-action-waiver',
    isNegationPhrased: true,
    severity: 'high',
    category: 'Other',
    name: 'no class actions',
    statement: 'You give up the right to join a class action, so you would have to pursue any claim alone.',
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
    name: 'data passed on in a sale of the company',
    statement:
      'If the company is sold, merged or goes bankrupt, your data can pass to the new owner, who may use it differently.',
    topic:
      /\bmerger|\bacqui|\bbankrupt|\binsolven|\bliquidat|\breceivership\b|\bsuccessors?\b|\bownership\b|\bnew owners?\b|\bout of business\b|\bcease (?:operations|to operate|doing business)\b|\b(?:is|are) (?:to be |being )?(?:sold|merged)\b|\bassets\b|\bsuccessor|\breorgani|\btransfer of (?:ownership|control)\b|\bpart of (?:our|its|the) business\b|\bsell(?:s|ing)? (?:\w+ ){0,3}(?:our|its|the) (?:business|company)\b|\b(?:sell|sold|sale|transfer|divest)/,
    cases: /bankruptcy proceeding/i,
    patterns: [
      // "If we sell one of our websites, the data collected through it will be transferred to the buyer."
      PART_OF_BUSINESS_CHANGES_HANDS,
      /\b(?:are|is|be|get|gets) acquired\b|\bgo(?:es)? bankrupt\b|\brestructur\w*|\bbusiness assets?\b|\btransferred assets\b|\bdivest\w*/,
      /\b(?:merger|acquisition|bankruptcy|insolven(?:cy|t)|liquidat(?:or|ors|ion)|receivership|sale of (?:all|some|substantially all|assets|the company|our business)|reorgani[sz]ation|change of control|divestiture)\b/,
      // "disclosed to a successor of our business", "if the company is to be sold or merged".
      /\b(?:to|for|with) (?:a |an |any |our |the |its )?(?:potential |prospective )?successors?\b|\bif (?:we|the company|the business|\w+) (?:is|are) (?:to be |being )?(?:sold|merged|acquired|amalgamated)\b/,
      /\b(?:change (?:of|in) ownership|ownership\b[^.]{0,60}\bchanges?|(?:to|by) (?:the|a|any) new owners?|go(?:es)? out of business|cease (?:operations|to operate|doing business))\b/,
      /\btransfer of (?:ownership|control)\b|\b(?:sell|transfer)\w* (?:\w+ ){0,3}(?:all or (?:a )?part of|all or some of|some or all of|part of) (?:our|its|the) (?:business|company|assets)\b/,
    ],
    // A new owner bound to keep this policy's promises is the reassurance ToS;DR asks for.
    unless:
      /\bprovided (?:that )?(?:the )?(?:receiving party|recipient|buyer|acquirer|successor|new owner|purchaser)\w*\b[^.]{0,30}\b(?:agrees?|is bound|undertakes)|\b(?:receiving party|recipient|buyer|acquirer|successor|new owner|purchaser)\w*\b[^.]{0,40}\b(?:agrees?|(?:is|are|will be) (?:bound|required|obligated)|must) to\b[^.]{0,30}\b(?:(?:this|our) (?:privacy )?(?:policy|statement|notice)|honou?r|respect|protect|abide)/,
  },
  {
    id: 'third-party-data-sources',
    // Chosen by cross-validation on the training services (scripts/cv-red-flags.ts --choose).
    modelThreshold: 0.8,
    severity: 'medium',
    category: 'First Party Collection/Use',
    unless: unlessOrChoice(OWN_OR_OFFLINE_SOURCES_ONLY),
    name: 'data bought or gathered from other companies',
    statement:
      'Data about you is also gathered from other companies, so the profile held on you is larger than what you gave.',
    topic:
      /\bfrom (?:third|other|our partners|public|social|various|a variety|multiple|list|data|credit|commercial)|\bcombine|\btrack|\breceive|\bobtain|\bbroker|\bmerge|\bappend|\blink|\bconnect|\bprovide (?:us\b|(?:\w+ )?information about)|\bshare (?:information|data)\b/,
    cases:
      /gathers information about you through third parties|store data on you even if you did not interact|extra data about you through promotions|profile is combined/i,
    patterns: [
      /\breceive (?:information|data) about you from\b/,
      /\bpartners? with third parties to (?:help us )?track\b/,
      // Not offers or mail you choose to receive from them ("if you opt in to receive offers from our partners").
      /\b(?:obtain|receive|collect|acquire|purchase|buy|get)\b(?! (?:[\w-]+ ){0,3}(?:offers?|promotions?|promotional (?:e-?mails|messages|materials)|deals|newsletters?|mailings|marketing (?:e-?mails|messages|communications))\b)[^.]{0,110}\bfrom (?:third[- ]part|other sources|data brokers|public(?:ly available)? sources|our partners|other companies|social (?:media|networks?)|business partners|marketing partners|(?:various|a variety of|multiple|several) sources|(?:list|data|information|marketing) (?:providers|brokers|vendors|suppliers|companies)|credit (?:agencies|bureaus|reference agencies|reporting agencies)|commercial (?:sources|databases|data providers)|(?:that|those|such|these) (?:social )?(?:networks?|platforms))/,
      // Other companies reporting to the service about you ("partners provide us with information about your purchases").
      /\b(?:third parties|partners|advertisers|other companies|data providers)\b[^.]{0,30}\b(?:provide|give|send|share with|supply)\w* (?:us|[a-z]+ (?:us|with us))\b[^.]{0,40}\b(?:information|data)\b|\b(?:partners|third parties) provide (?:us with )?(?:information|data) about (?:you|your)\b/,
      /\b(?:connect|combine|link|associate)\w*\b[^.]{0,60}\b(?:across|from)\b[^.]{0,30}\b(?:companies|brands|affiliates|partners)\b/,
      // A profile joined up across the company's products: "we combine information about you across our services".
      /\b(?:connect|combine|link|associate|merge)\w* (?:\w+ ){0,3}(?:information|data|activit\w*)\b[^.]{0,40}\b(?:across|from) (?:(?:our|its|all|the) )?(?:other |different |various )?(?:services|products|apps|platforms|websites|devices)\b/,
      // "We may combine your account record with other data acquired from list firms": a word or
      // two may describe the other data, and a participle may say how it was got. Not data from your
      // own use of its sites or apps.
      /\b(?:combine|merge|append|link)[a-z]*\b[^.]{0,60}\b(?:with|to) (?:(?:similar|other|additional|further|such) )?(?:information|data) (?:(?:obtained|received|acquired|collected|purchased|bought|gathered) )?(?:from (?!(?:you|your|our (?:own )?(?:sites?|websites?|services?|apps?|products?))\b)|we (?:receive|obtain))/,
      // Data brokers as a source, not as buyers or recipients ("we may sell it to data brokers").
      /(?<!\b(?:to|with)\b(?: [\w'’-]+){0,3} )\bdata brokers?\b/,
      /\b(?:advertisers|third parties|partners|other companies|data providers)\b[^.]{0,30}\bshare (?:information|data) (?:about you )?with us\b/,
    ],
  },
  {
    id: 'broad-third-party-sharing',
    // The model learnt "given to third parties" from ToS;DR, where sharing with service providers
    // counts too; this flag means recipients who use the data for themselves, so only rules raise it.
    isRuleOnly: true,
    severity: 'medium',
    category: 'Third Party Sharing/Collection',
    name: 'sharing with third parties for their own use',
    statement: 'Your personal data is shared with other companies, who may use it for their own purposes.',
    topic:
      // Only sentences that name a recipient: "provide and personalise the Service" shares nothing.
      /\bthird[- ]part|\bpartners?\b|\baffiliates\b|\bother (?:companies|businesses)\b|\borgani[sz]ations\b|\bwith others\b|\b(?:its|their) own\b|\bexchang|\bcharities\b|\b(?:mailing|donor|member|customer|subscriber) (?:lists?|files?)\b|\bsponsors?\b|\badvertisers\b|\bmeasurement companies\b|\bmarketing companies\b|\bdata brokers\b|\blist (?:brokers|rental)|\bmerchants\b|\bretailers\b|\boutside (?:companies|parties)\b/,
    cases: /personal data is given to third parties|can share your personal information to third parties/i,
    // Sharing, then a sign the recipient uses the data for itself (its own purposes, marketing to you,
    // its own privacy policy), or a recipient whose business is using it (advertisers, data brokers).
    requiresAll: [
      /\b(?:share|shares|shared|sharing|disclose|discloses|disclosed|disclosing|provide|provides|provided|providing|giving|passing|transferring|transfer|transfers|transferred|make|makes|made|pass|passes|passed|give|gives|sell|sells|rent|rents|license|licenses|exchange|exchanged|exchanges|swap|swapped)\b|\bthird parties (?:may |can |will )?(?:use|receive)\b|\baccess to\b/,
    ],
    patterns: [
      /\bfor (?:their|its) (?:purposes|uses?)\b|\bfor (?:their|its|the(?:ir)? partners['’]?) own (?:\w+ )?(?:purposes|use|uses|marketing|business|benefit|advertising|commercial)\b|\b(?:their|its) own (?:direct )?(?:marketing|promotional|advertising|commercial|business) (?:purposes|use|activities|campaigns|communications)\b/,
      // "So the third party can ... add you to their postal mailing list": the recipient writes to you itself.
      ADDED_TO_THEIR_LIST,
      /\b(?:so|in order) (?:that )?(?:they|these (?:companies|partners|third parties)|such (?:companies|partners|third parties)|the (?:partners?|third[- ]part(?:y|ies)|sponsors?)) (?:\w+ ){0,2}(?:market|contact|offer|send|advertise|promote)\b|\b(?:who|which|that) may (?:\w+ ){0,3}(?:contact you|market|send you|offer you|advertise|promote)\b/,
      /\b(?:third parties|partners|companies|sponsors|merchants|businesses|organi[sz]ations)\b[^.]{0,60}\b(?:products|services|offers|goods|opportunities)\b[^.]{0,40}\b(?:of interest to you|interest you|(?:you|visitors|users|customers|members|readers) (?:may|might) (?:like|enjoy|find|be interested))/,
      /\b(?:for|in connection with) (?:(?:their|its|direct|joint|co-?branded) )?(?:marketing|promotional|advertising) (?:purposes|offers|campaigns|programs)\b|\b(?:market|promote|advertise|offer) (?:their|its) (?:own )?(?:products|services|offers)\b|\bthird[- ]party (?:offers|promotions|marketing)\b(?! (?:partners|companies|vendors|providers|services))/,
      /\b(?:share|disclose|provide|transfer|make available|give|pass|sell|rent|license)\w*\b[^.]{0,80}\b(?:with|to) (?:(?:third[- ]party|our|other|certain|select(?:ed)?|trusted|outside|these|those|such) )*(?:advertisers|advertising (?:partners|networks|companies)|ad networks|marketing (?:partners|companies)|data brokers|list (?:brokers|rental companies)|(?:audience )?measurement companies|sponsors|co-?sponsors|joint marketing partners|co-?branded partners)\b/,
      /\b(?:subject to|governed by|in accordance with|under) (?:their|its|the (?:recipient|third party|partner)['’]?s?) (?:own )?(?:privacy (?:policies|policy|notices?|statements?|practices)|terms)\b/,
      /\b(?:third parties|partners|recipients|they|these companies)\b (?:may |can |will )?(?:\w+ )?use (?:it|this|that|the|such|your)\b[^.]{0,40}\b(?:for (?:any|other|their|marketing|advertising) (?:purposes?|own)?|as they (?:see fit|wish|choose))/,
      /\b(?:partners|third parties|companies|developers|organi[sz]ations)\b (?:who|which|that) (?:\w+ )?use (?:it|this|them|the (?:data|information))\b[^.]{0,20}\bto (?:develop|build|create|offer|provide|market|improve) (?:their|other|its)\b/,
      // Mailing and donor lists exchanged or rented out: the other organisations write to you themselves.
      /\b(?:exchang|swap|trad|rent)\w*\b[^.]{0,40}\bwith (?:other|similar|like-minded|outside|third[- ]party|select(?:ed)?) (?:\w+ )?(?:organi[sz]ations|companies|businesses|groups|charities|non-?profits|publishers|causes)\b|\b(?:mailing|donor|customer|member|subscriber|postal) (?:lists?|files?)\b[^.]{0,80}\b(?:exchang|swap|rent|trad|shar|lend|lent|loan)\w*/,
      // "Our list of buyers is made available to firms we have checked": lent out.
      /\bmak\w* (?:\w+ ){0,3}(?:mailing|donor|customer|member|subscriber|postal) (?:lists?|files?) available to\b/,
    ],
    // Companies bound to use the data only for us are service providers, another flag. A right to
    // ask about disclosure states no sharing; an exchange to protect against fraud or credit risk is
    // not the recipients' own use; nor is data the reader hands to an advertiser, nor sharing the
    // reader has agreed to ("if you have granted us permission, their use is subject to their own
    // policies"): that is sharing with consent, which a promise "not without your consent" allows.
    unless: unlessOrChoice(
      anyOf([
        RIGHT_TO_ASK_ABOUT_DISCLOSURE,
        READER_GIVES_ADVERTISERS,
        CONSENT_GIVEN,
        /\b(?:protect\w* against|prevent\w*|for) fraud\b|\bfraud (?:protection|prevention)\b|\bcredit risk\b|\bonly (?:on our behalf|to (?:help|provide|perform|assist))|\bon (?:our|its) behalf\b|\bconfidential|\bcontractually (?:bound|required|obliged)|\bbound by\b|\bnot (?:permitted|allowed|authori[sz]ed) to use\b|\bprohibited from\b|\bwith your (?:prior |explicit |express )?consent\b|\bif you (?:opt|choose|agree|consent|ask)|\b(?:opt(?:ed)?|choose) (?:in|to receive)\b|\bopt[- ]?out of (?:having|the|such|this|our|us)\b|^(?:you|users) (?:can|may)\b[^.]{0,40}\bopt[- ]?out\b|\bto opt[- ]?out of\b|\b(?:you (?:can|may) (?:request|ask|obtain)|right to (?:request|know|obtain|opt)|entitled to|shine the light)\b|\bif any\b|^(?![\s\S]*\bpersonal(?:ly identifiable)? (?:information|data)\b)[\s\S]*\b(?:aggregated?|anonymi[sz]ed|anonymous|de-?identified|non-?personal)\b/,
      ]),
    ),
  },
  {
    id: 'disclosure-without-notice',
    // Rules only: cross-validation on the training services (scripts/cv-red-flags.ts --choose) found
    // the model alone raising false alarms and catching nothing the rules miss.
    modelThreshold: Infinity,
    isNegationPhrased: true,
    severity: 'medium',
    category: 'Third Party Sharing/Collection',
    name: 'disclosure without telling you',
    statement:
      'Your data may be given to the authorities or others whenever the company thinks fit, without telling you.',
    topic:
      /\blaw enforcement|\bgovernment|\bauthorit|\bpolice\b|\binvestigat|\bdiscretion\b|\blegal|\bsubpoena|\bsee fit\b|\bcourt|\bnotice\b|\bnotify|\bgood[- ]faith|\bbelieve|\bappropriate|\bprotect (?:and defend )?(?:the|our|its) rights\b/,
    cases:
      /disclose your personal information without notifying you|not transparent regarding government requests/i,
    // Negation-phrased for "without notice", so a refusal to disclose must be recognised here.
    // Disclosure only when a court or the law compels it is not "whenever the company thinks it appropriate".
    unless:
      /\b(?:(?:will|do|does|shall)\s*(?:not|n['’]t)|never)\s+(?:\w+\s+){0,2}(?:disclose|share|provide|give|hand)\b|^(?![\s\S]*\b(?:believe|good[- ]faith|appropriate(?! (?:law enforcement|authorit\w*|agenc\w*|government\w*|regulators?|public bodies|officials|courts?))|discretion|think|consider|see fit|deem|whether or not|protect (?:and defend )?(?:(?:our|its) (?:legal )?rights|(?:the|our|its) rights,? (?:and |or )?property)|otherwise (?:cooperate|assist|help))\b)[\s\S]*\b(?:court order|subpoena|(?:search )?warrant|required by law|legal obligation)|^(?![\s\S]*\b(?:protect|rights|property|safety|fraud|enforce|appropriate(?! (?:law enforcement|authorit\w*|agenc\w*|government\w*|regulators?|public bodies|officials|courts?))|discretion|advisable|desirable)\b)[\s\S]*\b(?:believe|belief)\w*\b[^.]{0,40}\b(?:required|obligated|obliged|compelled|legal obligation|comply with)/,
    // "If we are going to release your data, we will first send you notice unless a court forbids it",
    // anywhere in the policy.
    unlessPolicySays: policyPromisesNoticeBeforeDisclosure,
    patterns: [
      /\b(?:disclos|releas)\w*\b[^.]{0,140}\b(?:good[- ]faith|we believe|necessary or appropriate|appropriate or necessary)\b/,
      /\b(?:disclose|share|provide)\b[^.]{0,80}\b(?:government|law enforcement|authorities|public authorities)\b[^.]{0,80}\b(?:request|believe|think|good faith|consider|deem|see fit)\b/,
      // "Without notice to you" of a disclosure, not of a change to the policy or an account closed.
      /\b(?:disclos|releas|shar|provid|giv|hand|transfer|forward|report|pass)\w*\b[^.]{0,160}\bwithout (?:(?:any|prior|advance|further) )?(?:notice|notification|notifying) (?:to )?you\b/,
      // Disclosure the law does not require: at the company's discretion, "whether or not legally
      // required", or to help an investigation of its own accord.
      /\b(?:disclos|releas|shar|provid)\w*\b[^.]{0,120}\b(?:in|at) (?:our|its) (?:sole |absolute |own )?(?:discretion|judge?ment)\b|\b(?:in|at) (?:our|its) (?:sole |absolute |own )?(?:discretion|judge?ment)\b[^.]{0,60}\b(?:disclos|releas|shar|provid)\w*/,
      /\bwhether or not (?:it is |we are |legally |strictly )*(?:required|obligated|obliged|compelled)\b|\bwhether or not (?:pursuant to|in response to|under|required by) (?:a |an |any )?(?:subpoena|court order|warrant|legal process|law)\b|\beven (?:if|when|where) (?:it is |we are )?not (?:legally )?(?:required|obligated|obliged)\b/,
      /\b(?:disclos|releas|shar|provid)\w*\b[^.]{0,160}\b(?:in cooperation with|to (?:otherwise )?(?:assist|cooperate)(?: with| in)?|to help) (?:\w+ ){0,3}(?:investigations?|law enforcement|authorities|government|police)\b/,
      // "... or to otherwise protect our rights": the company's own call, not the law's.
      /\b(?:disclos|releas|shar|provid)\w*\b[^.]{0,200}\bto (?:otherwise )?protect (?:and defend )?(?:(?:our|its) (?:legal )?rights|(?:the|our|its) rights,? (?:and |or )?property)\b/,
      /\b(?:disclos|releas|shar|provid)\w*\b[^.]{0,140}\b(?:as|whenever|when) (?:we|it) (?:sees? fit|deems? (?:it )?(?:necessary|appropriate|fit))\b/,
    ],
  },
  {
    id: 'kept-after-deletion',
    isRuleOnly: true,
    // Keeping data "only as long as necessary" or "for the shortest time possible" is minimisation.
    // "We delete it unless we are required to keep it" grants the deletion.
    unless:
      /\bonly (?:for )?(?:as|so) long as\b|\bshortest\b|\bas long as (?:is )?necessary and proportionate\b|\b(?:if|unless|where|when) (?:\w+ ){0,4}(?:is|are) not (?:required|obliged|obligated) to (?:retain|keep|store)\b/,
    severity: 'medium',
    category: 'Data Retention',
    name: 'data kept after deletion',
    statement: "Some data is kept after you delete it or close your account, for the company's own reasons.",
    topic:
      /\bafter (?:you|your|the|termination|deletion|closing|cancel)|\bno longer\b|\b(?:refus|declin|deny|reject)\w*\b[^.]{0,30}\b(?:delet|eras)|\bask us to delete\b|\bdespite\b|\bnotwithstanding\b|\bregardless of\b|\berasure\b|\bbackup|\barchiv|\bremain|\bcopy of|\bexempt|\bexcept|\bretain|\bkeep|\bkept\b|\bstore|\bpreserv|\bmaintain|\bhold|\bvisible/,
    cases:
      /keep personal data after a request for erasure|keeps user logs for an undefined period|retains rights to your content even after|anonymized record|continue using anonymized/i,
    patterns: [
      /\b(?:retain|keep|store|preserve|maintain|hold)\w*\b(?! (?:(?:user|your|the|our users['’]?) )?(?:privacy|confidentiality|security|safe))[^.]{0,100}\b(?:legitimate (?:business )?interests?|business purposes|prevent fraud|enforce our|resolve disputes|legal (?:obligations?|disputes|requirements)|comply with|(?:legal|contractual|regulatory|statutory|tax|accounting|security)\b[^.]{0,30}\b(?:obligations?|requirements)|(?:required|permitted) by (?:applicable )?law)/,
      /\b(?:need|needs|required|obliged|entitled|have|has|(?:require|requires|oblige|obliges|force|forces) us) to (?:retain|keep|store|preserve)\b(?![^.]{0,40}\b(?:confidential|secure(?:ly)?|safe(?:ly)?|private|for a (?:certain|limited|specific|set|defined) (?:period|time)|before (?:we|it) (?:can )?(?:delete|erase))\b)/,
      // Kept in spite of a deletion request, or used after you leave.
      /\b(?:retain|keep|store|preserve|hold)\w*\b[^.]{0,80}\b(?:despite|notwithstanding|regardless of)\b[^.]{0,30}\b(?:requests?|delet|erasure|clos|cancel)/,
      /\b(?:no longer (?:a |our )?(?:customer|member|user|subscriber)s?|after (?:you (?:close|delete|cancel|terminate|leave|stop using)|your account (?:is |has been )?(?:closed|deleted|terminated|cancel+ed)))\b[^.]{0,60}\b(?:continue|still)\b[^.]{0,20}\b(?:share|use|retain|keep|store|process|disclose|hold)/,
      /\b(?:refuse|decline|deny|reject)\w*\b[^.]{0,30}\b(?:erasure|deletion|requests? (?:for|to) (?:erasure|deletion|delete))\b|\blegal retention (?:periods?|obligations?|requirements?)\b/,
      /\b(?:maintain|keep|retain)\w* a copy of\b/,
      /\b(?:remain|continue to be)\w* (?:publicly )?(?:visible|available|stored)\b[^.]{0,40}\b(?:after|even)/,
      /\b(?:remain|persist|stay)\w*\b[^.]{0,20}\b(?:in|on) (?:our|its) (?:records|systems|servers|databases?|files|archives)\b[^.]{0,40}\b(?:after|even|once)\b/,
      /\bmay (?:retain|keep) (?:some|certain)\b/,
      // Kept although you asked for deletion, where the law merely allows it, or for legal reasons.
      /\beven if you (?:ask|request|want)\w*\b[^.]{0,40}\b(?:delet|eras)\w*\b[^.]{0,60}\b(?:keep|retain|store|hold|preserve)|\b(?:keep|retain|store|hold|preserve)\w*\b[^.]{0,60}\b(?:where|as|if|when) (?:the |applicable )?law (?:allows|permits)\b|\b(?:kept|retained|stored) (?:for )?(?:a )?longer(?: period)?\b[^.]{0,40}\b(?:legal|tax|accounting|regulatory)\b|\b(?:may|might|can|could) (?:also )?be (?:kept|retained|stored|held|preserved) (?:for )?(?:a |an )?(?:longer|extended)\b(?! than (?:is )?(?:necessary|needed))|\b(?:may|might|can|could) (?:also )?(?:keep|retain|store|hold|preserve)\b[^.]{0,60}\bfor (?:a |an )?(?:longer|extended) (?:period|time)\b(?! than (?:is )?(?:necessary|needed))/,
    ],
  },
  {
    id: 'kept-in-backups',
    name: 'deleted data kept in backups with no limit',
    isRuleOnly: true,
    // "Copies in backups may not be removed at once" states the concern with a negation: the denials
    // that take it back ("we do not keep backups of deleted data") are listed in \`unless\`.
    isNegationPhrased: true,
    // Backups taken at all are not the concern: data that outlasts its deletion in them is.
    requiresAll: [
      /\bdelet|\beras|\bremov|\bpurg|\bclos|\bterminat|\bcancel|\bafter\b|\beven\b|\bstill\b|\bresidual\b|\bpersist|\bremain/,
    ],
    severity: 'medium',
    category: 'Data Retention',
    statement:
      'Deleted data may stay in backups or archives with no stated time limit, so deleting it does not fully remove it.',
    topic: /\bback-?ups?\b|\bbacked up\b|\barchiv|\bresidual\b|\bcached copies\b|\bcopies\b/,
    cases: /(?!)/,
    patterns: [
      /\b(?:back-?ups?|backed[- ]up|copies (?:made |kept )?for back-?up|backup (?:copies|systems|media|servers|files|tapes)|archived (?:copies|data|information|versions|records)|(?:in|on|from|within) (?:our |its |the )?archives|residual (?:copies|data|information)|cached copies)\b[^.]{0,100}\b(?:remain|retain|persist|kept|keep|stored|store|preserved|maintain|not (?:be )?(?:immediately |completely |fully |always )?(?:deleted|removed|erased|purged)|cannot (?:be )?(?:deleted|removed|erased)|still (?:exist|be))/,
      /\b(?:remain|retain|keep|kept|store|stored|preserve|maintain|persist(?!ent)|exist)\w*\b[^.]{0,80}\b(?:in|on|within|from) (?:our |its |the )?(?:back-?ups?|copies (?:made |kept )?for back-?ups?|backup (?:copies|systems|media|servers|files|tapes)|archives|archived (?:copies|data|information|versions|records))\b(?!\.\w)/,
    ],
    // A stated limit ("backups are overwritten within 90 days") is a retention period, not a red flag.
    qualifiedBy: RETENTION_LIMIT,
    unless:
      /\byour own (?:back-?ups?|copies|archives?)\b|\bback up your\b|\byou (?:can|may|should) (?:\w+ )?(?:back|archive)|\b(?:(?:do|does|will)\s*(?:not|n['’]t)|never)\s+(?:\w+\s+){0,2}(?:keep|retain|store|hold|maintain|make)\b[^.]{0,30}\b(?:back-?ups?|copies|archives)\b|\bno (?:back-?ups?|copies|archives)\b|\b(?:deleted|removed|erased|purged) (?:\w+ ){0,2}from (?:all )?(?:our |the )?(?:back-?ups?|archives)\b/,
  },
  {
    id: 'assumed-consent',
    name: 'consent assumed instead of asked',
    isRuleOnly: true,
    severity: 'medium',
    category: 'User Choice/Control',
    statement:
      'Your consent is taken for granted (from simply using the service, or with a box ticked in advance) instead of being asked for.',
    // "If you are not comfortable with this statement, stop using the site" names no consent.
    topic:
      /\bconsent|\bagree|\baccept|\bdeemed\b|\bticked|\bchecked|\bby default\b|\bopted[- ]in\b|\bpre-?selected\b|\bif you are (?:not |un)(?:comfortable|happy|satisfied|willing)\b/,
    cases: /assume your consent merely from your usage/i,
    // "We never assume your consent, and no box is pre-ticked" denies these verbs, whatever else it affirms.
    verb: /\b(?:assum|presum|impl|deem|consider|treat|tak|tick|check|pre-?tick|pre-?check|pre-?select|select|switch|turn|enabl|opt|enrol|subscrib|sign|agree|consent|accept|authori[sz])\w*/,
    // The policy may be named by the site's address ("this example.com privacy policy"): the dot of a
    // domain name ends no sentence.
    patterns: [
      // Using, browsing or staying on the site counts as consent to what is done with your data.
      // "By signing up for and using the app you consent...", "you acknowledge that you have read,
      // understand and agree to this policy": registering as well as using, and agreeing after reading.
      /\bby (?:(?:registering|signing up|subscribing)(?: (?:for|with|to|on))?(?: (?:the|our|this) \w+)? (?:and|or) )?(?:using|accessing|visiting|continuing to (?:use|browse)|browsing|navigating|remaining on|staying on)\b[^.]{0,80}\b(?:(?:you|users|visitors|members|customers) (?:hereby |expressly )?(?:(?:acknowledge|confirm|represent|understand)(?: that you have read)?,? (?:(?:and )?(?:understand|read|have read),? )*(?:and )?)?(?:consent|agree|accept|authori[sz]e|acknowledge and agree)|you are (?:deemed|considered|agreeing|consenting)|(?:signif|indicat|constitut)\w* your (?:consent|agreement|acceptance))\b[^.]{0,60}\b(?:collect|use|using|process|disclos|shar|transfer|cookies?|track|personal (?:information|data)|(?:this|our|the) (?:[\w-]+(?:\.[a-z]{2,})? ){0,2}(?:polic(?:y|ies)|notice|statement)\b)/,
      /\b(?:continued|continuing|further) (?:use|browsing)\b[^.]{0,60}\b(?:consent|agree)\w*\b[^.]{0,40}\b(?:cookies?|collect|use of your|processing|tracking)/,
      // "Your use of the site shall indicate your acceptance of this statement": using it is taken as
      // agreeing to the policy (or to what it does with your data).
      /\byour (?:use of|access to|visit to|registration (?:with|on))\b(?:[^.]|\.(?=[a-z]{2,}\b)){0,60}?\b(?:indicat|signif|constitut|represent|mean|confirm|evidenc)\w* (?:your |an? )?(?:(?:\w+ )?(?:and|or) )?(?:acceptance|agreement|consent)\b[^.]{0,60}\b(?:polic(?:y|ies)|statement|notice|terms|practices|collect\w*|use of (?:your )?(?:information|data)|processing|transfer\w*)\b/,
      /\bpre-?(?:ticked|checked|selected)\b|\b(?:ticked|checked|selected|switched on|turned on|enabled|opted[- ]in) by default\b|\b(?:automatically|by default) (?:opted|enrolled|subscribed|signed up) (?:in|into|up|to)\b/,
      /\b(?:deemed|considered|taken|treated|assumed) (?:as |to )?(?:have )?(?:given |provided |granted )?(?:your |implied )?(?:consent|agreement)\b|\bimpl(?:ied|icit(?:ly)?) consent\b|\bconsent (?:is|will be) (?:implied|assumed|presumed)\b/,
      /\bif you (?:do not|don't|fail to) (?:opt[- ]?out|object|disable|reject|decline|change)\b[^.]{0,60}\b(?:you (?:consent|agree|accept)|(?:deemed|considered) to)\b/,
      // The wider wordings of consent read from use, and from staying on after a change.
      ...CONSENT_BY_USE,
    ],
    unless: OPT_OUT_INSTRUCTIONS,
    fallbackStatement: /^Your consent to changes in the policy /,
  },
  {
    id: 'opt-out-lapses',
    name: 'opt-outs that do not last',
    isRuleOnly: true,
    // "Your opt-out will no longer be effective" states the concern with a negation.
    isNegationPhrased: true,
    unless:
      /\b(?:(?:does|do|will) not|won['’]t|doesn['’]t|never) (?:\w+ ){0,2}(?:affect|undo|reset|remove|cancel|lose)\w*\b[^.]{0,30}\b(?:opt[- ]?out|choices?|preferences?)|\bremember(?:s|ed)? your (?:opt[- ]?out|choices?|preferences?) (?:even|on every|across)/,
    severity: 'medium',
    category: 'User Choice/Control',
    statement:
      'Your opt-out may not last: it can be lost when you clear your cookies or switch browser or device, and you must opt out again.',
    topic: /\bopt[- ]?out|\bopted[- ]?out|\bpreferences?\b|\bchoices?\b/,
    cases: /still tracks you even if you opted out/i,
    patterns: [
      /\b(?:delet|clear|remov|eras|block|reset)\w*\b[^.]{0,60}\bcookies?\b[^.]{0,120}\b(?:opt[- ]?outs?|opted[- ]?out|preferences?|choices?|settings?)\b[^.]{0,80}\b(?:no longer|lost|not (?:be )?(?:effective|work|apply|remembered|recogni[sz]ed|honou?red)|(?:opt[- ]?out|do so|set \w+ \w+) again|re-?(?:set|apply|opt))/,
      /\b(?:opt[- ]?outs?|opted[- ]?out|preferences?|choices?)\b[^.]{0,120}\b(?:if|when|once) you (?:delete|clear|remove|erase|block|reset)\b[^.]{0,20}\bcookies?\b/,
      /\b(?:opt[- ]?outs?|opted[- ]?out|choices?|preferences?)\b[^.]{0,80}\b(?:only (?:apply|applies|work|works|be effective|affect|affects)|(?:apply|applies|work|works|is effective|are effective) only) (?:to|on|for|in) (?:the |that |this |each )?(?:specific )?(?:browser|device|computer)\b/,
      /\b(?:separately|again|individually) (?:on|for|from|in) (?:each|every|any other) (?:browser|device|computer)\b|\bon each (?:browser|device|computer) (?:you use|separately)\b/,
      /\b(?:opt[- ]?outs?|opted[- ]?out|choices?)\b[^.]{0,60}\b(?:expire|lapse)\w*/,
    ],
  },
  {
    id: 'many-service-providers',
    // Chosen by cross-validation on the training services (scripts/cv-red-flags.ts --choose).
    modelThreshold: 0.75,
    severity: 'low',
    category: 'Third Party Sharing/Collection',
    name: 'outside service providers',
    statement:
      'Outside companies (service providers) handle your data to run the service, so its safety also depends on them.',
    topic:
      /\bproviders?\b|\bprocessors?\b|\bvendors?\b|\bthird[- ]part|\bsubsidiar|\bparent compan|\baffiliat|\bgroup (?:compan|members?|entit)|\bsister compan|\byoutube\b|\bvimeo\b|\bgoogle (?:maps|fonts)\b|\bfonts\b|\bembed|\bcompanies\b|\bthird parties\b|\bcontractors\b|\bagents\b|\bsuppliers\b|\bservices of\b|\bhost(?:ed|ing)\b|\b(?:amazon web services|aws|google cloud|azure|cloudflare|heroku|digitalocean|stripe|paypal|braintree|mailchimp|sendgrid|zendesk|intercom)\b/,
    cases: /third parties may be involved in operating|many third parties are involved/i,
    patterns: [
      /\b(?:third[- ]party|outside|external) (?:data )?(?:service providers?|processors?|vendors?|payment processors?|companies)\b|\bpayment (?:processors?|service providers?)\b/,
      /\b(?:use|engage|work with|rely on|employ|utili[sz]e|hire)\w* (?:(?:trusted|certain|other|select(?:ed)?|outside) )?(?:third parties|service providers|processors|vendors|other companies|companies and individuals|contractors)\b/,
      /\b(?:service providers|vendors|contractors|companies) (?:who|that|which) (?:help|assist|support|perform|provide|process)\w*\b/,
      /\b(?:use|utili[sz]e)\w* the services of\b|\bhosted (?:by|with|on servers of)\b|\b(?:hosting|cloud|infrastructure) (?:provider|company|service)s?\b/,
      /\b(?:use|uses|utili[sz]e|utili[sz]es|rely on|relies on)\b[^.]{0,30}\b(?:amazon web services|aws|google cloud|microsoft azure|azure|cloudflare|heroku|digitalocean|stripe|paypal|braintree|mailchimp|sendgrid|zendesk|intercom)\b|\b(?:collected|processed|handled|stored|hosted|managed)(?: and (?:collected|processed|handled|stored|hosted|managed))? by (?:a |an |our )?(?:third[- ]party|outside|external|separate) (?:provider|company|processor|service|vendor)\b/,
      // Data handed to the companies that run parts of the service for it.
      /\b(?:share|disclose|provide|transfer|make available|give|pass|send)\w*\b[^.]{0,120}\b(?:with|to) (?:(?:our|certain|trusted|select(?:ed)?|other|outside|external|third[- ]party|these|such) )*(?:services? providers?|(?:data )?(?:sub-?)?processors|vendors|contractors|agents|suppliers|third[- ]party providers)\b|\b(?:with|to) (?:other |certain )?third parties (?:for the purposes? of|in order to|to) (?:help (?:us )?)?(?:provid|operat|run|deliver|process|perform|fulfil)/,
      /\b(?:third[- ]part(?:y|ies)|companies|partners|providers|organi[sz]ations|businesses|suppliers)\b (?:(?:who|that|which) (?:\w+ )?|to )?(?:help|assist|support)\w* (?:us|to)\b|\b(?:third[- ]part(?:y|ies)|companies|providers|organi[sz]ations|businesses|suppliers)\b (?:who|that|which) (?:\w+ )?(?:perform|provide)\w* (?:\w+ ){0,2}(?:services|functions)\b/,
      /\b(?:third parties|companies|providers|vendors|contractors) (?:that |whom |who )?we (?:use|engage|employ|hire|work with|retain|rely on)\b|\b(?:data )?(?:sub-?)?processors (?:we use )?(?:include|are)\b|\b(?:our )?(?:service providers|vendors|suppliers|contractors) (?:include|such as)\b|\b(?:service providers|vendors|contractors|(?:data )?processors|suppliers)\b[^.]{0,30}\b(?:have|has|get|gets|are given|is given|with) access to\b/,
      // Content other companies serve into the pages (videos, maps, fonts): their servers see your visit.
      /\b(?:embed\w*|integrat\w*|load\w*|uses?|using|includ\w*)\b[^.]{0,60}\b(?:youtube|vimeo|google maps|google fonts|(?:web )?fonts (?:provided |served |hosted )?by|(?:videos|maps|fonts) from)\b|\bthird[- ]party (?:content|plug-?ins|integrations)\b[^.]{0,60}\b(?:embedded|included|integrated|loaded)\b/,
      // Parts of the service other companies run: "features operated by third party platforms",
      // "services provided by third parties for use on or through our services" (not links to their sites).
      /\b(?:features?|services?|products?|applications?|apps|skills|functions?|functionality|tools|integrations?|components?)\b(?:(?!\b(?:links?|linked|sites?|websites?)\b)[^.]){0,60}\b(?:operated|provided|powered|run|supplied|offered|delivered|hosted) (?:by|through) (?:(?:a|an|other|outside|external|certain|various) )?(?:third[- ]part(?:y|ies)|other companies|outside companies|external (?:companies|providers))\b/,
      // The companies of its own group that help run the service.
      /\b(?:parent (?:company|companies|corporation)|subsidiar(?:y|ies)|affiliates|affiliated (?:companies|entities)|group (?:companies|members?|entities)|sister companies)\b[^.]{0,80}\b(?:to (?:help (?:us )?)?(?:provide|operate|run|support|administer|deliver|process)|involved in (?:the )?(?:administration|operation|provision|running|delivery)|(?:that|who|which) (?:help|assist|support|operate|provide|administer))\b/,
    ],
    // Affiliate links that other companies encode, and links to other sites, hand them no data.
    // "Services and advertisements delivered or served by third-party companies" are ad and content
    // companies with their own cookies, not contractors working for the company. The company's own
    // pages on social networks ("we run pages on platforms such as YouTube") are its presence there.
    unless: anyOf([
      OWN_SOCIAL_PRESENCE,
      unlessOrChoice(
        /\b(?:ads|advertisements|advertising)\b[^.]{0,100}\b(?:delivered|served|provided)(?: or (?:delivered|served|provided))? (?:using (?:\w+ ){0,3})?by (?:\w+ )?(?:third[- ]part(?:y|ies)|other|outside|external)\b|\baffiliate (?:marketing )?links?\b|\b(?:hyper)?links? (?:to|from) (?:other|third[- ]party|external)\b|\b(?:the only|only one) (?:third[- ]party|outside|external)\b|\bonly (?:if|when) you (?:authori[sz]e|allow|consent|agree|choose)|\bconfidential|\bcontractually (?:bound|required|obliged)|\bcontractual (?:commitments|obligations|safeguards)\b|\bbound by\b|\b(?:bound|required|obliged|obligated) to (?:protect|safeguard|keep (?:it|them|your \w+|the \w+) (?:confidential|secure|safe))\b|\bnot permitted to use\b|\bprohibited from\b|\bforbid\b|\bonly (?:for|to) (?:the )?(?:purposes?|provide)|\bprivacy[- ](?:enhanced|friendly) mode\b|["“]?no[- ]cookies?\b/,
      ),
    ]),
  },
  {
    id: 'location-tracking',
    severity: 'medium',
    category: 'First Party Collection/Use',
    // A location shown on a profile or in public is a field other people see, not the company
    // tracking where you are: the flag needs a sentence that says the location is collected; "if one
    // day we start gathering your location, we will ask first" does not (not-own-practice.ts).
    unless: anyOf([unlessOrChoice(LOCATION_ONLY_SHOWN), NOT_OWN_PRACTICE]),
    name: 'location tracking',
    statement: 'Your location is collected or worked out, which can reveal where you live and go.',
    topic: /\blocation|\bgps\b|\bgeo|\bfrom (?:your )?ip address/,
    cases: /location data|ip address for location use|gps coordinates/i,
    patterns: [
      // Verbs, not "username" or "a user's location".
      /\b(?:collect\w*|us(?:e|es|ed|ing)|infer\w*|obtain\w*|receive\w*|track\w*|access\w*|determine\w*)\b[^.]{0,80}\b(?:location|geolocation|whereabouts)\b/,
      /\blocation (?:of|where) (?:a |an |the |your )?(?:photos?|pictures?|images?|videos?|posts?)\b|\blocation(?:al)? (?:information|data)\b|\blocation\b[^.]{0,40}\b(?:is |are |can be |may be |will be )(?:determined|inferred|collected|tracked|derived|estimated)\b/,
      /\b(?:infer|deriv|determin|estimat|work out|approximat)\w*\b[^.]{0,40}\b(?:city|country|region|state|town|postcode|zip code|where you are)\b[^.]{0,40}\bfrom (?:your )?(?:ip|internet protocol)\b/,
    ],
  },
  {
    id: 'automatic-device-tracking',
    // Chosen by cross-validation on the training services (scripts/cv-red-flags.ts --choose).
    modelThreshold: 0.75,
    severity: 'low',
    category: 'First Party Collection/Use',
    name: 'automatic logging of your device',
    statement:
      'Your device and activity are recorded automatically (IP address, device identifiers, pages visited, cookies or pixels), not only what you choose to enter.',
    // A definition of cookies or beacons says what they are, not that the service uses them. Combined
    // with anyOf, not one new RegExp of both sources: each part then runs behind its own literal gate,
    // and the definition's answer is the one the data types' exceptions already asked for (cached).
    // Another company's widgets collecting ("these features may collect your IP address") are not its logging.
    unless: unlessOrChoice(anyOf([NOT_DEVICE_TRACKING, TRACKER_DEFINITION, WIDGETS_COLLECT_THEMSELVES])),
    topic:
      /\bip address|\bdevice|\bbrowser|\bbrowsing\b|\bgoogle analytics\b|\badobe analytics\b|\bhotjar\b|\bmixpanel\b|\btrack\w* (?:of )?(?:users?|visitors?|your)\b|\bsearch history\b|\bnavigation\b|\blog\b|\blogs\b|\bautomatically|\bidentifier|\busage data|\bpassively|\bcookies\b|\banalytic|\bmeasurement\b|\bpixel|\bbeacon|\bgifs?\b|\bfingerprint|\breferr|\bclickstream|\bexit (?:pages?|urls?)|\byou came from\b|\bfrom which you (?:arrived|came)\b|\bbefore (?:reaching|visiting|coming to|arriving)\b|\b(?:when|after) (?:you )?leav(?:e|ing)\b|\bopened\b|\bwhether you (?:open|click)|\btracking technolog|\bsdks?\b/,
    cases:
      /tracking pixels, web beacons, browser fingerprinting|third-party cookies for statistics|tracking pixels are used|referred you|social media cookies/i,
    patterns: [
      /\b(?:automatically|passively) (?:collect|receive|record|log|gather)\w*/,
      /\b(?:log (?:data|files)|usage data)\b/,
      /\b(?:unique|persistent) (?:device )?identifiers?\b|\bdevice (?:id|identifiers?)\b|\badvertising ids?\b|\bcookie (?:ids?|identifiers?|numbers?)\b/,
      // Pixels and beacons in pages and emails, fingerprinting, and where you came from and went next.
      /\b(?:web beacons?|tracking pixels?|pixel tags?|pixels?|clear gifs?|(?:browser|device) fingerprint\w*|fingerprinting|tracking technologies|sdks?)\b/,
      /\bopened (?:the|an|our) e-?mails?\b|\bwhether you (?:open|opened|click)|\b(?:e-?mails?|messages|newsletters?) (?:have been|were|are|is|was) opened\b|\breferr?er\b/,
      // What you browse and search for, beyond what you type into the service.
      /\b(?:browsing|search|navigation) (?:history|histories|activity|behaviou?r)\b/,
      // Outside analytics measure your visits: ToS;DR's "third-party cookies for statistics".
      /\b(?:use|uses|using|engage|engages|employ|employs|work with|rely on|hire)\b[^.]{0,40}\b(?:analytics?|analytical|web (?:traffic )?analysis|audience measurement|statistics?) (?:services?|providers?|tools?|software|partners|companies)\b/,
      /\b(?:use|uses|using|employ|employs|implement\w*|integrat\w*|embed\w*)\b[^.]{0,30}\b(?:google analytics|adobe analytics|hotjar|mixpanel)\b|\b(?:google analytics|adobe analytics|hotjar|mixpanel)\b[^.]{0,80}\b(?:collect|track|record|generat|transmit|stor|set|place|plant|analy[sz]|uses? cookies|your use)\w*|\b(?:place|plant|set|store|drop|use)\w*\b[^.]{0,30}\b(?:persistent|permanent|unique|tracking) (?:cookies?|identifiers?)\b|\b(?:keep )?track\w* (?:of )?(?:users?['’]?|visitors?['’]?|your) (?:movements?|navigation|activit\w*|behaviou?r|clicks|usage|use of)\b/,
      /\breferr(?:ing|al|er)\b[^.]{0,30}\b(?:websites?|sites?|pages?|urls?|domains?)\b|\b(?:websites?|sites?|pages?) (?:that |which )?(?:referred|sent) (?:you|them)\b|\bclickstream\b|\bexit (?:pages?|websites?|urls?)\b|\b(?:pages?|websites?|sites?) you (?:visited|came from) (?:before|prior to)\b|\b(?:url|address) of the (?:site|page|website) (?:from which you (?:arrived|came)|you (?:arrived|came) from)\b|\breferred you to\b|\b(?:web ?)?(?:pages?|sites?|websites?) you (?:visited|were on|came from)\b[^.]{0,60}\bbefore (?:reaching|visiting|coming to|arriving)\b|\b(?:websites?|sites?|pages?) you (?:visit|go to) (?:when|after) (?:you )?leav(?:e|ing)\b/,
      // Outside analytics named as a kind: "analytics providers such as Google", "analytics services (e.g., ...)".
      /\b(?:analytics?|(?:audience )?measurement|statistics?) (?:providers?|services?|partners|companies|vendors|tools)\b,? (?:such as|like|including|e\.g\.|\(e\.g\.)/,
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
    name: 'transfers abroad',
    statement: 'Your data may be moved to other countries whose privacy laws may protect you less.',
    topic:
      /\bcountr|\binternational|\boutside|\bworld|\btransfer|\bunited states\b|\bu\.s\.|\blaws\b|\badequate\b/,
    cases: /processed and stored anywhere in the world|jurisdiction that is less friendly to user privacy/i,
    // Where stores, vendors or customers are, in a sentence with no word of data, its handling or the
    // laws over it, is no transfer ("some vendors may be located outside the United States").
    unless: anyOf([
      ONLY_BUSINESSES_LOCATED,
      /\b(?:(?:do|does|will|shall)\s*(?:not|n['’]t)|never)\s+(?:\w+\s+){0,2}(?:transfer|store|process|move|leave)|\bnever leaves?\b|\bnot (?:be )?(?:transferred|stored|processed|moved|hosted)\b|\b(?:only (?:stored|processed|hosted)|(?:stored|processed|hosted) only) (?:in|within)\b|\bstandard contractual clauses\b|\badequacy decisions?\b|\bbinding corporate rules\b|\bsafe harbou?r\b|\bprivacy shield\b|\b(?:ensure|guarantee|provide|require)\w*\b[^.]{0,40}\b(?:an )?(?:adequate|appropriate|equivalent) (?:level of protection|protection|safeguards)\b/,
    ]),
    patterns: [
      new RegExp(
        String.raw`(?:${LOCATED}|\b(?:stored|processed|hosted)\b)[^.]{0,80}\b(?:anywhere in the world|around the world|various countries|several (?:different )?(?:places|countries)|outside (?:of )?(?:your|the) (?:home )?country|outside the (?:eea|european economic area|eu|european union))\b`,
      ),
      /\b(?:transfer\w*|stored|processed|maintained|moved)\b[^.]{0,80}\b(?:any country|other countries|third countries|outside (?:of )?(?:your|the)|anywhere in the world|elsewhere in the world|countries (?:where|that|which|without)|different (?:country|jurisdiction)|internationally)/,
      new RegExp(
        String.raw`\bwithout (?:an )?adequate (?:level|standard|degree) of (?:data )?protection\b|\bthird countries\b|(?:\b(?:accessed|held|stored|processed)\b|${LOCATED})[^.]{0,80}\b(?:(?:in )?any part of the world|worldwide)\b`,
      ),
      /\bmay not (?:be deemed to )?(?:be as protective|provide the same|have the same|offer the same|be equivalent)\b/,
      // Where the data, its servers or the company are, or where processing is done ("processing
      // services in the U.S."); not where stores, vendors or customers are (LOCATED).
      new RegExp(
        String.raw`(?:\b(?:processed|stored|transferred|hosted)\b|${LOCATED})[^.]{0,60}\b(?:in|to) the (?:united states|u\.s\.?|usa)\b|\bprocessing (?:services |operations |centers |centres )?(?:in|within) the (?:united states|u\.s\.?|usa)\b`,
      ),
      /\b(?:less|not as|not (?:be )?the same|different|weaker)\b[^.]{0,20}\b(?:protective|advantageous|stringent|strict|privacy|data protection)\b[^.]{0,20}\blaws?\b/,
      // "... in countries outside of Canada", "... and may be subject to different laws".
      new RegExp(
        String.raw`(?:\b(?:transfer\w*|stored|processed|hosted|moved)\b|${LOCATED})[^.]{0,80}\bcountr(?:y|ies) (?:outside|other than|beyond)\b|\bsubject to (?:the )?(?:different|foreign|other) (?:\w+ )?laws\b|\blaws (?:that (?:are|may be) |which (?:are|may be) )?different from\b`,
      ),
    ],
  },
  {
    id: 'marketing-use',
    // Chosen by cross-validation on the training services (scripts/cv-red-flags.ts --choose).
    modelThreshold: 0.75,
    severity: 'low',
    category: 'First Party Collection/Use',
    name: 'marketing use',
    statement: 'Your data is used to send you marketing, not only to provide the service.',
    topic:
      /\bmarketing|\bpromotion|\boffers\b|\bnewsletter|\bnews\b|\bkeep you (?:informed|updated|up to date|posted)\b|\badvertis|\bspecial offers|\binterest(?:ed in\b| to you\b| you\b)/,
    cases: /personal information for marketing purposes/i,
    // A right to object or opt out, or a setting the user controls, is a choice, not the practice;
    // a right to ask about disclosure for others' marketing states no marketing.
    unless: unlessOrChoice(
      anyOf([
        RIGHT_TO_ASK_ABOUT_DISCLOSURE,
        /\bopt(?:ed)?[- ]?(?:out|in)\b|\bunsubscribe\b|\b(?:if|when|once) you (?:have )?(?:subscribe|sign(?:ed)? up|ask|request|consent|agree|choose)\w*\b|\bwith your (?:prior |explicit )?consent\b|\b(?:marketing|communication|email|contact|privacy|notification) preferences\b|\b(?:change|update|manage|set) your preferences\b|\bobject(?:s|ing)?\b|(?<!\b(?:reserves?|withholds?|retains?|keeps?) (?:the|its|our) )\bright to\b|\bnot (?:to )?use\b/,
      ]),
    ),
    patterns: [
      /\bmarketing (?:or|and) (?:advertising|promotional) purposes\b|\bpromotional (?:information|offers|materials?|messages)\b|\bfor (?:direct )?marketing\b/,
      /\b(?:for|in) (?:our )?(?:marketing|promotional|advertising) (?:purposes|campaigns|communications)\b/,
      /\bsend you (?:promotional|marketing|special offers|advertis|(?:\w+ )?(?:offers|deals|discounts|coupons)\b)/,
      /\bdirect marketing\b/,
      /\boffers?\b[^.]{0,30}\bon behalf of (?:our |its )?(?:business )?(?:partners|advertisers|sponsors|third parties|other (?:companies|businesses))\b/,
      // Marketing messages and campaigns, and data used to improve them.
      /\b(?:marketing|promotional) (?:e-?mails?|messages|communications|materials|newsletters)\b|\b(?:our|its) (?:own )?(?:advertising|marketing|promotional)(?: and (?:advertising|marketing|promotional))? (?:campaigns|purposes|communications|materials)\b|\bprovide you (?:with )?marketing\b|\bfor (?:[a-z]+ ){1,3}(?:and|or) (?:direct )?marketing\b|\b(?:improv|optimi[sz]|measur)\w* (?:our |the |online )?(?:advertising and )?marketing\b|\bsend (?:you )?(?:our )?(?:e-?mail )?newsletters?\b/,
      /\bkeep you (?:informed|updated|up to date|posted) (?:about|of|on|regarding|with)\b[^.]{0,40}\b(?:products|services|offers|events|promotions|news)\b/,
      // News of the company sent to you: "send you updates and news by email", "send company news".
      /\bsend (?:you )?(?:(?:our|its|the|company|product|\w+['’]s) )?news\b|\b(?:news and (?:updates|offers|announcements|information)|updates and news|company news)\b|\bnews\b[^.]{0,30}\bby (?:e-?mail|push notifications?|post|direct mail|sms|text messages?)\b/,
      /\b(?:tell you about|inform you (?:about|of)|recommend|send you|contact you (?:about|with|regarding)|offer you)\b[^.]{0,80}\b(?:of interest to you|interest you|you (?:may|might) (?:like|enjoy|be interested))/,
    ],
  },
  {
    id: 'security-disclaimer',
    isNegationPhrased: true,
    severity: 'low',
    category: 'Data Security',
    name: 'no responsibility for breaches',
    statement:
      'The company disclaims responsibility if your data is breached, which may leave you without a remedy.',
    topic: /\bsecur|\bunauthori[sz]ed|\bbreach|\bhack|\bliab|\bresponsib|\bguarantee/,
    cases: /no liability for unauthorized access/i,
    // "We are not responsible for the security of other websites" disclaims someone else's site, not your data.
    unless: anyOf([
      /\b(?:other|third[- ]party|linked|these|such|those) (?:web ?sites?|sites|organi[sz]ations?|companies|services|platforms)\b/,
      // "Not responsible for the privacy or security practices of any third party": another's practices.
      /\b(?:practices|policies|measures) of (?:any|other|a|such|those|these) (?:\w+ )?(?:third[- ]part(?:y|ies)|compan(?:y|ies)|partners?)\b/,
      DOES_NOT_DISCLAIM,
    ]),
    patterns: [
      /\b(?:not (?:be )?(?:held )?(?:responsible|liable)|no (?:responsibility|liability)|disclaims? (?:any and all |all |any )?(?:liability|responsibility))\b[^.]{0,80}\b(?:unauthori[sz]ed|breach|security|interception|hack)/,
    ],
  },
  {
    id: 'no-security-promise',
    isRuleOnly: true,
    isNegationPhrased: true,
    severity: 'medium',
    category: 'Data Security',
    name: 'no security promise',
    statement:
      'It warns that the safety of your data cannot be guaranteed, and the policy describes no security measures to protect it.',
    topic: /\bguarantee|\bensure|\bwarrant|\bpromise|\bsecure\b|\bown risk\b/,
    cases: /(?!)/,
    patterns: [
      /\b(?:cannot|can not|can't|unable to|(?:do|does|will|can) not|don't|doesn't|no)\b (?:\w+ ){0,2}(?:guarantee|ensure|warrant|promise)\w*\b[^.]{0,60}\b(?:secur|safe|protect)/,
      /\bno (?:\w+ )?(?:method|system|transmission|measures?|security)\b[^.]{0,60}\b(?:100%?|completely|perfectly|fully|entirely|absolutely|totally) (?:secure|safe)\b/,
      /\btransmi\w*\b[^.]{0,60}\bat your own risk\b/,
    ],
    // Only a disclaimer in place of a promise: "We encrypt your data, but no method is 100% secure" is honest.
    unless: SECURITY_MEASURES,
    unlessPolicySays: SECURITY_MEASURES,
  },
  {
    id: 'liability-disclaimer',
    isNegationPhrased: true,
    severity: 'low',
    category: 'Other',
    name: 'no liability for losses',
    statement:
      'The service is provided "as is", so the company accepts no responsibility for your losses, lost data included.',
    topic: /\bas is\b|\b(?:own|sole) risk\b|\bliab|\bwarrant|\bharmless\b|\bdamages\b/,
    cases:
      /provided 'as is'|no liability for any losses or damages|no warranty regarding uninterrupted|does not guarantee accuracy or reliability/i,
    patterns: [
      /\bas is\b["'”’]?,? (?:and|or|basis|without)|\bprovided ["'“‘]?as is\b|\bas available\b/,
      /\bat (?:your|the user'?s?) (?:own|sole) risk\b|\byou (?:accept|assume|bear) (?:all|the|any) (?:risks?|responsibility)\b/,
      /\b(?:not|never|no event)\b[^.]{0,100}\bliable\b[^.]{0,120}\b(?:damages?|loss(?:es)?|lost)\b/,
      /\b(?:disclaims?|exclude|excludes) (?:any and all |all |any )?(?:warranties|liability|responsibility)\b|\bwithout (?:any )?warrant(?:y|ies) of any kind\b|\bhold\b[^.]{0,80}\bharmless from\b[^.]{0,40}\b(?:damages?|loss)/,
      /\b(?:not|no)\b (?:\w+ ){0,2}(?:warrant|guarantee)\w*\b[^.]{0,60}\b(?:uninterrupted|error[- ]free|accurate|accuracy|reliab\w*|complete|secure|meet your requirements|defects)\b/,
    ],
    // "We are liable for ... caused by our negligence" accepts liability; the law keeps some. No
    // liability for other companies' websites is about them, not about this service.
    unless: anyOf([
      /\bwe (?:are|will be|remain) (?:fully )?(?:liable|responsible)\b|\b(?:such|these|those|other|third[- ]party|linked|external) (?:web ?sites|sites|pages|services|content)\b/,
      DOES_NOT_DISCLAIM,
    ]),
  },
  {
    // ToS;DR rates "you agree to defend, indemnify and hold harmless" bad: the reader, not the
    // company, pays for claims about the reader's use. A company indemnifying the user is the opposite.
    id: 'indemnification',
    isRuleOnly: true,
    severity: 'medium',
    category: 'Other',
    name: 'paying for claims against the company',
    statement:
      'You agree to pay its costs, damages and legal fees if anyone makes a claim over your use of the service, so a dispute can cost you money.',
    topic: /\bindemnif|\bharmless\b/,
    cases: /defend, indemnify, and hold the service harmless/i,
    patterns: [
      /\b(?:you|users?|members?|customers?)\b[^.]{0,80}\b(?:defend,? |to )?indemnif(?:y|ies)\b/,
      /\b(?:you|users?|members?|customers?)\b (?:\w+ ){0,3}(?:agree|agrees|must|shall|will|undertake|undertakes) (?:to )?(?:defend,? )?(?:indemnify,? )?(?:and )?hold\b[^.]{0,120}\bharmless\b/,
    ],
    unless:
      /\b(?:we|the company) (?:will|shall|agree to|agrees to) (?:defend,? )?(?:and )?indemnify you\b|\b(?:not|never) (?:be )?(?:required|asked|obliged) to (?:defend,? )?indemnify\b/,
  },
  {
    // The company closing your account, or ending the service, whenever it likes: you lose access to
    // what you keep there. ToS;DR rates both bad. Your own right to leave at any time is the opposite.
    id: 'termination-at-will',
    isRuleOnly: true,
    severity: 'medium',
    category: 'Other',
    name: 'account or service ended at will',
    statement:
      'The company may close your account or stop the service at any time, without giving a reason, so you can lose access to it and to what you keep there.',
    topic:
      /\bterminat|\bsuspend|\bdiscontinu|\bcease|\bdisable|\bremoved?\b|\bclose|\bdelete|\bdeactivat|\bcancel/,
    cases:
      /delete your account without prior notice and without a reason|stop providing the service at any time/i,
    patterns: [
      /\b(?:we|the company|[a-z]+ reserves?)\b (?:\w+ ){0,2}(?:may|can|might|reserve the right to|right to)\b[^.]{0,40}\b(?:terminate|suspend|discontinue|disable|close|delete|cancel|deactivate|cease (?:to provide|providing|offering))\b[^.]{0,60}\b(?:your (?:account|access|membership|subscription|use)|(?:the|our|its|any|all|some|certain) (?:\w+ )?(?:services?|features|accounts?|platform|website|site|app|products)|access)\b[^.]{0,80}\b(?:at any time|for any (?:or no )?reason|(?:with or )?without (?:prior |advance |any )?(?:notice|notification|warning|reason|cause|explanation|liability)|(?:at|in) (?:our|its) (?:sole |absolute )?discretion)/,
      /\b(?:features|availability|existence|the service|services|your access)\b[^.]{0,40}\b(?:may|can) be (?:removed|discontinued|terminated|suspended|withdrawn|(?:modified|changed) or discontinued)\b[^.]{0,20}\bat any time\b/,
    ],
    // The reader leaving when they like, or the company promising notice first.
    unless:
      /^(?:[-–•*]\s*)?(?:you|users) (?:can|may|are free to|have the right to)\b[^.]{0,40}\b(?:terminate|close|delete|cancel|deactivate)\b|\b(?:we will|we'll) (?:give|provide|send) you (?:\w+ ){0,2}notice\b/,
  },
  {
    // What the company learns about you in one place joined to what it knows from others (its other
    // products, your other devices, what it already holds): ToS;DR's "profile is combined". Data
    // bought from other companies is `third-party-data-sources`.
    id: 'combined-profile',
    isRuleOnly: true,
    severity: 'medium',
    category: 'First Party Collection/Use',
    // Data received from other companies is the other flag's; the reader's own linking is a choice.
    unless: unlessOrChoice(
      /\bfrom (?:third[- ]part|other (?:companies|sources)|(?:our |business |marketing )?partners\b|data brokers|public(?:ly available)? sources|social (?:media|networks?))/,
    ),
    name: 'data combined into one profile',
    statement:
      'Information about you from different places (its products, your devices, what it already holds) is combined into one profile, larger than any one use reveals.',
    topic: /\bconnect|\bcombin|\blink|\bassociat|\bmerg|\bmatch|\bcorrelat/,
    cases: /profile is combined across various products/i,
    patterns: [
      /\b(?:connect|combin|link|associat|merg|match|correlat)\w*\b (?:\w+ ){0,4}(?:information|data|activit\w*|profiles?)\b[^.]{0,60}\b(?:on|between|among) (?:(?:our|its|all|the|your) )?(?:other |different |various |multiple |several )(?:\w+ )?(?:services|products|apps|platforms|websites|sites|devices|brands)\b/,
      /\b(?:connect|combin|link|associat|merg|match|correlat)\w*\b[^.]{0,60}\bwith (?:other )?(?:information|data)\b (?:(?:that|which) )?(?:we|it) (?:already )?(?:have|has|hold|holds|collect|maintain|receive|obtain|store)\b/,
      /\b(?:combin|merg)\w* (?:it|this|that|them|such (?:information|data)|(?:this|the|that) (?:information|data)|your (?:personal )?(?:information|data)) with (?:other )?(?:information|data)\b/,
      // Online and offline records joined: "combine this online information with information collected from offline sources".
      /\b(?:combin|merg|link|match|append)\w*\b[^.]{0,60}\bwith (?:\w+ ){0,3}(?:information|data|records)\b[^.]{0,30}\boffline\b|\b(?:combin|merg|link|match|append)\w*\b[^.]{0,40}\boffline (?:information|data|records)\b[^.]{0,30}\bwith\b/,
    ],
  },
  {
    // What other companies do with the data they get through the service (payment processors, ad
    // servers, analytics, social networks) is set by their own privacy policies, which this one does
    // not cover: ToS;DR's "refers users to external documents". Not links to other websites (no data
    // flows through the service there) and not how to opt out or set a browser.
    id: 'other-companies-rules',
    isRuleOnly: true,
    // "Our policy does not cover them" is the practice, so the denial detector must not take it back.
    isNegationPhrased: true,
    severity: 'low',
    category: 'Third Party Sharing/Collection',
    name: 'other companies under their own privacy rules',
    statement:
      'Other companies involved in this service follow their own privacy policies, which this policy does not cover.',
    topic:
      /\bprivacy (?:polic|notice|statement)|\bcookies? (?:polic|notice|statement)|\bdata protection (?:polic|notice|statement)|\bprivacy\/cookies/,
    cases: /refers users to external documents/i,
    patterns: [POINTED_TO_OTHER_POLICY],
    requiresAll: [RECIPIENT_OR_DATA],
    unless:
      /\b(?:hyper)?links? (?:to|from) (?:other|third|external|these|those|such|any)\b|\blinked\b|\b(?:other|third[- ]party|external|linked|these|those|such) (?:web ?sites|sites|web ?pages|apps)\b|\b(?:web ?sites|sites) (?:that |which )?(?:you|we) (?:visit|link|access)\b|\bnot (?:be )?(?:responsible|liable)\b|\bopt[- ]?(?:out|in)\b|\bbrowsers?\b|\baboutcookies\b|\ballaboutcookies\b|\bnetworkadvertising\b|\baboutads\b|\byouronlinechoices\b|\b(?:do|does|will) not (?:share|send|give|disclose|pass|transfer|sell)\b|\bnever (?:share|send|give|disclose|pass|transfer|sell)\b/,
  },
  {
    // What users send in (posts, comments, ideas, feedback) treated as the company's to use as it
    // likes: owned by it, not confidential, under a perpetual or sublicensable licence, or free to
    // use for any purpose. ToS;DR rates each bad. Not a denial ("we do not claim ownership", "we
    // will not use it without your permission") and not a licence only to run the service.
    id: 'content-license',
    // Rules only: in cross-validation the model, trained with these cases, caught nothing the rules miss.
    isRuleOnly: true,
    // "Non-confidential", "no obligation", "without compensation" state the practice, so the shared
    // denial detector must not take them back; the flag's own denials are in `unless`.
    isNegationPhrased: true,
    // Low: rights over works and ideas, which reach personal data only through what a submission says.
    severity: 'low',
    category: 'Other',
    name: 'broad rights over what you post or send',
    statement:
      'What you post or send (posts, comments, ideas, feedback) may be used, published or passed on for any purpose, so you lose control over how it is used.',
    topic:
      /\bnon-?confidential|\bnon-?proprietary|\bconfidential\b|\bproperty\b|\blicen[cs]|\brights?\b|\bown(?:s|ership)?\b|\bassign|\bmedia\b|\bany (?:purpose|reason|manner|way)|\bsee fit\b|\bunrestricted\b|\bwithout (?:any )?(?:limitation|restriction|obligation)/,
    cases:
      /license user content to third parties|become the owner of the ideas|retains rights to your content|license on user-generated content|copyright license maintained by the service over user data and\/or content is broader|distribute your content through any media|broad copyright license over user content/i,
    patterns: CONTENT_RIGHTS_PATTERNS,
    requiresAll: [SENT_IN],
    // "Submissions are non-confidential" says less than "anyone may use them for any purpose" beside it.
    fallbackStatement: /^What you post or send (?:\([^)]*\) )?is not treated as confidential, so /,
    unless: CONTENT_RIGHTS_DENIED,
  },
];

export function getRedFlag(id: string): RedFlagDefinition | undefined {
  return RED_FLAGS.find((flag) => flag.id === id);
}
