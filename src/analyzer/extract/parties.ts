import { EFFORT_NOT_TO, SELL_VERB, SHARE_VERB } from '../practices/denial';
import { COMPILE_ONCE } from '../compile-once';
import { OWN_GROUNDS, REQUIRED_BY_LAW } from './legal-grounds';
import { SHARING_CONTEXT } from './practice-definition';
import {
  NOT_PUBLIC_POSTING,
  POSTING_CONTEXT,
  PUBLIC_PATTERNS,
  PUBLIC_VERB,
  publicPostsStatement,
} from './public-posts';
import type { PracticeDefinition } from './practice-definition';
import type { Names } from '../statement-items';
import { EMAIL_ONLY, SHARE_PROMISES, occasionOf, promisedData } from './share-promises';
import { OTHERS_MARKETING } from './others-marketing';
import { LINKS_TO_THEIR_SITES, OPT_IN_TO_OFFERS } from './sharing-evidence';
import { SIGN_IN_WITH_PLATFORM } from './social-sign-in';
import {
  CV_ACCESS_VERB,
  CV_DATABASE,
  CV_SEARCHERS,
  DELIVERY_OR_PAYMENT_COMPANIES,
  SELLERS,
  cvDatabaseStatement,
  serviceProvidersStatement,
} from './recipient-kinds';

const sharedWith = (
  id: string,
  label: string,
  statement: string,
  patterns: readonly RegExp[],
  unless: readonly RegExp[] = NOT_REGULAR_SHARING,
  deniedVerb: RegExp = SHARE_VERB,
  write?: PracticeDefinition['write'],
): PracticeDefinition => ({
  id,
  label,
  statement,
  ...(write ? { write } : {}),
  patterns,
  section: 'dataSharing',
  category: 'Third Party Sharing/Collection',
  requires: SHARING_CONTEXT,
  unless,
  deniedVerb,
  isRecipient: true,
});

/** "One of our sites is sold to another company": the business changes hands, not the data alone. */
const BUSINESS_SOLD =
  /\b(?:sites?|websites?|services?|business(?:es)?|compan(?:y|ies)|divisions?|units?|brands?|stores?|publications?|magazines?|newspapers?) (?:is|are|was|were|be) (?:sold|acquired)\b/;

/**
 * "If we sell one of our websites, its users' data goes to the buyer", "we may sell or transfer a
 * website, property or business unit", "the sale of one of our brands": the company sells a part of
 * its business, and the data passes with it. A business transfer, never a sale of the data. The
 * part must be the company's ("one of our", "any of its", "a", "that"), not the reader's ("if you sell
 * your property through our listings").
 */
export const SELLS_PART_OF_BUSINESS = new RegExp(
  String.raw`\b(?:(?:sell|sells|selling|sold|transfer|transfers|transferring|divest|divests|divesting)(?:,? (?:or|and|and\/or) (?:otherwise )?(?:sell|transfer|divest|dispose of|assign)\w*)?|sale|sales|divestiture|transfer) (?:of )?(?:(?:one|any|all|some|part|parts|portions?) (?:or (?:all|more|part) )?of )?${COMPILE_ONCE}(?:a|an|any|one|our|its|the|that|this|these|those|such)(?: (?:of )?(?:our|its|their))? (?:(?:[\w-]+ ){0,2}(?:or|and) )?(?:(?:web|online|digital|media) )?${COMPILE_ONCE}(?:web ?sites?|sites?|propert(?:y|ies)|business(?:es)? units?|units?|divisions?|brands?|product lines?|subsidiar(?:y|ies)|stores?|publications?|magazines?|newspapers?|titles|channels|apps?|applications?|domains?)\b(?! (?:and|or) (?:(?:our|its|the|your|their) )?(?:[\w-]+['’]?s? )?(?:[\w-]+ )?${COMPILE_ONCE}(?:information|data|details|lists?|addresses|profiles|records)\b)`,
);

/** Something passes with the part sold: the buyer or purchaser, data transferred, passed or included. */
const PASSES_WITH_IT = String.raw`\b(?:buyers?|purchasers?|acquir(?:er|ers|ing (?:company|party|entity))|new owners?|transferr?(?:ed|ing)|pass(?:ed|es)?|go(?:es)? (?:with|along)|included|disclosed|part of the (?:sale|transaction))\b`;

/** "If we sell a website, property or business unit, its users' data may be passed to the buyer": the business transfer. */
export const PART_OF_BUSINESS_CHANGES_HANDS = new RegExp(
  String.raw`${SELLS_PART_OF_BUSINESS.source}[^.]{0,160}${PASSES_WITH_IT}|${PASSES_WITH_IT}[^.]{0,120}\b(?:if|when|where|should|in the event)\b[^.]{0,40}${SELLS_PART_OF_BUSINESS.source}`,
);

/**
 * "If our assets are sold, your data goes with them" is a business transfer, not a sale of data;
 * "we may sell aggregated, anonymous data about our users" sells nothing personal.
 */
const NOT_A_SALE = [
  // "If we become insolvent, our liquidator or receiver may sell this information with the court's
  // approval": the estate of a failed company is wound up, a business transfer, not a sale of data
  // the company makes.
  /\b(?:merger|acquisition|acquired|bankrupt\w*|insolven\w*|liquidat\w*|receivers?(?:hip)?|winding[- ]up|assets|successor)\b/,
  BUSINESS_SOLD,
  SELLS_PART_OF_BUSINESS,
  /\b(?:sell|sold|rent)\w*\b[^.]{0,40}\b(?:aggregated?|anonymous|anonymi[sz]ed|de-?identified|non-?personal)\b/,
];

/**
 * Data handed to companies that pay the company for it: a sale, whatever the verb ("your details
 * will be passed to lenders who pay us for each lead", "information provided to partners who
 * compensate us for referrals"). The data must be named before the paying party; not a denial
 * ("we never give your data to sponsors who pay us for space"), and not a payment the company makes.
 */
export const DATA_FOR_PAYMENT =
  /(?<!\b(?:not|never|no)\b[^.]{0,80})\b(?:information|data|details)\b[^.]{0,120}\b(?:who|which|that) (?:\w+ )?(?:compensate|compensates|pay|pays|paid|remunerate|remunerates) (?!(?:you|them)\b)\w+ (?:\w+ ){0,2}for\b/;

