import { globalVersion } from '../any-of';
import type { SentenceContext } from '../sentence-context';

/**
 * The one denial detector every rule of the engine uses: which verbs of a sentence the company
 * denies ("we do not, under any circumstances, sell", "no personal data will be shared", "we are
 * not set up to respond", "we are unable to honour"), and which it only makes conditional ("we
 * will not share it without your consent", "... except with our service providers").
 *
 * A denial's scope starts at its negator and covers the verbs that follow it in the same clause,
 * at any distance ("we do not knowingly or intentionally collect"), with their coordinated verbs
 * ("sell, rent or otherwise disclose"). It ends at the end of the clause, at "but", at a new
 * subject after a verb ("we do not sell the data we collect": collecting is affirmed), and at an
 * exception ("except", "unless", "other than", "without your consent"), which makes it conditional.
 * The reader's negations ("if you do not want", "you may not be able to") are kept apart: they deny
 * nothing the company does, but they do deny a right ("you cannot delete").
 *
 * Speed: one cheap prefilter; the scopes are computed once per sentence, only for the few
 * sentences that contain a negator, and remembered.
 */

/** What a sentence says about a verb: done, denied, or denied except on a condition. */
export type DenialReading = 'affirmed' | 'denied' | 'conditional';

export type DenialScope = {
  /** Where the negator starts, in the normalised sentence. */
  negator: number;
  /** The span of the clause the denial covers, after the negator. */
  start: number;
  end: number;
  /** Ended by an exception or a condition ("except", "without your consent"): the practice happens in that case. */
  conditional: boolean;
  /** The reader is the subject ("you cannot", "if you do not want"). */
  reader: boolean;
};

/** Any negator at all: most sentences have none and stop here. */
const PREFILTER =
  /\b(?:not|no|never|none|nothing|nor|neither|cannot|unable|dont|doesnt|wont|didnt|isnt|arent|nobody|prohibited|forbidden|barred|precluded|restricted)\b|n['’]t\b/;

/**
 * Negators followed by the verbs they deny. Names and idioms are not denials: "Do Not Track",
 * "Do Not Sell My Personal Information", "including but not limited to", "not only", "whether or
 * not", "no later than", "no more than", "no matter", "at no cost", "no longer needed". A prohibition
 * ("our vendors are prohibited from selling it", "forbidden to pass it on") denies as "may not" does;
 * "access is restricted to staff" is a limit, not one.
 */
const NEGATOR =
  /\b(?:(?:do|does|did|will|shall|would|can|could|may|might|must|should|is|are|was|were|has|have|had)\s*(?:not|n['’]t)(?!\s+(?:only|necessarily|limited|just|always)\b)|ca\s*n['’]t|cannot|dont|doesnt|didnt|wont|isnt|arent|never|nor|not(?!\s+(?:only|limited|necessarily|just|always|including|to exceed|all|every|applicable)\b)|unable to|(?:prohibited|forbidden|barred|precluded|restricted) from|forbidden to|in no (?:way|event|case)|under no circumstances?|at no (?:time|point)|(?:no|none of|nothing)(?!\s+(?:later|more|longer|less|fewer|matter|cost|charge|fee|additional)\b)|nobody|no one)\b/g;

/**
 * A best-efforts promise (fix-y): "we will make reasonable efforts not to disclose", "we try not to
 * share", "we endeavour not to sell", "we do our best to ensure that your data is not passed on". It
 * says the company tries, not that it never does: its denial is conditional, so it hides no practice
 * and contradicts none, and its statements say "tries not to".
 */
const EFFORT_WORDS = String.raw`(?:efforts?|tr(?:y|ies|ying)|attempt(?:s|ing)?|endeavou?r(?:s|ing)?|striv(?:e|es|ing)|(?:our|its) (?:very )?best)`;
export const BEST_EFFORT = new RegExp(
  String.raw`\b${EFFORT_WORDS}\s+not to\b|\b${EFFORT_WORDS} to (?:ensure|make sure|see to it) (?:that )?[^.;]{0,60}\b(?:not|never)\b`,
  'i',
);
/** "Efforts not to", "try not to": where a promise's own negator stands, for the promise rules. */
export const EFFORT_NOT_TO = String.raw`${EFFORT_WORDS}\s+not to`;
/** The words before a negator that make its denial an effort (`before` is the 40 characters before it). */
const EFFORT_BEFORE = new RegExp(
  String.raw`\b${EFFORT_WORDS}\s+$|\b${EFFORT_WORDS} to (?:ensure|make sure|see to it) (?:that )?[^.;]*$`,
);

/**
 * After a negator: "Do Not Track" and "Do Not Sell My Personal Information" are the names of a
 * signal and of a link ("we respond to Do Not Track signals"), not denials; "we do not track you" is.
 */
const NAME_FOLLOWS =
  /^[\s-]*(?:track|sell|share)\b(?:\s+(?:or|and)\s+(?:sell|share))?[\s"”)-]*(?:signals?|requests?|settings?|preferences?|headers?|mechanisms?|features?|options?|standards?|browser|flags?|lists?|registry|links?|my|\(|["”)]|dnt|technolog|$)/;

