/**
 * Hashed bag-of-words features: stemmed unigrams, bigrams and negation-scoped unigrams.
 *
 * Hashing keeps the weights file small and needs no vocabulary. Negation scope matters for
 * policies: "we do not sell your data" must not look like "we sell your data", so the three words
 * after a negation also emit a "not_" feature.
 */

/** 2^17 buckets: few collisions for the tens of thousands of features seen in training. */
export const FEATURE_BITS = 17;
export const FEATURE_DIMENSION = 1 << FEATURE_BITS;
const MASK = FEATURE_DIMENSION - 1;

const NEGATIONS = new Set(['not', 'never', 'no', 'nor', 'without', 'neither', 'cannot']);
const NEGATION_SCOPE = 3;

/**
 * Joins words a PDF hyphenated across a line break ("informa-\ntion"), then lower-cases. A text with
 * no line break has none to join, and most sentences have none: the replace is skipped for them
 * (it ran on every sentence, a hundredth of the analysis).
 */
export function normalizeForFeatures(text: string): string {
  const joined = text.includes('\n') ? text.replace(/([a-z])-\s*\n\s*([a-z])/gi, '$1$2') : text;
  return joined.toLowerCase();
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

function splitNormalizedWords(normalized: string): string[] {
  return normalized.replace(/n't\b/g, ' not').split(/[^a-z0-9]+/);
}

function splitWords(text: string): string[] {
  return splitNormalizedWords(normalizeForFeatures(text));
}

/** Numbers matter only as a class ("13", "30 days"), not by value. */
function toToken(word: string): string {
  return /^\d+$/.test(word) ? (word.length <= 2 ? '#num' : '#bignum') : stem(word);
}

export function tokenize(text: string): string[] {
  return splitWords(text)
    .filter((word) => word.length > 0)
    .map(toToken);
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

/** Mixes two hashes into one (murmur3 finaliser): bigrams are hashed from their words' hashes, not by building strings. */
function combine(left: number, right: number): number {
  let hash = Math.imul(left ^ 0x9e3779b9, 0x85ebca6b) ^ right;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

type TokenHashes = { token: string; unigram: number; negated: number; isNegation: boolean };

/** Per-word results: policies reuse a small vocabulary, so most words are looked up, not hashed. */
const tokenCache = new Map<string, TokenHashes>();
const TOKEN_CACHE_LIMIT = 100_000;

/** Keyed by the raw word, so a cached word skips stemming as well as hashing. */
function hashWord(word: string): TokenHashes {
  let cached = tokenCache.get(word);
  if (!cached) {
    if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.clear();
    const token = toToken(word);
    cached = {
      token,
      unigram: hashString(`u:${token}`),
      negated: hashString(`n:${token}`),
      isNegation: NEGATIONS.has(token),
    };
    tokenCache.set(word, cached);
  }
  return cached;
}

const START = hashString('^');

/**
 * The sparse feature vector of a text: bucket indices with counts folded into a binary presence,
 * because presence beats counts for short legal passages. Includes a bias bucket (index 0).
 */
export function extractFeatures(text: string): Int32Array {
  return extractNormalizedFeatures(normalizeForFeatures(text));
}

/**
 * Which buckets the text being featurised has already emitted: a small open-addressing table of
 * (stamp, bucket) slots, a slot taken when its stamp equals the current text's, so nothing needs
 * clearing between texts. A Set, and copying it into the result, cost four times as much as the rest
 * of the extraction; a stamp per bucket (512 KB) missed the cache on nearly every word. It doubles
 * when a text fills half of it, and stays that size.
 */
let seenBits = 10;
let seenStamps = new Uint32Array(1 << seenBits);
let seenBuckets = new Int32Array(1 << seenBits);
let currentStamp = 0;

function startText(): void {
  if (currentStamp === 0xffff_ffff) {
    seenStamps.fill(0);
    currentStamp = 0;
  }
  currentStamp += 1;
}

/** Marks a bucket as emitted by the current text; false when it was already. */
function markSeen(bucket: number): boolean {
  const mask = (1 << seenBits) - 1;
  for (let slot = Math.imul(bucket, 0x9e3779b1) >>> (32 - seenBits); ; slot = (slot + 1) & mask) {
    if (seenStamps[slot] !== currentStamp) {
      seenStamps[slot] = currentStamp;
      seenBuckets[slot] = bucket;
      return true;
    }
    if (seenBuckets[slot] === bucket) return false;
  }
}

function growSeen(buckets: readonly number[]): void {
  seenBits += 1;
  seenStamps = new Uint32Array(1 << seenBits);
  seenBuckets = new Int32Array(1 << seenBits);
  for (const bucket of buckets) markSeen(bucket);
}

/** Appends a hash's bucket unless the text has it already. Bucket 0 is the bias: a word hashing there moves to 1. */
function addBucket(buckets: number[], hash: number): void {
  const bucket = hash & MASK || 1;
  if (!markSeen(bucket)) return;
  buckets.push(bucket);
  if (buckets.length * 2 > 1 << seenBits) growSeen(buckets);
}

/**
 * The vectors are views on shared blocks: a typed array of its own per sentence is memory outside
 * the JavaScript heap, and allocating and collecting those cost a quarter of the extraction.
 */
const BLOCK_LENGTH = 1 << 16;
let block = new Int32Array(BLOCK_LENGTH);
let blockUsed = 0;

function toVector(buckets: readonly number[]): Int32Array {
  if (buckets.length > BLOCK_LENGTH / 16) return new Int32Array(buckets);
  if (blockUsed + buckets.length > BLOCK_LENGTH) {
    block = new Int32Array(BLOCK_LENGTH);
    blockUsed = 0;
  }
  const vector = block.subarray(blockUsed, blockUsed + buckets.length);
  vector.set(buckets);
  blockUsed += buckets.length;
  return vector;
}

/** The same, for text already passed through normalizeForFeatures (the engine normalises once). */
export function extractNormalizedFeatures(normalized: string): Int32Array {
  startText();
  // In order of first appearance: the scores sum the weights in this order.
  const buckets: number[] = [0];
  markSeen(0);
  let negationLeft = 0;
  let previous = START;
  for (const word of splitNormalizedWords(normalized)) {
    if (word.length === 0) continue;
    const hashes = hashWord(word);
    addBucket(buckets, hashes.unigram);
    addBucket(buckets, combine(previous, hashes.unigram));
    if (negationLeft > 0) {
      addBucket(buckets, hashes.negated);
      negationLeft -= 1;
    }
    if (hashes.isNegation) negationLeft = NEGATION_SCOPE;
    previous = hashes.unigram;
  }
  return toVector(buckets);
}
