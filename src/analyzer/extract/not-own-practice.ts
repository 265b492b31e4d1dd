import { anyOf } from '../any-of';
import { COMPILE_ONCE } from '../compile-once';

/**
 * Sentences that name a kind of data beside a verb of collecting, yet state no practice of the
 * company's: the condition of a hypothetical about its own future or accidental collection, advice
 * or an obligation put on someone else, or an account of what a law does. The data-type rules for
 * children's and other sensitive data read no collection from them (`data-types.ts`); what such a
 * sentence says about the audience is the age-limit finding's (`restrictions.ts`).
 *
 * Each pattern runs only on sentences a data rule or flag has already matched; the rules list the
 * four one by one (`partsOf`), so each is answered by its own literal gate.
 */

/** The company as a subject: "we", "it", "the company", or its name; never the reader, a parent or a child. */
const COMPANY = String.raw`(?:we|it|the (?:company|site|website|service|operator)|(?!(?:you|your|a|an|the|any|this|that|parents?|guardians?|child|children|minors?|users?|visitors?|someone|anyone|they|he|she|there|required|necessary|appropriate|applicable)\b)[a-z][\w&.-]*(?: (?!(?:that|you|your|we|learns?|discovers?)\b)[a-z][\w&.-]*){0,2}?)(?:,? (?:or|and) (?:our |its )?[^,.]{1,60},)?`;

/**
 * "Should we find out that a child's details reached us without a parent's approval, we will erase
 * them", "if the company discovers that a child has submitted details", "should we find out that we
 * have inadvertently received...": what happens to data taken by mistake, not a practice. The
 * reader's condition ("tell us if you think we hold a child's data") is kept apart, in data-types.ts.
 */
const LEARNED = String.raw`(?:learns?|discovers?|becomes? aware|finds? out|reali[sz]es?|(?:is|are|were|was|get|gets) (?:notified|informed|made aware|told|advised))`;
/** What was learned: data taken from a child, or without consent (not "when we learn about your interests"). */
const TAKEN = String.raw`\b[^.;:]{0,100}?\b(?:collected|received|obtained|gathered|submitted|provided|posted|given|registered|children|child|minors?|underage|under (?:the age of )?\d+|without)\b`;
const ACCIDENTAL = [
  String.raw`\b(?:if|in the event|in case|should|where|when|whenever|once)(?: that)? ${COMPANY} (?:ever |later |subsequently |otherwise |actually |do )?${COMPILE_ONCE}${LEARNED}${TAKEN}`,
  String.raw`\b(?:if|in the event|in case|should|where|when|whenever|once)(?: that)? ${COMPANY} (?:ever |should |do )?${COMPILE_ONCE}(?:inadvertently|accidentally|unknowingly|unintentionally|mistakenly)\b`,
  String.raw`\bupon (?:learning|discovering|becoming aware|finding out|being (?:notified|informed|made aware))${TAKEN}`,
].join('|');

/**
 * A verb of getting data. Not of using it: "if we decide to use your data for a new purpose, we will
 * ask you" says the company holds it.
 */
const COLLECTING = String.raw`(?:collect\w*|gather\w*|obtain\w*|receiv\w*|request\w*|ask(?:s|ed|ing)? (?:\w+ ){0,2}for|seek\w*|solicit\w*)`;

/**
 * "If one day we gather details from children, we will follow the law", "if we launch games
 * that make it fitting to ask children for their names, we will update this notice", "should we ever decide to collect...": a change of practice the company may make,
 * not one it has. Not "when we intend to collect, we ask a parent first" (how it does collect),
 * nor "if we make changes to how we use data collected from children" (which says it holds some).
 */
const CONDITION = String.raw`\b(?:if|in the event|in case)(?: that)?`;
const MODAL = String.raw`(?:(?:should|do|does|were to|are to|may|might|wish to|want to|also),? )*`;
const LATER = String.raw`(?:ever|later|subsequently|in the future|at some point|one day|someday)`;
const CHANGE = String.raw`(?:begin|start|decide|choose|elect|plan|intend|create|develop|launch|introduce|change (?:our|its) practices)\w*\b[^.;:]{0,100}?\b${COLLECTING}`;
const FUTURE = [
  `${CONDITION} ${COMPANY} ${MODAL}(?:${LATER},? ${MODAL})?${CHANGE}`,
  `${CONDITION},? ${LATER},? ${COMPANY} ${MODAL}${COLLECTING}`,
  `${CONDITION} ${COMPANY} ${MODAL}${LATER},? ${MODAL}${COLLECTING}`,
  `${CONDITION} ${COMPANY} ${MODAL}${COLLECTING}[^.;:,]{0,80}\b(?:in the future|at some point|one day|someday)\b`,
  String.raw`(?:^\W*|[,;] )(?:should|were) (?:we|it) (?:ever )?(?:to )?(?:${COLLECTING}|begin|start|decide)`,
].join('|');

/**
 * "Young people should ask a parent before giving details to any website",
 * "we encourage parents to supervise their children online", "if you are younger than 16, ask a
 * parent first": advice to children or parents. Not "parents must provide the child's
 * name to register" (an obligation to give data to the company: collection).
 */
