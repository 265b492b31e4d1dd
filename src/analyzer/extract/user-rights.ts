import { joinAlternatives, joinItems } from '../statement-items';
import type { Names } from '../statement-items';
import { ANOTHER_PARTY_REQUESTS_ACCESS } from './data-types';
import { RIGHTS_CONTEXT } from './practice-definition';
import { MINORS_REMOVE_POSTS } from './restrictions';
import type { PracticeDefinition } from './practice-definition';

// "You cannot delete..." describes the absence of a right (the red flags catch that), and "we
// reserve the right to access..." is the company's right, not yours. Someone else limiting your
// ability ("your administrator may restrict your ability to delete data") takes the right away.
const NO_RIGHT =
  /\b(?:cannot|can not|can't|unable to|not able to|no right|will not be able)\b|\bmay not (?:opt|delete|access|correct|request|withdraw|object|remove|change)\b|\bwe reserve the right\b|\b(?:restrict|limit|prevent|block|disable|remove)\w* your (?:\w+ )?(?:ability|right|option|power) to\b/;
/** Deleting cookies in a browser is a cookie control, not deletion of the data a company holds. */
/** "We do not share data for targeted ads, so there is nothing to opt out of" offers no opt-out. */
const NOTHING_TO_OPT_OUT = /\bnothing to opt[- ]out\b|\bno need to opt[- ]out\b/;
/** "If you do not want emails from advertisers, do not sign up": staying away is no choice the policy offers. */
const ONLY_BY_NOT_JOINING =
  /\b(?:please |simply |just )?(?:do not|don't|should not) (?:sign up|subscribe|register|join|enrol)\b/;
/**
 * "You may ask us to delete personal data that is inaccurate or processed unlawfully", "correct,
 * amend or delete inaccurate data": deletion of only the data that is wrong or unlawfully held,
 * said as such (the limit follows the verb with no other object between, or is the condition).
 */
const LIMIT_WORDS = String.raw`(?:inaccura\w*|incomplete|incorrect|out[- ]of[- ]date|outdated|(?:processed |held |collected )?unlawful\w*|illegal\w*|no longer (?:necessary|needed|required))`;
const DELETES_ONLY_WRONG_DATA = new RegExp(
  String.raw`\b(?:delet|eras|remov)\w*\b(?:(?!\b(?:account|and|or|but)\b)[^.;]){0,60}?\b${LIMIT_WORDS}|\bif (?:\w+ ){0,4}(?:is|are|was|were|has been|have been) (?:[\w-]+,? ){0,4}?${LIMIT_WORDS}[^.]{0,80}\b(?:delet|eras|remov)`,
);
/** "We may annotate the record instead of deleting it": the company keeps the data with a note. */
const ANNOTATES_INSTEAD =
  /\b(?:annotat\w*|add\w* (?:a |an )?(?:note|notation|statement))\b[^.]{0,60}\b(?:instead of|rather than)\b/;
/** Deleting only contact details ("update or delete your contact information"): part of the data. */
const DELETES_ONLY_CONTACT_DETAILS =
  /^(?![^]*\baccount\b)[^]*\b(?:delet|eras|remov)\w* (?:\w+ ){0,2}(?:contact (?:information|details)|e-?mail address(?:es)?)\b/;
const DELETES_ONLY_FOR_THE_FUTURE =
  /\bonly (?:\w+ (?:or|and) )?(?:delete|remove|erase)s?\b[^.]{0,100}\bfor (?:the )?(?:purposes? of )?(?:\w+ ){0,2}future\b/;
/** Sharing for the recipients' marketing only ("stop sharing ... for direct marketing purposes"). */
const FOR_MARKETING = /\bfor (?:\w+ ){0,3}marketing\b|\bmarketing purposes\b/;
/**
 * "If the client makes a request to us to remove the data, we will respond": the business that
 * holds the account (a client, an employer, a school) asks, not the reader.
 */
const ANOTHER_PARTY_ASKS =
  /\bif (?:the|a|an|your|our) (?:client|employer|administrator|school|institution|organi[sz]ation)s? (?:\w+ ){0,2}(?:makes?|submits?|sends?|asks?)\b/;
/** An opt-out that also stops the company keeping the data and using it for other purposes. */
const OPT_OUT_COVERS_KEEPING_AND_USE =
  /\bopt[- ]?out\b[^.]{0,300}\b(?:retained|kept|stored)\b[^.]{0,200}\b(?:secondary|other|further|additional) (?:purposes|uses?)\b/;
/**
 * California's "Shine the Light" law (Civil Code 1798.83): a request for the list of the other
 * companies given personal data for their own direct marketing. Not an opt-out of that sharing
 * ("may opt out of our disclosure to third parties for their direct marketing"): a request word
 * comes first, then what was given, then to whom and for whose marketing.
 */
const DISCLOSURE_LIST_REQUEST =
  /\b(?:request|receive|obtain|ask for|know)\w*\b[^.]{0,160}?\b(?:information|list|lists|notice|details|names|disclosures?)\b[^.]{0,160}?\b(?:disclos|shar|provid|transferr|gave|given|sold|rented)\w*\b[^.]{0,160}?\bfor (?:their|its|that (?:party|compan\w*|business|entity)['’]s?|the (?:third[- ]part(?:y|ies)|compan(?:y|ies)|recipients?)['’]?s?|third[- ]part(?:y|ies)['’]?s?|other (?:compan(?:y|ies)|businesses)['’]?s?) (?:own )?(?:direct )?marketing\b/;
const ONCE_A_YEAR =
  /\bonce (?:a|per|each|every) (?:calendar )?year\b|\bone time (?:a|per|each|every) year\b|\bannually\b/;
/** Data that may be deleted by the reader or at the reader's wish. */
const USER_MAY_DELETE =
  /\b(?:information|data|details|content|account|profile|entries|submissions)\b[^.]{0,40}\b(?:can|may) be (?:\w+,? ){0,3}(?:(?:and|or) )?(?:deleted|erased|removed)\b[^.]{0,30}?\b(?:at (?:your|the user['’]s|the member['’]s|their) (?:own )?(?:discretion|request|option)|by (?:you|the user|users|members)\b)/;
/** The reader, as policies name them: "you", "the visitor", "a member". */
const THE_READER = String.raw`(?:you|(?:the|a|each) (?:visitor|user|member|customer|subscriber|requester|individual|consumer)|him or her|them)`;
/**
 * Some of the reader's data, named as only part of it ("certain profile information", "some of your
 * details"): a right over it says so (SOME_DATA_STATEMENT).
 */
export const SOME_OF_YOUR_DATA =
  /\b(?:certain|some(?: of)?|parts? of|limited|selected|specific) (?:of )?(?:your |the )?(?:(?:user|account|personal) )?(?:profile |account |registration )?(?:information|data|details|fields)\b/;
const SOME_OF_YOUR_DATA_REVIEWED = new RegExp(
  String.raw`\b(?:review|view|see|access)(?: (?:and|or) \w+)? ${SOME_OF_YOUR_DATA.source.slice(2)}`,
);
const PROFILE_DATA = /\b(?:profile|account|registration) (?:information|data|details|settings|fields)\b/;
/** The access statement for part of the data; the TL;DR reads it from the finding (SOME_DATA_STATEMENT). */
const SOME_DATA_ACCESS = 'You can see some of your personal data';
/** A right's statement that covers only part of the data. */
export const SOME_DATA_STATEMENT = /\bsome of your (?:personal )?data\b/;
const BROWSER_STORAGE = [NO_RIGHT, /\bcookies?\b|\bflash\b|\bbrowser\b|\badd-ons?\b/];
/**
 * The advertising industry's opt-out programmes, named in the sentence by their association or
 * page, which only their member networks honour: the statement names the ones the sentence names.
 */
const INDUSTRY_PROGRAMMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:networkadvertising|nai\b|network advertising initiative)/, 'NAI'],
  [
    /\b(?:aboutads|youradchoices|daa\b|digital advertising alliance|self-regulatory program(?:me)? for online behavio(?:u)?ral advertising)/,
    'DAA',
  ],
  [/\b(?:edaa\b|youronlinechoices|european interactive digital advertising alliance)/, 'EDAA'],
];
/** The site's own opt-out: its settings, an icon in the ad, its preferences page. */
const OWN_AD_OPT_OUT =
  /\b(?:our|your account|the site['’]?s?) (?:\w+ )?(?:settings|preferences|preference (?:page|centre|center))\b|\bicon\b/;
/**
 * An opt-out of one company's ads, the site's own or a named network's ("opt out of targeted ads
 * from Northwind by visiting the DAA's page and selecting Northwind"), even when it is made on an
 * industry page: not the programme's members' ads. Not "from participating ad networks", "by
 * third-party companies" or "by the members".
 */
const ONE_COMPANYS_ADS =
  /\b(?:ads|advertising|advertisements|ad targeting)\b (?:served )?(?:from|by) (?!(?:participating|member|members|third|other|these|those|such|multiple|many|certain|various|several|some|all|any|each|their|the|a|an|ad|ads|advertis\w*|compan\w*|networks?|vendors?|providers?|partners?|firms?|businesses|entities|sites?|web ?sites?|them|visiting|going|clicking|using|following)\b)(?:us\b|our\b|\w)/;

/**
 * One saved item of a feature ("edit the details of a saved address", "delete a saved payment card"),
 * with no word for your data or account as a whole: a right over that item, not over all your data.
 */
const ONE_SAVED_ITEM =
  /\b(?:a|an|one|each|any) (?:saved|stored|single|particular) (?!(?:information|data|details|account|profile)\b)[\w-]+(?: (?:cards?|address(?:es)?|search(?:es)?|lists?|items?|methods?|files?|documents?|folders?))?\b/;
const ONE_SAVED_ITEM_ONLY = new RegExp(
  String.raw`^(?![^]*(?<!\b(?:in|on|from|through|via|to|into|under) )\b(?:your|all|any|personal|the) (?:personal |other |registration |account |profile )?(?:information|data|account|personal details|contact details)\b)[^]*${ONE_SAVED_ITEM.source}`,
);
/** The saved item the sentence names ("a saved address"), for the statement. */
const savedItem = (normalized: string): string => ONE_SAVED_ITEM.exec(normalized)?.[0] ?? 'a saved item';
/**
 * "You can view your profile page": seeing what your profile shows, not a copy of all the company
 * holds. Not with a copy, the data it holds or a right of access named.
 */
const PROFILE_PAGE_ONLY =
  /^(?![^]*\b(?:cop(?:y|ies)|right (?:of|to) access|(?:all|any|the) (?:\w+ ){0,2}(?:information|data) (?:that |which )?(?:we|it) (?:\w+ )?(?:hold|have|maintain|keep|store|retain|collect)\w*)\b)[^]*\b(?:view|see|visit|look at|check)\w*\b[^.]{0,60}\b(?:(?:your|the|a) (?:public |member |user )?profile page|(?:your|the|a) public profile)\b/;

/** A minors' removal right's statement begins so (its finding's id is MINORS_REMOVAL, share-promises.ts). */
export const MINORS_REMOVAL_LEAD =
  'If you are under 18, you can ask for content you have posted to be removed';

/** "Removal does not ensure complete deletion": the posted content may remain elsewhere. */
const DELETION_NOT_COMPLETE =
  /\b(?:not|no) (?:\w+ ){0,2}(?:ensure|guarantee)\w* (?:\w+ ){0,2}(?:complete|comprehensive|full|total) (?:\w+ ){0,1}(?:deletion|removal|erasure)\b/;

/** The limits a deletion names, in the sentence's order of kinds. */
const DELETION_LIMITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\binaccura\w*|\bincorrect\b/, 'inaccurate'],
  [/\bincomplete\b/, 'incomplete'],
  [/\bout[- ]of[- ]date\b|\boutdated\b/, 'out of date'],
  [/\bunlawful\w*|\billegal\w*/, 'unlawfully processed'],
  [/\bno longer (?:necessary|needed|required)\b/, 'no longer needed'],
];

