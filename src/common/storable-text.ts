/**
 * Characters PostgreSQL cannot store in text or jsonb: NUL (U+0000) is refused in both ("invalid byte
 * sequence" / "unsupported Unicode escape sequence"), so a policy pasted with one would fail on write.
 * Every other code point, lone surrogates included (the driver encodes them as U+FFFD), is stored.
 */
// eslint-disable-next-line no-control-regex -- matching the NUL control character is the point
const UNSTORABLE_CHARACTERS = /\u0000/g;

export function removeUnstorableCharacters(text: string): string {
  return text.includes('\u0000') ? text.replace(UNSTORABLE_CHARACTERS, '') : text;
}

/** The same, through every string of a parsed JSON value (objects, arrays, keys and values). */
export function removeUnstorableCharactersDeep(value: unknown): unknown {
  if (typeof value === 'string') return removeUnstorableCharacters(value);
  if (Array.isArray(value)) return value.map(removeUnstorableCharactersDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        removeUnstorableCharacters(key),
        removeUnstorableCharactersDeep(entry),
      ]),
    );
  }
  return value;
}
