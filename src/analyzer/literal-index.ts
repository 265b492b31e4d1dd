import { requiredLiterals } from './required-literals';

/**
 * Which of the engine's gate literals a sentence contains, found in one pass (an Aho-Corasick
 * automaton over all of them), so that a pattern whose literals are all absent is answered
 * without running it. Most of the engine's hundred-odd patterns per sentence are answered so.
 * The scan turns the literals found into the gates they open (an index from each literal to its
 * gates), so that each question is one bit: a sentence contains a dozen literals, and a gate
 * lists two dozen on average, which checking one by one for each question cost a fourteenth of
 * the analysis.
 *
 * Patterns are gated once they are hot: deriving a gate costs a parse of the pattern, which a
 * pattern tested a few times never repays. The automaton is rebuilt when new literals have come
 * in, less and less often (after 64 scanned sentences, then 128 more, 192 more...), so that the first long
 * policy a process reads does not pay for a rebuild every few sentences; a sentence scanned before
 * a pattern's literals were added runs that pattern as before.
 */

/** Tests of a pattern before its gate is derived. */
const HOT_AFTER = 64;
/** Sentences scanned before the first rebuild of the automaton; each later one waits this much longer. */
const REBUILD_AFTER = 64;

/**
 * Patterns counted at most before they are hot. A caller that builds a new expression per call (an
 * inline literal in a function: the red-flag statements have hundreds) never makes it hot, and
 * would otherwise fill the registry; the count starts afresh when full.
 */
const MAX_COUNTED = 4096;
/** Hot patterns remembered at most; past it, new patterns just run. */
const MAX_PATTERNS = 4096;

/** States are numbered in 16 bits: literals that would need more states get no gate. */
const MAX_STATES = 0xfff0;
/** No transition yet, while the trie is built (never a state: there are fewer than MAX_STATES). */
const NONE = 0xffff;

/**
 * A deterministic automaton: one table lookup per character finds every literal ending there.
 * States are numbered breadth first, so the shallow states that most characters lead to share
 * a few cache lines of the table.
 */
export class LiteralAutomaton {
  readonly size: number;
  private readonly columns = new Map<number, number>();
  private readonly asciiColumns = new Uint8Array(128);
  private readonly width: number;
  private readonly next: Uint16Array;
  /** The literal a state completes, or -1. */
  private readonly ending: Int32Array;
  /** The first state, this one or along the failure links, that completes a literal; or 0, the start, which completes none. */
  private readonly report: Uint16Array;
  private readonly nextReport: Uint16Array;
  /**
   * One bit per state, set when it completes a literal (its report is not the start): most characters
   * lead to a state that completes none, and 1.5 KB of bits stays in the cache where the report table
   * (two bytes a state) did not.
   */
  private readonly reports: Int32Array;