/** "You can ask for some of your data (what is inaccurate or incomplete) to be deleted." */
function deletionStatement(names: Names, normalized?: string): string {
  const instead = names(ANNOTATES_INSTEAD) ? ', though it may add a note to it instead' : '';
  // A minors' right over what they posted: who has it and what it covers, not all your data.
  if (names(MINORS_REMOVE_POSTS))
    return `${MINORS_REMOVAL_LEAD}${names(DELETION_NOT_COMPLETE) ? ', though copies may remain' : ''}.`;
  if (names(DELETES_ONLY_WRONG_DATA)) {
    const limits = DELETION_LIMITS.filter(([pattern]) => names(pattern)).map(([, words]) => words);
    return `You can ask for some of your data (what is ${joinAlternatives(limits)}) to be deleted${instead}.`;
  }
  if (names(DELETES_ONLY_CONTACT_DETAILS))
    return `You can ask for some of your data (your contact details) to be deleted${instead}.`;
  if (normalized !== undefined && names(ONE_SAVED_ITEM_ONLY))
    return `You can ask for some of your data (${savedItem(normalized)}) to be deleted${instead}.`;
  return `You can ask for your personal data or account to be deleted${instead}.`;
}

const right = (
  id: string,
  label: string,
  statement: string,
  category: PracticeDefinition['category'],
  patterns: readonly RegExp[],
  unless: readonly RegExp[] = [NO_RIGHT],
): PracticeDefinition => ({
  id,
  label,
  statement,
  patterns,
  section: 'userRights',
  category,
  requires: RIGHTS_CONTEXT,
  unless,
});

