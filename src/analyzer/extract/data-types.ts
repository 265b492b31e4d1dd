import { partsOf } from '../any-of';
import { COLLECT_VERB } from '../practices/denial';
import { COLLECTION_CONTEXT } from './practice-definition';
import { PRESCRIPTION_DATA } from './health-words';
import { DEFINITION_ONLY, NOT_OWN_PRACTICE } from './not-own-practice';
import type { PracticeDefinition } from './practice-definition';
import { COARSE_PLACES, FROM_IP_ADDRESS, isCoarseLocation } from './location-precision';
import {
  itemsFound,
  joinAlternatives,
  joinItems,
  type Items as ItemList,
  type Names,
} from '../statement-items';
import {
  OUTLASTS_COOKIE_CONTROLS,
  PERSISTENT_TRACKERS,
  PERSISTENT_TRACKER_ITEMS,
  READER_CLEARS_TRACKERS,
  TRACKER_DEFINITION,
} from './persistent-trackers';
import { FROM_PLATFORM_ITEMS, PLATFORM_CREDENTIALS, SIGN_IN_WITH_PLATFORM } from './social-sign-in';
import { COMPILE_ONCE } from '../compile-once';

/**
 * Other companies' buttons, plug-ins, widgets or embedded players as the subject that collects ("These
 * features may collect your IP address and set a cookie", "social plug-ins may record which page you
 * visit", "embedded videos may place cookies"): the widget's owner collects, not the company (the
 * social-widgets finding says so). Not "we use plug-ins to collect" (the company's verb).
 */
export const WIDGETS_COLLECT_THEMSELVES =
  /^\W*(?:(?:these|such|the|those|any|some) )?(?:(?:social (?:media|network\w*|sharing)|third[- ]party|embedded|external) )?(?:features?|plug-?ins?|buttons?|widgets?|videos?|(?:video )?players?)(?: (?:and|or) (?:\w+ )?(?:features?|plug-?ins?|buttons?|widgets?))?,? (?:\w+ ){0,2}?(?:(?:may|might|can|could|will|also|automatically) )*(?:collect|gather|record|receive|obtain|set|place|read|log|track)\w*\b/;

/**
 * The details you give when asking for removal, review, access or an opt-out ("to request removal, send
 * us your name, e-mail address and the page", "your request must include your name and account
 * number", "please include your e-mail address in your message"): how to exercise a right, not data
 * the service collects. Not "to use the forum you must give your name" (no request).
 */
const REQUEST_DETAILS = new RegExp(
  String.raw`^\W*(?:to|in order to) ${COMPILE_ONCE}(?:(?:make|submit|send) (?:a|such|this|your|the) (?:\w+ )?request|request|ask (?:us )?(?:to|for|that)|exercise|opt[- ]out|unsubscribe|remove|delete|correct|have (?:\w+ ){1,4}(?:removed|deleted|corrected|reviewed|updated)|review (?:or \w+ )?(?:your|the|any) (?:\w+ )?(?:information|data|details))\b[^.]{0,140}\b(?:send|e-?mail|write|provide|include|contact|mail|call|submit|give|tell)\b|\b(?:your|the|each|any|such) (?:request|e-?mail|letter|message|notice)s? (?:must|should|will need to|needs to|has to|have to) (?:\w+ )?${COMPILE_ONCE}(?:include|contain|state|provide|specify|identify)\b|\b(?:in|with) (?:your|the|each|any) (?:request|e-?mail|letter|message)s?\b[^.]{0,40}\b(?:include|provide|state|specify|tell us)\b|\bplease (?:include|provide|state|specify)\b[^.]{0,100}\b(?:in|with) (?:your|the|each|any) (?:request|e-?mail|letter|message)s?\b`,
);

/**
 * Not collection, whatever data it names: what you can see or update in your account ("you can
 * access or update your account information": a right, see user-rights.ts), an exclusion ("may use information (not including your
 * name, address or email)") or what to put in a letter ("for all requests, include your name and
 * street address").
 */
const NOT_COLLECTED = new RegExp(
  String.raw`\byou (?:can|may|are able to) (?:\w+ ){0,2}${COMPILE_ONCE}(?:access|view|review|update|edit|correct|change)\b(?![^.]*\b(?:we|us) (?:collect|gather|obtain|receive|record)\b)|\((?:but not|not including|excluding)\b[^)]*\)|\b(?:for (?:all|such|these|your) requests?\b[^.]{0,120}\binclude|in the subject (?:line|field) of your (?:request|e-?mail|letter))\b|${REQUEST_DETAILS.source}`,
);

/**
 * "When a visitor posts a Social Security number on our social media page, we will remove it from
 * that page": data the company takes down from a page, a forum or another company's site where
 * someone posted it is moderation, not collection, when the sentence has no verb of collecting,
 * keeping or using it. Deleting data it holds ("we remove IP addresses after six months") still
 * says it had the data.
 */
const REMOVED_FROM_A_PAGE = new RegExp(
  String.raw`^(?![^]*\b(?:collect\w*|gather\w*|obtain\w*|receiv\w*|record(?:s|ed|ing)?|stor(?:e|es|ed|ing)|keep\w*|kept|retain\w*|ask\w* (?:you )?for|request\w*|us(?:e|es|ed|ing)|process\w*|provid\w*|submit\w*|enter\w*)\b)[^]*\b(?:we|us)\b[^.]{0,50}\b(?:remove|delete|erase|redact|purge|take down)\b[^.]{0,40}\bfrom (?:the |a |any |our |its |that |such |this )?(?:\w+ ){0,2}${COMPILE_ONCE}(?:third[- ]party|social (?:media|network\w*)|public|forums?|comments?|posts?|boards?|pages?|platforms?|sites?|websites?|feeds?)\b`,
);

/**
 * "We keep an archive of your usage records in anonymised form after you close your account": what
 * is kept, and in what form, once the account is gone. With no verb of getting the data (collecting,
 * asking for, receiving, your giving it) the sentence is about retention, not about what is collected.
 */
