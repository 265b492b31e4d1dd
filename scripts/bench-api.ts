/**
 * Speed of the API on the embedded defaults (issue 5 targets): request to response for a
 * 50,000-character policy with the built-in engine, storage included, median under 150 ms; the first
 * history page of a user with 1,000 analyses, median under 50 ms. Real HTTP on loopback against the
 * production app on a PGlite database stored on disk, as `npm start` runs it.
 *
 *   npx tsx scripts/bench-api.ts      (or npm run bench)
 */
import { signUpOverHttp } from './bench-sign-up';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { policyAnalyses, users } from '../src/server/db/schema';
import { buildLongPolicy } from './bench-analyzer';

export type ApiBenchFigures = {
  analyzeCharacters: number;
  analyzeMedianMs: number;
  analyzeP95Ms: number;
  historyRows: number;
  historyFirstPageMedianMs: number;
  historyFirstPageP95Ms: number;
  profileAlone: LatencyFigures;
  profileUnderLoad: LatencyFigures & { concurrentAnalyses: number; analysesDone: number };
};

type LatencyFigures = { p50Ms: number; p99Ms: number; requests: number };

const sorted = (values: number[]) => [...values].sort((left, right) => left - right);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const percentile95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)] ?? 0;
const percentile99 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.99)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;
const latencyOf = (values: number[]): LatencyFigures => ({
  p50Ms: round(median(values)),
  p99Ms: round(percentile99(values)),
  requests: values.length,
});

/** While analyses keep `concurrency` requests in flight, times one profile request after another. */
async function profileUnderLoad(options: {
  profile: () => Promise<Response>;
  analyze: () => Promise<Response>;
  concurrency: number;
  requests: number;
}): Promise<{ times: number[]; analysesDone: number }> {
  let isRunning = true;
  let analysesDone = 0;
  const loops = Array.from({ length: options.concurrency }, async () => {
    while (isRunning) {
      await timed(options.analyze);
      analysesDone += 1;
    }
  });
  // Let every loop have a request in flight before measuring.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const times: number[] = [];
  try {
    for (let run = 0; run < options.requests; run += 1) times.push(await timed(options.profile));
  } finally {
    isRunning = false;
    await Promise.all(loops);
  }
  return { times, analysesDone };
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`unexpected ${response.status}`);
  return performance.now() - started;
}

export async function benchApi(): Promise<ApiBenchFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { cookie, id: userId } = await signUpOverHttp(address, {
      email: 'bench@example.com',
      password: 'bench password',
      name: 'Bench',
    });
    await database.db.update(users).set({ tier: 'enterprise' }).where(eq(users.id, userId));

    const policy = buildLongPolicy(50_000);
    const body = JSON.stringify({ text: policy });
    const analyze = () =>
      fetch(`${address}/api/simplify-policy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
    for (let warm = 0; warm < 3; warm += 1) await timed(analyze);
    const analyzeTimes: number[] = [];
    for (let run = 0; run < 25; run += 1) analyzeTimes.push(await timed(analyze));

    // 1,000 analyses in the history (the ones above included), inserted in bulk like months of use.
    const [sample] = await database.db
      .select()
      .from(policyAnalyses)
      .where(eq(policyAnalyses.userId, userId))
      .limit(1);
    if (!sample) throw new Error('no analysis stored');
    const { id: _id, createdAt: _createdAt, ...row } = sample;
    const existing = 28;
    for (let batch = 0; batch < 1_000 - existing; batch += 100) {
      const count = Math.min(100, 1_000 - existing - batch);
      await database.db.insert(policyAnalyses).values(
        Array.from({ length: count }, (_, index) => ({
          ...row,
          createdAt: new Date(Date.now() - (batch + index + 1) * 3_600_000),
        })),
      );
    }
    const history = () => fetch(`${address}/api/user/policies`, { headers: { cookie } });
    for (let warm = 0; warm < 3; warm += 1) await timed(history);
    const historyTimes: number[] = [];
    for (let run = 0; run < 50; run += 1) historyTimes.push(await timed(history));

    // Issue 13: a signed-in request must stay fast while analyses run (four at once, as measured there).
    const profile = () => fetch(`${address}/api/user/profile`, { headers: { cookie } });
    for (let warm = 0; warm < 10; warm += 1) await timed(profile);
    const profileTimes: number[] = [];
    for (let run = 0; run < 300; run += 1) profileTimes.push(await timed(profile));
    const concurrentAnalyses = 4;
    const loaded = await profileUnderLoad({
      profile,
      analyze,
      concurrency: concurrentAnalyses,
      requests: 300,
    });

    return {
      analyzeCharacters: policy.length,
      analyzeMedianMs: round(median(analyzeTimes)),
      analyzeP95Ms: round(percentile95(analyzeTimes)),
      historyRows: 1_000,
      historyFirstPageMedianMs: round(median(historyTimes)),
      historyFirstPageP95Ms: round(percentile95(historyTimes)),
      profileAlone: latencyOf(profileTimes),
      profileUnderLoad: { ...latencyOf(loaded.times), concurrentAnalyses, analysesDone: loaded.analysesDone },
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatApiBench(figures: ApiBenchFigures): string {
  return [
    'API (embedded PGlite on disk, real HTTP on loopback)',
    `  POST /api/simplify-policy, ${figures.analyzeCharacters.toLocaleString('en-US')} characters: median ${figures.analyzeMedianMs} ms, p95 ${figures.analyzeP95Ms} ms (target: median < 150 ms)`,
    `  GET /api/user/policies, first page of ${figures.historyRows.toLocaleString('en-US')}: median ${figures.historyFirstPageMedianMs} ms, p95 ${figures.historyFirstPageP95Ms} ms (target: median < 50 ms)`,
    `  GET /api/user/profile alone: p50 ${figures.profileAlone.p50Ms} ms, p99 ${figures.profileAlone.p99Ms} ms (${figures.profileAlone.requests} requests)`,
    `  GET /api/user/profile while ${figures.profileUnderLoad.concurrentAnalyses} analyses of ${figures.analyzeCharacters.toLocaleString('en-US')} characters run: p50 ${figures.profileUnderLoad.p50Ms} ms, p99 ${figures.profileUnderLoad.p99Ms} ms (${figures.profileUnderLoad.requests} requests; ${figures.profileUnderLoad.analysesDone} analyses meanwhile)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(formatApiBench(await benchApi()));
}
