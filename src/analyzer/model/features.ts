/**
 * Hashed bag-of-words features: stemmed unigrams, bigrams and negation-scoped unigrams.
 *
 * Hashing keeps the weights file small and needs no vocabulary. Negation scope matters for
 * policies: "we do not sell your data" must not look like "we sell your data", so the three words
 * after a negation also emit a "not_" feature.
 */

/** 2^18 buckets: few collisions for a vocabulary of tens of thousands of stems. */
export const FEATURE_BITS = 18;
export const FEATURE_DIMENSION = 1 << FEATURE_BITS;
const MASK = FEATURE_DIMENSION - 1;

const NEGATIONS = new Set(['not', 'never', 'no', 'nor', 'without', 'neither', 'cannot']);
const NEGATION_SCOPE = 3;

/** Joins words a PDF hyphenated across a line break ("informa-\ntion"), then lower-cases. */
export function normalizeForFeatures(text: string): string {
  return text.replace(/([a-z])-\s*\n\s*([a-z])/gi, '$1$2').toLowerCase();
}

/** A light suffix stripper: enough to merge "shares/shared/sharing", far cheaper than Porter. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('es') && /(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  const words = normalizeForFeatures(text)
    .replace(/n't\b/g, ' not')
    .split(/[^a-z0-9]+/);
  const tokens: string[] = [];
  for (const word of words) {
    if (word.length === 0) continue;
    // Numbers matter only as a class ("13", "30 days"), not by value.
    tokens.push(/^\d+$/.test(word) ? (word.length <= 2 ? '#num' : '#bignum') : stem(word));
  }
  return tokens;
}

/** FNV-1a, 32-bit: fast, well spread, and identical in training and at run time. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The sparse feature vector of a text: bucket indices with counts folded into a binary presence,
 * because presence beats counts for short legal passages. Includes a bias bucket (index 0).
 */
export function extractFeatures(text: string): Int32Array {
  const tokens = tokenize(text);
  const seen = new Set<number>([0]);
  let negationLeft = 0;
  let previous = '^';
  for (const token of tokens) {
    seen.add((hashString(`u:${token}`) & MASK) | 1);
    seen.add((hashString(`b:${previous} ${token}`) & MASK) | 1);
    if (negationLeft > 0) {
      seen.add((hashString(`n:${token}`) & MASK) | 1);
      negationLeft -= 1;
    }
    if (NEGATIONS.has(token)) negationLeft = NEGATION_SCOPE;
    previous = token;
  }
  return Int32Array.from(seen);
}
