import type { Practice, PracticeDataType, PracticePurpose, PracticeRecipient } from '../../common/analysis';
import { COLLECTION_CONTEXT, RIGHTS_CONTEXT, SHARING_CONTEXT } from '../extract/practice-definition';
import { NOT_RETENTION } from '../extract/restrictions';
import { PRESCRIPTION_DATA } from '../extract/health-words';
import type { SentenceContext } from '../sentence-context';
import { SELL_VERB, SHARE_VERB, denialScopes, readVerb } from './denial';
import { itemsIn, itemsOf, scanner } from './item-scanner';
import type { DenialReading } from './denial';
import { COMPILE_ONCE } from '../compile-once';

/**
 * Reads the practices of one sentence as data (the taxonomy of `common/analysis.ts`): what is
 * collected and why, who receives it and why, what is denied, the reader's choices and rights,
 * retention, security measures, change notices, Do Not Track, audiences. Each practice holds only
 * the items the sentence itself names.
 *
 * Speed: one combined test rules out the sentences that name no practice; each group of questions
 * has its own prefilter, and the detailed patterns run only behind it. Nothing is compiled per sentence.
 */

type Span = { start: number; end: number };

const has = (sentence: SentenceContext, pattern: RegExp): boolean => sentence.matches(pattern);

/** Kinds of personal data, as the sentence names them. */
const DATA_PATTERNS: readonly (readonly [PracticeDataType, RegExp])[] = [
  [
    'contact',
    /\b(?:e-?mail address|phone number|telephone number|mobile (?:phone )?number|postal address|mailing address|home address|street address|contact (?:information|details|info)|(?:your|first|last|full) name|names?,|name and (?:e-?mail|address|phone)|addresses)\b/,
  ],
  [
    'account',
    /\b(?:username|user name|user ?id|password|log-?in (?:credentials|information)|account (?:information|details|credentials)|registration (?:information|data)|profile (?:information|data)|your (?:user )?profile)\b/,
  ],
  [
    'device',
    /\b(?:ip address(?:es)?|internet protocol|device (?:id|identifiers?)|unique (?:device )?identifiers?|advertising (?:id|identifiers?)|idfa|udid|mac address|imei|mobile (?:device )?(?:id|identifier))\b/,
  ],
  [
    'computer',
    /\b(?:browser (?:type|version|information|language|settings)|type of (?:browser|device|computer)|operating system|device (?:type|model|information)|hardware|screen (?:resolution|size)|(?:internet|isp) service provider|\bisp\b|domain names?|computer (?:information|type)|mobile (?:carrier|network)|language (?:preference|setting)s?|time ?zone)\b/,
  ],
  [
    'cookies',
    /\b(?:cookies?|web beacons?|pixel(?:s| tags?)|clear gifs?|local (?:shared objects|storage)|flash cookies|tracking (?:technolog|tools|codes?)|sdks?|tags|fingerprint)/,
  ],
  [
    'usage',
    /\b(?:usage (?:data|information)|pages? (?:you )?(?:view|visit)|pages? viewed|clicks|clickstream|click ?stream|search(?:es| queries| terms| history)|browsing (?:history|activity|behavio)|interactions? with|log (?:data|files|information)|(?:information|data) about (?:your )?(?:use|usage|activit|visit)|time spent|referr(?:ing|er|al) (?:url|page|website|site)|how you use|your (?:online )?activit|(?:date|time) (?:and time )?of (?:your )?visits?|links you click|purchase history|viewing history)/,
  ],
  [
    'location',
    /\b(?:location(?! (?:on|of) (?:the|your) (?:internet|network|web))|geolocation|gps|geographic(?:al)? (?:location|area|information)|latitude|whereabouts|zip code|postal code|city|country)\b/,
  ],
  [
    'financial',
    /\b(?:credit card|debit card|payment (?:card|information|details|method|data)|billing (?:information|address|details)|bank account|financial information|card number|transaction (?:history|information|data)|purchase (?:information|history)|paypal|account number)\b/,
  ],
  [
    'health',
    new RegExp(
      String.raw`\b(?:health|medical|fitness) (?:information|data|records?|conditions?|history|status)\b|\bheart rate\b|${PRESCRIPTION_DATA}|\bdiagnos[ie]s\b|\bsymptoms\b`,
    ),
  ],
  [
    'biometric',
    /\b(?:biometric|face ?prints?|facial (?:recognition|geometry)|fingerprints?|voice ?prints?)\b/,
  ],
  [
    'government-id',
    /\b(?:social security (?:number)?|ssn|passport|driver'?s licen[cs]e|national (?:id|identity|insurance)|tax (?:id|identification))\b/,
  ],
  [
    'demographics',
    // "Age" in a list of details, not "under the age of 13"; "interests" that ads match are not data given.
    /\b(?:date of birth|birth ?date|birthday|your age|age range|age(?=,| and\b| or\b|\))|gender|sex\b|demographic(?:s| information| data)?|household income|income|occupation|education(?:al)? (?:level|background|history)|marital status|ethnicity|hobbies)/,
  ],
  [
    'content',
    /\b(?:messages|photos?|videos?|posts|comments|reviews|files|recordings) (?:that )?you (?:post|send|upload|create|share|submit|write|store)\b|\byour (?:messages|photos?|videos?|posts|comments|reviews|uploads|content|conversations)\b|\buser[- ](?:generated|submitted) content\b|\bcontent (?:that )?you (?:create|post|upload|submit|share|provide)\b/,
  ],
  ['contacts', /\b(?:address book|contacts? lists?|your contacts|phone ?book|friends? list)\b/],
  ['audio', /\b(?:voice recordings?|audio recordings?|microphone|voice (?:commands|data|inputs?))\b/],
  [
    'social',
    /\b(?:social (?:media|network(?:ing)?) (?:accounts?|profiles?|information|data|login)|facebook (?:profile|login|connect|account)|sign (?:in|up) with (?:google|facebook|apple)|third[- ]party (?:accounts?|log-?ins?))\b/,
  ],
  // Data given in a survey, not a mention of surveys as a feature or a purpose ("to run contests and surveys").
  [
    'survey',
    /\b(?:survey|questionnaire|poll) (?:responses?|answers?|results|data|information|submissions?)\b|\b(?:responses?|answers?) (?:to|from) (?:our |a |any )?(?:surveys?|questionnaires?|polls?)\b|\b(?:information|data|details|feedback) (?:\w+ ){0,4}(?:in|through|via|from|during) (?:our |a |any )?(?:online )?(?:surveys?|questionnaires?|polls?)\b/,
  ],
  [
    'generic',
    /\b(?<!non-)(?:personal(?:ly)? (?:identifiable |identifying )?(?:information|data|details|info)|pii\b|information (?:about|(?:that|which) (?:\w+ )?(?:identifies|can identify)) you|information you (?:provide|give|submit|enter)|your information|customer (?:information|data)|user (?:information|data))/,
  ],
];
const DATA = scanner(DATA_PATTERNS);