const ADVICE = String.raw`(?:always |first |never |not |also |carefully |closely |actively |regularly )*(?:obtain|get|ask|seek|have|check with|talk|discuss|consult|supervise|monitor|review|be (?:aware|careful|cautious|involved)|take (?:care|an active)|think|teach|help|use caution|exercise|participate)\b`;
const ADVISED = String.raw`(?:children|child|minors?|kids|teens?|teenagers|young (?:people|users)|students|parents?|guardians?|(?:users|visitors|anyone|persons?|individuals) (?:under|younger than) (?:the age of )?\w+)\b(?: (?:under|younger than) (?:the age of )?\w+(?: years)?(?: of age| old)?)?`;
const ADVICE_TO_OTHERS = String.raw`\b${ADVISED} (?:should|must|ought to|need to|are (?:encouraged|advised|urged|reminded|asked) to) ${ADVICE}|\b(?:we|i) (?:\w+ )?(?:encourage|urge|advise|recommend|remind|ask)s? (?:that )?(?:all )?${ADVISED} (?:to |should )?${ADVICE}|\bif you are (?:under|younger than) [^,.]{1,30}, (?:please )?(?:always |first )*(?:get|obtain|ask|seek|have)\b`;

/** A law named, its rule or its enforcer. */
const NAMED_LAW = String.raw`(?:coppa|(?:the )?children['’]s online privacy protection act(?: of \d{4})?|the (?:coppa )?rule|the (?:u\.s\. )?federal trade commission|the ftc)(?: \((?:coppa|ftc)\))?(?: rule)?`;
/** A law as the subject of a sentence. */
const LAW = String.raw`(?:${NAMED_LAW}|(?:the|this|that|federal|state|u\.s\.|applicable|such) (?:${COMPILE_ONCE}(?:federal|state|u\.s\.|privacy|children['’]s(?: online)?(?: privacy)?) ){0,3}(?:laws?|acts?|rules?|regulations?|statutes?|legislation)(?: \((?:coppa|ftc)\))?)`;
/**
 * What a law does, to others: "requires us to" is the company's own practice, read as such. The verbs
 * behind COMPILE_ONCE: LAW_DESCRIBED was 431 KB of code, 205 KB with it.
 */
const LAW_DOES = String.raw`(?:also |generally |specifically |only )?${COMPILE_ONCE}(?:requires?|puts?|gives?|grants?|prohibits?|forbids?|mandates?|spells? out|provides? that|states? that|says|defines?|restricts?|limits?|protects?|governs?|regulates?|applies|imposes?|enforces?|allows|permits|oblig(?:es|ates)|covers|(?:was|is|were|are) (?:designed|enacted|passed|created|intended))\b(?! (?:us|we|our company)\b)`;

/**
 * "With respect to data from kids below 13, the children's privacy law hands parents the
 * decision", "the federal law requires websites to get a parent's consent", "under COPPA,
 * operators must...": what the law does, not what the company does. Not "as the law requires, we
 * ask a parent's consent first" (the company's practice, with its reason), nor "the law requires us
 * to collect your tax number" (collected, because the law says so).
 */
const LAW_DESCRIBED = String.raw`^\W*(?:(?:when it comes to|with respect to|regarding|as for|in the (?:united states|u\.s\.))\b[^,.]{0,120},\s*)?${LAW} ${LAW_DOES}|\b${NAMED_LAW},? (?:which|that) ${LAW_DOES}|\bunder (?:the )?${LAW},? (?:websites?|operators?|online services?|companies|sites?|businesses) (?:\w+ )?(?:must|are required|may not|cannot|need)\b`;

/**
 * "Demographic information is information about population characteristics, such as your age,
 * gender or ethnicity", "sensitive information means data such as your health or religion": a
 * definition of a kind of information, with no verb of the company getting, keeping or using it
 * and none of the reader giving it. It says what a word means, not that the company collects the
 * sensitive kinds it lists (its "such as" is no collection). Read by the sensitive data types other
 * than location, and by the sensitive-data flag.
 */
const DEFINITION = String.raw`^(?![^]*(?:\b(?:we|us|it|our (?:\w+ )?(?:sites?|services?|apps?|company))\b (?:\w+ ){0,3}${COMPILE_ONCE}(?:collect|gather|obtain|receiv|record|ask|request|stor|keep|kept|use|uses|used|using|process|log|captur|access|maintain|hold|retain)\w*|\byou (?:\w+ ){0,2}(?:provide|give|submit|enter|share|send|supply)\w*|\b(?:collected|gathered|obtained|received|provided|submitted|requested|recorded|stored|retained)\b))\W*(?:the terms? )?["“']?(?:[\w-]+ ){0,3}(?:information|data|details)["”']?(?: \([^)]*\))? ${COMPILE_ONCE}(?:is|are|means|refers? to|is defined as|consists? of|includes?)\b`;
export const DEFINITION_ONLY = new RegExp(DEFINITION);

export const ACCIDENTAL_COLLECTION = new RegExp(ACCIDENTAL);
export const FUTURE_COLLECTION = new RegExp(FUTURE);
export const ADVICE_TO_OTHERS_PATTERN = new RegExp(ADVICE_TO_OTHERS);
export const LAW_DESCRIBED_PATTERN = new RegExp(LAW_DESCRIBED);

/** Any of the above: one test per sentence, shared by the rules of every sensitive kind of data. */
export const NOT_OWN_PRACTICE = anyOf([
  ACCIDENTAL_COLLECTION,
  FUTURE_COLLECTION,
  ADVICE_TO_OTHERS_PATTERN,
  LAW_DESCRIBED_PATTERN,
]);
