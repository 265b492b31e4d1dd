/**
 * Speed of the admin area on PostgreSQL (issue 9 targets): GET /api/admin/stats with 100,000 users and
 * 1,000,000 analyses, median under 100 ms; POST /api/admin/email/campaign to 10,000 consenting users
 * answers in under 500 ms (it only enqueues; the fan-out runs in the job queue). A scratch database is
 * created on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped after.
 *
 *   npx tsx scripts/bench-admin.ts      (or npm run bench)
 */
import { signUpOverHttp } from './bench-sign-up';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { policyAnalyses, userPrivacyPreferences, users } from '../src/server/db/schema';
import { isPostgresAvailable } from '../src/server/test/postgres-server';
import { createPostgresTestDatabase } from '../src/server/test/test-database';

export type AdminBenchFigures =
  | { skipped: string }
  | {
      users: number;
      analyses: number;
      seedSeconds: number;
      statsMedianMs: number;
      statsP95Ms: number;
      campaignRecipients: number;
      campaignMedianMs: number;
      campaignMaxMs: number;
    };

const USERS = 100_000;
const ANALYSES = 1_000_000;
const CONSENTING = 10_000;

const sorted = (values: number[]) => [...values].sort((left, right) => left - right);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const percentile95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`unexpected ${response.status}`);
  return performance.now() - started;
}

export async function benchAdmin(): Promise<AdminBenchFigures> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await isPostgresAvailable(serverUrl))) return { skipped: `no PostgreSQL at ${serverUrl}` };
  const database = await createPostgresTestDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-admin-'));
  try {
    const seedStarted = performance.now();
    const { db } = database;
    // Tiers in a realistic mix, sign-ups spread over two years, one in ten signed in this month.
    await db.execute(sql`
      insert into ${users} (email, name, tier, created_at, last_login)
      select 'bench-' || g || '@example.com', 'Bench ' || g,
        (array['free','free','free','free','free','free','premium','premium','pro','enterprise'])[g % 10 + 1],
        now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
        case when g % 10 = 0 then now() - (g % 30) * interval '1 day' end
      from generate_series(1, ${USERS}) as g`);
    await db.execute(sql`
      insert into ${userPrivacyPreferences} (user_id, marketing_emails_enabled)
      select id, row_number() over (order by id) <= ${CONSENTING} from ${users}`);
    await db.execute(sql`
      insert into ${policyAnalyses} (user_id, input_text, tldr_summary, created_at)
      select u.id, 'Bench policy text.', 'Bench summary.',
        now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
      from generate_series(1, ${ANALYSES}) as g
      join (select id, row_number() over (order by id) as n from ${users}) as u on u.n = g % ${USERS} + 1`);
    await db.execute(sql`analyze`);
    const seedSeconds = round((performance.now() - seedStarted) / 1000);

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'bench-admin@example.com',
    });
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { cookie, id: adminId } = await signUpOverHttp(address, {
        email: 'bench-admin@example.com',
        password: 'bench password',
        name: 'Admin',
      });
      await db
        .update(userPrivacyPreferences)
        .set({ marketingEmailsEnabled: false })
        .where(eq(userPrivacyPreferences.userId, adminId));

      const stats = () => fetch(`${address}/api/admin/stats`, { headers: { cookie } });
      for (let warm = 0; warm < 3; warm += 1) await timed(stats);
      const statsTimes: number[] = [];
      for (let run = 0; run < 30; run += 1) statsTimes.push(await timed(stats));

      const campaign = JSON.stringify({
        subject: 'Bench campaign',
        title: 'Bench',
        content: 'A campaign to every consenting user.',
        ctaText: 'Open',
        ctaUrl: 'https://policylens.app/',
        targetTiers: ['free', 'premium', 'pro', 'enterprise'],
      });
      const send = () =>
        fetch(`${address}/api/admin/email/campaign`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: campaign,
        });
      const campaignTimes: number[] = [];
      for (let run = 0; run < 5; run += 1) campaignTimes.push(await timed(send));
      return {
        users: USERS,
        analyses: ANALYSES,
        seedSeconds,
        statsMedianMs: round(median(statsTimes)),
        statsP95Ms: round(percentile95(statsTimes)),
        campaignRecipients: CONSENTING,
        campaignMedianMs: round(median(campaignTimes)),
        campaignMaxMs: round(Math.max(...campaignTimes)),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatAdminBench(figures: AdminBenchFigures): string {
  if ('skipped' in figures) return `Admin (PostgreSQL): skipped, ${figures.skipped}`;
  return [
    `Admin (PostgreSQL, ${figures.users.toLocaleString('en-US')} users, ${figures.analyses.toLocaleString('en-US')} analyses, seeded in ${figures.seedSeconds} s)`,
    `  GET /api/admin/stats: median ${figures.statsMedianMs} ms, p95 ${figures.statsP95Ms} ms (target: median < 100 ms)`,
    `  POST /api/admin/email/campaign to ${figures.campaignRecipients.toLocaleString('en-US')} consenting users: median ${figures.campaignMedianMs} ms, max ${figures.campaignMaxMs} ms (target: < 500 ms)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(formatAdminBench(await benchAdmin()));
}