/**
 * A recipient using the data to sell you its own goods ("vendors may use that information to tell
 * you about other products they offer", "to market their own products"): a company working for
 * itself, not a service provider working on the company's behalf. Not a denial ("may not use it to
 * market their own products").
 */
export const OFFERS_THEIR_OWN =
  /(?<!\b(?:not|never|no)\b[^.]{0,60})(?:\b(?:use|uses|using) (?:that|the|this|such|your) (?:information|data|details)\b[^.]{0,30}\bto (?:advise|tell|inform|contact|offer|market to|send|notify|alert) you\b[^.]{0,80}\b(?:products|offers|offerings|services|goods|promotions)\b[^.]{0,30}\b(?:they|their own) (?:\w+ )?(?:provide|offer|sell|make|carry|have)\b|\b(?:market|promote|advertise) (?:their|its) own (?:products|services|offers|goods)\b)/;

/** "Neither we nor our contractors make any warranty ... for any information disclosed" gives nobody anything. */
const WARRANTY_DISCLAIMER =
  /\b(?:makes?|gives?) (?:any|no) (?:warrant|representation)|\bassumes? (?:any|no) (?:legal )?(?:liability|responsibility)\b/;

/**
 * "We may combine it with information we obtain from business partners": data comes from the party,
 * and nothing in the sentence goes to it ("send us a message" is the reader's giving).
 */
const RECEIVED_ONLY =
  /^(?![^]*(?:\b(?:share|disclos|sell|sold|rent|transfer|release|reveal|make available)\w*|\b(?:gives?|given|giving|provides?|provided|providing|pass(?:es|ed|ing)?|sends?|sending|sent)\b(?! (?:it |them |this )?(?:to )?us\b)))[^]*(?:\b(?:obtain|receive|get|collect|gather|acquire)\w*\b[^.]{0,60}\bfrom\b|\b(?:send|sends|sent|give|gives|pass|passes|provide|provides)\b (?:to )?us\b)/;

/**
 * "Our presence on a social media platform does not imply that we endorse it", "mention of a
 * product is not an endorsement": an endorsement disclaimer says what the company thinks of a site,
 * not that data goes to it. Unless the sentence names data of yours as well.
 */