const KEPT_ANONYMISED =
  /^(?![^]*\b(?:collect\w*|gather\w*|obtain\w*|receiv\w*|ask\w* (?:you )?for|request\w*|provid\w*|give|gives|given|submit\w*|enter\w*|captur\w*|automatically|record(?:ed|ing))\b)[^]*\b(?:retain\w*|keep\w*|kept|stor(?:e|es|ed|ing)|hold\w*|held|archiv\w*|maintain\w*)\b[^.]*\b(?:in (?:an? )?(?:anonymi[sz]ed|de-?identified|anonymous|aggregated?) (?:form|format|manner|way|fashion)|(?:anonymi[sz]ed|de-?identified) (?:archives?|archival cop(?:y|ies)|cop(?:y|ies)|records?))\b/;

/**
 * "An account-linking service may request access to your card details and passwords": another
 * company asks for access, which is neither the company collecting the data nor a right of yours.
 * Not "you may request access" and not the company itself ("we may request").
 */
export const ANOTHER_PARTY_REQUESTS_ACCESS =
  /\b(?:an?|the|such|these|those|other|some|any) (?:[\w-]+ ){0,3}(?:providers?|compan(?:y|ies)|firms?|services?|sites?|websites?|apps?|applications?|aggregators?|part(?:y|ies)|businesses|vendors?|institutions?|banks?)\b (?:\w+ ){0,2}(?:request|requests|requesting|ask for|asks for|seek|seeks|need|needs|require|requires) (?:\w+ )?access (?:to|of)\b/;

/**
 * "To the extent that we receive or hold medical records, we disclose them only as the law allows":
 * a hedge on whether the company holds the data at all, then a rule for it if it does. It states no
 * collection. Not "we collect health data to the extent you provide it" (collected, with a limit).
 */
export const IF_IT_HOLDS_ANY =
  /^\W*(?:(?:to the extent|insofar as|in the event)(?: that)? (?:we|it|the company|(?!(?:that|we|you|your)\b)[a-z][\w&.-]*(?: (?!(?:that|we|you|your)\b)[a-z][\w&.-]*){0,3}) (?:(?:may|might|ever|also|otherwise|do|does|should|happen to|come to) )*|if (?:we|it) (?:ever |happen to |should )+)(?:receive|receives|maintain|maintains|process|processes|collect|collects|hold|holds|obtain|obtains|store|stores|come into possession of|possess)\b/;

/**
 * What the policy covers, or which rules govern data, with no verb of getting it: "this privacy
 * policy applies to all visits, purchases and data gathered on the site" (its scope), "content you
 * post on our pages on social networks is subject to the terms of those networks", "we will use and
 * share your account data in accordance with the separate notice that covers your account". Names
 * data, states no collection.
 */
const SCOPE_OR_OTHER_RULES =
  /^\W*(?:this|our|the) (?:online )?(?:privacy )?(?:policy|notice|statement)\b (?:\w+ ){0,2}(?:applies|apply|covers|governs|extends) (?:to )?|\b(?:is|are) (?:\w+ )?(?:subject to|governed by) (?:the )?(?:\w+ ){0,3}(?:terms|privacy polic(?:y|ies)|rules)\b[^.]{0,30}\b(?:those|these|the respective|their|each|such|that|the relevant) (?:\w+ )?(?:platforms?|sites?|networks?|services?|compan(?:y|ies))\b|\bin accordance with (?:the |a |its |any )?(?:separate |other |applicable )?(?:\w+ ){0,3}(?:privacy )?(?:disclosure|notice|policy|agreement)s? (?:that|which) (?:covers?|governs?|applies to) (?:your|the|that|each)\b/;

/** Verbs of the company getting data; a sentence with none of them states no collection. */
const GETTING = String.raw`\b(?:collect\w*|gather\w*|obtain\w*|receiv\w*|record(?:s|ed|ing)?|ask\w* (?:you )?for|request\w*|provid\w*|give|gives|given|submit\w*|enter\w*|captur\w*|automatically|stor(?:e|es|ed|ing)|log(?:s|ged)?|register\w*|sign(?:ing)? up)\b`;

/**
 * "Remember that your name and email address in a public post can be read by anyone": a warning
 * about what others see of what you post, with no verb of the company getting the data. Not "we
 * collect the name you post in a public forum" (NOT_PUBLIC_POSTING keeps that collection).
 */
const PUBLIC_POSTING_WARNING = new RegExp(
  String.raw`^(?![^]*${GETTING})(?=[^]*\b(?:post|posts|posted|posting|include|share|publish\w*|public (?:profiles?|posts?|forums?|areas?))\b)[^]*(?:\b(?:read|seen|viewed|accessed|collected|used|copied) by (?:the public|anyone|everyone|others|other (?:users|members|visitors|people))\b|\b(?:visible|available|accessible|viewable) (?:publicly|to (?:the public|anyone|everyone|others|other (?:users|members|visitors|people)))\b|\b(?:is|are|becomes?|will be|may be) (?:made )?public\b)`,
);

/**
 * "We use cookies so that you do not have to enter your username and password each time": the data
 * named is what the cookie spares you typing or remembers, a reason for using cookies, not data the
 * sentence says the company collects. The cookie rules themselves still read the sentence.
 */
const COOKIE_GETTING = String.raw`\b(?:collect\w*|gather\w*|obtain\w*|receiv\w*|ask\w* (?:you )?for|request\w*|provid\w*|submit\w*|captur\w*|register\w*|sign(?:ing)? up)\b`;
const COOKIES_REASON = new RegExp(
  String.raw`^(?![^]*${COOKIE_GETTING})[^]*\b(?:use|uses|using|set|sets|place|places)\b (?:\w+ ){0,2}(?:cookies?|these technologies|this technology)\b[^.]{0,20}\b(?:so(?: that)?|in order|to|which|that)\b[^.]{0,40}\b(?:remember\w*|recall\w*|sav(?:e|es|ing)|(?:do not|don't|won't|will not|never) (?:have|need) to|re-?enter\w*|re-?type\w*)\b`,
);