/** Why data is collected or shared. */
const PURPOSE_PATTERNS: readonly (readonly [PracticePurpose, RegExp])[] = [
  [
    'advertising',
    /\b(?:advertis\w*|ads|ad (?:serving|networks?|delivery|targeting)|interest[- ]based|retarget\w*|remarket\w*|sponsored)\b/,
  ],
  [
    'marketing',
    /\b(?:marketing|promotion(?:al|s)?|newsletters?|special offers|offers|mailings?|market (?:our|products|services)|send you (?:\w+ ){0,3}(?:information|offers|e-?mails|updates|news|materials)|products (?:and services )?(?:that|which) (?:may|might) (?:interest|be of interest))\b/,
  ],
  [
    'analytics-research',
    /\b(?:analy[sz]\w*|statistic\w*|research|measur\w*|understand (?:how|what|the)|improv\w* (?:\w+ ){0,2}(?:services?|site|website|products?|offerings?|experience|content|features)|trends|usage patterns|demographic (?:profile|trends)|traffic|audience (?:size|measurement)|evaluat\w*)\b/,
  ],
  [
    'personalization',
    /\b(?:personali[sz]\w*|customi[sz]\w*|tailor\w*|remember (?:you|your)|your preferences|relevant (?:to you|content|information)|recommend\w*|content (?:and|or) (?:features|offers) (?:that|which))\b/,
  ],
  [
    'basic-service',
    /\b(?:provide (?:you with )?(?:the|our|its|this) (?:services?|products?|site|website|features?)|(?:provid|operat|deliver|perform)\w* (?:the |our )?(?:services?|products?)|process (?:your )?(?:orders?|transactions?|payments?|purchases?|requests?|applications?)|fulfil\w*|ship\w*|deliver\w* (?:your|the) (?:orders?|products?|purchases?)|respond to (?:your )?(?:questions|inquir\w*|requests?|e-?mails|comments)|complete (?:your )?(?:orders?|transactions?|purchases?|registration)|create (?:and manage )?(?:your|an) account|register you|customer (?:service|support)|(?:technical )?support|communicate with you|contact you (?:about|regarding) (?:your|the)|administer your account|billing|bill you)\b/,
  ],
  [
    'additional-service',
    /\b(?:contests?|sweepstakes|surveys?|forums?|message boards?|chat rooms?|blogs?|community features|refer a friend|tell a friend|job applications?|careers?|sign up for (?:our )?newsletters?|optional features|special features|loyalty|rewards?|mobile (?:apps?|services)|text messages|sms)\b/,
  ],
  [
    'operations-security',
    /\b(?:fraud\w*|security|protect (?:the |our |your )?(?:rights|property|safety|security|users|site|services?|company|systems?|integrity)|secur(?:e|ing) (?:the|our)|prevent\w*|abuse|troubleshoot\w*|maintain (?:the|our)|operat(?:e|ion) (?:of )?(?:the|our)|administ\w*|debug\w*|technical (?:issues|problems)|diagnos\w*|integrity|enforce (?:our|the)|terms of (?:use|service)|verify (?:your )?identity|authenticat\w*)\b/,
  ],
  [
    'legal',
    /\b(?:required by (?:law|statute)|(?:law enforcement|legal process|subpoenas?|court orders?|warrants?|government (?:requests?|authorities|agencies))|comply (?:with )?(?:the |any )?(?:law|legal|applicable|regulat)\w*|legal (?:obligations?|requirements?|claims?|process|proceedings?|rights)|applicable laws?|regulat(?:ory|ions?)|tax (?:purposes|obligations))\b/,
  ],
  [
    'merger',
    /\b(?:merger|acquisition|acquired|bankruptcy|insolvency|sale of (?:all|substantially all|(?:our|the|its) (?:company|business|assets))|reorgani[sz]ation|change (?:of|in) control|successor|divestiture|business transfers?|(?:sell|transfer) (?:\w+ )?(?:business|assets))\b/,
  ],
];
const PURPOSE = scanner(PURPOSE_PATTERNS);
const PERSONALIZED_ADS =
  /\b(?:personali[sz]ed|tailored|customi[sz]ed|relevant|targeted) (?:\w+ )?(?:ads|advertis\w*|offers|marketing|promotions)\b|\b(?:ads|advertis\w*|offers) (?:\w+ ){0,3}(?:tailored|personali[sz]ed|relevant|customi[sz]ed)\b/;

/** Who receives data, beyond the parties the finding rules name. */
const RECIPIENT_PATTERNS: readonly (readonly [PracticeRecipient, RegExp])[] = [
  [
    'third-parties',
    /\b(?:third[- ]part(?:y|ies)|outside (?:companies|parties|organi[sz]ations|entities)|other (?:companies|businesses|organi[sz]ations|entities)|unaffiliated|non-?affiliated|others)\b/,
  ],
  [
    'advertisers',
    /\b(?:advertisers?|advertising (?:partners|networks?|companies|providers|services)|ad (?:networks?|servers?|partners|companies|serving))\b/,
  ],
  [
    'analytics',
    /\b(?:analytics (?:providers?|partners|companies|services|tools)|measurement (?:partners|companies))\b/,
  ],
  [
    'service-providers',
    /\b(?:service providers?|vendors?|contractors|consultants|processors|suppliers|hosting providers?|agents|fulfil\w* (?:partners|companies)|companies (?:that|who|which) (?:help|assist|work|perform|provide))\b/,
  ],
  [
    'affiliates',
    /\b(?:affiliates?|affiliated (?:companies|entities|businesses|sites)|subsidiar(?:y|ies)|parent (?:company|corporation)|corporate (?:family|group)|family of (?:companies|brands|websites)|sister (?:companies|sites)|related companies|companies (?:owned|controlled) by)\b/,
  ],
  [
    'partners',
    /\b(?:business partners?|(?:trusted|selected|carefully selected|third[- ]party|marketing|strategic|co-?branding) partners|sponsors|co-branded|joint marketing)\b/,
  ],
  [
    'named-company',
    /\b(?:google|doubleclick|facebook|twitter|linkedin|instagram|pinterest|youtube|microsoft|bing|yahoo|amazon|apple|adobe|omniture|quantcast|comscore|nielsen|paypal|stripe|braintree|mailchimp|salesforce|zendesk|hubspot|criteo|appnexus|rubicon|new relic|optimizely|hotjar|crazy ?egg|mixpanel|amplitude|akamai|visa|mastercard|american express|fedex|usps|disqus|addthis|sharethis|gigya|janrain|experian|acxiom|epsilon|datalogix|bluekai|oracle|moat|taboola|outbrain|chartbeat|kissmetrics|webtrends|coremetrics|tealium|yieldmo|verisign|truste)\b/,
  ],
  [
    'public',
    /\b(?:publicly|public (?:areas?|forums?|profiles?|posts?|portions?|spaces?|pages?|domain)|the public|anyone|bulletin boards?|message boards?|chat rooms?|forums?|comments? sections?)\b/,
  ],
  [
    'other-users',
    /\b(?:other (?:users|members|participants|customers|visitors|players|subscribers|people)|your (?:friends|followers|connections)|users of the (?:site|service))\b/,
  ],
  [
    'authorities',
    /\b(?:law enforcement|government (?:authorities|agencies|officials|entities)|public authorities|police|regulators|courts?|subpoenas?|legal process)\b/,
  ],
  [
    'buyer',
    /\b(?:buyer|purchaser|acquir(?:er|ing (?:company|entity))|successor (?:entity|company|in interest)|new owners?)\b/,
  ],
  ['data-brokers', /\bdata (?:brokers?|resellers|aggregators)\b/],
  ['social-networks', /\bsocial (?:media|networks?|networking) (?:sites?|platforms?|services?|companies)\b/],
];

