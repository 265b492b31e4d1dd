import { anyOf } from '../any-of';
import { itemsFound, joinAlternatives, joinItems, type Items, type Names } from '../statement-items';

/**
 * Rights the company takes over what users send in (posts, comments, ideas, feedback): the
 * `content-license` flag's rules and its statement. ToS;DR rates these bad: "if you offer
 * suggestions, they become the owner of the ideas", "your content can be licensed to third parties",
 * "the copyright license ... is broader than necessary", "distributed through any media known now or
 * in the future". Its good cases are the opposite: you keep ownership, you choose the licence, the
 * licence is limited to running the service.
 */

/** What users send in, said as theirs: not "information" (personal data), not the company's own content. */
const SENT_IN_NOUNS = String.raw`(?:content|submissions?|ideas|feedback|suggestions|comments|posts|postings|contributions|materials?|photos|photographs|videos|images|reviews|testimonials|concepts|artwork|proposals|communications)`;

/** "In any and all media, now known or hereafter devised": the idiom of a licence over works. */
const ANY_MEDIA =
  /\b(?:any|all|any and all|any or all) (?:\w+ )?(?:media|medium)\b[^.]{0,60}\b(?:now known|known now|hereafter|later (?:developed|devised|invented)|in the future)\b/;

/** Two of perpetual, irrevocable and sublicensable beside a licence: the idiom of a licence over works. */
const STRONG_LICENCE =
  /\b(?:perpetual|irrevocable|sub-?licens\w*)\b[^.]{0,80}\b(?:perpetual|irrevocable|sub-?licens\w*)\b[^.]{0,80}\blicen[cs]e|\b(?:perpetual|irrevocable|sub-?licens\w*)\b[^.]{0,80}\blicen[cs]e\b[^.]{0,80}\b(?:perpetual|irrevocable|sub-?licens\w*)\b/;

/**
 * "Your content", "any feedback you submit", "materials posted by users", "user-generated content",
 * "unsolicited ideas": what users send, not the company's own pages ("all content on this website
 * is our property"), or a licence the reader grants ("you grant us a perpetual licence").
 */
export const SENT_IN = new RegExp(
  String.raw`\bugc\b|\b(?:anything|everything|whatever) you (?:\w+ )?(?:send|submit|post|upload|contribute)\b|\b(?:your|users?['’]|members?['’]|user) (?:\w+ )?${SENT_IN_NOUNS}\b|\b${SENT_IN_NOUNS}\b (?:\w+ ){0,4}?(?:you|users?|members|visitors|readers) (?:\w+ )?(?:submit|send|post|provide|upload|contribute|transmit|share|give|make available)\w*\b|\b${SENT_IN_NOUNS}\b,? (?:\w+ ){0,2}(?:submitted|posted|sent|uploaded|contributed|provided) (?:to us |to [a-z]+ )?(?:by|through|via|on|to)\b|\buser[- ](?:generated|submitted) (?:content|materials?)\b|\b(?:unsolicited|submitted) (?:ideas|materials?|content|suggestions|feedback|proposals)\b|\b(?:any|all) (?:feedback|ideas|suggestions|submissions)\b|\b(?:by|when|if|once) (?:you )?(?:post|submit|upload|send|shar|contribut|provid)\w* (?:\w+ ){0,2}${SENT_IN_NOUNS}\b|\byou (?:hereby )?(?:grant|give|assign)\b[^.]{0,60}\b(?:licen[cs]es?|rights?)\b|\b(?:feedback|submissions|suggestions)\b|${ANY_MEDIA.source}|${STRONG_LICENCE.source}`,
);

