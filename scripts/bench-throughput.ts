/**
 * Requests per second of a signed-in GET /api/user/profile as a share of a bare Fastify route measured
 * in the same run, on PGlite and on PostgreSQL (issue 13 targets: at least 0.10 on PGlite, 0.25 on
 * PostgreSQL). autocannon drives each route for a few seconds with 10 connections from a worker
 * thread, so the load generator does not share the server's event loop.
 *
 * The profile is measured twice on the same database, with the session cache off (SESSION_CACHE_MS=0:
 * one query per request, the session lookup with the month's usage) and on (the default): the answer
 * to whether the cache is worth it, in every run. The runs alternate (bare, off, on, off, on) and each
 * figure is the better of its runs, so a burst of load elsewhere on the machine weighs less.
 *
 *   npx tsx scripts/bench-throughput.ts      (or npm run bench)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { isPostgresAvailable } from '../src/server/test/postgres-server';
import { createPostgresTestDatabase } from '../src/server/test/test-database';
import { signUpOverHttp } from './bench-sign-up';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const MEASURE_SECONDS = 3;
/** Runs of each profile variant, alternating; the bare route runs once between them. */
const ROUNDS = 2;

export type RouteThroughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number };

export type DriverThroughput = {
  driver: 'pglite' | 'postgres';
  bare: RouteThroughput;
  /** SESSION_CACHE_MS=0: the session lookup (with the month's usage) on every request. */
  profileWithoutCache: RouteThroughput;
  /** The default: the lookup reused for up to 5 s, dropped on any change. */
  profile: RouteThroughput;
  /** Share of the cached app's session lookups answered from memory over its runs (near 1 when it works). */
  cacheHitShare: number;
};

export type ThroughputBenchFigures = {
  results: DriverThroughput[];
  skipped: string[];
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function drive(
  url: string,
  headers: Record<string, string> = {},
  options: { warmUp: boolean } = { warmUp: true },
): Promise<RouteThroughput> {
  const run = (duration: number) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration, workers: 1 });
  if (options.warmUp) await run(WARM_UP_SECONDS);
  const result = await run(MEASURE_SECONDS);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: round(result.latency.p50),
    p99Ms: round(result.latency.p99),
  };
}

const better = (a: RouteThroughput | undefined, b: RouteThroughput) =>
  a && a.requestsPerSecond >= b.requestsPerSecond ? a : b;

/** The reference: a Fastify route with no plugin, hook or database, on this machine, now. */
async function startBareFastify() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare`, close: () => bare.close() };
}

async function startApp(options: { database: DatabaseHandle; env: Record<string, string>; dataDir: string }) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir,
    ...options.env,
  });
  const app = await buildApp({ config, database: options.database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, lookups: () => app.sessionCache.lookups, close: () => app.close() };
}

/** The bare route and the profile without and with the session cache, on one database. */
async function driveRoutes(options: {
  driver: DriverThroughput['driver'];
  database: DatabaseHandle;
  env: Record<string, string>;
  dataDir: string;
}): Promise<DriverThroughput> {
  const bare = await startBareFastify();
  const withoutCache = await startApp({ ...options, env: { ...options.env, SESSION_CACHE_MS: '0' } });
  const withCache = await startApp(options);
  try {
    const { cookie } = await signUpOverHttp(withCache.address, {
      email: 'throughput@example.com',
      password: 'bench password',
      name: 'Bench',
    });
    const profile = (address: string, warmUp: boolean) =>
      drive(`${address}/api/user/profile`, { cookie }, { warmUp });
    let result: Omit<DriverThroughput, 'driver' | 'cacheHitShare'> | undefined;
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = round === 0;
      const measured = {
        bare: await drive(bare.url, {}, { warmUp: first }),
        profileWithoutCache: await profile(withoutCache.address, first),
        profile: await profile(withCache.address, first),
      };
      result = {
        bare: better(result?.bare, measured.bare),
        profileWithoutCache: better(result?.profileWithoutCache, measured.profileWithoutCache),
        profile: better(result?.profile, measured.profile),
      };
    }
    if (!result) throw new Error('no round was run');
    const { hits, misses } = withCache.lookups();
    return { driver: options.driver, ...result, cacheHitShare: hits / Math.max(1, hits + misses) };
  } finally {
    await withCache.close();
    await withoutCache.close();
    await bare.close();
  }
}

async function benchPglite(): Promise<DriverThroughput> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-throughput-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await database.migrate();
    return await driveRoutes({ driver: 'pglite', database, env: {}, dataDir });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(serverUrl: string): Promise<DriverThroughput | string> {
  if (!(await isPostgresAvailable(serverUrl))) return `PostgreSQL: no server at ${serverUrl}`;
  const database = await createPostgresTestDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-throughput-'));
  try {
    return await driveRoutes({ driver: 'postgres', database, env: { DATABASE_URL: database.url }, dataDir });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchThroughput(): Promise<ThroughputBenchFigures> {
  const results: DriverThroughput[] = [await benchPglite()];
  const skipped: string[] = [];
  const postgres = await benchPostgres(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  if (typeof postgres === 'string') skipped.push(postgres);
  else results.push(postgres);
  return { results, skipped };
}

const TARGETS = { pglite: 0.1, postgres: 0.25 } as const;

export function formatThroughputBench(figures: ThroughputBenchFigures): string {
  const line = (label: string, throughput: RouteThroughput, bare: RouteThroughput) =>
    `    ${label}: ${throughput.requestsPerSecond.toLocaleString('en-US')} requests/s (${round(throughput.requestsPerSecond / bare.requestsPerSecond, 3)} of bare), p50 ${throughput.p50Ms} ms, p99 ${throughput.p99Ms} ms`;
  const lines = [
    `Throughput (autocannon, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up, the better of ${ROUNDS} alternating runs)`,
  ];
  for (const result of figures.results) {
    const ratio = result.profile.requestsPerSecond / result.bare.requestsPerSecond;
    const target = TARGETS[result.driver];
    const gain = result.profile.requestsPerSecond / result.profileWithoutCache.requestsPerSecond;
    lines.push(
      `  ${result.driver === 'pglite' ? 'PGlite on disk' : 'PostgreSQL'}:`,
      `    bare Fastify route: ${result.bare.requestsPerSecond.toLocaleString('en-US')} requests/s, p50 ${result.bare.p50Ms} ms, p99 ${result.bare.p99Ms} ms`,
      line('GET /api/user/profile, session cache off (one query)', result.profileWithoutCache, result.bare),
      line('GET /api/user/profile, session cache on (the default)', result.profile, result.bare),
      `    session lookups answered from the cache: ${round(result.cacheHitShare * 100, 2)}%`,
      `    GET /api/user/profile as a share of the bare route: ${round(ratio, 3)} (target: at least ${target}) ${ratio >= target ? 'met' : 'MISSED'}; the session cache gives ${round(gain, 1)}x the requests/s`,
    );
  }
  for (const reason of figures.skipped) lines.push(`  skipped: ${reason}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(formatThroughputBench(await benchThroughput()));
}
