import type { AnalysisResult, Finding } from '../common/analysis';
import { anyOf } from './any-of';
import { scoreCategoryModel } from './classify/classify-segments';
import type { ScoredCategory } from './classify/classify-segments';
import { DATA_TYPES, asSessionCookies, asUseForAds } from './extract/data-types';
import { PARTIES, UNLESS_YOU_AGREE } from './extract/parties';
import { rankEvidence } from './extract/rank-evidence';
import { asVendorCollection } from './extract/vendor-collects';
import { asConditionalSharing } from './extract/sharing-conditions';
import {
  IMPLIED_PREFIX,
  OPT_IN_PREFIX,
  isOptInOnly,
  optInStatement,
  statesDataReached,
} from './extract/sharing-evidence';
import type { PracticeDefinition } from './extract/practice-definition';
import {
  MINORS_REMOVAL,
  NO_SHARING,
  isConditionalNoSharing,
  noSharingId,
  ruleOfId,
} from './extract/share-promises';
import { scopedToParagraph } from './extract/paragraph-scope';
import {
  NOT_MEANT_FOR_CHILDREN,
  RESTRICTIONS,
  SITE_FOR_CHILDREN,
  forChildrenSite,
} from './extract/restrictions';
import {
  MARKETING_PURPOSE,
  PURPOSES,
  PURPOSES_ID,
  purposesOfStatement,
  purposesStatement,
  isUsesLeadIn,
  purposesNamed,
  USE,
} from './extract/purposes';
import { MINORS_REMOVAL_LEAD, USER_RIGHTS } from './extract/user-rights';
import { normalizeForFeatures } from './model/features';
import { loadModels } from './model/load-model';
import { BEST_EFFORT, isDeniedWherever, readVerb } from './practices/denial';
import { isOnlySource } from './extract/party-role';
import type { DenialReading } from './practices/denial';
import { practiceOfRule } from './practices/practice-of-finding';
import { isAnonymousOnly, readPractices, rightHolderOf } from './practices/read-practices';
import { resolveContradictions } from './practices/resolve-contradictions';
import type { SentenceRules } from './practices/read-practices';
import type { Practice } from '../common/analysis';
import { detectRedFlags, isTakenBackByPolicy } from './red-flags/detect-red-flags';
import { writeRedFlagStatement } from './red-flags/red-flag-statements';
import { RED_FLAGS } from './red-flags/red-flag-taxonomy';
import type { RedFlagDefinition } from './red-flags/red-flag-taxonomy';
import { segmentText } from './segmentation/segment-text';
import { splitLongSentences } from './segmentation/split-long-sentences';
import { itemsFound, joinItems } from './statement-items';
import { latin1Copy } from './latin1-copy';
import { SentenceContext } from './sentence-context';
import { buildResultLists } from './summary/build-result-lists';
import { findNotStated } from './summary/find-not-stated';
import { aggregateStatement } from './summary/join-statements';
import { findSubsumedFlags, mergeSameSentence, type RuleFinding } from './summary/merge-same-sentence';
import { buildTldr } from './summary/build-tldr';
import { qualifyPromises } from './summary/qualify-promises';

/**
 * Runs of consecutive practices that need the same context (a collection verb, a sharing verb, a
 * "you can"), in their order, so that candidates are kept in the same order as before.
 */
function splitByContext(practices: readonly PracticeDefinition[]): PracticeDefinition[][] {
  const runs: PracticeDefinition[][] = [];
  for (const practice of practices) {
    const run = runs.at(-1);
    if (run && run[0]?.requires === practice.requires) run.push(practice);
    else runs.push([practice]);
  }
  return runs;
}

/**
 * Practices in groups, each with a combined prefilter: most sentences match no practice of a group.
 * The context a group requires is tested first: it is one cheap, cached expression that most
 * sentences fail. Practices with no context ("does not sell") form groups of their own, so that
 * two of them do not make every sentence pay for the combined test of eleven parties.
 */
// What your data is used for is a group of its own (its context: a verb of using); in the data
// types' group its literals ("use ") would open their combined prefilter on most sentences.
const PRACTICE_GROUPS = [DATA_TYPES, [PURPOSES], PARTIES, USER_RIGHTS, RESTRICTIONS]
  .flatMap(splitByContext)
  .map((practices) => ({
    practices,
    sharedContext: practices[0]?.requires,
    anyPattern: anyOf(practices.flatMap((practice) => practice.patterns)),
  }));

/** Quotes longer than this are cut back to the sentence; a quote must stay a readable proof. */
const MAX_QUOTE = 600;

/** Shorter sentences are run-in headings ("Information from other sources."), not claims. */
const MIN_QUOTE = 36;

/** The characters `\s` matches in a regular expression. */
const WHITESPACE = new Set(
  [...'\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff'].map((char) => char.charCodeAt(0)),
);
const isWhitespace = (code: number): boolean =>
  code <= 0x20
    ? code === 0x20 || (code >= 0x09 && code <= 0x0d)
    : code >= 0xa0 && (WHITESPACE.has(code) || (code >= 0x2000 && code <= 0x200a));
const isLetter = (code: number): boolean => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isCapital = (code: number): boolean => code >= 0x41 && code <= 0x5a;

/**
 * The words of a sentence (runs between white space) that have a letter, and how many of them
 * start with a capital, after an opening quote or bracket. One pass over the characters: this
 * runs on every sentence, and splitting it and testing each word cost a twentieth of the analysis.
 */
function countWords(sentence: string): { words: number; capitalised: number } {
  let words = 0;
  let capitalised = 0;
  let wordStart = -1;
  let hasLetter = false;
  for (let index = 0; index <= sentence.length; index += 1) {
    const code = index < sentence.length ? sentence.charCodeAt(index) : 0x20;
    if (isWhitespace(code)) {
      if (wordStart >= 0 && hasLetter) {
        words += 1;
        const first = sentence.charCodeAt(wordStart);
        const opens = first === 0x22 || first === 0x27 || first === 0x28;
        if (isCapital(opens && index - wordStart > 1 ? sentence.charCodeAt(wordStart + 1) : first))
          capitalised += 1;
      }
      wordStart = -1;
      hasLetter = false;
    } else {
      if (wordStart < 0) wordStart = index;
      if (isLetter(code)) hasLetter = true;
    }
  }
  return { words, capitalised };
}

