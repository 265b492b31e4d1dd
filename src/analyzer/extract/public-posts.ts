import { itemsFound, joinItems, type Items, type Names } from '../statement-items';
import { COMPILE_ONCE } from '../compile-once';

/**
 * What you post in a public part of the service (a forum, comments, reviews, a profile) can be seen
 * by others, and often collected and used by them: the public as a recipient. Policies say it without
 * a verb of sharing ("what you post will be publicly available", "comments posted here are public",
 * "can be read, collected and used by other users", "becomes available to the public"), so the rule
 * needs a word of posting or of a public place instead (POSTING_CONTEXT).
 */

/** A word of the reader's own posting, or of a public place of the service. */
export const POSTING_CONTEXT =
  /\b(?:post|posts|posted|posting|postings|upload\w*|submit\w*|disclos\w*|contribut\w*|comments?|reviews?|ratings?|message boards?|bulletin boards?|forums?|chat\w*|blogs?|communit(?:y|ies)|public (?:areas?|forums?|portions?|spaces?|pages?|parts?|activit\w*|websites?|sites?)|profiles?|user[- ]generated|user content|submissions?)\b/;

/** Others who see what you post: anyone, other users, the public, third parties. */
const OTHERS = String.raw`(?:the public|anyone|everyone|others|other (?:users|members|visitors|readers|participants|people|individuals|parties)|third parties|people (?:that|who) you do not know|(?:all|any) (?:other )?(?:users|visitors|members|third parties))`;

/** Onlookers named as the subject: not "third parties may use cookies". */
const ONLOOKERS = String.raw`(?:the public|anyone|everyone|other (?:users|members|visitors|readers|participants))`;

export const PUBLIC_PATTERNS: readonly RegExp[] = [
  // "Publicly visible", "made publicly available", "public forums", "a public profile".
  /\bpublicly[- ](?:visible|displayed|accessible|posted|available|viewable)\b|\bpublic (?:profiles?|areas?|forums?|posts?|portions?|spaces?)\b/,
  // "Becomes available to the public", "is made available publicly", "accessible to all third parties".
  new RegExp(
    String.raw`\b(?:available|visible|accessible|open|viewable|displayed|shown) (?:publicly|to ${OTHERS})\b|\b(?:viewed|seen|read) publicly\b`,
  ),
  // "Comments posted to our pages are public", "what you share there becomes public".
  /\b(?:posted|posts|postings|comments|reviews|submissions|content|information|it)\b (?:\w+ ){0,6}(?:is|are|will be|becomes?|may be) (?:made )?public\b/,
  // "The posts you make are not private", "information posted there is not confidential".
  /\b(?:posts?|postings|comments?|content|submissions|information|messages)\b[^.]{0,60}\b(?:are|is|will be) not (?:considered )?(?:private|confidential)\b/,
  // "Can be read, collected and used by other users", "may be accessed by other users".
  new RegExp(
    String.raw`\b(?:read|seen|viewed|accessed|collected|used|gathered|copied|indexed|recorded)\b(?:,? (?:and |or |and\/or )?${COMPILE_ONCE}(?:read|seen|viewed|accessed|collected|used|gathered|copied|indexed|recorded)\b){0,3} by ${COMPILE_ONCE}${OTHERS}\b`,
  ),
  // "Other users may search for, see, use or share", "anyone may take and use that information".
  new RegExp(
    String.raw`\b${ONLOOKERS} (?:\w+ )?(?:can|may|will be able to|could) (?:\w+ )?(?:see|view|read|access|take|use|collect|copy|search)\b`,
  ),
];

/**
 * Not posting: data the company gets from public sources ("publicly available information from
 * other sources") is collected, not posted; the service's public areas named as a purpose ("to let
 * you take part in the public areas") show nobody anything; the service kept available to all users
 * ("to ensure that this service remains available to all users"); and the company gathering what
 * you post ("we collect information you post in a public space"), unless the sentence also names
 * others who see it.
 */
export const NOT_PUBLIC_POSTING: readonly RegExp[] = [
  /\bpublic(?:ly)?[- ](?:available )?(?:sources|records|databases)\b|\b(?:collect|obtain|receiv|gather|acquir|buy|purchas|supplement|combin)\w*\b[^.]{0,80}\bpublicly[- ](?:available|accessible)\b/,
  /^(?![^]*\b(?:post|posts|posted|posting|upload\w*|submit\w*|disclos\w*|you (?:share|provide|make|give|include))\b)[^]*\b(?:allow|allowing|enable|enabling|let|letting) you to (?:\w+ ){0,3}(?:participate|take part)\b/,
  /\b(?:services?|site|website|systems?|features?|networks?)\b (?:\w+ ){0,3}(?:remains?|stays?) (?:\w+ )?(?:available|accessible|open)\b/,
  /^(?![^]*\b(?:by|to) (?:others|other users|anyone|everyone|the public|third parties)\b)[^]*\bwe (?:\w+ ){0,2}(?:collect|obtain|receive|gather|record)\b/,
];

/** Verbs for the reader's denial ("your email address will not be displayed publicly"). */
export const PUBLIC_VERB =
  /\b(?:publi\w*|visible|viewable|available|accessible|seen|viewed|displayed|shown|shar\w*|disclos\w*|post\w*)\b/;

