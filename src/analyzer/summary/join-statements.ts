import type { AnalysisSection } from '../../common/analysis';
import { NO_SHARING_LEAD, NO_SHARING_RECIPIENTS } from '../extract/share-promises';
import { joinItems } from '../statement-items';

/** One finding's contribution to a merged statement: the rule it came from and what it says. */
export type StatementPart = { id: string; statement: string };

const bare = (statement: string): string => statement.replace(/\.$/, '');
const sentences = (parts: readonly string[]): string =>
  parts.map((sentence) => `${bare(sentence)}.`).join(' ');
const addOnce = (list: string[], item: string): void => {
  if (!list.includes(item)) list.push(item);
};

const COLLECTS = 'Collects ';

/**
 * Data collection: "Collects contact details (phone number)." and "Collects your location (GPS)."
 * become "Collects contact details (phone number) and your location (GPS)." A statement of another
 * verb ("Uses tracking technologies (cookies).") or with a clause of its own (", which is highly
 * sensitive") stays a sentence of its own, so no item is said to be what it is not.
 */
export function joinStatements(statements: readonly string[]): string {
  const collected: string[] = [];
  const others: string[] = [];
  for (const statement of statements) {
    const clause = bare(statement);
    if (clause.startsWith(COLLECTS) && !clause.includes(', which'))
      addOnce(collected, clause.slice(COLLECTS.length));
    else addOnce(others, clause);
  }
  const joined = joinTrackers(others);
  return sentences(collected.length > 0 ? [`${COLLECTS}${joinItems(collected)}`, ...joined] : joined);
}

const TRACKERS = /^Uses tracking technologies \(([^()]+)\)$/;
const OTHER_TRACKERS = /^Uses tracking technologies besides cookies \(([^()]+)\)$/;

/**
 * "Uses tracking technologies (cookies and pixels)." and "Uses tracking technologies besides cookies
 * (device fingerprinting)." read from one sentence are one list: "Uses tracking technologies (cookies,
 * pixels and device fingerprinting)." Not when the second says that deleting cookies leaves them, a
 * clause of its own.
 */
function joinTrackers(clauses: readonly string[]): string[] {
  const cookies = clauses.find((clause) => TRACKERS.test(clause));
  const besides = clauses.find((clause) => OTHER_TRACKERS.test(clause));
  if (cookies === undefined || besides === undefined) return [...clauses];
  const items = [cookies, besides].flatMap(
    (clause) => (TRACKERS.exec(clause) ?? OTHER_TRACKERS.exec(clause))?.[1]?.split(/, | and /) ?? [],
  );
  const merged = `Uses tracking technologies (${joinItems([...new Set(items)])})`;
  return clauses
    .filter((clause) => clause !== besides)
    .map((clause) => (clause === cookies ? merged : clause));
}

/** What a sharing statement about aggregate or anonymous data only adds to the plain statement. */
const AGGREGATE_TAIL = ', but only aggregate or anonymous data, not data about you personally, it says.';
export const aggregateStatement = (statement: string): string => `${bare(statement)}${AGGREGATE_TAIL}`;

const SHARES = 'Shares data with ';
const SELLS = 'Sells ';
const PROMISES = 'Says it does not ';

const NO_SALE = 'Says it does not sell your personal data';
const NO_SHARING = `${NO_SHARING_LEAD}your personal data${NO_SHARING_RECIPIENTS}`;
/**
 * "Will not share, rent or sell your personal information to third parties" is one promise: "Says it
 * does not sell your personal data or share it with other companies." Only when the sale promise has
 * no exceptions of its own.
 */
function joinNoSaleAndNoSharing(promises: readonly string[]): string[] {
  const sharing = promises.find((clause) => clause.startsWith(NO_SHARING));
  if (!promises.includes(NO_SALE) || sharing === undefined) return [...promises];
  const joined = `${NO_SALE} or share it with other companies${sharing.slice(NO_SHARING.length)}`;
  return promises
    .filter((clause) => clause !== sharing)
    .map((clause) => (clause === NO_SALE ? joined : clause));
}

/**
 * Data sharing: the recipients one sentence names are one list ("Shares data with advertisers or
 * advertising networks and business partners."); a statement that says more than a recipient (the
 * grounds of a legal disclosure, a sale, a promise) stays a sentence of its own. Sharing of aggregate
 * data only says so once, after the recipients it applies to.
 */
function joinSharing(statements: readonly string[]): string {
  const join = (group: readonly string[]): string => {
    const recipients: string[] = [];
    const others: string[] = [];
    for (const statement of group) {
      const clause = bare(statement);
      const recipient = clause.slice(SHARES.length);
      // "Social networks, for example through share buttons" carries a clause of its own.
      if (clause.startsWith(SHARES) && !recipient.includes(',')) addOnce(recipients, recipient);
      else addOnce(others, clause);
    }
    // A sale leads, the gravest thing a sentence about sharing can say; a promise comes before the
    // sharing it allows ("will not be sold...; may be shared with our affiliates").
    const sale = others.filter((clause) => clause.startsWith(SELLS));
    const promised = others.filter((clause) => clause.startsWith(PROMISES));
    const promises = joinNoSaleAndNoSharing(promised);
    const rest = others.filter((clause) => !sale.includes(clause) && !promised.includes(clause));
    const listed = recipients.length > 0 ? [`${SHARES}${joinItems(recipients)}`] : [];
    return sentences([...sale, ...promises, ...listed, ...rest]);
  };
  const aggregate = statements.filter((statement) => statement.endsWith(AGGREGATE_TAIL));
  const personal = statements.filter((statement) => !statement.endsWith(AGGREGATE_TAIL));
  const aggregateOnly =
    aggregate.length > 0
      ? aggregateStatement(join(aggregate.map((statement) => statement.slice(0, -AGGREGATE_TAIL.length))))
      : '';
  return [personal.length > 0 ? join(personal) : '', aggregateOnly].filter(Boolean).join(' ');
}