/** Other companies named as where data comes from: "information from third-party sources". */
const PARTY_SOURCES =
  /\b(?:third[- ]part(?:y|ies)|outside|external|other compan(?:y|ies)['’]?|unaffiliated) (?:data |information )?sources?\b/g;
const THIRD_PARTIES = RECIPIENT_PATTERNS[0]?.[1] ?? /$^/;

/**
 * Whether the sentence names other companies only as sources of data ("we combine what you give us
 * with information from third-party sources"), and gives them nothing.
 */
function partiesOnlyAsSources(sentence: SentenceContext): boolean {
  return !has(sentence, SHARE_VERB) && onlyWithin(sentence.normalized, PARTY_SOURCES, THIRD_PARTIES);
}

/**
 * Whether `text` holds a phrase `phrases` (a global pattern) matches, and `pattern` matches nowhere
 * outside such phrases: third parties named only as sources, access named only as access lost.
 */
function onlyWithin(text: string, phrases: RegExp, pattern: RegExp): boolean {
  phrases.lastIndex = 0;
  return phrases.test(text) && !pattern.test(text.replace(phrases, ' '));
}

/** Third parties collecting on the site themselves: "advertisers may use cookies to collect...". */
const THIRD_PARTY_COLLECTS =
  /\b(?:third[- ]part(?:y|ies)|advertisers?|ad networks?|partners|vendors?|service providers?|companies|google|facebook|they)\b[^.]{0,80}\b(?:collect|use|place|set|serve|track|gather|receive|access|obtain|record|have access)\w*/;

/** The reader's choices. */
const CHOICE_CONTEXT =
  /\b(?:opt|unsubscrib|choose|choice|consent|permission|preferences|settings|disable|refuse|reject|decline|turn off|block|control|manage|stop|remove|browser|agree|elect|free to)/;
const CHOICE_PATTERNS: readonly (readonly [NonNullable<Practice['choice']>, RegExp])[] = [
  [
    'opt-out-link',
    /\b(?:click|clicking|link|visit(?:ing)?|go to|page|website|https?:|www\.)\b[^.]{0,100}\b(?:opt[- ]?out|unsubscribe)|\b(?:opt[- ]?out|unsubscribe)\w*\b[^.]{0,100}\b(?:link|click\w*|visit\w*|page|https?|www|website|site)\b|\bunsubscribe (?:link|button)|\baboutads|\bnetworkadvertising|\byouradchoices|\boptout\b/,
  ],
  [
    'browser-controls',
    /\b(?:browser|web browser|device settings|mobile device settings|your device|operating system settings|cookie settings|limit ad tracking|private browsing|incognito)\b[^.]{0,120}\b(?:refuse|reject|disable|delete|block|decline|turn off|set|adjust|change|accept|alert|notify|settings|options|control)\w*|\b(?:refuse|reject|disable|delete|block|decline|turn off|erase|remove)\w* (?:\w+ ){0,3}cookies\b/,
  ],
  [
    'contact-company',
    /\b(?:contact(?:ing)? us|e-?mail(?:ing)? us|write to us|writing to us|call(?:ing)? us|send(?:ing)? (?:us )?(?:an )?e-?mail|send us a (?:letter|request|message)|by (?:e-?mail|mail|phone|calling|writing|contacting)|notify(?:ing)? us|let us know|customer (?:service|support) (?:at|by))\b/,
  ],
  [
    'opt-in',
    /\b(?:opt[- ]?in|(?:your|with|upon|obtain|obtaining|seek|ask for|give|given|provide|have) (?:\w+ ){0,2}(?:express |explicit |prior |affirmative |specific )?(?:consent|permission)|if you (?:agree|consent|allow|authori[sz]e)|unless you (?:agree|consent))\b/,
  ],
  [
    'privacy-settings',
    /\b(?:(?:account|profile|privacy|e-?mail|notification|communications?|sharing|ad|advertising) (?:settings|preferences|options|controls)|your account (?:page|settings)|my account|edit your (?:profile|account|preferences)|log(?:ging)? (?:in|into) (?:to )?your account|preference cent(?:er|re)|control panel|dashboard)\b/,
  ],
  [
    'stop-using',
    // Refusing to give data or leaving the service; "you may choose to submit" is no refusal.
    new RegExp(
      String.raw`\b(?:(?:choose|elect|decide|free|option|right) not to ${COMPILE_ONCE}(?:provide|give|submit|share|disclose|register|participate|use)|decline to (?:provide|give|submit|share|register|participate)|(?:stop|discontinue|cease) (?:using|use of|your use)|(?:do not|don['’]?t|not to) (?:make (?:any )?)?(?:use|access|visit|register (?:with|on|for))(?: of)? (?:the|our|this|these) ${COMPILE_ONCE}(?:site|services?|apps?|website|web ?site|features?|properties)|(?:will|may|might) not be able to (?:use|access|participate|complete|take (?:full )?advantage)|(?:be )?unable to (?:use|access|participate)|(?:your )?refus\w* to (?:provide|submit|give)|refrain from (?:using|providing|submitting)|should not (?:participate|provide|submit|use|register)|(?:leave|exit) (?:the|our|this) (?:site|website))\b`,
    ),
  ],
  [
    'third-party-controls',
    // Another company's own controls (an industry opt-out page, a network's ad settings), not "their privacy policies".
    /\b(?:aboutads|networkadvertising|youradchoices|(?:network advertising initiative|digital advertising alliance|\bnai\b|\bdaa\b)[^.]{0,80}\b(?:opt[- ]?out|choices?|tools?)|(?:opt[- ]?out|choices?)\b[^.]{0,80}\b(?:network advertising initiative|digital advertising alliance|\bnai\b|\bdaa\b)|(?:google|facebook|twitter|microsoft|yahoo|their|third[- ]part(?:y|ies)['’]?s?)\b[^.]{0,20}\b(?:ads? settings|ads? preferences|opt[- ]?out (?:pages?|tools?|links?|mechanisms?|browser add-?on|cookies?)|privacy settings)|ads preferences manager|google analytics opt-out)/,
  ],
];
const CHOICE = scanner(CHOICE_PATTERNS);
/** What the reader wants to stop or refuse, which makes writing to the company a choice. */
const OPT_OUT_INTENT =
  /\b(?:opt(?:ing)?[- ]?out|unsubscrib\w*|stop (?:receiving|sending|us|getting)|no longer (?:wish|want|receive|be)|ceas\w*|withdraw\w*|revok\w*|(?:do not|don['’]?t) (?:wish|want)|prefer (?:not|that we not)|object\w*|remov\w* (?:\w+ ){0,3}from (?:\w+ ){0,2}(?:lists?|mailings?|database)|choices?|preferences?|decline|refuse)\b/;

// The reader sees the data itself: not "persons with access to your computer may see", "you may see an advertisement".
const ACCESS_RIGHT =
  /\b(?:access|view|review|see|obtain a copy of|request a copy of|a copy of|know (?:what|whether)|inspect|confirm whether)\b (?:[\w'’-]+,? ){0,5}?(?:information|data|details|account|profile|records?)\b|\bright (?:of|to) access\b|\bright to know\b/;
/**
 * "If you have lost access to your account, e-mail us to close it": the reader's situation (locked
 * out of an account, a mailbox, a device), in a condition, neither grants nor denies a right to see
 * the data the company holds.
 */
const LOST_ACCESS =
  /\b(?:if|when|where|in case|should|once)\b[^.;]{0,80}?\byou (?:\w+ )?(?:do not|don['’]?t|no longer|cannot|can['’]?t|are unable to|(?:have )?lost|lose) (?:have |get )?access (?:to )?(?:your|the|this) (?:\w+ )?(?:account|e-?mail|mailbox|device|phone|password|log-?in|profile)s?\b/g;

/** Rights of access, correction, deletion. */
const RIGHT_PATTERNS: readonly (readonly [NonNullable<Practice['right']>, RegExp])[] = [
  [
    'edit',
    /\b(?:(?:correct|updat|rectif|amend|edit|modif|chang)\w*|make changes to)\b[^.]{0,70}\b(?:information|data|details|profile|account|preferences|registration|address)\b|\b(?:information|data|details|profile)\b[^.]{0,60}\b(?:corrected|updated|changed|modified|amended)\b/,
  ],
  ['access', ACCESS_RIGHT],
  [
    'delete',
    /\b(?:delet|eras|remov|purg)\w*\b[^.]{0,60}\b(?:information|data|account|profile|content|posts?|details|records?)\b|\bright to (?:be forgotten|erasure|delete|deletion)\b|\b(?:close|terminate|cancel) (?:your |the )?(?:account|membership|registration)\b/,
  ],
  [
    'deactivate',
    /\b(?:deactivat\w*|disable|suspend) (?:your |the |an )?(?:\w+ )?(?:account|profile|membership)\b/,
  ],
  [
    'export',
    /\bportab(?:le|ility)\b|\bexport (?:your |a copy of )?(?:data|information)|\bmachine[- ]readable\b/,
  ],
];
const RIGHT = scanner(RIGHT_PATTERNS, true);
/** "A right granted only to parents or to residents of a state says so." */
const HOLDER_PATTERNS_LIST: readonly (readonly [NonNullable<Practice['appliesTo']>, RegExp])[] = [
  ['parents', /\bparents?\b|\bguardians?\b/],
  // Before California: "residents of California, Virginia and Colorado" is several states.
  [
    'us-state-residents',
    /\b(?:u\.?s\.?|united states) states?\b|\bstates? (?:(?:of|where) (?:you|your) (?:reside|residence|live) )?(?:with|that have) (?:a |an )?(?:comprehensive |consumer )?(?:data )?privacy laws?\b|\b(?:virginia|colorado|connecticut|utah|texas|oregon|montana|iowa|delaware|nebraska|new hampshire|new jersey|tennessee|minnesota|maryland|indiana|kentucky|rhode island)\b/,
  ],
  ['california-residents', /\bcalifornia\b|\bccpa\b|\bcpra\b/],
  ['eu-residents', /\b(?:european|eu|eea|gdpr|united kingdom|uk|switzerland|swiss)\b/],
  [
    'account-holders',
    /\b(?:registered (?:users|members)|account holders?|members|if you have (?:an|a registered) account|your account)\b/,
  ],
];

const HOLDERS = scanner(HOLDER_PATTERNS_LIST);

/** To whom a right stated in the sentence applies: parents, residents of a place, or everyone. */
export function rightHolderOf(sentence: SentenceContext): NonNullable<Practice['appliesTo']> {
  return itemsOf(sentence, HOLDERS).find((holder) => holder !== 'account-holders') ?? 'everyone';
}

/**
 * How long data is kept. Each reading needs a verb of keeping (or of deleting after a time) near
 * its words: "respond within 30 days" and "permanently opt out" say nothing about retention.
 */
const RETENTION_PATTERNS: readonly (readonly [NonNullable<Practice['retention']>, RegExp])[] = [
  [
    'indefinite',
    /\b(?:retain\w*|kept|keep\w*|stored?|storing|held|hold\w*|archiv\w*|maintain\w*|preserv\w*)\b[^.;]{0,60}\b(?:indefinitely|forever|permanently|perpetu\w*|for an unlimited (?:period|time))\b|\b(?:indefinitely|permanently) (?:retain|keep|store|archive|maintain)\w*|\bno (?:set|fixed|specific|limit on the) (?:period|time|retention)/,
  ],
  [
    'stated-period',
    /\b(?:retain\w*|retention|kept|keep\w*|stored?|storing|held|hold\w*|archiv\w*|maintain\w*|delet\w*|purg\w*|destroy\w*|eras\w*|remov\w*|anonymi[sz]\w*|de-?identif\w*|dispos\w*|expire\w*)\b[^.;]{0,80}?\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty[- ]?\w*|thirty|sixty|ninety)\s+(?:\(\d+\)\s+)?(?:days?|weeks?|months?|years?)\b(?! (?:old|of age))/,
  ],
  [
    'limited',
    /\b(?:retain\w*|retention|kept|keep\w*|stored?|storing|held|hold\w*|archiv\w*|maintain\w*|delet\w*|purg\w*|destroy\w*|dispos\w*|discard\w*)\b[^.;]{0,100}\b(?:as long as|for (?:the|a|as) (?:\w+ )?(?:period|time|duration|long)|no longer than|(?:only|no) longer than|until|only (?:for )?(?:as long|the time)|(?:reasonabl[ey]|limited|short) (?:period|time|amount of time)|(?:when|once|after) (?:it is |they are |the information is )?no longer (?:needed|necessary|required)|for (?:any|no) other purpose)\b|\b(?:periodically|regularly|routinely) (?:delete|purge|destroy|discard|eras)\w*/,
  ],
];
/** The period itself, at the end of a stated-period match: "seven years". */
const PERIOD =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty[- ]?\w*|thirty|sixty|ninety)\s+(?:\(\d+\)\s+)?(?:days?|weeks?|months?|years?)\b$/;
const SECURITY_PATTERNS_LIST: readonly (readonly [NonNullable<Practice['measure']>, RegExp])[] = [
  [
    'secure-transfer',
    /\b(?:ssl|tls|https|secure (?:sockets?|server) layer|transport layer|encrypt\w*\b[^.]{0,60}\b(?:transmi\w*|transit|transfer\w*|sent|over the internet)|(?:transmi\w*|transit|transfer\w*)\b[^.]{0,60}\bencrypt\w*|encrypt\w*|secure (?:connection|transmission|channel))\b/,
  ],
  [
    'access-limitation',
    /\b(?:(?:employees|staff|personnel|agents|contractors)\b[^.]{0,80}\b(?:need to know|access|authori[sz]ed|confidential\w*)|need[- ]to[- ]know|(?:restrict|limit)\w* (?:\w+ ){0,3}access|access (?:\w+ ){0,3}(?:is |are )?(?:restricted|limited)|authori[sz]ed (?:personnel|persons|employees|individuals|staff)|access (?:\w+ ){0,6}(?:only|solely) (?:to|for|by) (?:those|employees|staff|personnel|people|persons|individuals)|(?:prevent|protect against|guard against) unauthori[sz]ed access)\b/,
  ],
  [
    'secure-storage',
    /\b(?:secure (?:servers?|databases?|facilit\w*|locations?|environment|data cent\w*|storage)|firewalls?|locked|physical(?:ly)? (?:secur\w*|access|protect\w*|safeguards? (?:for|of|on|to protect) (?:our|the) (?:servers?|facilit\w*|premises))|data cent(?:er|re)s?|stored (?:\w+ ){0,3}(?:securely|encrypted|on (?:secure|password))|encrypted (?:\w+ )?(?:databases?|storage|at rest|form)|at rest)\b/,
  ],
  [
    'security-program',
    /\b(?:(?:information )?security (?:program|policies|procedures|standards|team)|privacy (?:program|policies and procedures|team|officer)|policies and procedures|train\w* (?:our )?(?:employees|staff)|confidentiality (?:agreements?|obligations)|iso ?27001|pci(?:[- ]dss)?|soc ?2)\b/,
  ],
  [
    'authentication',
    // A password that guards the account, not "choose a user name and password" when registering.
    /\b(?:password[- ]protect\w*|protected by (?:a |your )?(?:unique )?password|(?:requir|request)\w* (?:a |your )?(?:unique )?password|authenticat\w*|log-?in credentials|two[- ]factor|multi[- ]factor|2fa|verify (?:your )?identity|security questions?)\b/,
  ],
  [
    'audit',
    /\b(?:audit\w*|assessments?|penetration test\w*|(?:review|test|monitor)\w* (?:\w+ ){0,3}(?:security|systems|practices|safeguards)|certif\w*|truste|vulnerability)\b/,
  ],
  [
    'generic',
    /\b(?:security (?:measures|safeguards|practices|controls|precautions|procedures|technolog\w*)|(?:reasonable|appropriate|commercially reasonable|industry[- ]standard|technical|organi[sz]ational|administrative|physical) (?:\w+ ){0,3}(?:measures|safeguards|steps|precautions|security)|protect (?:\w+ ){0,3}(?:information|data|privacy)|secure|safeguard\w*)\b/,
  ],
];

const SECURITY = scanner(SECURITY_PATTERNS_LIST);
const SECURITY_INTENT =
  /\b(?:secur(?:e|ed|ely|ity|ing)|protect\w*|safeguard\w*|encrypt\w*|ssl|tls|unauthori[sz]ed|firewalls?|confidential\w*|password[- ]protected)\b/;

/** A change of the policy itself, not of your details: the topic scan has found a change word already. */
const CHANGE_CONTEXT =
  /\b(?:policy|policies|statement|notice|terms|practices|last (?:updated|revised|modified)|effective date|(?:such|any|these|all) changes (?:will|may|are))\b/;
/**
 * How the reader learns of a change. Reserving the right to change the policy says nothing about
 * notice; a policy "last updated" on a date, or changes posted on this page, are notice in the
 * policy; changes posted on the site, or a notice there, are notice on the website.
 */
const CHANGE_PATTERNS_LIST: readonly (readonly [NonNullable<Practice['notice']>, RegExp])[] = [
  [
    'none',
    /\bwithout (?:prior |advance |any |further )?(?:notice|notification|notifying|informing)|\b(?:not|no obligation to) (?:\w+ ){0,2}(?:notify|inform)/,
  ],
  [
    'personal',
    /\b(?:e-?mail\w*|send you|directly|personal(?:ly)? notif\w*|(?:by|via) (?:e-?mail|mail|sms|text)|to the (?:e-?mail )?address|in-app (?:notice|notification|message)|contact you)\b/,
  ],
  [
    'on-website',
    /\b(?:(?:notice|announcement|banner|notification) (?:\w+ ){0,3}(?:on|at|through|via) (?:our|the|this) (?:web ?sites?|sites?|home ?page|services?|app)|(?:post|publish)\w* (?:\w+ ){0,4}(?:on|to|at) (?:our|the|this) (?:web ?sites?|sites?|home ?page)(?! for)|(?:on|at) (?:our|the) (?:home ?page|front page)|prominent(?:ly)? (?:notice|posted|displayed)|(?:post|place|display)\w* (?:a |an )?(?:prominent )?(?:notice|announcement|banner))\b/,
  ],
  [
    'in-policy',
    /\b(?:post\w* (?:\w+ ){0,4}(?:on|to|in|at) (?:this|the) (?:page|policy|privacy policy|statement|notice)|post\w* (?:\w+ ){0,4}here|(?:on|at) this (?:page|web ?page)|revis\w* (?:the )?["“]?(?:last updated|effective|revision)|(?:last updated|effective date|last modified|last revised)|updated (?:privacy )?(?:policy|statement|notice)|new (?:privacy )?(?:policy|statement)|posting (?:the|a|any|such) (?:changes|revised|new|updated|modified)|will be (?:posted|reflected|published)|check (?:back|this|the|our) (?:\w+ ){0,3}(?:periodically|regularly|frequently|often|from time to time)|(?:periodically|regularly|frequently) (?:review|check|visit))\b/,
  ],
];

const CHANGES = scanner(CHANGE_PATTERNS_LIST);

const DNT_TOPIC = /\bdo[- ]not[- ]track\b|\bdnt\b|\bdo not track\b|\bglobal privacy control\b/;
/**
 * What the company does with the signal. Not "track": it is part of the signal's name, and a
 * sentence that only says what the signal is ("some browsers offer a Do Not Track feature") states
 * no practice.
 */
const DNT_VERB =
  /\b(?:honou?r|respect|respond|recogni[sz]|support|obey|comply|react|alter|act (?:on|upon)|take (?:any )?action|treat|process|read)\w*/;
/** Not honoured, phrased without a denied verb: "we take no action", "regardless of Do Not Track". */
const DNT_IGNORED =
  /\bregardless of\b|\bno action\b|\bnot (?:\w+ ){0,2}(?:designed|set up|configured|able) to\b|\bdoes not (?:\w+ ){0,2}(?:change|alter|affect)\b|\bignor\w*/;
/** Hedged or pending: "may not respond", "no industry standard yet", "until a standard exists". */
const DNT_UNCLEAR =
  /\bmay (?:or may )?not\b|\bno (?:uniform|industry|common|universally|consensus|standard|agreed)\b|\bnot yet\b|\buntil\b|\bstandard\b/;
/** The signal described, or the law that asks the policy to say how it is treated: no practice. */
const DNT_DESCRIBED =
  /\bhow (?:we|it|they|\w+) (?:respond|treat|handle)|\b(?:browsers?|users?|you) (?:\w+ ){0,3}(?:offer|have|transmit|send|set|turn on|enable)\b/;

const AUDIENCE_PATTERNS: readonly (readonly [NonNullable<Practice['audience']>, RegExp])[] = [
  [
    'children',
    /\b(?:children|child|minors?|kids|under (?:the age of )?(?:13|16|18|thirteen|sixteen|eighteen)|(?:13|16|18|thirteen|sixteen|eighteen) years (?:of age|old)|coppa|teens?|students?|parental consent)\b/,
  ],
  ['californians', /\b(?:california|shine the light|ccpa|cpra|1798\.83)\b/],
  [
    'europeans',
    /\b(?:european (?:union|economic area|users|residents|data)|\beu\b|\beea\b|gdpr|general data protection regulation|switzerland|swiss|united kingdom|safe harbou?r|privacy shield)\b/,
  ],
  [
    'other-countries',
    /\b(?:outside (?:of )?(?:the )?(?:united states|u\.s\.|us|usa|your (?:country|jurisdiction))|international (?:users|visitors|customers|transfers?)|other countries|countries other than|(?:transferred|transfer|processed|stored) (?:\w+ ){0,4}(?:the )?(?:united states|u\.s\.|usa|another country|other countries|abroad)|reside outside|located outside|visiting (?:from|the site from) outside|from (?:other|any) (?:countries|country)|laws of (?:your|other) countr\w*|canad\w*|australia\w*|japan\w*|country of residence)\b/,
  ],
];
const AUDIENCE = scanner(AUDIENCE_PATTERNS);

/** Whether the data a sentence is about is only aggregate, de-identified or anonymous, hence not personal. */
export function isAnonymousOnly(sentence: SentenceContext): boolean {
  const types = itemsOf(sentence, DATA);
  return (
    ((namesOnlyNotPersonal(sentence) || has(sentence, AGGREGATE_RESULTS)) &&
      types.every((type) => type === 'generic')) ||
    // "Aggregated demographic information (data that identifies no one)": the one kind of data named
    // is itself said to be pooled or anonymous.
    (types.filter((type) => type !== 'generic').length === 1 &&
      has(sentence, POOLED_KIND) &&
      !has(sentence, PERSONAL_BESIDE_NOT_PERSONAL))
  );
}

/**
 * A kind of data said to be pooled or anonymous: "aggregated demographic information", "anonymous usage
 * data", "demographic information in aggregate".
 */
const POOLED_KIND =
  /\b(?:aggregated?|anonymi[sz]ed|anonymous|de-?identified|pooled) (?:demographic|statistical|usage|traffic|location|browsing|viewing) (?:information|data|details|statistics)\b|\b(?:demographic|statistical|usage|traffic|location|browsing|viewing) (?:information|data|details|statistics) (?:only )?(?:in (?:the )?aggregated?(?: form)?|on an aggregated? basis)\b(?! with (?:other |their |similar )?(?:data|information)\b)/;

/**
 * "Your identifying and other details help us prepare analyses of our readers, in the
 * aggregate, to advertisers": personal data is what the analyses are made from, but what is given
 * is the analyses, in the aggregate. Analyses, statistics, reports or figures said to be aggregate;
 * "aggregated research (but not individual user information)" too.
 */
const AGGREGATE_RESULTS =
  /\b(?:analys[ei]s|statistics|reports|summaries|insights|figures)\b[^.;]{0,80}?,? in (?:the )?aggregate\b|\baggregated? (?:analys[ei]s|insights|figures|summaries|research|findings)\b(?: \((?:but )?not (?:any )?individual\b[^)]*\))?/;

/**
 * "Your personal and non-personal information", "personal information or aggregate data",
 * "anonymous and personally identifiable information", "identifiable or non-identifiable data":
 * personal data named beside the anonymous
 * kind, in one list, so the sentence is about both. "Aggregated personal information" is not such
 * a pair: there "aggregated" describes the personal data.
 */
const PERSONAL_BESIDE_NOT_PERSONAL =
  /\b(?<!non-)identifiable(?: (?:information|data))?,? (?:and\/or|and|or) non-?identifiable\b|\bnon-?identifiable(?: (?:information|data))?,? (?:and\/or|and|or) identifiable\b|\b(?<!non-)personal(?:ly)?(?: identifiable| identifying)?(?: (?:information|data|details))?,? (?:and\/or|and|or|as well as|plus) (?:your |other |any )?(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified|non-?personal|non-?identifiable)\b|\b(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified|non-?personal(?:ly)?(?: identifiable)?|non-?identifiable)(?: (?:information|data|details))?,? (?:and\/or|and|or|as well as|plus) (?:your |other |any )?personal(?:ly)?(?: identifiable| identifying)? (?:information|data|details)\b/;

/**
 * Aggregate data named, but not as what is given: your data combined with it ("combine your information
 * with aggregate data from other sources and share it", "who may use it in aggregate with data from
 * others"), or pooled only after it is given ("share what we collect with partners to compile aggregate
 * statistics").
 */
const AGGREGATE_NOT_WHAT_IS_GIVEN =
  /\b(?:combin|merg|supplement|match|link)\w*\b[^.]{0,60}\bwith (?:\w+ )?(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified|non-?personal|pooled)\b|\bin (?:the )?aggregate with (?:other |their |similar )?(?:data|information)\b|\bto (?:compile|create|produce|generate|prepare|develop|build|make|derive)\b (?:\w+ ){0,2}(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified|statistical|pooled)\b/;

/** Aggregate or anonymous data named, and no personal data named beside it in the same list. */
function namesOnlyNotPersonal(sentence: SentenceContext): boolean {
  return (
    has(sentence, NOT_PERSONAL) &&
    !has(sentence, PERSONAL_BESIDE_NOT_PERSONAL) &&
    !has(sentence, AGGREGATE_NOT_WHAT_IS_GIVEN)
  );
}

const USE_VERB = /\b(?:use|uses|used|using|process\w*)\b/;

/**
 * "Aggregate, de-identified or anonymous data is not personal data", nor is data shared "never on
 * an individual level" or "in a form that does not identify you". "Aggregate" as a verb on your data
 * ("we may aggregate your personal information and disclose it to advertisers") combines it: what
 * is disclosed is anonymous only when the sentence says so ("... only in the aggregate", "... in aggregate form", "... the
 * aggregated results", "in a form that does not identify you"). A determiner or possessive after
 * the word ("aggregate your", "aggregate the") makes it that verb, not a description of the data.
 */
const NOT_PERSONAL =
  /\b(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified|non-?personal(?:ly)?(?: identifiable)?|non-?identifiable|statistical|pseudonymous|pooled)\b[\s,]+(?:(?:and|or)\s+)?(?:(?!(?:your|their|his|her|our|its|the|this|that|these|those|such|any|all|users['’]?|customers['’]?|members['’]?)\b)[\w-]+[\s,]+){0,2}?(?:information|data|form|basis|statistics|reports?|results)\b|\b(?:never|not) (?:on|at) (?:an|the) individual (?:level|basis)\b|\b(?:only )?in (?:the )?aggregated?(?: form)?\b(?! with (?:other |their |similar )?(?:data|information)\b)|\bsummary statistics\b|\b(?:does|do|will) not (?:personally )?identify (?:you|individual|any individual|individuals)\b/;

/** The rules of `extract/` a sentence matched (their ids), stated or denied: read again here, not re-scanned. */
export type SentenceRules = { affirmed: string[]; denied: string[] };

/** The data-type rules' ids as data types; the device rule covers identifiers and descriptions alike. */
const DATA_OF_RULE: Readonly<Record<string, PracticeDataType>> = {
  contact: 'contact',
  account: 'account',
  cookies: 'cookies',
  usage: 'usage',
  location: 'location',
  financial: 'financial',
  health: 'health',
  biometric: 'biometric',
  'government-id': 'government-id',
  demographics: 'demographics',
  content: 'content',
  contacts: 'contacts',
  audio: 'audio',
  social: 'social',
  children: 'children',
  inferences: 'inferences',
};
const RECIPIENT_OF_RULE: Readonly<Record<string, PracticeRecipient>> = {
  advertisers: 'advertisers',
  analytics: 'analytics',
  'service-providers': 'service-providers',
  affiliates: 'affiliates',
  partners: 'partners',
  'social-networks': 'social-networks',
  'law-enforcement': 'authorities',
  'business-transfer': 'buyer',
  'data-brokers': 'data-brokers',
  public: 'public',
  sellers: 'partners',
  employers: 'other-users',
};
/** What the rules do not tell apart or do not look for. */
const DEVICE = scanner(DATA_PATTERNS.filter(([type]) => type === 'device' || type === 'computer'));
const EXTRA_DATA = scanner(
  DATA_PATTERNS.filter(([type]) => type === 'generic' || type === 'survey' || type === 'computer'),
);
const EXTRA_RECIPIENTS = scanner(
  RECIPIENT_PATTERNS.filter(
    ([recipient]) =>
      recipient === 'third-parties' || recipient === 'named-company' || recipient === 'other-users',
  ),
);

function pushUnique<T>(items: T[], item: T | undefined): void {
  if (item !== undefined && !items.includes(item)) items.push(item);
}

/**
 * Verbs of collecting proper. "We do not release your contact details" or "cookies are not used to
 * run programs" deny no collection; "we do not use cookies to collect personal information" denies
 * collecting personal information, not cookies (the instrument, before the verb).
 */
const CORE_COLLECT =
  /\b(?:collect(?:s|ed|ing)?|gather(?:s|ed|ing)?|obtain(?:s|ed|ing)?|receiv(?:e|es|ed|ing)|record(?:ed|ing)?|log(?:ged|ging)?|track(?:s|ed)?|tracking(?! (?:technolog|tools|pixels|elements|cookies|codes?|networks?|services|mechanisms))|captur(?:e|es|ed|ing)|solicit(?:s|ed|ing)?|seek(?:s|ing)?)\b/g;
const CHILDREN = /\b(?:child|children|minors?|kids|under (?:the age of )?1\d|coppa)\b/;
/** Where the object of a denied verb ends. */
const OBJECT_END =
  /[.;!?]|\b(?:but|however|except|unless|other than|instead|using|through|via|by means of)\b/g;
/**
 * Between the negator and the verb of collecting: a denial of another verb ("we do not sell
 * information collected by cookies", "we do not allow others to collect", "we are not responsible
 * for their collection") denies no collection of ours.
 */
const OTHER_VERB_BEFORE =
  /\b(?:allow|permit|control|responsib|sell|shar|disclos|apply|govern|cover|affect|reveal|relate|have access|rent|transfer|provid|give)\w*/;
/** Another company denies it: "Google will not collect your name". */
const OTHER_SUBJECT =
  /\b(?:third[- ]part\w*|google\w*|advertisers?|vendors?|partners?|they|these (?:companies|parties|sites|services))\s+(?:\w+\s+){0,2}$/;
/** "If you do not enable it, we will not collect...": the consequence of a choice, not a practice. */
const IF_FIRST = /^\W*(?:if|unless|when|where|once)\b/;

/**
 * The data types named after a denied verb of collection, in the clause it denies. A denial with
 * an exception ("we do not collect personal information unless you provide it") is not a denial:
 * the data is collected in that case.
 */
function deniedDataTypes(sentence: SentenceContext): PracticeDataType[] {
  const types: PracticeDataType[] = [];
  const scopes = denialScopes(sentence);
  if (scopes.length === 0) return types;
  const text = sentence.normalized;
  // "We do not knowingly collect data from children under 13" is about the audience, not a kind of data.
  if (IF_FIRST.test(text) || CHILDREN.test(text)) return types;
  for (const scope of scopes) {
    if (scope.reader || scope.conditional) continue;
    CORE_COLLECT.lastIndex = scope.start;
    const verb = CORE_COLLECT.exec(text);
    if (!verb || verb.index >= scope.end) continue;
    if (verb.index - scope.start > 50 || OTHER_VERB_BEFORE.test(text.slice(scope.negator, verb.index)))
      continue;
    if (OTHER_SUBJECT.test(text.slice(Math.max(0, scope.negator - 40), scope.negator))) continue;
    OBJECT_END.lastIndex = verb.index;
    const stop = OBJECT_END.exec(text);
    const object = text.slice(verb.index, stop ? stop.index : text.length);
    // "We will not obtain your consent first": consent is not data.
    if (/^\w+ (?:\w+ ){0,3}(?:consent|permission|authori[sz]ation)\b/.test(object)) continue;
    for (const type of itemsIn(object, DATA)) pushUnique(types, type);
  }
  return types;
}

/** The collection and sharing practices, with their denials. */
function readDataFlows(sentence: SentenceContext, span: Span, rules: SentenceRules, out: Practice[]): void {
  // Both contexts are cached: the finding rules have tested them on this sentence already.
  const collecting = sentence.test(COLLECTION_CONTEXT);
  const sharingContext = sentence.test(SHARING_CONTEXT);
  if (!collecting && !sharingContext) return;
  const dataTypes: PracticeDataType[] = [];
  const deniedTypes: PracticeDataType[] = [];
  const recipients: PracticeRecipient[] = [];
  for (const id of rules.affirmed) {
    if (id === 'device') for (const type of itemsOf(sentence, DEVICE)) pushUnique(dataTypes, type);
    pushUnique(dataTypes, DATA_OF_RULE[id]);
    pushUnique(recipients, RECIPIENT_OF_RULE[id]);
  }
  if (collecting) deniedTypes.push(...deniedDataTypes(sentence));
  for (const type of itemsOf(sentence, EXTRA_DATA)) pushUnique(dataTypes, type);
  // "Including information from third-party sources": a source, not a recipient.
  if (sharingContext && !partiesOnlyAsSources(sentence))
    for (const recipient of itemsOf(sentence, EXTRA_RECIPIENTS)) pushUnique(recipients, recipient);
  if (rules.affirmed.includes('no-sale')) out.push({ kind: 'not-sell', ...span });
  if (rules.affirmed.includes('no-advertising-sharing'))
    out.push({ kind: 'not-share', recipients: ['advertisers'], ...span });
  if (dataTypes.length === 0 && recipients.length === 0 && deniedTypes.length === 0) return;

  // "We do not collect personal information; we keep only aggregate statistics": the denial stands.
  if (deniedTypes.length > 0) out.push({ kind: 'not-collect', dataTypes: deniedTypes, ...span });
  // Aggregate or anonymous data only: not personal data, so no personal practice.
  const onlyAnonymous = namesOnlyNotPersonal(sentence) && !dataTypes.some((type) => type !== 'generic');
  if (onlyAnonymous) return;
  const purposes = itemsOf(sentence, PURPOSE);
  // "Ads tailored to your interests" is advertising, not personalising the service.
  if (
    purposes.includes('personalization') &&
    purposes.includes('advertising') &&
    has(sentence, PERSONALIZED_ADS)
  )
    purposes.splice(purposes.indexOf('personalization'), 1);
  const withPurposes = purposes.length > 0 ? { purposes } : {};

  const sharing = recipients.length > 0 && (sharingContext || has(sentence, THIRD_PARTY_COLLECTS));
  const sells = sharing && has(sentence, SELL_VERB);
  // A denial of another verb ("we are not responsible for third parties' practices", "we have no
  // control over what they collect") neither denies nor states sharing.
  if (
    sharing &&
    (sells || has(sentence, SHARE_VERB) || !denialScopes(sentence).some((scope) => !scope.reader))
  ) {
    // The data that goes to them: the sentence's own data types, read in full here.
    const shared = itemsOf(sentence, DATA);
    const withData = shared.length > 0 ? { dataTypes: shared } : {};
    const reading: DenialReading = readVerb(sentence, sells ? SELL_VERB : SHARE_VERB);
    if (reading === 'denied')
      out.push({ kind: sells ? 'not-sell' : 'not-share', recipients, ...withData, ...span });
    else {
      const selling = sells ? readVerb(sentence, SELL_VERB) : 'affirmed';
      if (rules.affirmed.includes('sale')) out.push({ kind: 'sell', recipients, ...span });
      else if (sells && selling !== 'affirmed')
        out.push({
          kind: 'not-sell',
          recipients,
          ...(selling === 'conditional' ? { conditional: true } : {}),
          ...span,
        });
      out.push({
        kind: 'share',
        recipients,
        ...withData,
        ...withPurposes,
        ...(reading === 'conditional' ? { conditional: true } : {}),
        ...span,
      });
    }
  }
  if (dataTypes.length > 0 && collecting) {
    // Disclosing to the authorities or to a buyer is why data leaves, not why it was collected.
    const own = sharing
      ? purposes.filter((purpose) => purpose !== 'legal' && purpose !== 'merger')
      : purposes;
    out.push({ kind: 'collect', dataTypes, ...(own.length > 0 ? { purposes: own } : {}), ...span });
  } else if (purposes.length > 0 && !sharing && has(sentence, USE_VERB))
    out.push({ kind: 'collect', dataTypes: ['generic'], ...withPurposes, ...span });
}

function readChoicesAndRights(sentence: SentenceContext, span: Span, out: Practice[]): void {
  // RIGHTS_CONTEXT is cached: the finding rules of rights have tested it on this sentence already.
  const rightsContext = sentence.test(RIGHTS_CONTEXT);
  if (rightsContext || sentence.test(CHOICE_CONTEXT))
    for (const choice of itemsOf(sentence, CHOICE))
      // Contacting the company is a choice only when it is the way to opt out, not to ask questions.
      if (choice !== 'contact-company' || has(sentence, OPT_OUT_INTENT))
        out.push({ kind: 'choice', choice, ...span });
  if (rightsContext && !(has(sentence, COMPANY_ACTS) && !has(sentence, READER_ASKS))) {
    const appliesTo = rightHolderOf(sentence);
    for (const right of itemsOf(sentence, RIGHT)) {
      // Deleting cookies is a browser control, not a right over the data the company holds.
      if (right === 'delete' && has(sentence, COOKIES_ONLY)) continue;
      // Being locked out of one's account is a situation, not a right of access (nor its absence).
      if (right === 'access' && onlyLostAccess(sentence.normalized)) continue;
      const reading = readVerb(sentence, RIGHT_VERB[right], { reader: true });
      out.push({ kind: reading === 'denied' ? 'no-right' : 'right', right, appliesTo, ...span });
    }
  }
}

/** Whether every mention of access in the sentence is the reader having lost access to an account. */
function onlyLostAccess(text: string): boolean {
  return onlyWithin(text, LOST_ACCESS, ACCESS_RIGHT);
}

/**
 * The company or others act, not the reader: "we reserve the right to access and share", "the
 * company may remove user content", "others may have access", "this policy explains how you can...".
 */
const COMPANY_ACTS =
  /\b(?:we|it|company|they)\b (?:\w+ ){0,2}(?:reserves?|has|have|retains?) the right\b|\bwe (?:may|can|will) (?:\w+ ){0,2}(?:access|remove|preserve)\w*\b|\b(?:others|they|third parties|anyone) (?:\w+ ){0,3}(?:have|gain) access\b|\b(?:explains?|describes?|tells? you) (?:\w+ ){0,4}how (?:you|to)\b/;
/** ...unless the reader asks for it: "we will remove your data if you request it". */
const READER_ASKS = /\b(?:request|ask us|if you|at your|you (?:may|can|have))\b/;
const COOKIES_ONLY =
  /^(?:(?!\b(?:account|profile|personal|information you)\b).)*\bcookies?\b(?:(?!\b(?:account|profile|personal|information you)\b).)*$/;

const RIGHT_VERB: Record<NonNullable<Practice['right']>, RegExp> = {
  edit: /\b(?:correct|updat|rectif|amend|edit|modif|chang)\w*/,
  access: /\b(?:access|view|review|see|obtain|request|know|inspect|confirm)\w*/,
  delete: /\b(?:delet|eras|remov|purg|close|terminat|cancel)\w*/,
  deactivate: /\b(?:deactivat|disabl|suspend)\w*/,
  export: /\b(?:export|download|port)\w*/,
  'opt-out': /\bopt\w*/,
  object: /\bobject\w*/,
  'withdraw-consent': /\b(?:withdraw|revok)\w*/,
  complain: /\bcomplain\w*/,
  appeal: /\bappeal\w*/,
  'non-discrimination': /\bdiscriminat\w*/,
};

/**
 * The topics of the limits (retention, security, changes, Do Not Track, audiences), found by one
 * scan of plain word beginnings: most sentences have none, and the others run only their topics' rules.
 */
type LimitTopic = 'retention' | 'security' | 'change' | 'dnt' | 'audience';
const LIMIT_TOPICS = scanner<LimitTopic>([
  [
    'retention',
    /\b(?:retain|retention|keep|kept|stor|hold|held|preserv|archiv|delet|destroy|purg|dispos|indefinite|forever|permanent)/,
  ],
  [
    'security',
    /\b(?:secur|protect|safeguard|encrypt|ssl|tls|https|firewall|confidential|unauthori|password|authenticat|audit)/,
  ],
  ['change', /\b(?:chang|modif|amend|revis|updat|effective)/],
  ['dnt', /\b(?:do[- ]not[- ]track|dnt\b|global privacy)/],
  [
    'audience',
    /\b(?:child|minor|kid|under (?:the age|1\d)|coppa|teen|student|parent|californ|shine the|ccpa|cpra|europe|eu\b|eea\b|gdpr|swiss|switz|united (?:states|kingdom)|u\.s\.|outside|internation|countr|abroad|safe harbo|privacy shield|canad|austral|japan|(?:13|16|18|thirteen|sixteen|eighteen) years)/,
  ],
]);

function readLimits(sentence: SentenceContext, span: Span, out: Practice[]): void {
  for (const topic of itemsOf(sentence, LIMIT_TOPICS)) {
    switch (topic) {
      case 'retention':
        if (NOT_RETENTION.some((pattern) => sentence.test(pattern))) break;
        for (const [retention, pattern] of RETENTION_PATTERNS) {
          const match = pattern.exec(sentence.normalized);
          if (!match) continue;
          out.push({
            kind: 'retention',
            retention,
            ...(retention === 'stated-period' ? { period: PERIOD.exec(match[0])?.[0] ?? match[0] } : {}),
            ...span,
          });
          break;
        }
        break;
      case 'security':
        // A measure protects data: "include the password you use" or "agencies that conduct audits" protect nothing.
        if (has(sentence, SECURITY_INTENT))
          for (const measure of itemsOf(sentence, SECURITY)) out.push({ kind: 'security', measure, ...span });
        break;
      case 'change':
        if (has(sentence, CHANGE_CONTEXT))
          for (const notice of itemsOf(sentence, CHANGES))
            out.push({ kind: 'change-notice', notice, ...span });
        break;
      case 'dnt': {
        if (!has(sentence, DNT_TOPIC)) break;
        const dnt = readDnt(sentence);
        if (dnt) out.push({ kind: 'dnt', dnt, ...span });
        break;
      }
      case 'audience':
        for (const audience of itemsOf(sentence, AUDIENCE)) out.push({ kind: 'audience', audience, ...span });
        break;
    }
  }
}

/** How the company treats Do Not Track, if the sentence says so; nothing if it only describes the signal. */
function readDnt(sentence: SentenceContext): NonNullable<Practice['dnt']> | undefined {
  if (has(sentence, DNT_IGNORED)) return 'not-honoured';
  const verb = DNT_VERB.exec(sentence.normalized);
  if (!verb) return undefined;
  // The first verb decides: "does not respond ... until the proper way to respond is agreed".
  const at = verb.index;
  const denied = denialScopes(sentence).some((scope) => !scope.reader && at >= scope.start && at < scope.end);
  if (denied) return has(sentence, /\bmay (?:or may )?not\b/) ? 'unclear' : 'not-honoured';
  if (has(sentence, DNT_DESCRIBED)) return undefined;
  return has(sentence, DNT_UNCLEAR) ? 'unclear' : 'honoured';
}

/** Appends the practices one sentence states to `out`. */
export function readPractices(
  sentence: SentenceContext,
  span: Span,
  rules: SentenceRules,
  out: Practice[],
): void {
  readDataFlows(sentence, span, rules, out);
  readChoicesAndRights(sentence, span, out);
  readLimits(sentence, span, out);
}