/**
 * "Our aggregate statistics include the age and gender of our visitors": what pooled figures contain,
 * said with no verb of the company getting, using or passing on the data (a sentence that shares
 * them is left to the sharing rules, which take their data types from the same words).
 */
const POOLED_STATISTICS_CONTENTS = new RegExp(
  String.raw`^(?![^]*(?:${GETTING}|\b(?:us(?:e|es|ed|ing)|shar\w*|disclos\w*|sell\w*|sold|transfer\w*|pass\w*|send\w*)\b))[^]*\b(?:(?:aggregated?|statistical|pooled|anonymi[sz]ed|de-?identified|summary) (?:\w+ )?(?:statistics|reports?|data|information|figures|summaries|analys[ie]s)|statistics)\b[^.]{0,40}\b(?:includ\w*|contain\w*|consist\w* of|compris\w*|such as|show\w*|reflect\w*)\b`,
);

const NOT_COLLECTED_OR_DENIED = [
  NOT_COLLECTED,
  WIDGETS_COLLECT_THEMSELVES,
  PUBLIC_POSTING_WARNING,
  COOKIES_REASON,
  POOLED_STATISTICS_CONTENTS,
  TRACKER_DEFINITION,
  SCOPE_OR_OTHER_RULES,
  REMOVED_FROM_A_PAGE,
  KEPT_ANONYMISED,
  ANOTHER_PARTY_REQUESTS_ACCESS,
  IF_IT_HOLDS_ANY,
];

/** For the cookie rules a reason for using cookies is still their use. */
const NOT_COLLECTED_BY_TRACKERS = NOT_COLLECTED_OR_DENIED.filter((pattern) => pattern !== COOKIES_REASON);

/**
 * Sensitive data, which the TL;DR names: read only where the company states it collects it, not from
 * a hypothetical about its own future or accidental collection, advice to others or an account of
 * a law (not-own-practice.ts). Its four patterns are listed one by one, not as their combination:
 * each is then answered by its own literal gate (the hypothetical's "if" and "when" open the
 * combination's gate in most sentences, its verbs of learning seldom), and an `unless` list asks
 * whether any of them matches, which is the combination's answer.
 */
const NOT_COLLECTED_SENSITIVE = [...NOT_COLLECTED_OR_DENIED, ...partsOf(NOT_OWN_PRACTICE), DEFINITION_ONLY];
/**
 * A location named in the definition of the data a section says it collects ("behavioural
 * information is information about your visits, including your IP address and geolocation") is
 * kept: reviewers read it as collected, and the statement says how precise it is.
 */
const NOT_COLLECTED_LOCATION = NOT_COLLECTED_SENSITIVE.filter((pattern) => pattern !== DEFINITION_ONLY);

/**
 * "To tell a friend about an article, we ask you for your friend's name and email address": the
 * contact details of someone else, given for one message, not the reader's. Not when the sentence
 * names the reader's own as well ("your name and your friend's email").
 */
const SOMEONE_ELSES_CONTACT = new RegExp(
  String.raw`^(?![^]*\byour (?:own )?(?:full )?(?:names?|e-?mail|phone|telephone|mobile|postal|mailing|home|contact)\b)[^]*(?:\b(?:friend|friends|recipient|recipients|colleague|colleagues|contact|contacts|relative|relatives|referral|invitee|guest)(?:['’]s?|s['’]) (?:\w+ ){0,2}${COMPILE_ONCE}(?:names?|e-?mail|phone|telephone|mobile|address|contact)|\b(?:names?|e-?mail address(?:es)?|phone numbers?|contact (?:information|details)) (?:\w+ ){0,3}of (?:your |the |a |any )?${COMPILE_ONCE}(?:friends?|recipients?|colleagues?|relatives?|invitees?|persons? you (?:refer|invite))\b)`,
);

/**
 * "We may use demographic and preference information to let ads be targeted to the users they suit":
 * data the company already holds, used to choose ads, with no word of getting it (collecting,
 * asking for, receiving, your giving it). The finding says the use, not a collection.
 */
const USED_ONLY_TO_TARGET_ADS =
  /^(?![^]*\b(?:collect\w*|gather\w*|obtain\w*|receiv\w*|record(?:s|ed|ing)?|ask\w* (?:you )?for|request\w*|provid\w*|give|gives|given|submit\w*|enter\w*|captur\w*|automatically|stor(?:e|es|ed|ing)|log(?:s|ged)?|register\w*|sign(?:ing)? up)\b)[^]*\b(?:we|it|company) (?:\w+ ){0,2}(?:use|uses)\b[^.]{0,120}\b(?:(?:advertis\w*|ads)\b[^.]{0,60}\b(?:targeted|tailored|personali[sz]ed|customi[sz]ed)|(?:target|tailor|personali[sz]e|customi[sz]e)\w* (?:\w+ ){0,2}(?:advertis\w*|ads)|(?:choos|select|pick|decid|determin)\w* (?:which |what |the )?(?:\w+ )?(?:advertis\w*|ads))\b/;

/** "Collects demographic information." said as the use the sentence states: to choose the ads you see. */
export function asUseForAds(statement: string, names: (pattern: RegExp) => boolean): string {
  if (!statement.startsWith('Collects ') || !names(USED_ONLY_TO_TARGET_ADS)) return statement;
  return `Uses ${statement.slice('Collects '.length).replace(/\.$/, '')} to choose the ads you see.`;
}

/**
 * "We use cookies for the purpose of maintaining your session when you fill in our forms", "a session
 * cookie keeps you logged in": cookies whose only stated purpose is the visit's session or sign-in.
 * Reviewers judged "uses tracking technologies" an overstatement of them. A sentence that only names
 * session cookies ("session cookies collect nothing identifying") states no purpose. Not when it also
 * names tracking, advertising, analytics, other companies, lasting cookies or other technologies.
 */