/**
 * A condition on the reader: "if you do not", "you may not", "unless you", "when you're not". The
 * words between are auxiliaries, never a conjunction or a new subject: in "we send our email to you
 * and it is not authorised to sell your data" the reader is an object, and the vendor denies.
 */
const READER_BEFORE =
  /\b(?:you(?:['’](?:re|ve|d|ll))?|your browser|users?|visitors?|customers?|parents?)\s+(?:(?!(?:and|or|but|nor|it|they|we|he|she|that|which|who)\b)\w+\s+){0,2}$/;
/**
 * After a reader's negator, a passive verb: "you will not be notified", "users will not be contacted",
 * "you will not be charged". The reader is only the grammatical subject; the company is the one that
 * does (or does not) act, so the denial is the company's. "You may not be able to" is not passive.
 */
const PASSIVE_AFTER =
  /^\s+(?:\w+ly\s+)?(?:be|been|get|ever be)\s+(?:\w+ly\s+)?(?:\w+ed|told|sent|given|shown|sold|kept|held|known|seen|taken|made|written)\b(?<!\b(?:able|allowed|permitted|entitled|required|obliged|obligated|interested|pleased|concerned|satisfied|prevented|restricted|limited|prompted|logged|signed)\b)/;
/** "If we do not receive", "whether or not", "ask that we not share": hypotheses and requests, not statements. */
const HYPOTHESIS_BEFORE =
  /\b(?:if|whether|unless|in case|even if|should|(?:request|ask)(?:s|ed)? (?:us )?that)\s+(?:\w+\s+){0,3}$/;

/** Ends a clause outright. */
const CLAUSE_END =
  /[.;:!?]|\s(?:but|however|although|though|whereas|while)\b|,\s*(?:and|or)\s+(?:we|you|they|our|it)\b/g;
/** An aside between commas right after the negator: "do not, however, collect". */
const PARENTHETICAL = /^\s(?:however|though),/;
/** Turns a denial into a condition: the practice happens in this case. */
const EXCEPTION =
  /\b(?:except|unless|other than|apart from|save (?:as|for)|without (?:first )?(?:obtaining |getting |receiving |asking for |your |the |their |a |an |prior |explicit |express |affirmative |written |verifiable |parental |user )*(?:consent|permission|authori[sz]ation|approval|agreement|opt-?in|notice|notifying|telling|informing|asking)|only (?:if|when|with|to|for|as|in|where)|beyond (?:what|that))\b/g;
/** A new subject or relative clause, after the denied verb: "we do not sell the data (that) we collect". */
const NEW_CLAUSE =
  /\b(?:that|which|who|whom|whose|we|you|they|it|when|where|if|until|because|since|so|in order)\b/g;

/** Pronouns that, right after a verb, are its object rather than a new subject. */
const OBJECT_PRONOUN = /^(?:you|it|them)$/;

/** The practice verbs a denial can cover (stems). */
export const PRACTICE_VERB =
  /\b(?:collect|gather|obtain|receiv|record|log|logs|logged|store|keep|kept|retain|hold|held|use|used|uses|using|process|track|monitor|shar|disclos|sell|sold|rent|leas|trad|transfer|provid|give|given|gives|releas|distribut|make|made|pass|send|sent|ask|request|requir|access|respond|honou?r|recogni[sz]|support|combin|link|contact|target|serve|allow|permit|delet|eras|remov|opt|chang|modif|correct|edit|updat|view|review|notif|inform|identif|buy|purchas|publish|display|post|sav|maintain|seek|solicit|exchang|licens|transmit|reveal|read|scan|listen|sponsor|employ|engag|rely|place|set|build|creat|aggregat|analy[sz]|profil|market|advertis|contain|includ)\w*/g;

/** The end of a denial's scope from `from`, and whether an exception ended it. */
function scopeEnd(text: string, from: number): { end: number; conditional: boolean } {
  CLAUSE_END.lastIndex = from;
  let clause = CLAUSE_END.exec(text);
  // "We do not, however, collect": a "however" right after the negator is an aside, not a new clause.
  if (clause && clause.index <= from + 2 && PARENTHETICAL.test(text.slice(clause.index, clause.index + 12)))
    clause = CLAUSE_END.exec(text);
  let end = clause ? clause.index : text.length;
  EXCEPTION.lastIndex = from;
  const exception = EXCEPTION.exec(text);
  const conditional = exception !== null && exception.index < end;
  if (exception && conditional) end = exception.index;
  // After the first denied verb (and the verbs coordinated with it), a new subject starts a clause of its own.
  PRACTICE_VERB.lastIndex = from;
  const verb = PRACTICE_VERB.exec(text);
  if (verb && verb.index < end) {
    const verbEnd = verb.index + verb[0].length;
    NEW_CLAUSE.lastIndex = verbEnd;
    let next = NEW_CLAUSE.exec(text);
    // "We do not ask you for, access or track...": a pronoun right after the verb is its object.
    if (next && next.index === verbEnd + 1 && OBJECT_PRONOUN.test(next[0])) next = NEW_CLAUSE.exec(text);
    if (next && next.index < end) end = next.index;
  }
  return { end, conditional };
}

function computeScopes(text: string): DenialScope[] {
  const scopes: DenialScope[] = [];
  NEGATOR.lastIndex = 0;
  for (let match = NEGATOR.exec(text); match; match = NEGATOR.exec(text)) {
    const negator = match.index;
    const after = negator + match[0].length;
    const before = text.slice(Math.max(0, negator - 40), negator);
    if (NAME_FOLLOWS.test(text.slice(after))) continue;
    if (HYPOTHESIS_BEFORE.test(before)) continue;
    let start = after;
    const word = match[0];
    // "No personal information will be sold": the verb follows the auxiliary.
    if (/^(?:no|none of|nothing|nobody|no one)$/.test(word)) {
      const verbBefore =
        /\b(?:collect|shar|disclos|sell|rent|use|track|stor|retain|keep|gather|receiv|obtain)\w*\s+$/.exec(
          before,
        );
      if (verbBefore) {
        // "We collect no personal data": the verb before "no" is denied.
        scopes.push({
          negator,
          start: negator - verbBefore[0].length,
          end: after,
          conditional: false,
          reader: READER_BEFORE.test(before.slice(0, -verbBefore[0].length)),
        });
        continue;
      }
      const auxiliary = /\b(?:will|shall|is|are|was|were|may|can|would|could|should|has|have|ever|be)\b/.exec(
        text.slice(after, after + 120),
      );
      if (!auxiliary) continue;
      start = after + auxiliary.index;
    }
    const scope = scopeEnd(text, start);
    const { end } = scope;
    // "We make reasonable efforts not to disclose it": a promise to try, conditional.
    const conditional = scope.conditional || EFFORT_BEFORE.test(before);
    if (end <= start) continue;
    const reader = READER_BEFORE.test(before) && !PASSIVE_AFTER.test(text.slice(after, after + 60));
    scopes.push({ negator, start, end, conditional, reader });
  }
  return scopes;
}

/** The denial scopes of a sentence, computed once. */
export function denialScopes(sentence: SentenceContext): readonly DenialScope[] {
  sentence.denialScopes ??= PREFILTER.test(sentence.normalized) ? computeScopes(sentence.normalized) : [];
  return sentence.denialScopes;
}

/**
 * The reader's own activity named in a time clause: "while downloading or using our app", "when you
 * are visiting our site". Its verbs ("using", "accessing") are what the reader does, not a practice of
 * the company's, so they do not affirm a verb the main clause denies ("we do not track your location
 * at any time while using our app").
 */
const READER_ACTIVITY =
  /\b(?:while|whilst|when|as) (?:you(?:['’]re| are)? )?(?:\w+ing(?:,? (?:or|and) |, ))*\w+ing (?:our|the|this|these|its|any of our) (?:\w+ ){0,2}?(?:apps?|applications?|sites?|web ?sites?|services?|products?|platforms?|games?|software|pages?)\b/g;

function inReaderActivity(text: string, at: number): boolean {
  READER_ACTIVITY.lastIndex = 0;
  for (let match = READER_ACTIVITY.exec(text); match; match = READER_ACTIVITY.exec(text))
    if (at >= match.index && at < match.index + match[0].length) return true;
  return false;
}

export type DenialOptions = {
  /** Count the reader's negations too ("you cannot delete"): for rights, not for what the company does. */
  reader?: boolean;
};

/**
 * How a sentence treats the verbs `verb` matches (a flagless pattern, compiled once by the caller):
 * 'affirmed' if any occurrence stands outside a denial, 'denied' if
 * every occurrence is denied, 'conditional' if every occurrence is denied but one of the denials
 * has an exception or a condition ("except", "unless", "without your consent"). When the verb does
 * not occur, the sentence is denied if it denies any practice verb.
 */
export function readVerb(
  sentence: SentenceContext,
  verb: RegExp,
  options: DenialOptions = {},
): DenialReading {
  const scopes = denialScopes(sentence).filter((scope) => options.reader === true || !scope.reader);
  if (scopes.length === 0) return 'affirmed';
  const pattern = globalVersion(verb);
  pattern.lastIndex = 0;
  let reading: DenialReading | undefined;
  for (let match = pattern.exec(sentence.normalized); match; match = pattern.exec(sentence.normalized)) {
    if (match[0].length === 0) pattern.lastIndex += 1;
    const at = match.index;
    const scope = scopes.find((candidate) => at >= candidate.start && at < candidate.end);
    if (!scope) {
      if (inReaderActivity(sentence.normalized, at)) continue;
      return 'affirmed';
    }
    reading = scope.conditional || reading === 'conditional' ? 'conditional' : 'denied';
  }
  // The verb is not named ("shared reports will not contain your name"): the sentence's other denials decide.
  return reading ?? (hasDenial(sentence, options) ? 'denied' : 'affirmed');
}

/** Whether `verb` is denied outright (not merely made conditional) in the sentence. */
export function isDenied(sentence: SentenceContext, verb: RegExp, options?: DenialOptions): boolean {
  return readVerb(sentence, verb, options) === 'denied';
}

/** Whether the company denies any practice verb in the sentence ("we never sell", "no data is shared"). */
export function hasDenial(sentence: SentenceContext, options: DenialOptions = {}): boolean {
  return denialScopes(sentence).some((scope) => {
    if (scope.reader && options.reader !== true) return false;
    PRACTICE_VERB.lastIndex = scope.start;
    const verb = PRACTICE_VERB.exec(sentence.normalized);
    return verb !== null && verb.index < scope.end;
  });
}

/** Verbs of collection and use, of sharing, of selling: the objects of the usual denials. */
export const COLLECT_VERB =
  /\b(?:collect|gather|obtain|receiv|record|log|logs|logged|store|keep|retain|process|track|monitor|ask|request|requir|access|capture|use|used|uses|using|scan|read|listen|contain|includ)\w*/;
export const SHARE_VERB =
  /\b(?:shar|disclos|sell|sold|rent|leas|trad|transfer|provid|give|given|releas|distribut|make available|made available|pass|send|sent|transmit|reveal|exchang|licens)\w*/;
export const SELL_VERB = /\b(?:sell|sold|rent|leas|trade|traded|trading|exchang|licens|monetiz|monetis)\w*/;
/** The verbs of a promise of notice: "you will not be notified", "we will not email you" deny it. */
export const NOTICE_VERB =
  /\b(?:notif|inform|tell|told|e-?mail|alert|contact|communicat|announc|sent|send|given|give|provided|provide|notice|warn)\w*/;

/**
 * Whether every place `pattern` matches (the data a rule names) lies inside a denial of the
 * company's, after one of the denied verbs `verb` matches: "SRL keeps a secure server; does not
 * store any card numbers; and requires its staff to sign contracts" denies holding card numbers,
 * though "requires" stands outside the denial. Not when the denial has an exception ("we do not
 * keep card numbers unless you ask us to"): the data is kept in that case.
 */
export function isDeniedWherever(sentence: SentenceContext, pattern: RegExp, verb: RegExp): boolean {
  const scopes = denialScopes(sentence).filter((scope) => !scope.reader && !scope.conditional);
  if (scopes.length === 0) return false;
  const text = sentence.normalized;
  const found = globalVersion(pattern);
  const verbs = globalVersion(verb);
  found.lastIndex = 0;
  let any = false;
  for (let match = found.exec(text); match; match = found.exec(text)) {
    if (match[0].length === 0) found.lastIndex += 1;
    const at = match.index;
    const denied = scopes.some((scope) => {
      if (at < scope.start || at >= scope.end) return false;
      verbs.lastIndex = scope.start;
      const denial = verbs.exec(text);
      return denial !== null && denial.index < at;
    });
    if (!denied) return false;
    any = true;
  }
  return any;
}
