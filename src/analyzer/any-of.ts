/**
 * The patterns each combined expression was made of, nested combinations spelled out (see `partsOf`).
 * A WeakMap: combinations are module constants, and nothing here keeps one alive.
 */
const PARTS = new WeakMap<RegExp, readonly RegExp[]>();

/** A back-reference names a group by number or name: in a combination it could mean another pattern's group. */
const BACK_REFERENCE = /\\(?:[1-9]|k<)/;

/**
 * One regular expression matching whenever any of `patterns` matches. A single combined test is
 * three to five times cheaper than testing each pattern, and most sentences match none, so it
 * serves as a prefilter before the individual patterns are tried.
 */
export function anyOf(patterns: readonly RegExp[]): RegExp {
  const flagged = patterns.find((pattern) => pattern.flags !== '');
  // Flags cannot be merged into one expression; our patterns run on lower-cased text and need none.
  if (flagged) throw new Error(`anyOf() needs flagless patterns, got /${flagged.source}/${flagged.flags}`);
  const combined = new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));
  if (!patterns.some((pattern) => BACK_REFERENCE.test(pattern.source)))
    PARTS.set(
      combined,
      patterns.flatMap((pattern) => PARTS.get(pattern) ?? [pattern]),
    );
  return combined;
}

/**
 * The patterns a combination made by `anyOf` is made of (or the pattern itself): a text matches the
 * combination exactly when it matches one of them, flagless and without back-references as they are.
 * Tested one by one, each is answered by its own literal gate, and a part that several combinations
 * share (the reader's choices, in most red flags' exceptions) is answered once per sentence by
 * `SentenceContext.test` instead of once per combination.
 */
export function partsOf(pattern: RegExp): readonly RegExp[] {
  return PARTS.get(pattern) ?? [pattern];
}

const globalVersions = new WeakMap<RegExp, RegExp>();
/** The pattern with the `g` flag (and without `y`), made once per pattern: for `exec` loops over every match. */
export function globalVersion(pattern: RegExp): RegExp {
  let version = globalVersions.get(pattern);
  if (!version) {
    version = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}g`);
    globalVersions.set(pattern, version);
  }
  return version;
}