  constructor(literals: readonly string[]) {
    this.size = literals.length;
    for (const literal of literals)
      for (let index = 0; index < literal.length; index += 1) {
        const code = literal.charCodeAt(index);
        if (!this.columns.has(code)) this.columns.set(code, this.columns.size + 1);
      }
    for (const [code, column] of this.columns) if (code < 128) this.asciiColumns[code] = column;
    // Column 0: a character no literal contains, which leads back to the start.
    const width = this.columns.size + 1;
    this.width = width;
    // One state per distinct beginning of a literal: sized exactly, the table built here is garbage
    // once the automaton is done, and an automaton is rebuilt several times in a process's first analysis.
    const beginnings = new Set<string>();
    for (const literal of literals)
      for (let length = 1; length <= literal.length; length += 1) beginnings.add(literal.slice(0, length));
    const capacity = beginnings.size + 1;
    const trie = new Uint16Array(capacity * width).fill(NONE);
    const trieEnding = new Int32Array(capacity).fill(-1);
    let states = 1;
    literals.forEach((literal, id) => {
      let state = 0;
      for (let index = 0; index < literal.length; index += 1) {
        const slot = state * width + this.column(literal.charCodeAt(index));
        if (trie[slot] === NONE) trie[slot] = states++;
        state = trie[slot] ?? 0;
      }
      trieEnding[state] = id;
    });
    // Breadth first: a state's failure target is complete before the state is.
    const failure = new Int32Array(states);
    const order = new Int32Array(states);
    let head = 1;
    let tail = 1;
    for (let column = 0; column < width; column += 1) {
      const child = trie[column] ?? NONE;
      if (child !== NONE) order[tail++] = child;
      else trie[column] = 0;
    }
    while (head < tail) {
      const state = order[head++] ?? 0;
      const fallback = failure[state] ?? 0;
      for (let column = 0; column < width; column += 1) {
        const slot = state * width + column;
        const child = trie[slot] ?? NONE;
        const fallbackNext = trie[fallback * width + column] ?? 0;
        if (child === NONE) trie[slot] = fallbackNext;
        else {
          failure[child] = fallbackNext;
          order[tail++] = child;
        }
      }
    }
    const rank = new Int32Array(states);
    order.forEach((state, position) => {
      rank[state] = position;
    });
    this.next = new Uint16Array(states * width);
    this.ending = new Int32Array(states).fill(-1);
    this.report = new Uint16Array(states);
    this.nextReport = new Uint16Array(states);
    order.forEach((state, position) => {
      for (let column = 0; column < width; column += 1)
        this.next[position * width + column] = rank[trie[state * width + column] ?? 0] ?? 0;
      this.ending[position] = trieEnding[state] ?? -1;
    });
    // In breadth-first order a state's failure target comes first, so its report is known.
    order.forEach((state, position) => {
      if (position === 0) return;
      const fallback = rank[failure[state] ?? 0] ?? 0;
      const fallbackReport = this.report[fallback] ?? 0;
      this.nextReport[position] = fallbackReport;
      this.report[position] = (this.ending[position] ?? -1) >= 0 ? position : fallbackReport;
    });
    this.reports = new Int32Array((states >>> 5) + 1);
    this.report.forEach((report, state) => {
      if (report !== 0) this.reports[state >>> 5] = (this.reports[state >>> 5] ?? 0) | (1 << (state & 31));
    });
  }

  private column(code: number): number {
    return code < 128 ? (this.asciiColumns[code] ?? 0) : (this.columns.get(code) ?? 0);
  }

  /**
   * One bit per literal, set when the text contains it, 16 to a number. A plain array: a typed
   * array per sentence is memory outside the JavaScript heap, and thousands of them raised the
   * process's resident memory by some 20 MB before the collector freed them.
   */
  scan(text: string): number[] {
    const found = new Array<number>((this.size >>> 4) + 1).fill(0);
    const { next, ending, report, nextReport, width, asciiColumns } = this;
    let state = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const column = code < 128 ? (asciiColumns[code] ?? 0) : (this.columns.get(code) ?? 0);
      state = next[state * width + column] ?? 0;
      for (let match = report[state] ?? 0; match !== 0; match = nextReport[match] ?? 0) {
        const id = ending[match] ?? 0;
        found[id >>> 4] = (found[id >>> 4] ?? 0) | (1 << (id & 15));
      }
    }
    return found;
  }

  /**
   * What `scan` finds, turned straight into gates: for each literal found, the gates that list it
   * (`gateIds[gateStart[id]]` to `gateIds[gateStart[id + 1]]`) get their bit in `open`, 16 to a number.
   * No bits per literal in between: the scan runs on every sentence.
   */
  openGates(text: string, gateStart: Int32Array, gateIds: Uint16Array, open: number[]): void {
    const { next, ending, report, nextReport, reports, width, asciiColumns } = this;
    let state = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const column = code < 128 ? (asciiColumns[code] ?? 0) : (this.columns.get(code) ?? 0);
      state = next[state * width + column] ?? 0;
      if (((reports[state >>> 5] ?? 0) & (1 << (state & 31))) === 0) continue;
      for (let match = report[state] ?? 0; match !== 0; match = nextReport[match] ?? 0) {
        const id = ending[match] ?? 0;
        const end = gateStart[id + 1] ?? 0;
        for (let slot = gateStart[id] ?? 0; slot < end; slot += 1) {
          const gate = gateIds[slot] ?? 0;
          open[gate >>> 4] = (open[gate >>> 4] ?? 0) | (1 << (gate & 15));
        }
      }
    }
  }
}

/**
 * A pattern's gate, open when the text contains one of its literals (every text the pattern matches
 * does): its number (gates are numbered in the order they are derived) and its highest literal id.
 */
type Gate = { readonly index: number; readonly highestId: number };
/**
 * The hot patterns' gates (null: no useful literals), apart from the counts of the others: the
 * engine asks for a gate some sixty thousand times per 100,000 characters, and a map holding only
 * the few hundred hot patterns answers faster than one holding thousands of spent inline ones.
 */