const SESSION_COOKIES_ONLY =
  /^(?![^]*\b(?:track\w*|advertis\w*|ads|analytic\w*|marketing|third[- ]part\w*|partners?|persistent|permanent|statistic\w*|measur\w*|beacons?|pixels?|gifs?|sdks?|interests?|preferences|personali[sz]\w*|profil\w*|remember (?:you|your) (?:when|on|next|each)|return visits?|across)\b)[^]*\b(?:cookies? (?:\w+ ){0,6}(?:maintain\w*|keep\w*|manag\w*|preserv\w*) (?:your |the |a |user )?(?:session|log-?in|sign-?in)s?|cookies? (?:\w+ ){0,6}keep(?:s|ing)? you (?:logged|signed) in|cookies? (?:\w+ ){0,6}(?:log-?in|sign-?in|authenticat\w*) (?:purposes|only))\b/;

/** "Uses tracking technologies (cookies)." said as what a session or sign-in cookie does. */
export function asSessionCookies(statement: string, names: (pattern: RegExp) => boolean): string {
  if (statement !== 'Uses tracking technologies (cookies).' || !names(SESSION_COOKIES_ONLY)) return statement;
  return 'Uses cookies to keep your session or sign-in while you use the site.';
}

/** A contact list or directory the company provides or publishes for the reader, not the reader's own. */
const LIST_GIVEN_TO_YOU =
  /\b(?:we|us)\b (?:\w+ ){0,2}(?:provid|publish|post|offer|compil|prepar|make available|made available)\w*\b (?:(?!your\b|you\b)[\w-]+,? ){0,5}?(?:contacts? lists?|phone ?book|address book|director(?:y|ies))\b/;

/**
 * "Your account shows your recent orders, your address book, 1-Click settings and payment
 * settings": in a shop's account, the address book holds the delivery addresses you saved, not
 * the people you know. Read so when the sentence speaks of orders, delivery or payment and of no
 * device, friends or import of contacts.
 */
const SHIPPING_ADDRESS_BOOK =
  /^(?![^]*\b(?:devices?|phones?|mobile|contacts? lists?|your contacts|friends?|invit\w*|import\w*|upload\w*|sync\w*|social)\b)(?=[^]*\b(?:1-click|one-click|orders?|shipping|ship|deliver(?:y|ies)|checkout|check-out|purchases?|payment (?:settings|methods?|options|information)|wish ?lists?|billing|shopping)\b)[^]*\baddress book\b/;

const COOKIES_ONLY_AS_THE_CONTROL = new RegExp(
  String.raw`^(?=[^]*(?:${PERSISTENT_TRACKERS.source}))(?=[^]*(?:${OUTLASTS_COOKIE_CONTROLS.source}))`,
);

/**
 * "We may access your contacts on social networking sites such as Facebook to help you find friends":
 * the people you are connected to on a network, not your address book. Not with a phone's or device's
 * contacts, an e-mail account or an address book named as the source.
 */