/** Rights and controls a policy can give the user. */
export const USER_RIGHTS: readonly PracticeDefinition[] = [
  {
    ...right(
      'access',
      'see the data held about you',
      'You can ask to see (access) the personal data it holds about you.',
      'User Access, Edit and Deletion',
      [
        // The data must be yours ("your information", "the data we hold about you"): "you may review
        // information at the third-party site" is not access to what the company holds.
        /\b(?:access|obtain a copy of|review|know what|request a copy)\b[^.]{0,50}\b(?:your|personal|the) (?:\w+ ){0,2}(?:information|data|details|account)\b|\b(?:access|a copy) (?:to|of) (?:the )?(?:information|data) (?:that )?we (?:hold|have|maintain|keep|store)\b/,
        /\bright (?:of|to) access\b|\bright to know\b/,
        // "You may also view, correct and/or update your personal information by accessing your profile."
        /\b(?:view|see)(?:,? (?:and|or|and\/or|correct|update|edit|change|amend))*,? your (?:\w+ ){0,2}(?:information|data|details)\b/,
        // "On request we will send the member a summary of the personal data we keep about them": a
        // copy, summary or list of the data handed to the reader.
        new RegExp(
          String.raw`\b(?:provide|send|give|furnish|mail|supply)\w*\b (?:to )?${THE_READER} (?:with )?(?:a |an )?(?:copy|summary|list|report|overview|record|statement|description) of\b[^.]{0,60}\b(?:information|data|details)\b`,
        ),
        // "You may review all information that we keep in your file": what the company holds, whatever
        // the determiner ("all", "any").
        /\b(?:access|review|see|view|inspect|obtain|receive)\b[^.]{0,20}\b(?:all|any|the) (?:\w+ ){0,2}(?:information|data)\b (?:that |which )?we (?:\w+ )?(?:hold|have|maintain|keep|store|retain|collect)\w*/,
        // Some of it, named as such: "you may review and update certain profile information".
        SOME_OF_YOUR_DATA_REVIEWED,
      ],
      // "We may access and share your information in response to a legal request" is the company's access.
      // "An aggregation service may request access to your account details" is another company's
      // request; "you may not be able to access parts of the site" is a consequence, not a right.
      [
        NO_RIGHT,
        /\bwe (?:\w+ )?(?:may |will |can )?access\b|\bthird[- ]party (?:web ?sites?|sites)\b/,
        ANOTHER_PARTY_REQUESTS_ACCESS,
        /\b(?:may|might|would|will) not be able to (?:\w+ ){0,2}(?:access|use)\b/,
      ],
    ),
    // A right over some of the data says so: "you may review certain profile information" is not
    // access to all the company holds.
    write: (names) =>
      names(SOME_OF_YOUR_DATA_REVIEWED)
        ? `${SOME_DATA_ACCESS}${names(PROFILE_DATA) ? ' (such as your profile details)' : ''}.`
        : names(PROFILE_PAGE_ONLY)
          ? `${SOME_DATA_ACCESS} (what your profile page shows).`
          : 'You can ask to see (access) the personal data it holds about you.',
  },
  {
    ...right(
      'correction',
      'correct your data',
      'You can correct or update your personal data.',
      'User Access, Edit and Deletion',
      [
        // "Changes to the site" is news, not a correction: the noun counts only in "make changes to".
        // "You can correct factual errors in your personally identifiable information."
        /\b(?:(?:correct|updat|rectif|amend|edit|modif)\w*|chang(?:e|ing)|make changes to)\b[^.]{0,60}\b(?:information|data|details|profile)\b/,
        // "Your address can be updated or corrected by calling customer service."
        /\b(?:information|data|details|profile|address)\b[^.]{0,80}\b(?:can|may) be (?:\w+ (?:or|and) )?(?:corrected|updated|changed|modified|amended)\b/,
        // "If your account details are incomplete, inaccurate or out of date, please call us": a
        // request channel for corrections (the rights context, a channel, is required as ever).
        /\bif (?:\w+ ){0,3}(?:information|data|details|records?)\b (?:is|are|becomes?|has become) (?:[\w-]+,? ){0,4}?(?:incomplete|inaccurate|incorrect|wrong|out of date|outdated|not current|not accurate)\b/,
      ],
    ),
    // Editing one saved item is a right over that item: "You can correct or update some of your data (a saved address)."
    write: (names, normalized) =>
      names(ONE_SAVED_ITEM_ONLY)
        ? `You can correct or update some of your data (${savedItem(normalized)}).`
        : 'You can correct or update your personal data.',
  },
  {
    ...right(
      'deletion',
      'delete your data',
      'You can ask for your personal data or account to be deleted.',
      'User Access, Edit and Deletion',
      [
        // Not errors deleted from the data ("delete inaccuracies", "remove mistakes"); inaccurate data
        // deleted is a limited right to delete (DELETES_ONLY_WRONG_DATA).
        /\b(?:delet|eras|remov)\w*\b(?! (?:any |the )?(?:inaccuracies|inaccuracy|errors?\b|mistakes?\b|wrong\b))[^.]{0,50}\b(?:information|data|account|profile|content)\b/,
        /\bright to (?:be forgotten|erasure|delete|deletion)\b/,
        // The data first, deleted at the reader's wish: "submitted details may be kept, edited or
        // deleted at your discretion", "entries can be removed by the user at any time".
        USER_MAY_DELETE,
        // The reader's wish with the data named before the verb: "if you would like your details removed
        // from our files, write to us", "want your account closed and your data erased". Not the e-mail
        // address alone ("want your email information removed, use the unsubscribe link"): leaving a list.
        /\b(?:would like|wish|want|prefer|ask|request)\b (?:that |to have )?(?:your|the) (?:(?!e-?mail\b)\w+ ){0,3}(?:information|data|details|account|profile)\b[^.]{0,40}?\b(?:deleted|erased|removed|deactivated)\b/,
      ],
      // "Deleting your details in your profile will only delete them for future orders": a limit on
      // deletion, not a right to have the data deleted.
      [...BROWSER_STORAGE, DELETES_ONLY_FOR_THE_FUTURE, ANOTHER_PARTY_ASKS],
    ),
    // A deletion of only some data says which ("some of your data", which the TL;DR reads).
    write: deletionStatement,
  },
  right(
    'portability',
    'take your data elsewhere',
    'You can get your data in a portable format to take elsewhere.',
    'User Access, Edit and Deletion',
    [
      /\bportab(?:le|ility)\b|\bexport\b[^.]{0,30}\b(?:data|information|content|notes|files|photos|posts)\b|\bdownload (?:a copy of )?your (?:data|information)\b|\bmachine[- ]readable\b/,
    ],
  ),
  right(
    'opt-out-sale',
    'opt out of the sale of your data',
    'You can opt out of the sale or sharing of your personal data.',
    'User Choice/Control',
    [/\bopt[- ]out of (?:the |such |these |this )?(?:sale|selling)\b|\bdo not sell\b(?: or share)? my\b/],
  ),
  // "Opt out of the sharing of your information with third parties for marketing" names no sale:
  // a right of its own, so neither the finding nor the TL;DR speaks of a sale.
  {
    ...right(
      'opt-out-sharing',
      'opt out of the sharing of your data',
      'You can opt out of the sharing of your personal data.',
      'User Choice/Control',
      [
        /\bopt[- ]out of (?:the |such |these |this |us |our )?(?:sharing|exchanges?|disclosures?)\b/,
        // "You can write to us to ask that we not share your personal information with third parties",
        // "request that we stop sharing your information with a partner": the reader asks, the company stops.
        /\b(?:ask|request|tell|instruct|direct|notify)\w* (?:us )?(?:that )?(?:we |us )?(?:to )?(?:not|stop|cease|no longer|refrain from) (?:\w+ )?(?:shar|disclos|provid|pass|transferr?|sell|rent|giv)\w*\b[^.]{0,80}?\b(?:to|with) (?:any |a |one or more |certain )?(?:third|other|outside|non-?affiliated|unaffiliated|partner|specific)/,
        // "Members may opt out of having the details they gave us, however collected, disclosed to third
        // parties": the verb of giving after the data, however far.
        /\bopt[- ]?out of (?:having|allowing|letting)\b[^.]{0,300}?\b(?:disclosed|shared|transferred|sold|rented|provided|given|passed on)\b(?: \w+){0,3} (?:to|with) (?:any )?(?:third|other|outside|non-?affiliated|unaffiliated)\b/,
      ],
    ),
    // "Opt out of having your data kept, used for other purposes or disclosed": the opt-out covers
    // the keeping and other uses the sentence names, not only the sharing.
    write: (names) =>
      names(OPT_OUT_COVERS_KEEPING_AND_USE)
        ? 'You can opt out of its keeping, further use or sharing of your personal data.'
        : names(FOR_MARKETING)
          ? 'You can opt out of the sharing of your personal data with other companies for their marketing.'
          : 'You can opt out of the sharing of your personal data.',
  },
  {
    ...right(
      'opt-out-ads',
      'opt out of targeted ads',
      'You can opt out of targeted (interest-based) advertising.',
      'User Choice/Control',
      [
        /\bopt[- ]out\b[^.]{0,60}\b(?:advertis|ads|targeted|interest[- ]based|personali[sz]ed)/,
        /\b(?:advertis|ads|targeted|interest[- ]based)\w*\b[^.]{0,60}\bopt[- ]out\b/,
        /\b(?:aboutads|youradchoices|networkadvertising|nai\b|daa\b|digital advertising alliance)/,
        /\bif you (?:do not|don't) (?:wish|want)\b[^.]{0,80}\b(?:advertis|ads\b)/,
      ],
      [NO_RIGHT, NOTHING_TO_OPT_OUT, ONLY_BY_NOT_JOINING],
    ),
    // An industry opt-out page (NAI, DAA) covers the ad networks that are its members, not the
    // site's own ad choices: the statement says whose opt-out it is when that is all the sentence
    // offers, and names only the programmes the sentence names. An opt-out of one company's ads made
    // on such a page is that company's opt-out, not the members'.
    write: (names) => {
      const programmes = INDUSTRY_PROGRAMMES.filter(([pattern]) => names(pattern)).map(([, name]) => name);
      if (programmes.length === 0 || names(OWN_AD_OPT_OUT) || names(ONE_COMPANYS_ADS))
        return 'You can opt out of targeted (interest-based) advertising.';
      if (programmes.length === 1)
        return `You can opt out of targeted advertising by the ad networks in an industry opt-out programme (the ${programmes.join('')}), on its page.`;
      return programmes.join() === 'NAI,DAA'
        ? 'You can opt out of targeted advertising by the ad networks in industry opt-out programmes (such as the NAI or DAA), on their pages.'
        : `You can opt out of targeted advertising by the ad networks in industry opt-out programmes (the ${joinItems(programmes)}), on their pages.`;
    },
  },
  right(
    'opt-out-marketing',
    'unsubscribe from marketing',
    'You can unsubscribe from marketing emails and messages.',
    'User Choice/Control',
    [
      // "Opt out of receiving our emails", not "to opt out, send a letter with your name and e-mail".
      /\bunsubscribe\b|\bopt[- ]out\b(?! by\b|, )[^.]{0,60}\b(?:e-?mails?|newsletters?|marketing|promotional|communications)\b/,
      // "You can stop the delivery of commercial email messages by following the instructions."
      /\bstop (?:receiving|getting|the (?:delivery|receipt) of)\b[^.]{0,40}\b(?:e-?mails?|e-?mail messages|newsletters?|mailings?|marketing|promotional|communications)\b/,
      /\bif you (?:do not|don't|no longer) (?:wish|want) to receive\b[^.]{0,60}\b(?:e-?mails?|mail|offers|newsletters?|marketing|promotional|communications|messages)\b/,
      // "You may take your name off our mailing lists whenever you like."
      /\b(?:remov\w*|tak\w*|delet\w*) (?:your|his or her|their) (?:name|e-?mail(?: address)?|(?:postal )?address|details) (?:from|off) (?:\w+ ){0,3}(?:mailing|e-?mail|marketing|distribution|subscriber|contact) lists?\b/,
    ],
    [NO_RIGHT, NOTHING_TO_OPT_OUT, ONLY_BY_NOT_JOINING],
  ),
  right(
    'withdraw-consent',
    'withdraw consent',
    'You can withdraw your consent at any time.',
    'User Choice/Control',
    [/\bwithdraw (?:your |that |this )?consent\b|\brevoke (?:your )?consent\b/],
  ),
  right(
    'object',
    'object to or restrict processing',
    'You can object to, or ask to restrict, how your data is processed.',
    'User Choice/Control',
    [
      // "Object to or restrict its processing", "object to our use of your data for marketing", "object
      // to us processing your data": the processing or use may come a few words on.
      /\b(?:object(?:ion)? to|restrict(?:ion of)?)(?: or (?:restrict|limit|object to))? (?:(?:the|our|its|their|any|such|this|us|your) )?(?:\w+ )?(?:processing|use|using|processes)\b|\bright to (?:object|restrict)/,
    ],
  ),
  right(
    'cookie-control',
    'control cookies',
    'You can refuse or delete cookies through your browser or a cookie banner.',
    'User Choice/Control',
    [
      /\b(?:refuse|reject|disable|de-?activate|turn off|block|delete|decline|manage|control|prevent|not accept)\b[^.]{0,70}\bcookies\b|\bcookie (?:settings|preferences|banner|consent)\b/,
      // "If you don't want cookies, your browser has an option not to accept them."
      /\bif you (?:do not|don't|dont) (?:want|wish to (?:accept|receive)) cookies\b/,
    ],
  ),
  right(
    'complaint',
    'complain to a regulator',
    'You can complain to a data protection authority.',
    'User Access, Edit and Deletion',
    [
      /\b(?:lodge|file|make|submit) a complaint\b[^.]{0,60}\b(?:authority|regulator|commissioner|supervisory)\b|\b(?:supervisory|data protection) authority\b/,
    ],
  ),
  right(
    'non-discrimination',
    'no penalty for using your rights',
    'You will not be treated worse for using your privacy rights.',
    'User Choice/Control',
    [/\b(?:not|never) (?:be )?discriminat|\bnon-?discrimination\b/],
  ),
  right(
    'appeal',
    'appeal a refused request',
    'You can appeal if a privacy request is refused.',
    'User Access, Edit and Deletion',
    [/\bappeal\b[^.]{0,60}\b(?:decision|request|denial|refus)/],
  ),
  {
    ...right(
      'disclosure-list',
      'ask which companies got your data for their own marketing',
      'You can ask which other companies it has given your personal data to for their own direct marketing.',
      'User Access, Edit and Deletion',
      [DISCLOSURE_LIST_REQUEST],
      [NO_RIGHT, /\bopt[- ]?out\b|\b(?:stop|cease|not) (?:\w+ )?(?:shar|disclos|provid)/],
    ),
    write: (names) =>
      `You can ask which other companies it has given your personal data to for their own direct marketing${names(ONCE_A_YEAR) ? ' (once a year)' : ''}.`,
  },
];