const ENDORSEMENT_DISCLAIMER =
  /^(?![^]*\b(?:your|personal|user|customer)['’]?s? (?:\w+ )?(?:information|data|details)\b)[^]*(?:\b(?:not|never|nor)\b[^.]{0,60}\bendors\w*|\bno (?:\w+ )?endorsement\b)/;

/**
 * "For how they store your card number, please read our payment partners' privacy policies", "it is
 * up to you to review the privacy practices of these advertisers", "the use of cookies by our
 * partners is not covered by this policy": a pointer to other companies'
 * policies, or their practice placed outside this one, gives them nothing when the sentence has no
 * verb of giving.
 */
const READ_THEIR_POLICIES =
  /^(?![^]*\b(?:shar|disclos|provid(?!ers?\b)|giv|pass|send|sent|transfer|sell|sold|rent|releas)\w*)[^]*(?:\b(?:read|review|see|consult|refer to|check)\b[^.]{0,40}\b(?:their|third[- ]part(?:y|ies)['’]?s?|partners['’]?|providers['’]?|vendors['’]?|processors['’]?|compan(?:y|ies)['’]?s?) (?:own )?privacy (?:policies|policy|notices?|statements?)\b|\b(?:read|review|see|consult|refer to|check)\b[^.]{0,40}\bprivacy (?:practices|policies|policy|notices?|statements?) (?:and (?:\w+ ){1,2})?of (?:(?:the|these|those|such|any|other|third[- ]party|linked|outside) )+|\b(?:is|are) not (?:covered|governed) by (?:this|our|the) (?:privacy )?(?:policy|notice|statement)\b)/;

/**
 * "We may provide links to third-party sites" sends the reader away; it gives them nothing.
 * "We might sell or buy subsidiaries" or "if we merge with another company" describes a business
 * transfer (its own practice), not regular sharing with affiliates, partners or social networks.
 */
const NOT_REGULAR_SHARING = [
  ENDORSEMENT_DISCLAIMER,
  LINKS_TO_THEIR_SITES,
  /\b(?:merger|acquisition|acquired|bankruptcy|insolvency|successor|business units|(?:sell|buy) (?:or (?:sell|buy) )?(?:stores|subsidiaries|assets)|(?:provide|offer|include)s? (?:\w+ ){0,2}links)\b/,
  WARRANTY_DISCLAIMER,
  RECEIVED_ONLY,
  READ_THEIR_POLICIES,
];

/**
 * "We show you ads related to our advertising partners", "ads on this site are delivered by our ad
 * partners", even "ads from our partners tailored to your interests": ads reach you, chosen by the
 * company perhaps, but nothing in the sentence says data reaches the partners.
 */
const ADS_ONLY =
  /^(?![^]*\b(?:information|data|cookies?|beacons?|pixels?|tags?|identifiers?|browsing|history|track\w*|collect\w*|shar\w*|disclos\w*|sell\w*|sold|transfer\w*|pass\w*|send\w*|sent)\b)[^]*(?:\b(?:ads|advertisements|advertising|banners)\b[^.]{0,40}\b(?:delivered|served|shown|displayed|related to|on behalf of|from)\b|\b(?:delivered|served|shown|displayed) (?:to you )?by (?:our |its |the )?(?:\w+ ){0,2}(?:advertis|ad (?:partners|networks?|vendors?)))/;

/**
 * "Advertisers use technology to send (or serve) the ads that appear on our site directly to your
 * browser": how ads reach your browser. The verb sends ads, not data, and nothing in the sentence is
 * gathered, received or tracked (those words, or cookies, pixels, an IP address, make it data
 * again). A plain "we let ad vendors serve ads to our readers" still names advertisers as a party.
 */
export const AD_SERVING_ONLY =
  /^(?![^]*\b(?:information|data|details|cookies?|beacons?|pixels?|tags?|identifiers?|ip address\w*|browsing|history|track\w*|collect\w*|gather\w*|receiv\w*|record\w*|monitor\w*|profil\w*|interests?|behaviou?r\w*|shar\w*|disclos\w*|sell\w*|sold|transfer\w*|across|over time|visits?|target\w*|personali[sz]\w*)\b)(?=[^]*\bto your (?:web )?(?:browsers?|devices?|computers?|screens?)\b)[^]*\b(?:send|sends|sent|serve|serves|served|deliver|delivers|delivered|display|displays|displayed)\b[^.]{0,50}\b(?:ads|advertisements|banners)\b/;

/**
 * "So advertisers send their messages to the people most likely to be interested": the ads reach
 * you; nothing in the sentence goes to the advertisers.
 */
const ADVERTISERS_REACH_YOU =
  /^(?![^]*\b(?:your|personal) (?:\w+ )?(?:information|data)\b)[^]*\badvertisers? (?:\w+ )?(?:send|deliver|show|direct|reach)\w* (?:their |its )?(?:messages|ads|advertisements|offers)\b/;
/**
 * "We may use your search queries to personalise the ads we show you on our services and those of
 * our advertising partners": the company's own use of data to choose ads (ad use, the
 * targeted-advertising flag), not data given to advertisers. Not when the sentence also has a verb
 * of giving data, or the ad companies collect it themselves (cookies, tracking, receiving).
 */
export const OWN_AD_USE =
  /^(?![^]*\b(?:shar\w*|disclos\w*|sell\w*|sold|rent\w*|transfer\w*|giv(?:e|es|en|ing)|pass(?:es|ed|ing)?|sen[dt]\w*|mak\w* available|provid(?:e|es|ed|ing) (?:\w+ ){0,4}to|collect\w*|gather\w*|receiv\w*|obtain\w*|access\w*|cookies?|pixels?|beacons?|tags?|track\w*|across|other (?:web)?sites)\b)[^]*\b(?:we|us)\b (?:\w+ ){0,2}(?:use|uses|using)\b[^.]{0,80}\b(?:to|for)\b[^.]{0,30}\b(?:personali[sz]\w*|tailor\w*|target\w*|select\w*|choos\w*|customi[sz]\w*|pick\w*)\b[^.]{0,20}\b(?:ads|adverts|advertisements|advertising)\b/;

/**
 * "We use contractors to send mail on behalf of our advertisers and sponsors": the advertisers or
 * sponsors are those the mail is sent for, and the contractors who send it (service providers) are
 * the ones given the data. Not when the sentence also names them as recipients ("with our sponsors",
 * "to advertisers") or says they get the data themselves.
 */
const THEM = String.raw`(?:our |its |the |their |these |such |certain |selected |other |third[- ]party )*(?:\w+ )?(?:advertis\w*|sponsors?|partners?|marketers?)`;
export const ON_THEIR_BEHALF = new RegExp(
  String.raw`^(?![^]*\b(?:with|to|among) (?:our |its |the |these |those |such |certain |selected |other |third[- ]party )*(?:advertis|sponsor|partner|marketers|marketing partner))(?![^]*\b(?:advertisers?|sponsors?|partners?|marketers?) (?:\w+ ){0,2}(?:receive|get|obtain|collect|access|use)\w*\b)[^]*(?:\bon behalf of ${THEM}\b|\b(?:advertisers|sponsors|partners)['’]? behalf\b|\b(?:send\w*|sent|mail\w*|e-?mail\w*|deliver\w*|distribut\w*)\b[^.]{0,60}\b(?:for ${THEM}\b|(?:advertisers|sponsors|partners)['’] (?:\w+ )?(?:offers|messages|mailings|e-?mails|promotions|advertisements|ads)\b|(?:offers|messages|mailings|e-?mails|promotions|advertisements|ads) (?:\w+ ){0,2}(?:from|of) ${THEM}\b))`,
);

/** "We will send you newsletters about services offered by our advertisers": mail to you, no data to them. */
const SENT_TO_YOU_ABOUT_ADVERTISERS =
  /^(?![^]*\b(?:share|disclos|sell|sold|rent|transfer|give|provid|pass|releas|mak\w* available)\w*)[^]*\bsend\w* you\b[^.]*\badvertis/;

/**
 * "Your account data is handled under the rules of the affiliate that issues your card to you": the
 * affiliate is the company that provides the reader a product, named to say whose rules apply, not a
 * recipient. Not when the sentence names the group as a recipient as well ("and with our affiliates").
 */
const AFFILIATE_PROVIDES_YOU =
  /^(?![^]*\b(?:with|to|among|within|between) (?:our|its|the|other) (?:\w+ )?(?:affiliat|subsidiar))[^]*\b(?:affiliates?|affiliated compan(?:y|ies)|subsidiar(?:y|ies))\b (?:\w+ ){0,2}(?:that|which|who) (?:\w+ ){0,2}(?:provides?|issues?|offers?|holds?|services?|maintains?|opened|manages?) (?:\w+ ){0,3}(?:accounts?|cards?|products?|loans?|policies|services?) (?:\w+ ){0,2}to you\b/;

/**
 * "Our affiliates and service providers use session cookies so that the basket works": the parties
 * set cookies of their own on the site for its working (a session, navigation, a basket, signing
 * in). With no data named and no verb of giving or collecting, the company hands them nothing.
 */
const THEIR_OWN_COOKIES =
  /^(?![^]*\b(?:information|data|details|shar\w*|disclos\w*|provid(?!ers?\b)\w*|giv(?:e|es|en|ing)|pass\w*|send\w*|sent|transfer\w*|collect\w*|gather\w*|receiv\w*)\b)[^]*\b(?:affiliates|subsidiaries|service providers|partners|vendors|contractors|compan(?:y|ies))\b,? (?:\w+ ){0,2}(?:use|uses|set|sets|place|places)\b (?:\w+ ){0,3}cookies\b[^.]*\b(?:session|navigat\w*|shopping (?:cart|basket)|basket|log(?:ged)? in|sign(?:ed)? in|remember\w*)\b/;

/** "Legal process served on the company or its affiliates": the affiliates receive a summons, not data. */
const SERVED_ON = /\b(?:served|issued) (?:on|upon|to) (?:\w+ ){0,4}(?:affiliates?|subsidiar)/;

/**
 * "Post a review on one of our social media pages", "social networking services provided on our
 * website (its community pages) have their own terms": the company's own pages or features, not a
 * network receiving data.
 */
const OWN_SOCIAL_PAGE =
  /\b(?:our|its) (?:own |official )?(?:social media|social network(?:ing)?|facebook|twitter|instagram|linkedin|youtube|pinterest) (?:pages?|accounts?|channels?|profiles?|sites?|presences?)\b|\bsocial (?:media|network(?:ing)?) (?:\w+ )?(?:services?|features?|pages?|areas?|tools?|forums?|communit(?:y|ies)) (?:\w+ )?(?:provided|offered|hosted|available|run) (?:on|by|through|within|at|in) (?:our|the|this|its)\b/;

/**
 * "We run pages on social media platforms such as Facebook and YouTube where registered users share
 * and talk": the company's own presence on the networks (pages, accounts, channels, experiences),
 * named with the platforms' names, not data given to them nor content they serve into its pages.
 */
export const OWN_SOCIAL_PRESENCE =
  /\b(?:provides?|offers?|maintains?|has|have|runs?|operates?|hosts?|creates?)\b (?:\w+ ){0,2}(?:experiences|pages|accounts|channels|profiles|presences?|communities|forums|groups)\b (?:\w+ ){0,2}on (?:\w+ ){0,2}(?:social (?:media|network(?:ing)?)|facebook|twitter|youtube|instagram|linkedin|pinterest|tiktok)\b/;

/**
 * "When you share an article on a social media platform, that action is governed by the platform's
 * privacy policy": the reader shares, under the network's rules; the company hands over nothing.
 * Unless the sentence also says something is sent or received ("the button sends Facebook the page").
 */
const READER_SHARES_UNDER_THEIR_RULES =
  /^(?![^]*\b(?:sends?|sent|transmits?|transmitted|receives?|received|collects?|collected|learns?|discloses?|disclosed|passe[sd])\b)[^]*\b(?:when|if|once) you (?:choose to )?(?:share|post|publish|like|tweet|pin|recommend)\b[^.]{0,160}\bgoverned by\b/;

/**
 * "You can log in with Facebook or Google; Facebook then shares your profile with us": signing in
 * through a network gives the company data from it (social-sign-in.ts), and the network may learn
 * that you used the service, but the company gives it nothing. Unless the sentence says the company
 * (or the app) shares, sends or posts something to it ("we may post your activity to your timeline").
 */
const SIGN_IN_ONLY = new RegExp(
  String.raw`^(?![^]*\b(?:we|us|the (?:app|site|service))\b (?:\w+ ){0,3}(?:shar(?:e|es|ing)|disclos\w*|sends?|sent|sending|posts?|posted|posting|publish\w*|provid(?:e|es|ing)|giv(?:e|es|ing)|pass(?:es|ing)?|transfer\w*|transmit\w*)\b)(?![^]*\b(?:post|publish|share)\w* (?:\w+ ){0,4}(?:to|on) (?:your |their )?(?:\w+ )?(?:walls?|timelines?|feeds?|news ?feeds?|stream)\b)[^]*(?:${SIGN_IN_WITH_PLATFORM.source})`,
);

/**
 * "This helps you or others be found on Instagram": a network named only as a place, with no verb of
 * giving, posting, connecting or collecting in the sentence, receives nothing from it.
 */
const NETWORK_AS_PLACE =
  /^(?![^]*\b(?:shar\w*|disclos\w*|sen[dt]\w*|transmit\w*|provid\w*|giv(?:e|es|en|ing)|pass\w*|post\w*|publish\w*|connect\w*|link\w*|log\w* (?:in|on)|sign\w* (?:in|on)|plug-?ins?|buttons?|widgets?|cookies?|pixels?|collect\w*|receiv\w*|access\w*|obtain\w*|import\w*|sync\w*)\b)[^]*\bon (?:\w+ ){0,2}(?:facebook|twitter|linkedin|instagram|tiktok|social (?:media|networks?|networking)(?: sites?| platforms?| services?)?)\b/;

/**
 * 'SIDEARM (together with its parent company and affiliates, the "Group") operates these sites':
 * a definition that names the corporate group inside a parenthesis and states no practice. Only
 * when the group is named nowhere outside that parenthesis.
 */
const GROUP_DEFINITION =
  /^(?=[^]*\((?=[^()]*\b(?:together|collectively|jointly|referred to|hereinafter)\b)[^()]*\b(?:affiliat|subsidiar|parent compan)[^()]*\))(?![^]*\b(?:affiliat|subsidiar|parent compan|corporate (?:family|group)|family of companies|sister companies)\w*\b(?![^()]*\)))/;

/**
 * "Your entry goes to the contest sponsor and its agents and affiliates", "advertisers and their
 * affiliates": another company's group or agents, not the company's own. Not when the sentence
 * names "our" group or agents as well.
 */
const otherPartys = (words: string): RegExp =>
  new RegExp(
    String.raw`^(?![^]*\b(?:our|we|us)\b[^.]{0,40}\b(?:${words}))[^]*(?:\b(?:their|(?:sponsor|advertiser|partner|merchant|vendor|third[- ]party)['’]s)|\b(?:third[- ]part(?:y|ies)|sponsors?|advertisers?|merchants?|vendors?)\b[^.]{0,120}\bits) (?:(?:own|respective|\w+ (?:and|or)|\w+ and\/or) )*(?:${words})`,
  );
const OTHER_PARTYS_AFFILIATES = otherPartys('affiliat|subsidiar');
const OTHER_PARTYS_AGENTS = otherPartys('agents|contractors|service providers');

/**
 * The legal-disclosure statement as the sentence grants it: "when the law requires it" only when it
 * says so, and the company's own grounds (fraud, its rights, safety...) named, not left out.
 */
function legalDisclosure(names: (pattern: RegExp) => boolean): string {
  const grounds = OWN_GROUNDS.filter(([pattern]) => names(pattern)).map(([, words]) => words);
  const required = names(REQUIRED_BY_LAW);
  const list =
    grounds.length <= 1 ? grounds.join('') : `${grounds.slice(0, -1).join(', ')} and ${grounds.at(-1) ?? ''}`;
  if (grounds.length > 0)
    return required
      ? `Discloses data to the authorities or others when the law requires it, and also when it decides this is needed ${list}.`
      : `Discloses data to the authorities or others when it decides this is needed ${list}.`;
  return required
    ? 'Gives data to the authorities when the law or a court requires it.'
    : 'Gives data to law enforcement or other authorities.';
}

/**
 * "Information collected during the course of an inquiry will not be sold": the promise covers the data
 * of one occasion (occasionOf: an inquiry, a contest, a survey, an application, a donation, an event),
 * not all your personal data. Its subject is named before the denial; "we do not sell data, including
 * what you give in surveys" is a general promise.
 */
const OCCASION_ONLY =
  /^[^.]*?\b(?:information|data|details)\b (?:\w+ ){0,3}?(?:during|in the course of|through|from|for|in connection with|as part of|when you (?:make|submit|send|enter|apply|register))\b (?:\w+ ){0,4}?(?:inquir(?:y|ies)|enquir(?:y|ies)|contests?|sweepstakes|surveys?|(?:job )?applications?|donations?|events?)\b[^.]{0,30}?\b(?:will|shall|is|are)(?: \w+)? (?:not|never) (?:be )?(?:sold|rented|traded)\b/;
/** The no-sale statement when the promise covers one occasion's data (the TL;DR reads it too). */
export const OCCASION_NO_SALE = 'Says it does not sell the data it collects from';
/** The no-sale statement when the promise covers the email address alone (the TL;DR reads it too). */
export const EMAIL_ONLY_NO_SALE = 'Says it does not sell your email address';

/**
 * What a denial of selling names as its object: from "sell" to the end of its clause ("we do not sell
 * your email address to third parties, and we use the information we collect only to run the site"
 * promises the address only). Undefined where the data comes before the verb ("is never sold").
 */
const SALE_DENIAL_OBJECT =
  /\b(?:(?:do|does|will)\s*(?:not|n't)|dont|doesnt|wont|never)\s+(?:(?!but\b|except\b)[\w,]+\s+){0,3}(?:sell|rent|trade)s?\b([^.;]*?)(?=,? (?:and|but|while|because|as|so|or) (?:we|it|you|they|our|this)\b|[.;:]|$)/;
export const saleDenialObject = (normalized: string): string | undefined =>
  SALE_DENIAL_OBJECT.exec(normalized)?.[1];
/** The other contact details an email-only promise names with the address ("your e-mail address or phone number"). */
const WITH_EMAIL: readonly (readonly [RegExp, string])[] = [
  [/\b(?:tele)?phone (?:numbers?)?|\bmobile numbers?\b/, 'phone number'],
  [/\b(?:postal|mailing|home|street) address(?:es)?\b/, 'postal address'],
];

/**
 * "We may lease, sell or pass on to outside firms the details you gave us": a list of verbs
 * led by selling or renting, whose data comes after the recipient, further from the verb than the
 * plain sale pattern reads. The company's own sale of the data; an insolvency sale stays a business
 * transfer (NOT_A_SALE, the flag's exceptions).
 */
export const SELLS_OR_RENTS_TO =
  /\b(?:sell|sells|rent|rents|lease|leases)\b(?:,? (?:and |or |and\/or )?(?:otherwise )?(?:sell|rent|lease|trade|transfer|disclose|share|license|exchange|provide|give|swap|pass)(?:e?s)?(?: on)?)+ to (?:[\w-]+ ){1,7}?(?:information|data|lists?|details)\b/;

/**
 * Advertisers or advertising named by the promise not to share ("with our advertisers", "with ad
 * servers", "for targeted advertising"); without them, the promise is about other companies'
 * marketing or their own use ("to outside firms for the firms' own mailings").
 */
export const NAMES_ADVERTISING =
  /\badvertis\w*|\bad (?:servers?|networks?|companies|partners|vendors|tech|serving)\b/i;
/** A promise kept only while you have not agreed: "without your consent", "when you have not opted in". */
export const UNLESS_YOU_AGREE =
  /\bwithout (?:(?:obtaining|getting|receiving|first (?:obtaining|getting|receiving)) )?(?:your |the user['’]?s? )?(?:prior |express |explicit |affirmative )?(?:consent|permission|agreement|authori[sz]ation)\b|\b(?:have|has) not opted in|\bunless you (?:have )?(?:\w+ly )?(?:opted in|opt in|agree|consent|give)/i;
/**
 * "Write to us if you would rather we did not share it with other firms for marketing": the reader's
 * wish, an opt-out offered, not a promise.
 */
const OPT_OUT_OFFERED = /\b(?:prefer|rather|wish|want|request|ask)\w* (?:that )?(?:we|us) (?:do |did )?not\b/;
/** What other companies would use the data for, as the promise names it. */
export const forMarketing = (names: Names): string => {
  if (names(/\b(?:for|of) (?:their|its) (?:own )?(?:direct )?marketing\b/)) return 'for their own marketing';
  return names(/\bmarketing\b/) ? 'for marketing' : 'for their own use';
};

/**
 * The exceptions a no-sale promise makes in its own sentence: "we will not sell your information
 * to companies outside our group of companies without your consent" allows a sale within the group
 * and with consent. "Except as described below" is left out: in such sentences it mostly excepts
 * the disclosures listed next, not a sale.
 */
const NO_SALE_EXCEPTIONS: readonly (readonly [RegExp, string])[] = [
  [
    /\boutside (?:of )?(?:[\w&'’.-]+ )?\(?(?:or |and )?(?:the |our |its )?(?:(?:corporate )?group|family) of companies\b|\boutside (?:of )?(?:our|its|the) (?:corporate )?(?:group|family)\b|\b(?:other than|except(?: to| with)?|apart from) (?:our|its) (?:affiliates|subsidiaries|(?:corporate )?group|family of companies)\b/,
    'within its corporate group',
  ],
  [UNLESS_YOU_AGREE, 'with your consent'],
];

/** "except within its corporate group or with your consent", or "". */
export function noSaleExceptions(names: Names): string {
  const exceptions = NO_SALE_EXCEPTIONS.filter(([pattern]) => names(pattern)).map(([, words]) => words);
  if (exceptions.length === 0) return '';
  const list =
    exceptions.length === 1
      ? exceptions.join('')
      : `${exceptions.slice(0, -1).join(', ')} or ${exceptions.at(-1) ?? ''}`;
  return `except ${list}`;
}

/** The parties a policy can say it gives data to, and its promises not to. */
/**
 * Another company's buttons, plug-ins, widgets or embedded players on the pages, which collect or set
 * cookies themselves: "our pages include social network buttons, which may set their own cookies and
 * collect your IP address", "these features are hosted by a third party and governed by the privacy
 * policy of the company providing them". The other company collects directly, under its own policy;
 * the company hands it nothing, unless the sentence says it does ("we share ... with that service").
 */
const WIDGET_COLLECTS =
  /^(?![^]*\bwe (?:\w+ ){0,2}(?:share|disclose|send|provide|give|pass|transfer|sell)\w*\b)(?=^(?:these|such) (?:social (?:media|network\w*|sharing) )?(?:features|plug-?ins|buttons|widgets)\b|[^]*\b(?:plug-?ins?|buttons?|widgets?|(?:social (?:media|network\w*|sharing) )features|embedded (?:\w+ )?(?:videos?|content|players?))\b)[^]*?\b(?:collect\w*|gather\w*|(?:set|sets|place|places|read|reads|use|uses) (?:\w+ ){0,3}cookies|(?:their|its) own cookies|hosted (?:directly )?by (?:a |the )?(?:third|other|social)|governed by (?:the )?(?:privacy )?polic(?:y|ies) of|(?:their|its) own (?:privacy )?polic(?:y|ies))\b/;
/**
 * "Our site includes social media features, such as the Facebook Like button and widgets": the
 * pages carry another company's buttons; no word of the company giving it anything, nor of signing in.
 */
const WIDGETS_ON_PAGES =
  /^(?![^]*\b(?:we (?:\w+ ){0,2}(?:share|disclose|send|provide|give|pass|transfer|sell)\w*|log\w* (?:in|on)|sign\w* (?:in|on|up)|connect\w*|link\w*)\b)[^]*\b(?:includes?|contains?|has|have|uses?|features?|displays?|offers?|incorporates?) (?:\w+ ){0,4}(?:plug-?ins|buttons|widgets|(?:social (?:media|network\w*|sharing) )features)\b/;
/** "You can unlink your social media accounts": the reader's control over a link, no sharing said. */
const READER_UNLINKS =
  /^(?:[-–•*]\s*)?you (?:can|may|are able to) (?:\w+ ){0,2}(?:unlink|disconnect|de-?authori[sz]e|revoke)\b/;
/** "Governed by the privacy policy of the company providing it", "under their own privacy policies". */
const OWN_POLICIES =
  /\bgoverned by (?:the )?(?:privacy )?polic(?:y|ies) of\b|\b(?:their|its) own (?:privacy )?polic(?:y|ies)\b|\b(?:that|the) (?:network|company|provider|platform)['’]s (?:privacy )?polic(?:y|ies)\b/;
/** What the widget's owner is said to do in the sentence: collect, or set cookies. */
const WIDGET_SAYS_COLLECTS = /\b(?:collect\w*|gather\w*|cookies)\b/;

/** Social networks' own buttons and widgets on the pages, said as their collection, not the company's sharing. */
const SOCIAL_WIDGETS: PracticeDefinition = {
  id: 'social-widgets',
  label: "social networks' own buttons and widgets",
  section: 'dataSharing',
  category: 'Third Party Sharing/Collection',
  statement:
    "Social networks' buttons and widgets on its pages are run by those networks under their own privacy policies.",
  // "Hosted by a third party or hosted directly on our site" says where, not who collects; the
  // networks' own policies are said where the sentence or the next one says so.
  write: (names, _normalized, after) => {
    const policies =
      names(OWN_POLICIES) || (after?.(OWN_POLICIES) ?? false)
        ? ", under the networks' own privacy policies"
        : '';
    if (names(WIDGET_SAYS_COLLECTS))
      return `Social networks' buttons and widgets on its pages can collect data about your visit themselves${policies}.`;
    if (names(/\bhosted directly\b|\bor hosted\b/))
      return `Social networks' buttons and widgets on its pages are hosted by those networks or by the site itself${policies ? `; the networks' part is under their own privacy policies` : ''}.`;
    return `Social networks' buttons and widgets on its pages are run by those networks${policies}.`;
  },
  // The cheap test first, as it runs on every sentence: a network's name, or "these features" after
  // a sentence that names the networks' buttons; then the widget's own collection.
  requires:
    /^(?:these|such) (?:social (?:media|network\w*|sharing) )?(?:features|plug-?ins|buttons|widgets)\b|\b(?:social (?:media|networks?|networking|sharing)|facebook|twitter|linkedin|instagram|tiktok|pinterest|youtube|google\+?)\b/,
  patterns: [WIDGET_COLLECTS],
};

export const PARTIES: readonly PracticeDefinition[] = [
  sharedWith(
    'sale',
    'buyers of your data (a "sale")',
    'Sells personal data, or shares it in a way the law counts as a sale.',
    [
      /\b(?:sell|sells|sold|rent|rents)\b[^.]{0,60}\b(?:information|data|lists?)\b/,
      /\bsale of (?:your )?(?:personal )?(?:information|data)\b/,
      DATA_FOR_PAYMENT,
      SELLS_OR_RENTS_TO,
    ],
    NOT_A_SALE,
    SELL_VERB,
  ),
  OTHERS_MARKETING,
  sharedWith(
    'advertisers',
    'advertisers',
    'Shares data with advertisers or advertising networks.',
    [
      /\b(?:advertisers?|advertising (?:partners|networks?|companies|providers)|ad networks?|ad (?:partners|tech)|marketing partners)\b/,
      /\bthird[- ]party vendors?\b[^.]{0,80}\b(?:serve|show|display|deliver)\w* (?:\w+ )?(?:ads|advertisements)\b/,
    ],
    [
      ...NOT_REGULAR_SHARING,
      ADS_ONLY,
      AD_SERVING_ONLY,
      ADVERTISERS_REACH_YOU,
      SENT_TO_YOU_ABOUT_ADVERTISERS,
      OWN_AD_USE,
      ON_THEIR_BEHALF,
    ],
  ),
  sharedWith(
    'analytics',
    'analytics companies',
    'Shares data with analytics providers that measure how the service is used.',
    [
      /\b(?:analytics (?:providers?|partners|companies|services|tools)|google analytics|measurement (?:partners|companies)|mixpanel|amplitude)\b/,
    ],
  ),
  sharedWith(
    'service-providers',
    'service providers',
    'Shares data with service providers that work on its behalf.',
    [
      // An internet service provider is the reader's, not the company's.
      /\b(?:(?<!internet )service providers?|vendors?|contractors|consultants|processors|suppliers|hosting providers?|payment processors?|agents)\b/,
      // "Uses two card firms as third-party intermediaries to process payments", "shared only with third
      // parties who perform tasks needed to complete the purchase", "we employ third parties to perform
      // site-related services": outsiders named by the work they do for the company.
      // "Shipping companies", "card associations and banks involved in processing the transaction".
      DELIVERY_OR_PAYMENT_COMPANIES,
      /\b(?:third[- ]party |outside |external )?intermediar(?:y|ies)\b|\bthird[- ]part(?:y|ies),? (?:who|that|which) (?:\w+ )?(?:perform|help|assist|process|handle|fulfil|complete|carry out)\w*\b|\b(?:employ|engage|hire|retain|contract with|use|uses|using)\w* (?:\w+ )?third[- ]part(?:y|ies) to (?:help (?:us )?)?(?:perform|provide|process|handle|complete|carry out|run|operate|deliver|host|fulfil)\w*\b/,
    ],
    // "Third-party vendors, including Google, use cookies to serve ads" are advertisers (listed as such).
    [
      ...NOT_REGULAR_SHARING,
      /\bvendors?\b[^.]{0,80}\b(?:serve|show|display|deliver)\w* (?:\w+ )?(?:ads|advertisements)\b/,
      OTHER_PARTYS_AGENTS,
      // Vendors who use the data to sell you their own goods, and "participating" vendors (the
      // sellers in its shop), work for themselves.
      OFFERS_THEIR_OWN,
      /\bparticipating (?:vendors?|merchants|sellers|retailers|stores)\b/,
      THEIR_OWN_COOKIES,
      // "We use third parties to show you more personalised ads": ad companies, not contractors.
      /\bthird[- ]part(?:y|ies) to (?:\w+ ){0,6}(?:advertis\w*|ads)\b/,
      // Vendors who get your details once you opt in to their offers market to you for themselves.
      OPT_IN_TO_OFFERS,
    ],
    SHARE_VERB,
    serviceProvidersStatement,
  ),
  sharedWith(
    'affiliates',
    'its corporate group',
    'Shares data with affiliated companies in its corporate group.',
    [
      // "Affiliate links" and "affiliate partners" pay commissions; they are not companies of the group.
      /\b(?:affiliates?(?! (?:marketing|advertising|links?|programs?|programmes?|commissions?|networks?|partners?))|affiliated (?:companies|entities)|subsidiar(?:y|ies)|parent company|corporate (?:family|group)|family of companies|sister companies)\b/,
    ],
    [
      ...NOT_REGULAR_SHARING,
      SERVED_ON,
      GROUP_DEFINITION,
      OTHER_PARTYS_AFFILIATES,
      AFFILIATE_PROVIDES_YOU,
      THEIR_OWN_COOKIES,
    ],
  ),
  sharedWith(
    'partners',
    'business partners',
    'Shares data with business partners.',
    [
      // "Web beacons let us count visitors and deliver co-branded services" gives nobody data: a
      // co-branded partner must be named as a party.
      /\b(?:business partners?|(?:trusted|selected|carefully selected|third[- ]party) partners|sponsors|co-branded (?:\w+ )?(?:partners?|sponsors?|merchants?|companies|businesses)|joint marketing)\b/,
    ],
    [...NOT_REGULAR_SHARING, ON_THEIR_BEHALF],
  ),
  sharedWith(
    // Not 'social': that is the id of the data type "social media profile data", and ids are shared keys.
    'social-networks',
    'social networks',
    'Shares data with social networks, for example through share buttons or logins.',
    [
      // The network must receive something: a policy by Instagram names Instagram everywhere.
      // The name is matched first and the preposition looked up behind it: "to", "on" and "with" are in every sentence.
      /\b(?:social (?:media|networks?|networking)|facebook|twitter|linkedin|instagram|tiktok)\b(?<=\b(?:with|to|via|through|on|from|into) (?:\w+ ){0,3}(?:social (?:media|networks?|networking)|facebook|twitter|linkedin|instagram|tiktok))|\b(?:social (?:media|network(?:ing)?)|facebook|twitter|linkedin|instagram|tiktok) (?:\w+ )?(?:plug-?ins?|buttons?|widgets?|log-?ins?|connect|features?|accounts?|services?|platforms?|sites?)\b/,
    ],
    [
      ...NOT_REGULAR_SHARING,
      OWN_SOCIAL_PAGE,
      OWN_SOCIAL_PRESENCE,
      READER_SHARES_UNDER_THEIR_RULES,
      NETWORK_AS_PLACE,
      WIDGET_COLLECTS,
      WIDGETS_ON_PAGES,
      READER_UNLINKS,
      SIGN_IN_ONLY,
    ],
  ),
  SOCIAL_WIDGETS,
  sharedWith(
    'law-enforcement',
    'the authorities',
    'Gives data to law enforcement or other authorities.',
    [
      /\b(?:law enforcement|government (?:authorities|agencies|officials|requests)|public authorities|police|regulators|subpoenas?|court orders?|legal process|warrants?)\b/,
      // "We reserve the right to share information ... as otherwise required by law", "or are
      // required by law", "when we believe that the law requires it", "to comply with applicable
      // laws or with a court or administrative order".
      /\b(?:if|when|where|as) (?:\w+ ){0,2}(?:required|compelled) (?:to do so )?by (?:law|statute)\b|\b(?:unless|or) (?:we )?(?:are|is|be) (?:\w+ )?(?:required|compelled) (?:to do so )?by (?:law|statute)\b|\b(?:disclosures?|sharing|releases?) (?:is|are|be|being) (?:\w+ )?(?:required|compelled) by (?:law|statute)\b|\b(?:the|applicable) law (?:requires|compels)\b|\brequired to comply with (?:\w+ ){0,2}(?:laws?|regulations|court|legal)|\b(?:court|administrative|judicial) (?:or (?:\w+ ){1,2})?orders?\b/,
    ],
    NOT_REGULAR_SHARING,
    SHARE_VERB,
    legalDisclosure,
  ),
  sharedWith(
    'business-transfer',
    'a buyer if the company is sold',
    'Would hand data over to a buyer in a merger, acquisition or bankruptcy.',
    [
      /\b(?:merger|acquisition|bankruptcy|insolvency|sale of (?:all|some|substantially all|(?:our|the) (?:company|business|assets))|reorgani[sz]ation|change of control|successor)\b/,
      // "If one of our services is sold to another company", "we may merge with another company".
      BUSINESS_SOLD,
      PART_OF_BUSINESS_CHANGES_HANDS,
      /\bmerge (?:or \w+ )?with (?:another|a third|an?other)\b|\b(?:be|is|are) acquired by (?:another|a third)\b/,
    ],
    [],
  ),
  sharedWith(
    'sellers',
    'the sellers you buy from',
    'Shares data with the sellers or other businesses you buy from through it.',
    [SELLERS],
    // An opt-in to outside merchants' offers is their own marketing (others-marketing.ts), not a purchase.
    [...NOT_REGULAR_SHARING, OPT_IN_TO_OFFERS],
  ),
  {
    // Searching a CV database is access, not a verb of sharing: the database is the context.
    ...sharedWith(
      'employers',
      'the employers and recruiters who search its CV database',
      'Shares your CV with others who search its CV database.',
      [CV_SEARCHERS],
      NOT_REGULAR_SHARING,
      // "We cannot guarantee that others will not gain access" warns; it denies no access.
      CV_ACCESS_VERB,
      cvDatabaseStatement,
    ),
    requires: CV_DATABASE,
  },
  sharedWith('data-brokers', 'data brokers', 'Shares data with data brokers.', [
    /\bdata brokers?\b|\bdata (?:resellers|aggregators)\b/,
  ]),
  {
    // Said with a word of posting or of a public place, not a verb of sharing (public-posts.ts).
    ...sharedWith(
      'public',
      'the public',
      'Some of your information may be visible publicly or to other users.',
      PUBLIC_PATTERNS,
      [ENDORSEMENT_DISCLAIMER, RECEIVED_ONLY, READ_THEIR_POLICIES, ...NOT_PUBLIC_POSTING],
      PUBLIC_VERB,
      publicPostsStatement,
    ),
    requires: POSTING_CONTEXT,
  },
  {
    id: 'no-sale',
    label: 'no sale of data',
    section: 'dataSharing',
    category: 'Third Party Sharing/Collection',
    statement: 'Says it does not sell your personal data.',
    // "We will not sell or rent your email address" covers the address alone, not all personal data.
    // Its exceptions are said with it: a promise that yields to consent or to the group is narrower.
    write: (names, normalized) => {
      // The data of the denial's own clause: another clause's "information" widens nothing.
      const object = saleDenialObject(normalized);
      if (object === undefined ? names(EMAIL_ONLY) : EMAIL_ONLY.test(object))
        return `${EMAIL_ONLY_NO_SALE}${WITH_EMAIL.filter(([pattern]) => pattern.test(object ?? normalized))
          .map(([, words], index, all) => `${index === all.length - 1 ? ' or ' : ', '}your ${words}`)
          .join(
            '',
          )}${names(/\bwithout (?:your|the user['’]?s?) (?:prior )?(?:permission|consent)\b/) ? ' without your permission' : ''}.`;
      const exceptions = noSaleExceptions(names);
      if (names(OCCASION_ONLY)) {
        return `${OCCASION_NO_SALE} ${occasionOf(normalized)}${exceptions ? `, ${exceptions}` : ''}.`;
      }
      return `Says it does not sell your personal data${exceptions ? `, ${exceptions}` : ''}.`;
    },
    patterns: [
      // "Will not share, rent or sell ... to any business, organization, individual or other outside
      // entity information": a list of verbs, and the data named well after them.
      new RegExp(
        String.raw`\b(?:(?:do|does|will)\s*(?:not|n't)|dont|doesnt|wont|never|${EFFORT_NOT_TO})\s+(?:(?!but\b|except\b)[\w,]+\s+){0,3}(?:sell|rent|trade)s?\b[^.]{0,140}\b(?:information|data|details|lists?|e-?mails?)\b`,
      ),
      // "Information collected from our customers is used by us only, and is not sold, shared or distributed."
      /\b(?:not|never) (?:be )?(?:sold|rented|traded)\b(?<=\b(?:information|data|details|database)\b[^.]{0,110})|\bnot in the business of (?:selling|renting)\b/,
    ],
  },
  {
    id: 'no-advertising-sharing',
    label: 'no sharing for ads',
    section: 'dataSharing',
    category: 'Third Party Sharing/Collection',
    statement: 'Says it does not share your personal data with advertisers.',
    // "We do not share contact information with our advertisers" covers contact details only.
    write: (names, normalized) =>
      `Says it does not share ${promisedData(names, normalized, 'your personal data')} with advertisers.`,
    // A promise that names no advertising is about other companies' marketing (below).
    unless: [
      OPT_OUT_OFFERED,
      /^(?![^]*(?:\badvertis|\bad (?:servers?|networks?|companies|partners|vendors|serving)\b))/,
    ],
    patterns: [
      // "We will not give any outside ad server your personally identifiable information": the ad
      // companies named by their role (ad servers, ad networks) as well as "advertisers".
      new RegExp(
        String.raw`\b(?:(?:do|does|will)\s*(?:not|n't)|${EFFORT_NOT_TO})\s+(?:\w+\s+){0,3}(?:share|disclose|provide|give|pass|transfer)\b[^.]{0,60}\b(?:advertis|marketing|third parties for their own|ad (?:servers?|networks?|companies|partners|vendors|serving))`,
      ),
    ],
  },
  {
    // Not sharing with other companies for their marketing or their own use ("your details never go
    // to outside firms for marketing unless you say yes"): a promise bound to a purpose, with its
    // condition, about no particular kind of recipient; advertisers are the promise above.
    id: 'no-marketing-sharing',
    label: "no sharing for others' marketing",
    section: 'dataSharing',
    category: 'Third Party Sharing/Collection',
    statement: 'Says it does not share your personal data with other companies for marketing.',
    write: (names) =>
      `Says it does not share your personal data with other companies ${forMarketing(names)}${names(UNLESS_YOU_AGREE) ? ' unless you agree' : ''}.`,
    unless: [OPT_OUT_OFFERED, NAMES_ADVERTISING],
    patterns: [
      new RegExp(
        String.raw`\b(?:(?:do|does|will)\s*(?:not|n't)|${EFFORT_NOT_TO})\s+(?:\w+\s+){0,3}(?:share|disclose|provide|give|pass|transfer)\b[^.]{0,80}\b(?:marketing|third parties for their own)`,
      ),
    ],
  },
  ...SHARE_PROMISES,
];