const NETWORK_CONTACTS_ONLY =
  /^(?![^]*\b(?:address book|phone ?book|(?:device|phone|mobile)['’]?s? contacts|contacts? (?:lists? )?(?:on|from|in|stored on|of) (?:your )?(?:phones?|devices?|mobile|e-?mail)|e-?mail (?:contacts|address book)|webmail|gmail|outlook|sim card|upload\w*)\b)[^]*\b(?:social (?:media|network(?:ing)?)|sns|facebook|twitter|linkedin|instagram|google\+|myspace|on (?:that|the|this|such|each|those|these) (?:networks?|services?|sites?|platforms?))\b/;
/** The contacts finding's statement for contacts on a social network; the TL;DR reads it (collection-sentence.ts). */
export const NETWORK_CONTACTS = 'Collects your contacts on a social network you connect to the service.';

/** "If you log in with Facebook, we receive your friends list": the platform's list, not your address book. */
const FRIENDS_FROM_PLATFORM = new RegExp(
  String.raw`^(?![^]*\b(?:address book|contacts? lists?|your contacts|phone ?book)\b)(?=[^]*(?:${SIGN_IN_WITH_PLATFORM.source}))`,
);

const collected = (
  id: string,
  label: string,
  statement: string,
  patterns: readonly RegExp[],
  unless: readonly RegExp[] = NOT_COLLECTED_OR_DENIED,
): PracticeDefinition => ({
  id,
  label,
  statement,
  patterns,
  section: 'dataCollection',
  category: 'First Party Collection/Use',
  requires: COLLECTION_CONTEXT,
  unless,
  deniedVerb: COLLECT_VERB,
});

/** "Not intended for children" or "we do not knowingly collect" is an age limit, not collection from children. */
const NOT_FOR_CHILDREN = [
  ...NOT_COLLECTED_SENSITIVE,
  /\bnot (?:intended|directed|designed|meant|targeted)\b|\bknowingly\b|\b(?:delete|remove|erase)\w*\b[^.]{0,30}\bchild|\bprohibit|\bmust be (?:at least|over|older)|\bif you (?:believe|think|are aware|become aware)|\bmay have (?:collected|received|obtained)|\bwithout (?:verifiable )?parental consent/,
  // "If the changes are a material departure ..., they will be posted 30 days before taking effect
  // and will not affect children's information previously collected": how the rules change, no collection.
  /\bchanges? (?:will|would|shall) (?:be posted|not affect|take effect)\b|\bprior to (?:taking|their taking) effect\b|\bmaterial (?:departure|change)\b/,
  // A pointer to another document ("for more on how our junior app treats what children enter,
  // see that app's notice") says nothing this service does.
  /^(?:for|to (?:learn|read|find out)) (?:more|complete|full|further|additional|detailed|the)\b[^.]{0,120}\b(?:please )?(?:visit|see|read|refer to|review|consult|go to|click)\b/,
];

const PARENT_PROVIDES = /\bparents? (?:\w+ ){0,3}(?:provide|give|submit)\w*/;
/** A parent gives the child's data, or consents to it: the statement says so. */
const FROM_PARENTS = /\bparent(?:s|al|['’]s)?\b|\bguardians?\b/;
/** Both word orders: "without parental consent", "without consent from a guardian". */
const WITHOUT_PARENTS =
  /\bwithout (?:(?:the|their|a|verifiable|prior) )*parent(?:al|['’]s|s['’]?)? (?:\w+ )?consent\b|\bwithout (?:(?:the|any|prior|verifiable) )*consent (?:of|from) (?:(?:the|a|their|its|his|her|your|child['’]s|children['’]s) )*(?:parents?|guardians?)\b/;

/** Allergies as data about a person: theirs, their child's, or how they relate to them. */
const ALLERGY_DATA = String.raw`\b(?:your|their|his|her|child['’]s|children['’]s) (?:(?:food|known|drug) )?allerg(?:y|ies)\b|\brelationship to (?:\w+ )?allerg(?:y|ies)\b|\ballerg(?:y|ies) (?:information|details|data|history|status|profiles?)\b`;

/** The rules for each kind of data; their statements are written from the sentence (below). */
const RULES: readonly PracticeDefinition[] = [
  collected(
    'contact',
    'contact details',
    'Collects contact details such as your name, email address, phone number or postal address.',
    [
      /\b(?:e-?mail address|phone number|telephone number|mobile number|postal address|mailing address|home address|contact (?:information|details))\b/,
      /\bnames?\b[^.]{0,30}\b(?:e-?mail|address|phone)\b/,
    ],
    // "Write to us at the postal address listed below" gives the company's address, not yours.
    [
      ...NOT_COLLECTED_OR_DENIED,
      SOMEONE_ELSES_CONTACT,
      /\baddress(?:es)? (?:listed |shown |given )?(?:below|above)\b|\b(?:our|the following) (?:postal |mailing |e-?mail )?address\b/,
    ],
  ),
  collected(
    'account',
    'login details',
    'Collects your account details, such as username and password.',
    [
      /\b(?:username|user name|password|login credentials|account (?:information|details|credentials)|registration (?:information|data))\b/,
    ],
    // "We receive data from other sources and add it to our account information": the account is where it goes.
    [
      ...NOT_COLLECTED_OR_DENIED,
      /\b(?:add|combine|merge|append)\w* (?:it |this |them |that )?(?:to|with) (?:our|your|the) account (?:information|records|details|data)\b/,
      // "Protect against unauthorised access to your password": advice to the reader, not collection.
      /\b(?:protect|keep|safeguard|never share|not share|responsible for)\w* (?:\w+ ){0,7}(?:your )?password\b/,
      // Another platform's login ("your login information for those services"): not its account form.
      PLATFORM_CREDENTIALS,
    ],
  ),
  collected(
    'device',
    'device identifiers',
    'Collects technical identifiers from your device, such as IP address, device ID or browser type.',
    [
      /\b(?:ip address(?:es)?|device (?:id|identifiers?|information|type)|advertising (?:id|identifiers?)|idfa|mac address|browser type|operating system|unique identifiers?|user agent)\b/,
    ],
  ),
  collected(
    'cookies',
    'cookies',
    'Uses cookies or similar technologies to recognise you and record your activity.',
    [
      // Flash cookies and local storage are the persistent trackers' (persistent-trackers.ts).
      /(?<!\bflash )\bcookies?\b|\bweb beacons?\b|\bpixel(?:s| tags?)\b|\btracking technologies\b|\bsdks?\b/,
    ],
    // "Deleting cookies does not delete Flash objects": cookies named as what leaves the others in place.
    [...NOT_COLLECTED_BY_TRACKERS, COOKIES_ONLY_AS_THE_CONTROL],
  ),
  collected(
    'usage',
    'how you use the service',
    'Records how you use the service: pages viewed, clicks, searches and time spent.',
    [
      /\b(?:usage (?:data|information)|pages? (?:you )?(?:view|visit)|clicks|search(?:es| queries| history)|browsing (?:history|activity)|interactions? with|log (?:data|files|information)|click ?stream|(?:information|data) about (?:your )?usage|time spent|referring (?:url|page|website))\b/,
    ],
  ),
  {
    ...collected(
      'location',
      'location',
      'Collects your location, approximate or precise.',
      [
        // "Your IP address (your computer's place on the Internet)" is not where you are.
        // Nor is a place of business ("a franchised location", "store locations") or a room in a
        // building ("your location in our facility" in a patient directory), a shop the reader writes
        // about ("about a specific location"), or another place to reach you ("an alternative location").
        /\b(?:(?<!\b(?:franchised?|franchisee|store|shop|restaurant|retail|branch|office|participating|physical|nearest) )(?<!\b(?:a|an|any|each) (?:specific|particular|certain|given) )(?<!\b(?:alternative|alternate) (?:\w+ or )?)(?<!\b(?:storage|file|folder|cloud|backup|download|upload|save|destination|source|remote) )(?<!\b(?:import|upload|export|sav|stor|mov|cop|sync|transfer)\w*\b[^.]{0,40}\b(?:from|to|in|into) (?:a |an |another |any |other |a different |the |that )?(?:\w+ )?)location(?! (?:on|of) (?:the|your) (?:internet|network|web))(?! to (?:save|store|keep|upload|import|export|put)\b)(?!s?,? (?:such as|like|e\.g\.,?) (?:your |a |an )?(?:[\w-]+ ){0,3}(?:accounts?|drives?|dropbox|cloud|folders?|storage|servers?|computers?|disks?)\b)(?!s? (?:in|within|at|inside) (?:our|the|this|a|its) (?:facility|facilities|hospital|building|premises|clinic|unit|ward|store|office)s?\b)|geolocation|gps|geographic(?:al)? (?:location|area|region|information|data|details)|latitude|whereabouts)\b/,
      ],
      NOT_COLLECTED_LOCATION,
    ),
    write: locationStatement,
  },
  collected(
    'financial',
    'payment details',
    'Collects payment or financial details, such as card numbers or billing information.',
    [
      /\b(?:credit card(?! (?:payments|compan(?:y|ies)|issuers?|processing))|debit card|payment (?:card|information|details|method)|billing (?:information|address|details)|bank account|financial information|card number|purchase history|transaction (?:history|information))\b/,
    ],
  ),
  collected(
    'health',
    'health information',
    'Collects health or medical information, which is sensitive.',
    [
      new RegExp(
        // A person's allergies ("your relationship to food allergies", "allergy details") are a health
        // condition; a charity's or shop's subject ("food allergy research") is not data about you.
        String.raw`\b(?:health|medical|fitness) (?:information|data|records?|conditions?|history|status)\b|\bheart rate\b|${PRESCRIPTION_DATA}|\bdiagnos[ie]s\b|\bsymptoms\b|${ALLERGY_DATA}`,
      ),
    ],
    NOT_COLLECTED_SENSITIVE,
  ),
  collected(
    'biometric',
    'biometric data',
    'Collects biometric data (face, fingerprint or voice prints), which is highly sensitive.',
    [
      /\b(?:biometric|face ?prints?|facial (?:recognition|geometry|features)|fingerprints?|voice ?prints?|iris scans?)\b/,
    ],
    NOT_COLLECTED_SENSITIVE,
  ),
  collected(
    'government-id',
    'government identifiers',
    "Collects government identifiers, such as a social security, passport or driver's licence number.",
    [
      /\b(?:social security (?:number)?|ssn|passport|driver'?s licen[cs]e|national (?:id|identity|insurance)|tax (?:id|identification))\b/,
    ],
    NOT_COLLECTED_SENSITIVE,
  ),
  collected(
    'demographics',
    'demographic details',
    'Collects demographic details such as age, date of birth or gender.',
    [
      // "Monitor metrics such as visitor numbers, traffic and demographic patterns": figures about the
      // audience as a whole, no detail of yours.
      /\b(?:date of birth|birth ?date|birthday|your age|age range|gender|(?<!\b(?:generat|produc|creat|compil|develop|prepar|deriv)\w*\b[^.]{0,30})demographic(?:s| information| data)?(?! (?:patterns|trends|statistics|analys[ie]s|breakdowns?|research|reports?|composition|make-?up|metrics|shifts|changes)\b)|(?<!\b(?:geographic(?:al)?|location)\b[^]{0,40})(?:zip|postal) code|household income|ethnic(?:ity| background| origin))\b/,
    ],
  ),
  collected(
    'content',
    'the content you create',
    'Collects the content you create or upload, such as messages, photos, files and posts.',
    [
      /\b(?:messages|photos?|videos?|posts|comments|reviews|files|recordings) (?:that )?you (?:post|send|upload|create|share|submit|write|store)\b|\byour (?:messages|photos?|videos?|posts|comments|reviews|uploads|files|content|conversations|notes)\b|\buser[- ]generated content\b|\bcontent (?:that )?you (?:create|post|upload|submit|share|provide)\b|\bchat (?:logs|history|transcripts?)\b|\b(?:your|the) prompts\b|\bprompts (?:that )?you\b/,
    ],
  ),
  {
    ...collected(
      'contacts',
      'your address book',
      'Collects your contacts or address book.',
      [/\b(?:address book|contacts? lists?|your contacts|phone ?book|friends? list)\b/],
      // "We have published a contact list of rights holders to help you": a list the company gives
      // you, not your own contacts.
      // A shop's address book of delivery addresses is postal addresses (contact details), not your contacts;
      // a friends list passed on by a platform you sign in with is social profile data (the social rule).
      [...NOT_COLLECTED_OR_DENIED, LIST_GIVEN_TO_YOU, SHIPPING_ADDRESS_BOOK, FRIENDS_FROM_PLATFORM],
    ),
    // Contacts taken from a social network are your contacts there, not your address book.
    write: (names) =>
      names(NETWORK_CONTACTS_ONLY) ? NETWORK_CONTACTS : 'Collects your contacts or address book.',
  },
  collected('audio', 'voice recordings', 'Records audio or voice, for example calls or voice commands.', [
    /\b(?:voice recordings?|audio recordings?|record(?:s|ing)? (?:of )?(?:calls|your voice|audio)|microphone|voice (?:commands|data|inputs?))\b/,
  ]),
  {
    ...collected(
      'social',
      'social media profile data',
      'Collects information from your social media accounts when you connect them.',
      [
        /\b(?:social (?:media|network(?:ing)?) (?:accounts?|profiles?|information|data|login)|facebook (?:profile|login|connect)|sign in with (?:google|facebook|apple))\b/,
        SIGN_IN_WITH_PLATFORM,
      ],
    ),
    // What the platform passes on, as the sentence names it; never a password of its own form.
    write: (names) => {
      const found = itemsFound(names, FROM_PLATFORM_ITEMS);
      if (found.length > 0 && names(SIGN_IN_WITH_PLATFORM))
        return `Receives information from another platform you sign in or connect with (${joinItems(found)}).`;
      return names(SIGN_IN_WITH_PLATFORM)
        ? 'Receives information from another platform you sign in or connect with.'
        : 'Collects information from your social media accounts when you connect them.';
    },
  },
  {
    ...collected(
      'persistent-trackers',
      'tracking that outlasts deleting cookies',
      'Uses tracking technologies besides cookies.',
      [PERSISTENT_TRACKERS],
      [...NOT_COLLECTED_BY_TRACKERS, READER_CLEARS_TRACKERS],
    ),
    // "(Flash cookies and HTML5 local storage)", and that deleting cookies leaves them only when said.
    write: (names) => {
      const found = itemsFound(names, PERSISTENT_TRACKER_ITEMS);
      const named = found.length > 0 ? ` (${joinItems(found)})` : '';
      return `Uses tracking technologies besides cookies${named}${names(OUTLASTS_COOKIE_CONTROLS) ? ', which deleting your cookies does not remove' : ''}.`;
    },
  },
  {
    ...collected(
      'children',
      "children's data",
      'May collect personal data from children.',
      [
        /\b(?:collect|obtain|receive|gather|request|ask for)\w*\b[^.]{0,60}\b(?:from|about|of) (?:children|a child|your child|kids|minors|students)\b|\bchild(?:['’]s|ren['’]s) (?:(?:first|full|last) )?(?:name|e-?mail|information|personal|data|age|photo)|\bparental consent\b|\bparents? (?:who )?consents?\b/,
        // "Parents will provide certain information about or for their child."
        /\bparents?\b[^.]{0,40}\b(?:provide|give|submit|enter)\w*\b[^.]{0,40}\b(?:information|data|details)\b[^.]{0,20}\b(?:about|for|of) (?:or for )?(?:their|your|a|the) child(?:ren)?\b/,
      ],
      NOT_FOR_CHILDREN,
    ),
    // A parent who provides the child's details is the company collecting them.
    // "Parents provide it; we will not collect it from the child directly" still collects it.
    requires: new RegExp(`${COLLECTION_CONTEXT.source}|${PARENT_PROVIDES.source}`),
    deniedVerb: new RegExp(`${COLLECT_VERB.source}|${PARENT_PROVIDES.source}`),
    // "A note a child sends us may be answered once without consent from a guardian" uses the
    // child's data without the parent: the reverse of collecting it with a parent's consent.
    write: (names) =>
      names(WITHOUT_PARENTS)
        ? "May collect or use personal data from children without a parent's consent."
        : names(FROM_PARENTS)
          ? "May collect personal data about children, given by their parents or with a parent's consent."
          : 'May collect personal data from children.',
  },
  {
    ...collected(
      'inferences',
      'profiles of your interests',
      'Builds profiles or inferences about your interests and behaviour.',
      [
        /\b(?:inferences?|infer|profil(?:e|es|ing) (?:about|of) you|interests? (?:and|or) preferences|interest segments|predict(?:ions)? about)\b/,
      ],
    ),
    // "Offers that match your interests and preferences, if you opt in" chooses what you are sent;
    // it names no profile, and the opt-in is kept.
    write: (names) =>
      names(/\b(?:inferences?|infer|profil\w*|interest segments|predict\w*)\b/)
        ? 'Builds profiles or inferences about your interests and behaviour.'
        : `Uses your interests and preferences to choose what it sends or shows you${names(/\b(?:if|when|once) you (?:\w+ )?opt[- ]?in\b/) ? ', if you opt in' : ''}.`,
  },
];

type Items = NonNullable<PracticeDefinition['items']>;

const item = (pattern: RegExp, words: string): readonly [RegExp, string] => [pattern, words];

/** A precise position: GPS, coordinates, or a geolocation read from a phone or other device. */
const PRECISE_ITEM =
  /\b(?:gps|latitude|longitude|precise (?:geo-?)?location|exact location)\b|(?=[^]*\b(?:devices?|phones?|smartphones?|tablets?|mobile)\b)[^]*\bgeo-?location\b/;

const LOCATION_ITEMS: ItemList = [
  // A bare "geolocation" in a list of computer details says no more than "location": precise
  // when it comes from GPS, coordinates or the device itself.
  item(PRECISE_ITEM, 'precise location'),
  item(
    /\b(?:general|approximate|city|country|region)\b[^.]{0,20}\blocation\b|\blocation\b[^.]{0,30}\bip address\b/,
    'approximate location',
  ),
];

/**
 * "Collects your approximate location (your country or city), worked out from your IP address.":
 * a coarse location and nothing precise (location-precision.ts) is named as what it is, not as
 * "your location", which reads as where you go. Otherwise the items the sentence names.
 */
function locationStatement(names: Names): string {
  if (isCoarseLocation(names)) {
    const places = itemsFound(names, COARSE_PLACES, 3);
    const which = places.length > 0 ? ` (your ${joinAlternatives(places)})` : '';
    const from = names(FROM_IP_ADDRESS) ? ', worked out from your IP address' : '';
    return `Collects your approximate location${which}${from}.`;
  }
  const found = itemsFound(names, LOCATION_ITEMS, Infinity);
  return found.length > 0 ? `Collects your location (${joinItems(found)}).` : 'Collects your location.';
}

/**
 * Statements written from the sentence: a data type's plain statement claims no example, and when
 * the sentence names some, they are listed in its words ("Collects contact details (email address
 * and phone number)."), never a template's "such as your name, email, phone or postal address" for
 * a sentence that names only a phone number.
 */
const STATEMENTS: Readonly<Record<string, { statement: string; items?: Items }>> = {
  contact: {
    statement: 'Collects your contact details.',
    items: {
      lead: 'Collects contact details',
      found: [
        item(/\bnames?\b/, 'name'),
        // "Your name, address, email and phone": bare "address" and "email" in a list of details.
        item(/\be-?mail address(?:es)?\b|\bnames?\b[^.]{0,40}\be-?mails?\b/, 'email address'),
        item(/\b(?:phone|telephone|mobile) numbers?\b/, 'phone number'),
        item(
          /\b(?:postal|mailing|home|street|shipping|billing|physical) address(?:es)?\b|\bnames?,? (?:and )?(?:your )?address(?:es)?\b/,
          'postal address',
        ),
        item(SHIPPING_ADDRESS_BOOK, 'the delivery addresses you save'),
      ],
    },
  },
  account: {
    statement: 'Collects your account or registration details.',
    items: {
      lead: 'Collects account details',
      found: [
        item(/\buser ?names?\b/, 'username'),
        item(/\bpasswords?\b/, 'password'),
        item(/\blogin credentials\b/, 'login credentials'),
        item(/\bregistration (?:information|data)\b/, 'registration information'),
      ],
    },
  },
  device: {
    statement: 'Collects technical data about your device or browser.',
    items: {
      lead: 'Collects technical data from your device',
      found: [
        item(/\bip\)? address(?:es)?\b|\binternet protocol\b/, 'IP address'),
        item(
          /\b(?:device (?:id|identifiers?)|unique (?:device )?identifiers?|advertising (?:id|identifiers?)|idfa|mac address)\b/,
          'device identifiers',
        ),
        item(/\bdevice types?\b/, 'device type'),
        item(/\bdevice information\b/, 'device information'),
        item(/\bbrowser types?\b|\buser agent\b/, 'browser type'),
        item(/\boperating system\b/, 'operating system'),
      ],
    },
  },
  cookies: {
    statement: 'Uses cookies or similar tracking technologies.',
    items: {
      lead: 'Uses tracking technologies',
      found: [
        item(/(?<!\bflash )\bcookies?\b/, 'cookies'),
        item(/\bweb beacons?\b|\bclear gifs?\b/, 'web beacons'),
        item(/\bpixel(?:s| tags?)\b/, 'pixels'),
        item(/\bsdks?\b/, 'SDKs'),
      ],
    },
  },
  usage: {
    statement: 'Records how you use the service.',
    items: {
      lead: 'Records how you use the service',
      found: [
        item(
          /\bpages? (?:you )?(?:view|visit)|\bpages? (?:viewed|visited|requested)|\bpage views?\b/,
          'pages you visit',
        ),
        item(/\bclicks\b|\bclick ?stream\b/, 'clicks'),
        item(/\bsearch(?:es| queries| history| terms)\b/, 'searches'),
        item(/\bbrowsing (?:history|activity)\b/, 'browsing history'),
        item(/\btime spent\b/, 'time spent'),
        item(/\breferring (?:url|page|website|site)s?\b/, 'the page you came from'),
        item(/\blog (?:data|files|information)\b|\bserver logs?\b/, 'server logs'),
        item(/\binteractions? with\b/, 'your interactions'),
      ],
    },
  },
  financial: {
    statement: 'Collects payment, billing or purchase details.',
    items: {
      lead: 'Collects payment or purchase details',
      found: [
        item(/\b(?:credit|debit|payment) card\b|\bcard (?:numbers?|details)\b/, 'card details'),
        item(/\bbilling (?:information|address|details)\b/, 'billing details'),
        item(/\bbank account\b/, 'bank account'),
        item(/\b(?:purchase|transaction|order) (?:history|information|records?)\b/, 'purchase history'),
        item(/\bfinancial information\b/, 'financial information'),
      ],
    },
  },
  demographics: {
    statement: 'Collects demographic information.',
    items: {
      lead: 'Collects demographic details',
      found: [
        item(/\b(?:date of birth|birth ?date|birthday)\b/, 'date of birth'),
        item(/\byour age\b|\bage range\b/, 'age'),
        item(/\bgender\b/, 'gender'),
        // "Geographical information (city, state, zip code)" is where you are, not a demographic detail.
        item(/(?<!\b(?:geographic(?:al)?|location)\b[^]{0,40})\b(?:zip|postal) codes?\b/, 'postcode'),
        item(/\bhousehold income\b|\bincome\b/, 'income'),
        // Sensitive: named, never folded into "demographic details".
        // Not from a definition of a kind of information, which says what the word means (not-own-practice.ts).
        item(
          new RegExp(`^(?!${DEFINITION_ONLY.source})[^]*\\bethnic(?:ity| background| origin)\\b`),
          'ethnic background',
        ),
      ],
    },
  },
  content: {
    statement: 'Collects the content you create or upload.',
    items: {
      lead: 'Collects the content you create or upload',
      found: [
        item(/\bmessages\b|\bconversations\b|\bchat (?:logs|history|transcripts?)\b/, 'messages'),
        item(/\bphotos?\b/, 'photos'),
        item(/\bvideos?\b/, 'videos'),
        item(/\bposts\b/, 'posts'),
        item(/\bcomments?\b/, 'comments'),
        // "Post a review", not "please review our guidelines".
        item(/\breviews\b|\b(?:a|your|product|written) reviews?\b|, review\b/, 'reviews'),
        item(/\bratings?\b/, 'ratings'),
        item(/\bfiles\b|\buploads\b/, 'files'),
        item(/\b(?:your|the) prompts\b|\bprompts (?:that )?you\b/, 'prompts'),
      ],
    },
  },
  'government-id': {
    statement: 'Collects government identification numbers.',
    items: {
      lead: 'Collects government identifiers',
      found: [
        item(/\bsocial security\b|\bssn\b/, 'social security number'),
        item(/\bpassport\b/, 'passport'),
        item(/\bdriver'?s licen[cs]e\b/, "driver's licence"),
        item(/\bnational (?:id|identity|insurance)\b/, 'national ID'),
        item(/\btax (?:id|identification)\b/, 'tax ID'),
      ],
    },
  },
  biometric: {
    statement: 'Collects biometric data, which is highly sensitive.',
    items: {
      lead: 'Collects biometric data',
      found: [
        item(/\bface ?prints?\b|\bfacial (?:recognition|geometry|features)\b/, 'face data'),
        item(/\bfingerprints?\b/, 'fingerprints'),
        item(/\bvoice ?prints?\b/, 'voice prints'),
        item(/\biris scans?\b/, 'iris scans'),
      ],
      tail: ', which is highly sensitive',
    },
  },
};

/** The kinds of personal data a policy can say it collects. */
export const DATA_TYPES: readonly PracticeDefinition[] = RULES.map((rule) => {
  const written = STATEMENTS[rule.id];
  return written ? { ...rule, ...written } : rule;
});