/** An indirect question standing alone, with no comma: a title ("How we protect information."). */
// Not "when" or "where": "- When required by law." completes the lead-in of a list.
const INDIRECT_QUESTION = /^(?:[-–•*]\s*)?(?:how|what|why|whom?|which|whether)\b[^,]*$/i;
/** Titles are short: "How you can access and update your information" has eight words. */
const INDIRECT_QUESTION_WORDS = 12;

/**
 * A question ("What do we collect?") or a run-in or unpunctuated title ("Information from
 * third-party sources.") announces a topic; the sentences that follow make the claims.
 */
function isHeadingLike(sentence: string): boolean {
  if (/\?["')\]]?$/.test(sentence)) return true;
  const { words, capitalised } = countWords(sentence);
  if (words < 6) return true;
  // A question without its mark, as titles and contents lines put it ("How you can access and update
  // your information.", "- What we collect;"): a topic announced, not a claim.
  if (words < INDIRECT_QUESTION_WORDS && INDIRECT_QUESTION.test(sentence)) return true;
  // "Sale or Acquisition of Business Units." is a run-in title with a full stop, not a claim.
  if (words < 10 && capitalised / words > 0.6 && !/[,;]/.test(sentence)) return true;
  if (/[.!?:;]["')\]]?$/.test(sentence)) return false;
  return capitalised / words > 0.5;
}

/**
 * A sentence about other sites' or companies' own policies ("This privacy policy does not apply to
 * those sites", "Linked sites have their own privacy policies", "Your actions there are governed by
 * their privacy policies") says nothing this company does: it is no finding's evidence.
 */
const ABOUT_OTHER_POLICIES =
  /\b(?:this|our|the) (?:privacy )?(?:policy|notice|statement) (?:does not|doesnt|do not|will not|shall not) (?:apply|cover|govern)\b|\b(?:have|has) (?:their|its) own (?:privacy |data )?(?:policies|policy|practices|statements?)\b|\bgoverned by (?:their|its|the [\w.-]+) (?:own )?privacy (?:policies|policy|practices|statements?)\b|\bno control over\b[^.]{0,60}\b(?:sites|websites)\b|\b(?:access|visit|use|go to)\w* (?:any of )?(?:these|those|such|linked|other|third[- ]party) (?:web)?sites?\b[^.]{0,60}\bat your own risk\b/;

/**
 * Sharing findings whose sentence names only aggregate, de-identified or anonymous data ("we share
 * statistics with advertisers, never on an individual level"): the statement says so, and the
 * finding has an id of its own, so the TL;DR does not count it as sharing your personal data.
 */
const AGGREGATE_PREFIX = 'aggregate:';
/** Sharing rules whose object is never aggregate data (promises, public posts, a buyer of the business). */
const NEVER_AGGREGATE = new Set([
  'no-sale',
  'no-advertising-sharing',
  'no-marketing-sharing',
  'public',
  'business-transfer',
  'no-sharing',
  'consent-sharing',
]);

/** How far into its section a red flag reads for a reassurance ("we will email you before changes"). */
const SECTION_READ = 15;

/** A sentence ending in a colon introduces the list items that follow it. */
const LIST_LEAD_IN = /:\s*$/;

/**
 * A finding before the final choice; `rank` orders the sentences that state the same point.
 * `implied`: a recipient named with no word of data reaching it; `optIn`: data reaches it only once
 * you opt in (sharing-evidence.ts).
 */
type Candidate = Finding & { id: string; rank: number; implied?: boolean; optIn?: boolean };

/** Recipients whose every sentence only implies that data reaches them: the TL;DR does not lead with them. */
const NEEDS_OUTRIGHT_EVIDENCE = new Set(['advertisers']);

/** Sentences kept per practice, so that a second-best one can stand in for an overused quote. */
const ALTERNATIVES = 3;
/** A later sentence must be this much better to outrank an earlier one: policies state a practice first, then qualify it. */
const RANK_MARGIN = 0.05;
/** How much worse an alternative may be and still replace a quote another finding already shows. */
const REUSE_TOLERANCE = 0.12;
/** Below any sentence's rank: a flag's weaker statement is quoted only when no other sentence raises it. */
const FALLBACK_RANK = 2;

/**
 * Whether a sentence states a practice. A list item may take its context from the list's lead-in
 * ("We may collect the following information about you:" then "- names and e-mail addresses you
 * enter in our forms;"). A denial counts only in the item itself: lead-ins deny one thing and list
 * another ("We do not disclose your information, except as follows:", "... is not used to contact
 * you personally:").
 */
function matchesPractice(
  practice: PracticeDefinition,
  sentence: SentenceContext,
  leadIn: SentenceContext | undefined,
): DenialReading | undefined {
  // The shared context test goes first: it is cached, and most sentences fail it.
  if (practice.requires && !hasContext(practice.requires, sentence, leadIn)) return undefined;
  if (!practice.patterns.some((pattern) => sentence.matches(pattern))) return undefined;
  if (practice.unless?.some((pattern) => sentence.test(pattern))) return undefined;
  // A party named only where data comes from ("we collect data from companies we work with") gets none.
  if (practice.isRecipient === true && isOnlySource(sentence, practice.patterns)) return undefined;
  // A promise holds only where its verb is denied ("never shared with third parties", "not ... except").
  if (practice.promiseVerb && readVerb(sentence, practice.promiseVerb) === 'affirmed') return undefined;
  // A denial, or a denial with an exception ("not without your consent"), claims no plain practice.
  if (practice.deniedVerb === undefined) return 'affirmed';
  const reading = readVerb(sentence, practice.deniedVerb);
  // Data named only inside a denial ("...; does not store any card numbers; and requires staff to
  // sign contracts") is not collected, whatever other verb of the sentence stands outside it.
  if (
    reading === 'affirmed' &&
    practice.section === 'dataCollection' &&
    practice.patterns.every(
      (pattern) =>
        !sentence.matches(pattern) || isDeniedWherever(sentence, pattern, practice.deniedVerb ?? pattern),
    )
  )
    return 'denied';
  return reading;
}

function hasContext(
  pattern: RegExp,
  sentence: SentenceContext,
  leadIn: SentenceContext | undefined,
): boolean {
  return sentence.test(pattern) || (leadIn?.test(pattern) ?? false);
}

/** How much each purpose a sentence names adds to its rank, so the fullest sentence is quoted. */
const PURPOSE_WEIGHT = 0.04;
/**
 * The social-widget finding proves its point with the sentence saying what the widgets collect ("These
 * features may collect your IP address ..."), not the one saying who hosts them, when both are there.
 */
const WIDGETS_COLLECT = "Social networks' buttons and widgets on its pages can collect";
const WIDGETS_COLLECT_WEIGHT = 0.5;

/**
 * What your data is used for, said once: on a sentence no other collection finding quotes (which
 * would merge two points into one line), and without the company's own marketing when the marketing
 * flag says it. Dropped when no sentence is left or nothing but what every service does remains.
 */
function placePurposes(chosen: Candidate[], purposes: readonly Candidate[] | undefined): Candidate[] {
  if (!purposes) return chosen;
  const taken = new Set(
    chosen.filter((candidate) => candidate.section === 'dataCollection').map((candidate) => candidate.start),
  );
  const marketingFlag = chosen.some((candidate) => candidate.id === 'flag:marketing-use');
  for (const candidate of purposes) {
    if (taken.has(candidate.start)) continue;
    if (!marketingFlag || !candidate.statement.includes(MARKETING_PURPOSE)) return [...chosen, candidate];
    const sentence = new SentenceContext(candidate.quote);
    const list = USES_LIST_TEXT.get(candidate);
    const statement = purposesStatement(
      (pattern) => (list === undefined ? sentence.matches(pattern) : pattern.test(list.items)),
      MARKETING_PURPOSE,
      undefined,
      list && ((pattern) => pattern.test(list.leadIn)),
    );
    if (statement !== '') return [...chosen, { ...candidate, statement }];
  }
  return chosen;
}

/** Keeps the best few sentences per practice or red flag, best first. */
function keepCandidate(candidates: Map<string, Candidate[]>, candidate: Candidate): void {
  const kept = candidates.get(candidate.id);
  if (!kept) {
    candidates.set(candidate.id, [candidate]);
    return;
  }
  const index = kept.findIndex((existing) => candidate.rank > existing.rank + RANK_MARGIN);
  if (index === -1) {
    if (kept.length < ALTERNATIVES) kept.push(candidate);
    return;
  }
  kept.splice(index, 0, candidate);
  if (kept.length > ALTERNATIVES) kept.pop();
}

/**
 * One finding per practice. A list line that names five data types would otherwise be the quote of
 * five findings. The strongest sentences are handed out first, each to a practice that has none
 * yet and that no other finding of its section shows; a practice left without one takes its best
 * sentence again, unless a fresh one is nearly as good.
 */
function chooseFindings(candidates: Map<string, Candidate[]>): Candidate[] {
  const key = (candidate: Candidate): string => `${candidate.section}:${candidate.start}`;
  const shown = new Set<string>();
  const chosen = new Map<string, Candidate>();
  const byRank = [...candidates.values()].flat().sort((left, right) => right.rank - left.rank);
  for (const candidate of byRank) {
    if (chosen.has(candidate.id) || shown.has(key(candidate))) continue;
    const best = candidates.get(candidate.id)?.[0] ?? candidate;
    // Kept only if nearly as good as the practice's best: otherwise the best is shown twice.
    if (candidate.rank < best.rank - REUSE_TOLERANCE) continue;
    chosen.set(candidate.id, candidate);
    shown.add(key(candidate));
  }
  for (const [id, kept] of candidates) if (!chosen.has(id) && kept[0]) chosen.set(id, kept[0]);
  return [...chosen.values()];
}

/**
 * Red flags that restate a finding of another section, and which of the two the report shows
 * (and one finding that says all another one does: a promised notice of changes).
 * `keep: 'finding'` for the minor flags (a service provider, device logs, a transfer abroad: the
 * section says it plainly); `keep: 'flag'` where the flag is the point (location, a sale of the
 * business, a sale of the data, a disclosure to the authorities at the company's discretion, a
 * disclaimer of responsibility for security, arbitration, sensitive data). `anywhere`: the pair
 * repeats itself on any sentence ("may change this policy" beside "can change without notice" says
 * less than the flag), not only on the same one. `flagSays`: only when the flag's statement names the
 * finding's point (the sensitive-data flag names the kinds its sentence names, which may not be the
 * health data a broader rule found there).
 */
const RESTATED_BY_FLAG: ReadonlyArray<{
  flag: string;
  finding: readonly string[];
  keep: 'flag' | 'finding';
  anywhere?: boolean;
  flagSays?: RegExp;
}> = [
  { flag: 'flag:many-service-providers', finding: ['service-providers'], keep: 'finding' },
  { flag: 'flag:automatic-device-tracking', finding: ['device', 'usage', 'cookies'], keep: 'finding' },
  { flag: 'flag:international-transfer', finding: ['international-transfer'], keep: 'finding' },
  { flag: 'flag:location-tracking', finding: ['location'], keep: 'flag' },
  { flag: 'flag:data-in-business-transfer', finding: ['business-transfer'], keep: 'flag' },
  // "Sold to data brokers, advertisers and other companies" says the sale, and that brokers get the data.
  { flag: 'flag:sells-data', finding: ['sale'], keep: 'flag' },
  { flag: 'flag:sells-data', finding: ['data-brokers'], keep: 'flag', flagSays: /\bdata brokers\b/ },
  // "Given to the authorities whenever the company believes it is needed" says the legal disclosure.
  { flag: 'flag:disclosure-without-notice', finding: ['law-enforcement'], keep: 'flag' },
  // Not responsible for breaches says more than "no security is perfect"; a security promise stays.
  { flag: 'flag:security-disclaimer', finding: ['no-security-guarantee'], keep: 'flag' },
  { flag: 'flag:arbitration', finding: ['arbitration'], keep: 'flag', flagSays: /\barbitration\b/ },
  { flag: 'flag:sensitive-data', finding: ['health'], keep: 'flag', flagSays: /\bhealth information\b/ },
  { flag: 'flag:sensitive-data', finding: ['biometric'], keep: 'flag', flagSays: /\bbiometric data\b/ },
  { flag: 'flag:changes-without-notice', finding: ['policy-changes'], keep: 'flag', anywhere: true },
  // Not a flag: "may change this policy" says less than "will notify you of material changes".
  { flag: 'policy-changes-notice', finding: ['policy-changes'], keep: 'flag', anywhere: true },
];

/**
 * "A finding repeated across sections is shown once" (see RESTATED_BY_FLAG). The section findings a
 * red flag takes the place of are not lost: they come back in `restated`, with the flag's id, for the
 * plans that see no red flags (see `withoutRedFlags`).
 */
function showOnce(chosen: readonly Candidate[]): {
  shown: Candidate[];
  restated: Array<{ candidate: Candidate; flag: string }>;
} {
  const byId = new Map(chosen.map((candidate) => [candidate.id, candidate]));
  const dropped = new Set<Candidate>();
  const restated: Array<{ candidate: Candidate; flag: string }> = [];
  for (const { flag, finding, keep, anywhere, flagSays } of RESTATED_BY_FLAG) {
    const flagged = byId.get(flag);
    if (!flagged || (flagSays && !flagSays.test(flagged.statement))) continue;
    for (const id of finding) {
      const said = byId.get(id);
      if (!said || (!anywhere && said.start !== flagged.start)) continue;
      const hidden = keep === 'flag' ? said : flagged;
      if (dropped.has(hidden)) continue;
      dropped.add(hidden);
      if (hidden === said && flag.startsWith('flag:')) restated.push({ candidate: said, flag });
    }
  }
  const shown = dropped.size === 0 ? [...chosen] : chosen.filter((candidate) => !dropped.has(candidate));
  return { shown, restated };
}

/**
 * The report for plans without red flags, folded into the findings of the report with them: where a
 * flag took the place of a section finding, the section finding on that sentence says it again
 * (`statementWithoutRedFlags`), or, when the section has no finding there, the flag carries it
 * (`restates`). Only the sections change; `findings` stays the report with red flags.
 */
function withoutRedFlags(
  findings: readonly Finding[],
  kept: readonly RuleFinding[],
  restated: ReadonlyArray<{ finding: RuleFinding; flag: string }>,
): Finding[] {
  if (restated.length === 0) return [...findings];
  const key = (finding: Finding) => `${finding.section}:${finding.start}:${finding.end}`;
  const sections = mergeSameSentence(
    [...kept, ...restated.map((item) => item.finding)]
      .filter((finding) => finding.section !== 'redFlags')
      .sort((left, right) => left.start - right.start),
  );
  const shown = new Map(findings.map((finding) => [key(finding), finding]));
  const statements = new Map<Finding, string>();
  const carried = new Map<Finding, Finding[]>();
  for (const finding of sections) {
    const same = shown.get(key(finding));
    if (same) {
      if (same.statement !== finding.statement) statements.set(same, finding.statement);
      continue;
    }
    // The flag that restates it: the flag's own finding (merged with any other flag on its sentence).
    const item = restated.find((entry) => key(entry.finding) === key(finding));
    const flag = item && kept.find((candidate) => candidate.id === item.flag);
    const flagFinding = flag && shown.get(key(flag));
    if (!flagFinding) continue;
    carried.set(flagFinding, [...(carried.get(flagFinding) ?? []), finding]);
  }
  return findings.map((finding) => {
    const statement = statements.get(finding);
    const restates = carried.get(finding);
    return statement || restates
      ? {
          ...finding,
          ...(statement ? { statementWithoutRedFlags: statement } : {}),
          ...(restates ? { restates } : {}),
        }
      : finding;
  });
}

/** The condition a sentence opens with, to its first comma: "If we create new services for children,". */
const OPENING_CONDITION = /^(?:[-–•*]\s*)?(?:if|when|should|in the event|in case)\b[^,]*,/;

/**
 * A flag the policy qualifies elsewhere (`qualifiedByPractice`): a promise to tell readers of changes
 * sections away from "we may modify this policy" takes the flag back, unless the promise's only means
 * is the posting or the flagged sentence itself says "without notice".
 */
function qualifyByPractice(flag: RedFlagDefinition, candidates: Map<string, Candidate[]>): void {
  const id = `flag:${flag.id}`;
  const flagged = candidates.get(id);
  const promises = flag.qualifiedByPractice ? candidates.get(flag.qualifiedByPractice) : undefined;
  if (!flagged || !promises) return;
  const qualifies = ({ quote }: Candidate): boolean => {
    const normalized = quote.toLowerCase();
    if (flag.hollowPromise?.test(normalized)) return false;
    // "If we start a children's service, we will notify you of the change": a promise for one event,
    // not for changes in general. "If we make a material change, we will email you" is on the topic.
    const condition = OPENING_CONDITION.exec(normalized)?.[0];
    return condition === undefined || flag.topic.test(condition);
  };
  if (!promises.some(qualifies)) return;
  const kept = flagged.filter((candidate) => flag.keptDespitePractice?.test(candidate.quote.toLowerCase()));
  if (kept.length > 0) candidates.set(id, kept);
  else candidates.delete(id);
}

/** A list of uses under a lead-in: the lead-in, the items' text, and the item to quote. */
type UsesList = {
  leadIn: SentenceContext;
  span: { start: number; end: number };
  texts: string[];
  items: Array<{ sentence: SentenceContext; span: { start: number; end: number } }>;
};
/** The list a purposes finding says (its items and lead-in), for the statement said again without marketing. */
const USES_LIST_TEXT = new WeakMap<Candidate, { items: string; leadIn: string }>();

/** The list a lead-in of the company's own use of your data opens ("We use your information to:"), or undefined. */
function usesListOf(leadIn: SentenceContext, span: { start: number; end: number }): UsesList | undefined {
  if (!isUsesLeadIn(leadIn.normalized) || readVerb(leadIn, USE) !== 'affirmed') return undefined;
  return { leadIn, span, texts: [], items: [] };
}

/** Reads one item of a list of uses: its words join the list's, and it may be the one to quote. */
function readUsesItem(uses: UsesList, quote: string, span: { start: number; end: number }): void {
  const sentence = new SentenceContext(quote);
  uses.texts.push(sentence.normalized);
  if (quote.length < MIN_QUOTE || quote.length > MAX_QUOTE || isHeadingLike(quote)) return;
  uses.items.push({ sentence, span });
}

/**
 * The purposes finding of a list of uses (fix-y): every use its items name, quoting the item that
 * names most (the lead-in when no item is long enough to quote).
 */
function keepUsesList(uses: UsesList, candidates: Map<string, Candidate[]>): void {
  if (uses.texts.length === 0) return;
  const text = uses.texts.join(' ; ');
  const leadIn = uses.leadIn.normalized;
  const statement = purposesStatement(
    (pattern) => pattern.test(text),
    undefined,
    undefined,
    (pattern) => pattern.test(leadIn),
  );
  if (statement === '') return;
  // The item that names most of the uses the statement says.
  const said = purposesNamed((pattern) => pattern.test(text));
  let best: { sentence: SentenceContext; span: { start: number; end: number } } | undefined;
  let most = 0;
  for (const item of uses.items) {
    const count = purposesNamed((pattern) => pattern.test(item.sentence.normalized)).filter((words) =>
      said.includes(words),
    ).length;
    if (count > most) [best, most] = [item, count];
  }
  const leadInQuotable = uses.leadIn.text.length >= MIN_QUOTE;
  const quoted = best ?? (leadInQuotable ? { sentence: uses.leadIn, span: uses.span } : undefined);
  if (!quoted) return;
  const category = 'First Party Collection/Use';
  const confidence = Math.round((0.55 + 0.4 * scoreCategoryModel(quoted.sentence, category)) * 100) / 100;
  const candidate: Candidate = {
    id: PURPOSES_ID,
    section: 'dataCollection',
    statement,
    quote: quoted.sentence.text,
    start: quoted.span.start,
    end: quoted.span.end,
    category,
    confidence,
    rank:
      confidence +
      rankEvidence(quoted.sentence, 'dataCollection') +
      PURPOSE_WEIGHT * statement.split(/, | and /).length,
  };
  USES_LIST_TEXT.set(candidate, { items: text, leadIn });
  keepCandidate(candidates, candidate);
}

/** Adds a finding for each practice the sentence states, ranked by the model's category probability. */
function collectPractices(
  sentence: SentenceContext,
  span: { start: number; end: number },
  candidates: Map<string, Candidate[]>,
  matched: SentenceRules,
  leadIn?: SentenceContext,
  earlierInParagraph: () => readonly string[] = () => [],
  following: () => readonly SentenceContext[] = () => [],
): void {
  const scores: Partial<Record<ScoredCategory, number>> = {};
  let anonymousOnly: boolean | undefined;
  for (const { practices, sharedContext, anyPattern } of PRACTICE_GROUPS) {
    if (sharedContext && !hasContext(sharedContext, sentence, leadIn)) continue;
    if (!sentence.mayMatch(anyPattern)) continue;
    for (const practice of practices) {
      const reading = matchesPractice(practice, sentence, leadIn);
      if (reading === undefined) continue;
      if (reading !== 'affirmed') {
        if (reading === 'denied') matched.denied.push(practice.id);
        continue;
      }
      matched.affirmed.push(practice.id);
      const { section, category } = practice;
      let id = practice.id;
      let statement = practice.write
        ? practice.write(
            (pattern) => sentence.matches(pattern),
            sentence.normalized,
            (pattern) => following()[0]?.matches(pattern) ?? false,
          )
        : practice.items
          ? statementFromItems(practice, sentence)
          : practice.statement;
      // A sentence that names only what every service does with data ("to provide the service") is no finding.
      if (statement === '') continue;
      // A minors' right to remove what they posted is a point of its own, not the deletion of your data.
      if (id === 'deletion' && statement.startsWith(MINORS_REMOVAL_LEAD)) id = MINORS_REMOVAL;
      // A rule matched, so the floor is well above chance; the model ranks sentences above it.
      const categoryScore =
        practice.category === 'Other'
          ? 0.5
          : (scores[practice.category] ??= scoreCategoryModel(sentence, practice.category));
      const confidence = Math.round((0.55 + 0.4 * categoryScore) * 100) / 100;
      if (section === 'dataCollection')
        statement = asSessionCookies(
          asUseForAds(statement, (pattern) => sentence.matches(pattern)),
          (pattern) => sentence.matches(pattern),
        );
      if (
        section === 'dataSharing' &&
        !NEVER_AGGREGATE.has(id) &&
        (anonymousOnly ??= isAnonymousOnly(sentence))
      ) {
        id = `${AGGREGATE_PREFIX}${id}`;
        statement = aggregateStatement(statement);
      }
      // A promise about some of your data is a point of its own beside one about other data; one made
      // in a paragraph about joining a mailing list or entering a contest is about that data.
      if (id === NO_SHARING) {
        statement = scopedToParagraph(statement, sentence.normalized, earlierInParagraph);
        id = noSharingId(statement);
      }
      // Sharing only once you opt in is said as such; the TL;DR reads it from the shown finding.
      const optIn = section === 'dataSharing' && isOptInOnly(id, sentence);
      if (optIn) statement = optInStatement(statement);
      const implied = NEEDS_OUTRIGHT_EVIDENCE.has(id) && !statesDataReached(sentence, leadIn);
      // The sentence that names more of what your data is used for says it better.
      const rank =
        confidence +
        rankEvidence(sentence, section) +
        (id === PURPOSES_ID ? PURPOSE_WEIGHT * statement.split(/, | and /).length : 0) +
        (id === 'social-widgets' && statement.startsWith(WIDGETS_COLLECT) ? WIDGETS_COLLECT_WEIGHT : 0);
      // A plain literal, its keys in the order the report keeps: spreading an object and the span into
      // a second one here cost about 2% of the analysis.
      const { start, end } = span;
      keepCandidate(candidates, {
        id,
        section,
        statement,
        quote: sentence.text,
        start,
        end,
        category,
        confidence,
        rank,
        ...(implied ? { implied } : {}),
        ...(optIn ? { optIn } : {}),
      });
    }
  }
}

/**
 * The ids the TL;DR reads, as the shown findings state them: a recipient whose sentence does not say
 * personal data reaches it is named `implied:<id>`, so the TL;DR does not lead with it (the report
 * still shows it); one that gets it only once you opt in is `opt-in:<id>`.
 */
function idsForSummary(ids: ReadonlySet<string>, shown: readonly Candidate[]): Set<string> {
  const summary = new Set(ids);
  for (const { id, implied, optIn } of shown) {
    if ((!implied && !optIn) || !summary.has(id)) continue;
    summary.delete(id);
    summary.add(`${implied ? IMPLIED_PREFIX : OPT_IN_PREFIX}${id}`);
  }
  return summary;
}

/** The statement in the sentence's own items ("Collects contact details (email address and phone number)."). */
function statementFromItems(practice: PracticeDefinition, sentence: SentenceContext): string {
  const items = practice.items;
  if (!items) return practice.statement;
  const found = itemsFound((pattern) => sentence.matches(pattern), items.found, Infinity);
  return found.length === 0 ? practice.statement : `${items.lead} (${joinItems(found)})${items.tail ?? ''}.`;
}

/** How a right's statement says to whom it applies, when not to everyone. */
const HOLDER_NOTE: Readonly<Record<NonNullable<Practice['appliesTo']>, string>> = {
  everyone: '',
  'account-holders': '',
  parents: " Only parents can do this, for their child's data.",
  'california-residents': ' Only California residents have this right.',
  'us-state-residents': ' Only residents of some US states have this right.',
  'eu-residents': ' Only residents of the EU, the EEA or the UK have this right.',
};

/** The finding with the practice its rule states; a right says to whom it applies. */
function withPractice<T extends Finding>(id: string, finding: T): T {
  const practice = practiceOfRule(ruleOfId(id.replace(AGGREGATE_PREFIX, '')), {
    start: finding.start,
    end: finding.end,
  });
  // A promise kept only until you agree ("not for marketing without your consent") denies nothing
  // outright: sharing you agreed to does not contradict it.
  // So is a promise with exceptions of its own, or one that covers only some of your data.
  if (
    practice?.kind === 'not-share' &&
    (UNLESS_YOU_AGREE.test(finding.quote) ||
      (ruleOfId(id) === NO_SHARING && isConditionalNoSharing(finding.statement, finding.quote)))
  )
    return { ...finding, practice: { ...practice, conditional: true } };
  // A promise to try ("reasonable efforts not to disclose", "we try not to sell") denies nothing outright.
  if ((practice?.kind === 'not-share' || practice?.kind === 'not-sell') && BEST_EFFORT.test(finding.quote))
    return { ...finding, practice: { ...practice, conditional: true } };
  // What your data is used for: the purposes its statement names.
  if (id === PURPOSES_ID && practice)
    return { ...finding, practice: { ...practice, purposes: purposesOfStatement(finding.statement) } };
  if (practice?.kind !== 'right') return practice ? { ...finding, practice } : finding;
  // "A right granted only to parents or to residents of a state says so."
  const appliesTo = rightHolderOf(new SentenceContext(finding.quote));
  return {
    ...finding,
    statement: `${finding.statement}${HOLDER_NOTE[appliesTo]}`,
    practice: { ...practice, appliesTo },
  };
}

/** The practices read sentence by sentence, with those of the findings that the reader did not read. */
function mergePractices(read: readonly Practice[], findings: readonly Finding[]): Practice[] {
  const key = (practice: Practice): string =>
    `${practice.start}:${practice.kind}:${practice.dataTypes?.[0] ?? ''}:${practice.recipients?.[0] ?? ''}:${practice.right ?? ''}`;
  // A finding on a sentence that names several data types carries them all: each is a practice.
  const each = (practice: Practice): Practice[] =>
    (practice.dataTypes?.length ?? 0) > 1 && practice.purposes === undefined
      ? (practice.dataTypes ?? []).map((type) => ({ ...practice, dataTypes: [type] }))
      : [practice];
  // A promise the reader already read on the sentence, with the data it names, is not read again
  // without them (the finding's practice names none).
  const promiseKey = (practice: Practice): string =>
    `${practice.start}:${practice.kind}:${practice.recipients?.[0] ?? ''}`;
  const promised = new Set(read.filter((practice) => practice.kind === 'not-share').map(promiseKey));
  const seen = new Set(read.map(key));
  const merged = [...read];
  for (const finding of findings)
    for (const practice of finding.practice ? each(finding.practice) : [])
      if (!seen.has(key(practice)) && !(practice.kind === 'not-share' && promised.has(promiseKey(practice))))
        merged.push(practice);
  return merged.sort((left, right) => left.start - right.start);
}

/** How a promise is said (extract/, summary/ read it so), and how it is said when it is a promise to try. */
const FIRM_PROMISE = /\bSays it does not (?=share|sell)/g;
const EFFORT_PROMISE = 'Says it tries not to ';

/**
 * A promise to try ("we will make reasonable efforts not to disclose", "we endeavour not to sell") is
 * said as the effort it is: "Says it tries not to share ...". Its statements are written as firm
 * promises, which the merging and the TL;DR read by their words, and reworded here, last.
 */
function asEffort(finding: Finding): Finding {
  if (finding.section !== 'dataSharing' || !BEST_EFFORT.test(finding.quote)) return finding;
  const reword = (statement: string): string => statement.replace(FIRM_PROMISE, EFFORT_PROMISE);
  return {
    ...finding,
    statement: reword(finding.statement),
    ...(finding.statementWithoutRedFlags
      ? { statementWithoutRedFlags: reword(finding.statementWithoutRedFlags) }
      : {}),
  };
}

/** The finding quoting the input at its offsets, where the engine read a copy of it (`latin1Copy`). */
function quotingInput(input: string, finding: Finding): Finding {
  return {
    ...finding,
    quote: input.slice(finding.start, finding.end),
    ...(finding.restates
      ? {
          restates: finding.restates.map((point) => ({
            ...point,
            quote: input.slice(point.start, point.end),
          })),
        }
      : {}),
  };
}

/**
 * The built-in engine: synchronous, no network, every finding quoting its sentence exactly. It reads a
 * one-byte copy of a text with characters above Latin-1 (curly quotes, dashes: latin1-copy.ts), at
 * the same offsets, and quotes the input itself.
 */
export function analyzeWithBuiltin(input: string): AnalysisResult {
  const started = performance.now();
  const text = latin1Copy(input);
  loadModels();
  const candidates = new Map<string, Candidate[]>();
  const practices: Practice[] = [];
  // The rules each sentence matched, read again by the practice reader (arrays reused sentence to sentence).
  const matched: SentenceRules = { affirmed: [], denied: [] };

  const blocks = splitLongSentences(segmentText(text), text, MAX_QUOTE);
  // Every sentence in reading order, so that a red flag can read the two that follow it.
  const spans = blocks.flatMap((block) => (block.kind === 'heading' ? [] : block.sentences));
  // The section (heading to heading) of each sentence, so that a flag can read the rest of its section.
  const sectionOf: number[] = [];
  let sectionCount = 0;
  for (const block of blocks) {
    if (block.kind === 'heading') sectionCount += 1;
    else for (let count = 0; count < block.sentences.length; count += 1) sectionOf.push(sectionCount);
  }
  const contexts = new Map<number, SentenceContext>();
  const contextAt = (index: number): SentenceContext | undefined => {
    const span = spans[index];
    if (!span) return undefined;
    let context = contexts.get(index);
    if (!context) {
      context = new SentenceContext(text.slice(span.start, span.end));
      contexts.set(index, context);
    }
    return context;
  };

  // The sentence that introduces the list being read ("... the following information:"), if any.
  let leadIn: SentenceContext | undefined;
  // A list of uses under "We use your information to:" (purposes.ts), read as one list.
  let uses: UsesList | undefined;
  let index = -1;
  for (const block of blocks) {
    if (block.kind !== 'list-item') {
      leadIn = undefined;
      if (uses) keepUsesList(uses, candidates);
      uses = undefined;
    }
    if (block.kind === 'heading') continue;
    const last = block.sentences.at(-1);
    const introducesList =
      block.kind === 'paragraph' && last !== undefined && LIST_LEAD_IN.test(text.slice(last.start, last.end));
    for (const { start, end } of block.sentences) {
      index += 1;
      // Only the sentence before and those ahead are read again.
      contexts.delete(index - 2);
      if (uses && block.kind === 'list-item') readUsesItem(uses, text.slice(start, end), { start, end });
      if (end - start > MAX_QUOTE || end - start < MIN_QUOTE) continue;
      const quote = text.slice(start, end);
      if (isHeadingLike(quote)) continue;
      const sentence = contextAt(index) ?? new SentenceContext(quote);
      if (sentence.matches(ABOUT_OTHER_POLICIES)) continue;
      const at = index;
      // The sentences around this one, read only when a rule asks. Methods, not arrow functions
      // assigned to names: under tsx (the server and the benchmark), esbuild's keepNames wraps each
      // named arrow in an Object.defineProperty call, and made per sentence these cost about 2% of the
      // analysis; a method has its name without one.
      const around = {
        following(): SentenceContext[] {
          return [contextAt(at + 1), contextAt(at + 2)].filter((next) => next !== undefined);
        },
        section(): SentenceContext[] {
          const rest: SentenceContext[] = [];
          for (let next = at + 1; next <= at + SECTION_READ && sectionOf[next] === sectionOf[at]; next += 1) {
            const context = contextAt(next);
            if (context) rest.push(context);
          }
          return rest;
        },
        // Asked for rarely (a flag no later sentence qualifies): built afresh, not kept in `contexts`.
        before(): SentenceContext[] {
          const earlier: SentenceContext[] = [];
          for (
            let back = at - 1;
            back >= 0 && back >= at - SECTION_READ && sectionOf[back] === sectionOf[at];
            back -= 1
          ) {
            const span = spans[back];
            if (span)
              earlier.push(contexts.get(back) ?? new SentenceContext(text.slice(span.start, span.end)));
          }
          return earlier;
        },
      };
      matched.affirmed.length = 0;
      matched.denied.length = 0;
      collectPractices(
        sentence,
        { start, end },
        candidates,
        matched,
        block.kind === 'list-item' ? leadIn : undefined,
        // The sentences of its paragraph or list item before this one, read only for a no-sharing promise.
        () =>
          block.sentences
            .filter((earlier) => earlier.end <= start)
            .map((earlier) => normalizeForFeatures(text.slice(earlier.start, earlier.end))),
        // The sentences after it, read only by a statement that says an opt-out offered next.
        () => around.following(),
      );
      readPractices(sentence, { start, end }, matched, practices);
      let evidence: number | undefined;
      // The detector itself leaves out flags on aggregate, de-identified or anonymous data.
      for (const { flag, confidence } of detectRedFlags(sentence, around)) {
        // Written from what the sentence says; a sentence that does not show the flag's point
        // (sensitive data naming no sensitive kind) is not its quote.
        // The sentences around it may state a condition or a reassurance the statement keeps.
        const statement = writeRedFlagStatement(flag, (pattern) => sentence.matches(pattern), {
          // The sentence before, and the one before it in the same section.
          before(pattern) {
            return (
              (contextAt(at - 1)?.matches(pattern) ?? false) ||
              (sectionOf[at - 2] === sectionOf[at] && (contextAt(at - 2)?.matches(pattern) ?? false))
            );
          },
          after(pattern) {
            return around.following().some((next) => next.matches(pattern));
          },
        });
        if (statement === undefined) continue;
        evidence ??= rankEvidence(sentence, 'redFlags');
        keepCandidate(candidates, {
          id: `flag:${flag.id}`,
          section: 'redFlags',
          statement,
          quote,
          start,
          end,
          category: flag.category,
          severity: flag.severity,
          confidence: Math.round(confidence * 100) / 100,
          rank: confidence + evidence - (flag.fallbackStatement?.test(statement) ? FALLBACK_RANK : 0),
        });
      }
    }
    if (introducesList && last) {
      leadIn = new SentenceContext(text.slice(last.start, last.end));
      uses = usesListOf(leadIn, last);
    }
  }
  if (uses) keepUsesList(uses, candidates);

  // A flag the rest of the policy takes back ("cannot guarantee security" beside listed measures).
  let normalizedPolicy: string | undefined;
  for (const flag of RED_FLAGS) {
    if (!flag.unlessPolicySays || !candidates.has(`flag:${flag.id}`)) continue;
    normalizedPolicy ??= normalizeForFeatures(text);
    if (isTakenBackByPolicy(flag, normalizedPolicy)) candidates.delete(`flag:${flag.id}`);
  }
  // A service made for children is not said to be not meant for them: its age-limit sentences say
  // what they say of children's data.
  const ageLimits = candidates.get('age-limit');
  if (ageLimits?.some((candidate) => candidate.statement === NOT_MEANT_FOR_CHILDREN)) {
    normalizedPolicy ??= normalizeForFeatures(text);
    if (SITE_FOR_CHILDREN.test(normalizedPolicy))
      candidates.set(
        'age-limit',
        ageLimits.map((candidate) =>
          candidate.statement === NOT_MEANT_FOR_CHILDREN
            ? { ...candidate, statement: forChildrenSite(normalizeForFeatures(candidate.quote)) }
            : candidate,
        ),
      );
  }
  for (const flag of RED_FLAGS) if (flag.qualifiedByPractice) qualifyByPractice(flag, candidates);
  const ids = new Set(candidates.keys());
  // Each chosen finding keeps the id of its rule until the report is assembled.
  // What your data is used for is placed after the other findings, on a sentence none of them quotes.
  const purposes = candidates.get(PURPOSES_ID);
  candidates.delete(PURPOSES_ID);
  const { shown, restated } = showOnce(placePurposes(chooseFindings(candidates), purposes));
  // The practice is attached to the chosen findings only: candidates are many, and objects of two
  // shapes in their hot path cost more than the rest of this step.
  const toFinding = ({
    rank: _rank,
    implied: _implied,
    optIn: _optIn,
    ...candidate
  }: Candidate): RuleFinding => withPractice(candidate.id, candidate);
  const separate = qualifyPromises(shown, ids)
    .sort((left, right) => left.start - right.start)
    .map(toFinding);
  // Aggregate data is not personal data: its sharing contradicts no promise about your data and is
  // no practice of the policy's (the practice reader skips it too).
  const isAggregate = (finding: { id: string }): boolean => finding.id.startsWith(AGGREGATE_PREFIX);
  const personal = resolveContradictions(separate.filter((finding) => !isAggregate(finding)));
  const resolved = [...personal, ...separate.filter(isAggregate)].sort(
    (left, right) => left.start - right.start,
  );
  // A flag another flag on its sentence already says is left out of the report and of the TL;DR.
  const subsumed = findSubsumedFlags(resolved);
  const kept = subsumed.size === 0 ? resolved : resolved.filter((finding) => !subsumed.has(finding));
  // The TL;DR says only what the report shows: a finding dropped as contradicted is not summarised.
  const keptIds = new Set(kept.map((finding) => finding.id));
  for (const { id } of separate) if (!keptIds.has(id)) ids.delete(id);
  // Each sentence is quoted once per section: the findings of a section on one sentence make one.
  const merged = withoutRedFlags(
    mergeSameSentence(kept),
    kept,
    restated.map(({ candidate, flag }) => ({ finding: toFinding(candidate), flag })),
  );
  // Said last, because the steps before read statements by their words: a promise to try as the
  // effort it is, payment data an outside vendor takes itself as the vendor's collection, and sharing
  // only on a step of the reader's (a contest, a quote) with that condition.
  const findings = merged.map((finding) => asConditionalSharing(asVendorCollection(asEffort(finding))));
  const lists = buildResultLists(findings);
  // The TL;DR reads the findings one by one (which flag each is), before they are merged.
  const tldr = buildTldr(kept, idsForSummary(ids, shown));
  return {
    tldrSummary: tldr.full,
    tldrOverview: tldr.overview,
    ...lists,
    findings: text === input ? findings : findings.map((finding) => quotingInput(input, finding)),
    notStated: findNotStated(text, ids),
    practices: mergePractices(practices, personal),
    meta: {
      engine: 'builtin',
      model: 'policylens-linear-v1',
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    },
  };
}
