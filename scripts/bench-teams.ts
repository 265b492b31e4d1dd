/**
 * Speed of the team lists (issue 11 target): a team with 200 members and 2,000 shared analyses; the
 * members and shared-analyses lists, paginated, answer in under 50 ms median. Real HTTP on loopback
 * against the production app on a PGlite database stored on disk, as `npm start` runs it.
 *
 *   npx tsx scripts/bench-teams.ts      (or npm run bench)
 */
import { signUpOverHttp } from './bench-sign-up';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { policyAnalyses, teamAnalyses, teamMembers, teams, users } from '../src/server/db/schema';
import { buildLongPolicy } from './bench-analyzer';

const MEMBERS = 200;
const SHARED_ANALYSES = 2_000;
const RUNS = 50;

type ListFigures = { label: string; medianMs: number; p95Ms: number };
export type TeamsBenchFigures = { members: number; sharedAnalyses: number; lists: ListFigures[] };

const sorted = (values: number[]) => [...values].sort((left, right) => left - right);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const percentile95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

async function measure(label: string, url: string, cookie: string): Promise<ListFigures> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: unexpected ${response.status}`);
    return performance.now() - started;
  };
  for (let warm = 0; warm < 5; warm += 1) await once();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await once());
  return { label, medianMs: round(median(times)), p95Ms: round(percentile95(times)) };
}

export async function benchTeams(): Promise<TeamsBenchFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-teams-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  const { db } = database;
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { cookie, id: ownerId } = await signUpOverHttp(address, {
      email: 'owner@example.com',
      password: 'bench password',
      name: 'Owner',
    });
    await db.update(users).set({ tier: 'pro' }).where(eq(users.id, ownerId));

    // One real analysis of a 20,000-character policy, copied as the members' analyses.
    const analyzed = await fetch(`${address}/api/simplify-policy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ text: buildLongPolicy(20_000) }),
    });
    if (!analyzed.ok) throw new Error(`analysis failed: ${analyzed.status}`);
    const [sample] = await db
      .select()
      .from(policyAnalyses)
      .where(eq(policyAnalyses.userId, ownerId))
      .limit(1);
    if (!sample) throw new Error('no analysis stored');
    const { id: _id, createdAt: _createdAt, userId: _userId, ...analysisRow } = sample;

    const teamCreated = await fetch(`${address}/api/teams`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Bench team' }),
    });
    const { id: teamId } = (await teamCreated.json()) as { id: string };

    // Members join over the months; each shares ten analyses.
    const memberIds = (
      await db
        .insert(users)
        .values(
          Array.from({ length: MEMBERS - 1 }, (_, index) => ({
            email: `member-${index}@example.com`,
            name: `Member ${index}`,
          })),
        )
        .returning({ id: users.id })
    ).map((row) => row.id);
    await db.insert(teamMembers).values(
      memberIds.map((userId, index) => ({
        teamId,
        userId,
        role: index < 5 ? ('admin' as const) : ('member' as const),
        joinedAt: new Date(Date.now() - (index + 1) * 86_400_000),
      })),
    );
    const sharers = [ownerId, ...memberIds];
    for (let batch = 0; batch < SHARED_ANALYSES; batch += 200) {
      const rows = await db
        .insert(policyAnalyses)
        .values(
          Array.from({ length: 200 }, (_, index) => ({
            ...analysisRow,
            userId: sharers[(batch + index) % sharers.length]!,
            createdAt: new Date(Date.now() - (batch + index + 1) * 3_600_000),
          })),
        )
        .returning({
          id: policyAnalyses.id,
          userId: policyAnalyses.userId,
          createdAt: policyAnalyses.createdAt,
        });
      await db.insert(teamAnalyses).values(
        rows.map((row) => ({
          teamId,
          analysisId: row.id,
          sharedById: row.userId,
          sharedAt: row.createdAt,
        })),
      );
    }
    // One more team of another owner, so the indexes have something to skip.
    await db.insert(teams).values({ name: 'Another team', ownerId: memberIds[0]! });

    const base = `${address}/api/teams/${teamId}`;
    const lists = [
      // The floor: a signed-in request that reads only the session, to tell the lists' own cost from
      // the machine's (on a shared, loaded host the floor itself moves).
      await measure('floor: GET /api/auth/user', `${address}/api/auth/user`, cookie),
      await measure('GET /api/teams', `${address}/api/teams`, cookie),
      await measure('members, first page of 50', `${base}/members?page=1&pageSize=50`, cookie),
      await measure('members, last page of 50', `${base}/members?page=4&pageSize=50`, cookie),
      await measure('shared analyses, first page of 20', `${base}/analyses?page=1&pageSize=20`, cookie),
      await measure('shared analyses, page 50 of 20', `${base}/analyses?page=50&pageSize=20`, cookie),
    ];
    return { members: MEMBERS, sharedAnalyses: SHARED_ANALYSES, lists };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatTeamsBench(figures: TeamsBenchFigures): string {
  return [
    `Teams (a team of ${figures.members} members and ${figures.sharedAnalyses.toLocaleString('en-US')} shared analyses; target: median < 50 ms)`,
    ...figures.lists.map((list) => `  ${list.label}: median ${list.medianMs} ms, p95 ${list.p95Ms} ms`),
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(formatTeamsBench(await benchTeams()));
}
