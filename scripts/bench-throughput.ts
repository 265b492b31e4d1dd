/**
 * Requests per second of a signed-in GET /api/user/profile (the session lookup and the month's usage,
 * the two queries nearly every API request makes), as a share of a bare Fastify route measured in the
 * same run, on PGlite and on PostgreSQL (issue 13 targets: at least 0.10 on PGlite, 0.25 on
 * PostgreSQL). autocannon drives each route for a few seconds with 10 connections from a worker
 * thread, so the load generator does not share the server's event loop.
 *
 * Two more routes answer whether a short-lived session cache would pay: GET /api/auth/methods signed
 * out (everything the app does per request, without the database) and GET /api/auth/user signed in
 * (that plus the session lookup). A cache could at best save the difference.
 *
 *   npx tsx scripts/bench-throughput.ts      (or npm run bench)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { signUpOverHttp } from './bench-sign-up';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const MEASURE_SECONDS = 4;

export type RouteThroughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number };

export type DriverThroughput = {
  driver: 'pglite' | 'postgres';
  bare: RouteThroughput;
  /** The app's own work per request, without the database (signed out, no session to look up). */
  appWithoutDatabase: RouteThroughput;
  /** The session lookup alone. */
  session: RouteThroughput;
  /** The session lookup and the usage query. */
  profile: RouteThroughput;
};

export type ThroughputBenchFigures = {
  results: DriverThroughput[];
  skipped: string[];
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function drive(url: string, headers: Record<string, string> = {}): Promise<RouteThroughput> {
  const run = (duration: number) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration, workers: 1 });
  await run(WARM_UP_SECONDS);
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

/** The reference: a Fastify route with no plugin, hook or database, on this machine, now. */
async function driveBareFastify(): Promise<RouteThroughput> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await drive(`${address}/bare`);
  } finally {
    await bare.close();
  }
}

async function driveApp(options: {
  database: DatabaseHandle;
  env: Record<string, string>;
  dataDir: string;
}): Promise<Omit<DriverThroughput, 'driver' | 'bare'>> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir,
    ...options.env,
  });
  const app = await buildApp({ config, database: options.database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { cookie } = await signUpOverHttp(address, {
      email: 'throughput@example.com',
      password: 'bench password',
      name: 'Bench',
    });
    return {
      appWithoutDatabase: await drive(`${address}/api/auth/methods`),
      session: await drive(`${address}/api/auth/user`, { cookie }),
      profile: await drive(`${address}/api/user/profile`, { cookie }),
    };
  } finally {
    await app.close();
  }
}

async function benchPglite(): Promise<DriverThroughput> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-throughput-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await database.migrate();
    const bare = await driveBareFastify();
    return { driver: 'pglite', bare, ...(await driveApp({ database, env: {}, dataDir })) };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(serverUrl: string): Promise<DriverThroughput | string> {
  const name = `policylens_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL: no server at ${serverUrl} (${(error as Error).message})`;
  }
  // The name is made of hex digits above, so it is safe as an identifier.
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-throughput-'));
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  try {
    await database.migrate();
    const bare = await driveBareFastify();
    const app = await driveApp({ database, env: { DATABASE_URL: url.toString() }, dataDir });
    return { driver: 'postgres', bare, ...app };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
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

/**
 * What the profile would serve if the session lookup cost nothing (a cache that always hits): its
 * time per request less the lookup's (session route minus the app without the database).
 */
function profileWithFreeSessions(result: DriverThroughput): number {
  const perRequest = (throughput: RouteThroughput) => 1 / throughput.requestsPerSecond;
  const lookup = perRequest(result.session) - perRequest(result.appWithoutDatabase);
  return 1 / (perRequest(result.profile) - Math.max(0, lookup));
}

export function formatThroughputBench(figures: ThroughputBenchFigures): string {
  const line = (label: string, throughput: RouteThroughput, bare: RouteThroughput) =>
    `    ${label}: ${throughput.requestsPerSecond.toLocaleString('en-US')} requests/s (${round(throughput.requestsPerSecond / bare.requestsPerSecond, 3)} of bare), p50 ${throughput.p50Ms} ms, p99 ${throughput.p99Ms} ms`;
  const lines = [
    `Throughput (autocannon, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up)`,
  ];
  for (const result of figures.results) {
    const ratio = result.profile.requestsPerSecond / result.bare.requestsPerSecond;
    const target = TARGETS[result.driver];
    const withCache = profileWithFreeSessions(result);
    lines.push(
      `  ${result.driver === 'pglite' ? 'PGlite on disk' : 'PostgreSQL'}:`,
      `    bare Fastify route: ${result.bare.requestsPerSecond.toLocaleString('en-US')} requests/s, p50 ${result.bare.p50Ms} ms, p99 ${result.bare.p99Ms} ms`,
      line(
        'GET /api/auth/methods, signed out (the app without the database)',
        result.appWithoutDatabase,
        result.bare,
      ),
      line('GET /api/auth/user (+ session lookup)', result.session, result.bare),
      line('GET /api/user/profile (+ session lookup and usage)', result.profile, result.bare),
      `    GET /api/user/profile as a share of the bare route: ${round(ratio, 3)} (target: at least ${target}) ${ratio >= target ? 'met' : 'MISSED'}`,
      `    with a session cache that always hits, at best: ${Math.round(withCache).toLocaleString('en-US')} requests/s (${round(withCache / result.bare.requestsPerSecond, 3)} of bare, ${round((withCache / result.profile.requestsPerSecond - 1) * 100, 0)}% more)`,
    );
  }
  for (const reason of figures.skipped) lines.push(`  skipped: ${reason}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(formatThroughputBench(await benchThroughput()));
}