const gates = new Map<RegExp, Gate | null>();
const testsBeforeHot = new Map<RegExp, number>();
const literals: string[] = [];
const literalIds = new Map<string, number>();
/** For each literal id, the numbers of the gates that list it. */
const gatesByLiteral: number[][] = [];
let gateCount = 0;
/** Characters of all literals: the automaton has at most this many states plus one. */
let literalCharacters = 0;
let automaton: LiteralAutomaton | undefined;
let scansSinceBuild = 0;
let builds = 0;
/**
 * `gatesByLiteral` for the automaton's literals in two flat arrays (the gates of literal `id` are
 * `gateIds[gateStart[id]]` to `gateIds[gateStart[id + 1]]`), remade when a gate or the automaton is
 * new: thousands of small arrays scattered in the heap cost a cache miss per literal found.
 */
let gateStart = new Int32Array(1);
let gateIds = new Uint16Array(0);
let flatGates = -1;
let flatLiterals = -1;

function flattenGates(size: number): void {
  gateStart = new Int32Array(size + 1);
  let total = 0;
  for (let id = 0; id < size; id += 1) {
    gateStart[id] = total;
    total += gatesByLiteral[id]?.length ?? 0;
  }
  gateStart[size] = total;
  gateIds = new Uint16Array(total);
  for (let id = 0; id < size; id += 1) gateIds.set(gatesByLiteral[id] ?? [], gateStart[id] ?? 0);
  flatGates = gateCount;
  flatLiterals = size;
}

function deriveGate(pattern: RegExp): Gate | null {
  const required = requiredLiterals(pattern);
  if (!required) return null;
  const added = required.reduce((sum, literal) => sum + (literalIds.has(literal) ? 0 : literal.length), 0);
  if (literalCharacters + added >= MAX_STATES) return null;
  literalCharacters += added;
  const index = gateCount;
  gateCount += 1;
  const ids = required.map((literal) => {
    let id = literalIds.get(literal);
    if (id === undefined) {
      id = literals.length;
      literals.push(literal);
      literalIds.set(literal, id);
      gatesByLiteral.push([]);
    }
    gatesByLiteral[id]?.push(index);
    return id;
  });
  return { index, highestId: Math.max(...ids) };
}

/** The pattern's gate once it is hot; undefined while it is not, or when it has none. */
export function gateOf(pattern: RegExp): Gate | undefined {
  const known = gates.get(pattern);
  if (known !== undefined) return known ?? undefined;
  if (gates.size >= MAX_PATTERNS) return undefined;
  const calls = (testsBeforeHot.get(pattern) ?? 0) + 1;
  if (calls < HOT_AFTER) {
    if (testsBeforeHot.size >= MAX_COUNTED) testsBeforeHot.clear();
    testsBeforeHot.set(pattern, calls);
    return undefined;
  }
  testsBeforeHot.delete(pattern);
  const gate = deriveGate(pattern);
  gates.set(pattern, gate);
  return gate ?? undefined;
}

/**
 * The gates a text scanned opens (one of their literals occurs), as bits by gate number; `size`,
 * how many literals were looked for, and `gates`, how many gates there were.
 */
export type LiteralScan = { readonly open: readonly number[]; readonly size: number; readonly gates: number };

export function scanLiterals(text: string): LiteralScan {
  scansSinceBuild += 1;
  const isStale = automaton === undefined || automaton.size < literals.length;
  if (isStale && (automaton === undefined || scansSinceBuild >= REBUILD_AFTER * builds)) {
    automaton = new LiteralAutomaton(literals);
    scansSinceBuild = 0;
    builds += 1;
  }
  const open = new Array<number>((gateCount >>> 4) + 1).fill(0);
  if (!automaton) return { open, size: 0, gates: gateCount };
  if (flatGates !== gateCount || flatLiterals !== automaton.size) flattenGates(automaton.size);
  automaton.openGates(text, gateStart, gateIds, open);
  return { open, size: automaton.size, gates: gateCount };
}

/**
 * Whether the text scanned may match the pattern: false only when the gate proves it cannot (none
 * of its literals occurs), true when it may or when the scan did not look for all its literals
 * (the gate is newer than the scan, or its literals than the automaton).
 */
export function mayContain(gate: Gate, scan: LiteralScan): boolean {
  if (gate.index >= scan.gates || gate.highestId >= scan.size) return true;
  return ((scan.open[gate.index >>> 4] ?? 0) & (1 << (gate.index & 15))) !== 0;
}