/** The rules: each says the company may do as it likes with what is sent in, or owns it. */
export const CONTENT_RIGHTS_PATTERNS: readonly RegExp[] = [
  // "Any content you submit will be considered non-confidential and non-proprietary".
  /\bnon-?(?:confidential|proprietary)\b|\b(?:deemed|considered|treated) (?:to be |as )?not (?:to be )?confidential\b/,
  // "Any feedback you submit becomes our property".
  /\b(?:becomes?|will be|shall be|is|are|deemed(?: to be)?|considered(?: to be)?) (?:the |our |its |the company['’]s )?(?:(?:sole|exclusive)(?: and (?:sole|exclusive))? )?property\b/,
  // "You assign to us all right, title and interest in your feedback", "you waive any moral rights",
  // "we shall own all ideas you submit".
  /\bassign\w* (?:to (?:us|[a-z]+) )?(?:all |any )?(?:of )?(?:your )?(?:rights?|title|interest|ownership)\b|\bwaive\w* (?:any |all )?(?:of )?(?:your )?moral rights\b|\b(?:we|it|[a-z]+) (?:will |shall )?(?:exclusively )?owns? (?:all|any|the|such|each)\b|\bgrant\w* (?:us|[a-z]+) (?:sole |full |exclusive )*ownership\b|\b(?:all|exclusive|sole) (?:right,? )?title,? and interest\b/,
  // "This licence survives the termination of your account", "continues even after you delete it".
  /\b(?:licen[cs]es?|rights?)\b[^.]{0,80}\b(?:surviv\w*|continu\w* (?:\w+ ){0,2}after|even (?:after|if) you (?:delete|close|remove|stop|terminat|cancel))/,
  // "A perpetual, irrevocable licence", "the right to ... in any media now known or hereafter
  // devised": a licence that never ends or covers any use. Not a transferable, sublicensable licence
  // alone: one that ends when you delete your content is the licence to run a service, which ToS;DR
  // rates good ("limited for the purposes of that same service but transferable and sublicenseable"). "the right to ... in any media now known or hereafter devised".
  new RegExp(
    String.raw`\b(?:perpetual|irrevocabl\w*)\b[^.]{0,100}\b(?:licen[cs]es?|rights?)\b|\b(?:licen[cs]es?|rights?)\b[^.]{0,100}\b(?:perpetual|irrevocabl\w*)\b|${ANY_MEDIA.source}`,
  ),
  // "Free to use, publish and distribute any content for any purpose whatsoever, without limitation".
  // Not "may use your suggestions without compensation" alone: ToS;DR rates that good when the
  // company does not become the owner; payment is said in the statement, not a reason to raise it.
  // "For any purpose", not "for any reason": removing content for any reason is moderation.
  /\b(?:use[sd]?|using|reproduc\w*|publish\w*|disclos\w*|distribut\w*|dissemina\w*|modif\w*|edit(?:s|ed|ing)?|exploit\w*|display\w*|licens\w*|adapt\w*|cop(?:y|ies|ied|ying)|sell(?:s|ing)?)\b[^.]{0,160}\b(?:for any (?:other )?purposes?\b|(?<!\bincluding,? )without (?:any )?(?:limitation|restriction|obligation)s?\b|in any (?:manner|way) (?:we|it|they) (?:see fit|choose|wish|deem)|as (?:we|it|they) (?:see fit|deem appropriate|wish|choose)\b)|\bunrestricted (?:use|right)/,
];

/**
 * The opposite: the reader keeps ownership or chooses the licence, the company claims no rights or
 * uses what is sent only with permission, or the licence only lets it run the service ("to operate
 * and provide the Services"), which ToS;DR rates good, unless the sentence also says "any purpose".
 */
/**
 * A licence only to run the service ("solely to operate and provide the Services", "in connection
 * with the operation of the Service"), which ToS;DR rates good. Not when the sentence widens it:
 * "any purpose", "other business purposes", promotion or marketing, "any media now known or later
 * developed".
 */
const LIMITED_TO_SERVICE = new RegExp(
  String.raw`^(?![^]*(?:\b(?:any (?:purpose|reason|manner)s?|other (?:business |commercial )?purposes|promot\w*|advertis\w*|marketing)\b|${ANY_MEDIA.source}))[^]*(?:\b(?:solely|only|limited(?: to)?|for the (?:limited |sole )?purposes? of|in connection with|necessary to|so (?:that )?we can)\b[^.]{0,40}\b(?:operat|provid|run|host|offer|display|deliver|improv|develop)\w* (?:\w+ ){0,3}(?:services?|site|website|platform|app|products?)\b|\bin connection with (?:the (?:operation|provision) of )?(?:the|our|its) (?:services?|site|website|platform)\b|\blicen[cs]e\b[^.]{0,80}\bto (?:operate|provide|run|host|offer|deliver) (?:and \w+ )?(?:the|our|its) (?:services?|site|website|platform|app)\b)`,
);

const DENIED =
  /\b(?:do|does|will|shall)\s*(?:not|n['’]t)\s+(?:\w+\s+){0,2}(?:claim|take|acquire|assert|obtain|own)\b[^.]{0,40}\b(?:ownership|rights?|title|copyright|property)\b|\b(?:claims?|takes?|acquires?) no (?:ownership|rights?|title)\b|\b(?:do|does|will|shall)\s*(?:not|n['’]t)\s+(?:\w+\s+)?own\b|\b(?:excluding|except(?: for)?|other than|not including) (?:any )?(?:user |your )?(?:content|submissions|materials)\b|\blicen[cs]e (?:\w+ ){0,2}(?:ends|terminates|expires)\b|\btitle,? and interest in (?:and to )?(?:the|our|its) (?:services?|site|website|platform|software|marks|trademarks)\b|\b(?:do|does|will|shall)\s*(?:not|n['’]t)\s+(?:\w+\s+){0,2}(?:become|be) (?:the )?(?:owners?|proprietors?)\b|\byou (?:\w+ )?(?:retain|keep|maintain|own|remain the owner)\b|\b(?:remains?|stays?|is|are) (?:\w+ )?(?:yours|your (?:own )?property|the property of (?:you|the (?:user|member|author)))\b|\b(?:not|never)\s+(?:\w+\s+){0,3}(?:use|publish|disclose|share|license|sell|distribute)\b[^.]{0,80}\bwithout (?:first )?(?:obtaining |getting |asking for )?(?:your )?(?:prior |express |explicit |written )?(?:permission|consent|approval)\b|\b(?:with|only with|after obtaining|once we have) your (?:prior |express |explicit |written )?(?:permission|consent|approval)\b|\b(?:choose|select|pick) (?:the|a|which|your) (?:\w+ )?licen[cs]e\b|\bcreative commons\b|\bfree (?:software )?licen[cs]e\b/;

export const CONTENT_RIGHTS_DENIED = anyOf([DENIED, LIMITED_TO_SERVICE]);

/** What was sent in, in our words, most specific first. */
const SENT_IN_KINDS: Items = [
  [/\bfeedback\b/, 'feedback'],
  [/\bideas\b|\bconcepts\b|\bsuggestions\b|\bproposals\b|\binventions\b/, 'ideas'],
  [/\bcomments\b|\bposts\b|\bpostings\b|\breviews\b|\btestimonials\b/, 'posts'],
  [/\bphotos\b|\bphotographs\b|\bimages\b|\bvideos\b|\bartwork\b/, 'creative works'],
];

const LICENCE_TERMS: Items = [
  [/\bperpetual\b/, 'perpetual'],
  [/\birrevocable\b/, 'irrevocable'],
  [/\broyalty[- ]free\b/, 'royalty-free'],
  [/\bworldwide\b/, 'worldwide'],
];

const USES: Items = [
  [/\b(?:use|uses|using|exploit)\b/, 'used'],
  [/\b(?:publish\w*|display\w*|reproduc\w*)\b/, 'published'],
  [/\bedit\w*|\bmodif\w*|\badapt\w*/, 'edited'],
  [/\bdisclos\w*|\bdistribut\w*/, 'passed on'],
  [/\b(?:sub-?)?licen[cs]\w*|\bsell\w*/, 'licensed to others'],
];

/**
 * The statement from what the sentence says: whose works ("your feedback", "what you post or send"),
 * then what the company takes (ownership, no confidentiality, a perpetual licence, use for any
 * purpose), in the sentence's terms.
 */
export function contentRights(names: Names): string {
  const kinds = itemsFound(names, SENT_IN_KINDS, 2);
  const subject = `What you post or send${kinds.length > 0 ? ` (${joinItems(kinds)})` : ''}`;
  const parts: string[] = [];
  if (
    names(
      /\bproperty\b|\bassign\w* (?:to (?:us|[a-z]+) )?(?:all |any )?(?:of )?(?:your )?(?:rights?|title|interest|ownership)\b|\bshall own\b|\bwill own\b|\btitle,? and interest\b/,
    )
  )
    parts.push("becomes the company's property");
  if (names(/\bnon-?confidential\b|\bnot (?:to be )?confidential\b/))
    parts.push('is not treated as confidential');
  if (
    names(/\blicen[cs]|\brights?\b/) &&
    names(/\bperpetual\b|\birrevocabl|\bsub-?licens|\btransferable\b/)
  ) {
    const terms = itemsFound(names, LICENCE_TERMS, 3);
    const passOn = names(/\bsub-?licens|\btransferable\b/) ? ' that it can pass on to others' : '';
    parts.push(
      `comes with a ${terms.length > 0 ? `${joinItems(terms)} ` : 'broad '}licence for the company${passOn}`,
    );
  }
  if (
    names(
      /\bsurviv\w*|\bcontinu\w* (?:\w+ ){0,2}after|\beven (?:after|if) you (?:delete|close|remove|stop|terminat|cancel)/,
    )
  )
    parts.push('stays licensed to the company even after you leave');
  const anyPurpose = names(
    /\bfor any (?:other )?purposes?\b|\bin any (?:manner|way)\b|(?<!\bincluding,? )\bwithout (?:any )?(?:limitation|restriction)s?\b/,
  );
  const unpaid = names(/\bwithout (?:any )?(?:compensation|payment|remuneration)\b|\broyalty[- ]free\b/);
  if (anyPurpose || parts.length === 0) {
    const uses = itemsFound(names, USES, 3);
    const byOthers = names(
      /\b(?:users|others|third parties|anyone) (?:of the \w+ )?(?:will be |are |may be )?free to\b/,
    )
      ? ' by the company and others'
      : '';
    const media =
      names(/\b(?:media|medium)\b/) && !anyPurpose ? ' in any media, now known or invented later' : '';
    parts.push(
      `may be ${joinAlternatives(uses.length > 0 ? uses : ['used'])}${byOthers}${anyPurpose ? ' for any purpose' : media}${unpaid ? ' without payment to you' : ''}`,
    );
  }
  return `${subject} ${joinItems(parts)}, so you lose control over how it is used.`;
}