/**
 * The rights over your data, each as a clause of "You can ...": the first names the data, the
 * next ones refer to it ("You can ask to see (access) the personal data it holds about you,
 * correct or update it and ask for it or your account to be deleted.").
 */
const DATA_RIGHTS: ReadonlyArray<readonly [id: string, first: string, next: string]> = [
  ['access', 'ask to see (access) the personal data it holds about you', 'ask to see (access) it'],
  ['correction', 'correct or update your personal data', 'correct or update it'],
  [
    'deletion',
    'ask for your personal data or account to be deleted',
    'ask for it or your account to be deleted',
  ],
  [
    'portability',
    'get your data in a portable format to take elsewhere',
    'get it in a portable format to take elsewhere',
  ],
];
const YOU_CAN = 'You can ';
/** To whom a right applies (analyze-with-builtin.ts, HOLDER_NOTE), said once for all the rights joined. */
const HOLDER = / Only (?:parents can do this, for their child's data|.+ have this right)\.$/;

/**
 * Your rights: one "You can ..." of every right the sentence grants, data rights first, then
 * choices ("..., and unsubscribe from marketing emails and messages"); a statement of another form
 * ("You will not be treated worse...") stays a sentence of its own. Who holds them is said once.
 */
function joinRights(parts: readonly StatementPart[]): string {
  const holders = parts.map((part) => HOLDER.exec(part.statement)?.[0] ?? '');
  const holder = holders[0] ?? '';
  // A right for some readers beside a control for all (cookies): each keeps its own sentence.
  if (holders.some((note) => note !== holder)) return sentences(parts.map((part) => part.statement));
  const clauses: string[] = [];
  const others: string[] = [];
  let dataNamed = false;
  for (const [id, first, next] of DATA_RIGHTS) {
    const part = parts.find((candidate) => candidate.id === id);
    if (!part) continue;
    // A right over some of the data ("You can see some of your personal data.") keeps its own words.
    const own = bare(
      holder ? part.statement.slice(0, part.statement.length - holder.length) : part.statement,
    );
    const isOwn = own !== `${YOU_CAN}${first}` && own.startsWith(YOU_CAN);
    addOnce(clauses, isOwn ? own.slice(YOU_CAN.length) : dataNamed ? next : first);
    dataNamed = true;
  }
  for (const part of parts) {
    if (DATA_RIGHTS.some(([id]) => id === part.id)) continue;
    const statement = holder
      ? part.statement.slice(0, part.statement.length - holder.length)
      : part.statement;
    const clause = bare(statement);
    if (clause.startsWith(YOU_CAN)) addOnce(clauses, clause.slice(YOU_CAN.length));
    else addOnce(others, clause);
  }
  const joined = sentences(clauses.length > 0 ? [`${YOU_CAN}${joinItems(clauses)}`, ...others] : others);
  // "Only California residents have this right" covers every right joined.
  const note =
    clauses.length + others.length > 1 ? holder.replace('have this right', 'have these rights') : holder;
  return `${joined}${note}`;
}

const WARNS = 'Warns that ';

/**
 * Restrictions: "Says it protects data with security measures (encryption), but warns that no
 * security is perfect, so it cannot guarantee your data is safe." Other statements stay sentences.
 */
function joinRestrictions(statements: readonly string[]): string {
  const clauses: string[] = [];
  for (const statement of statements) addOnce(clauses, bare(statement));
  const warning = clauses.find((clause) => clause.startsWith(WARNS));
  const promise = clauses.find((clause) => clause.startsWith('Says it protects'));
  if (!warning || !promise) return sentences(clauses);
  const rest = clauses.filter((clause) => clause !== warning && clause !== promise);
  const joined = `${promise}, but warns that ${warning.slice(WARNS.length)}`;
  return sentences([joined, ...rest]);
}

/**
 * The statement of one finding that stands for several on one sentence of one section, written from
 * the statements of its parts, so it says everything they said and nothing more. Red flags are
 * separate points and keep each statement as a sentence of its own (in the order given: worst first).
 */
export function joinSectionStatements(section: AnalysisSection, parts: readonly StatementPart[]): string {
  const statements = parts.map((part) => part.statement);
  switch (section) {
    case 'dataCollection':
      return joinStatements(statements);
    case 'dataSharing':
      return joinSharing(statements);
    case 'userRights':
      return joinRights(parts);
    case 'restrictions':
      return joinRestrictions(statements);
    case 'redFlags':
      return sentences([...new Set(statements.map(bare))]);
  }
}