const PLACES: Items = [
  [/\bmessage boards?\b|\bbulletin boards?\b/, 'message boards'],
  [/\bforums?\b/, 'forums'],
  [/\bdiscussion (?:boards?|groups?|areas?)\b/, 'discussion boards'],
  [/\bchat\w*/, 'chat rooms'],
  [/\bcomments?\b/, 'comments'],
  [/\breviews?\b|\bratings?\b/, 'reviews'],
  [/\bblogs?\b/, 'blogs'],
  [/\bcommunit(?:y|ies)\b/, 'community pages'],
  [/\bprofiles?\b/, 'profiles'],
];

/** Onlookers, as the subject of what they may do ("anyone may take and use it"). */
const ONLOOKER_MAY = String.raw`\b(?:others|anyone|everyone|users|members|visitors|readers|parties|public)\b (?:\w+ )?(?:may|can|could|will|might) (?:\w+,? ){0,4}(?:(?:and|or) )?`;

/**
 * What others may do with it, as the sentence says: collect it, use it, copy it, find it through
 * search engines. Passive forms or the onlookers as subject: "we collect what you post" and "terms of
 * use" say nothing of what others do.
 */
const ACTS: Items = [
  [
    new RegExp(
      String.raw`\b(?:collected|gathered|harvested)\b|${ONLOOKER_MAY}(?:collect|gather|harvest|take)\b`,
    ),
    'collect',
  ],
  [new RegExp(String.raw`\bcopied\b|${ONLOOKER_MAY}copy\b`), 'copy'],
  [new RegExp(String.raw`(?<!\bterms of )\bused by\b|\b(?:its|their) use by\b|${ONLOOKER_MAY}use\b`), 'use'],
  [new RegExp(String.raw`\bre-?shar\w*|\bshared by\b|${ONLOOKER_MAY}share\b`), 'share'],
];

function othersMay(names: Names): string {
  const acts = itemsFound(names, ACTS);
  const searchable = names(/\bsearch engines?\b|\bindex(?:ed|able)\b/);
  const syndicated = names(/\bsyndicat\w*/);
  const parts = [
    ...(acts.length > 0 ? [`others may ${joinItems(acts)} it`] : []),
    ...(searchable ? ['it may show up in search engines'] : []),
    ...(syndicated ? ['it may be passed on to other sites'] : []),
  ];
  return parts.length > 0 ? `, and ${joinItems(parts)}` : '';
}

/** The reader posting or making something public, or what readers post. */
const POSTED_BY_YOU = new RegExp(
  [
    String.raw`\byou (?:\w+,? ){0,3}(?:post|upload|submit|contribut|share|make|provide|include|give out|disclose|leave)\w*`,
    String.raw`\b(?:users|they|children|child|kids|members) (?:\w+ ){0,2}(?:post|disclose|share|submit)\w*`,
    String.raw`\bchoose to (?:post|disclose|share|submit)\b|\b(?:actions|activities|things) you (?:take|do)\b`,
    String.raw`\b(?:comments|reviews|postings|posts|submissions|messages|information|content|anything) (?:you|posted|submitted|uploaded|left|written|made)\b`,
    String.raw`\buser[- ]generated\b|\buser content\b|\byour (?:posts|postings|comments|reviews|submissions|content)\b|\bposting\b`,
  ].join('|'),
);

/**
 * "What you post in public areas (message boards and chat rooms) can be seen by anyone, and others
 * may collect and use it": the places, the onlookers and their acts, as the sentence names them.
 */
export function publicPostsStatement(names: Names): string {
  const who = names(
    /\bother (?:users|members|visitors|readers|participants|posters)\b|\bother (?:people|persons) who use\b/,
  )
    ? 'other users'
    : names(/\bpublic(?:ly)?\b|\banyone\b|\beveryone\b|\ball third parties\b/) &&
        !names(/\bnot (?:\w+ )?(?:accessible|available|visible|open) to the public\b/)
      ? 'anyone'
      : 'others';
  const unsolicited = names(/\b(?:unsolicited|unwanted)\b/) ? '; it may bring unsolicited messages' : '';
  const tail = `${othersMay(names)}${unsolicited}`;
  const places = itemsFound(names, PLACES, 3);
  if (places.length === 1 && places[0] === 'profiles')
    return `Your public profile can be seen by ${who}${tail}.`;
  if (!names(POSTED_BY_YOU))
    return places.length > 0
      ? `What is in public areas (${joinItems(places)}) can be seen by ${who}${tail}.`
      : `Some of your information can be seen by ${who}${tail}.`;
  const poster =
    names(/\bchild(?:ren)?\b|\bminors?\b|\bkids?\b/) && !names(/\byou\b/) ? 'your children post' : 'you post';
  const what =
    places.length > 0
      ? `What ${poster} in public areas (${joinItems(places)})`
      : names(/\b(?:site|website|web site|service|services|app)\b/) && !names(/\bsocial (?:media|network)/)
        ? `What ${poster} on the service`
        : `What ${poster} publicly`;
  return `${what} can be seen by ${who}${tail}.`;
}
