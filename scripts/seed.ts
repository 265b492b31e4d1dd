/**
 * npm run seed: a lived-in PolicyLens in one command. Creates an admin and one account on each plan, with
 * analyses of the sample policies in their history, a Pro team with members and a shared analysis, and
 * support tickets with the assistant's and a staff member's replies. Everything goes through the real API
 * (app.inject), so the data is exactly what people would have made. The logins are printed once.
 *
 * Refuses to run with NODE_ENV=production, or when the database already has accounts, unless --force.
 *   npm run seed [-- --force]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../src/common/sample-policies';
import { getPlan, isUnlimited, type Tier } from '../src/common/plans';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { lockDataDir } from '../src/server/lib/data-dir-lock';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const config = loadConfig();
if (config.nodeEnv === 'production' && !values.force) {
  console.error('npm run seed refuses to run with NODE_ENV=production (add -- --force to insist).');
  process.exit(1);
}

// The embedded database serves one process: a running server must be stopped first.
const lock = config.databaseUrl
  ? undefined
  : await lockDataDir({
      dataDir: config.dataDir,
      onCompromised: (error) => {
        console.error(`Lost the lock on ${config.dataDir}: ${error.message}`);
        process.exit(1);
      },
    });
const database = await openDatabase(
  config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.dataDir },
);
await database.migrate();
const [existing] = await database.db.select({ value: count() }).from(users);
if ((existing?.value ?? 0) > 0 && !values.force) {
  console.error(
    `The database already has ${existing?.value} account(s); npm run seed only fills an empty one (add -- --force to add the demo data anyway).`,
  );
  await database.close();
  await lock?.release();
  process.exit(1);
}

const app = await buildApp({ config, database, logger: false });
await app.ready();

type Account = { email: string; password: string; name: string; tier: Tier; cookie: string; id: string };

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  account: Account | null,
  payload?: Record<string, unknown>,
) {
  const response = await app.inject({
    method,
    url,
    ...(account ? { headers: { cookie: account.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

async function createAccount(
  app: FastifyInstance,
  name: string,
  tier: Tier,
  isAdmin = false,
): Promise<Account> {
  const suffix = randomBytes(3).toString('hex');
  const email = `${name.split(' ')[0]?.toLowerCase()}.${suffix}@demo.policylens.app`;
  const password = randomBytes(12).toString('base64url');
  await call('POST', '/api/auth/register', null, { email, password, name });
  const login = await call('POST', '/api/auth/login', null, { email, password });
  const session = login.cookies.find((cookie) => cookie.name === 'policylens_session');
  if (!session) throw new Error(`no session for ${email}`);
  const { id } = login.json<{ id: string }>();
  await app.db.update(users).set({ tier, isAdmin }).where(eq(users.id, id));
  const account = { email, password, name, tier, id, cookie: `policylens_session=${session.value}` };
  await call('POST', '/api/accept-terms', account, {
    termsAccepted: true,
    privacyPolicyAccepted: true,
    marketingConsent: tier !== 'free',
  });
  return account;
}

function fit(text: string, tier: Tier): string {
  const limit = getPlan(tier).maxCharacters;
  return isUnlimited(limit) ? text : text.slice(0, limit).replace(/\s+\S*$/, '');
}

async function analyse(account: Account, text: string): Promise<string> {
  const response = await call('POST', '/api/simplify-policy', account, { text: fit(text, account.tier) });
  return response.json<{ id: string }>().id;
}

const admin = await createAccount(app, 'Avery Admin', 'enterprise', true);
const free = await createAccount(app, 'Frankie Free', 'free');
const premium = await createAccount(app, 'Priya Premium', 'premium');
const pro = await createAccount(app, 'Paolo Pro', 'pro');
const enterprise = await createAccount(app, 'Erin Enterprise', 'enterprise');

await analyse(free, CAREFUL_SAMPLE_POLICY);
for (const account of [premium, pro, enterprise, admin]) {
  await analyse(account, CAREFUL_SAMPLE_POLICY);
  await analyse(account, AGGRESSIVE_SAMPLE_POLICY);
}
const proShared = await analyse(pro, AGGRESSIVE_SAMPLE_POLICY);

// A Pro team: the owner invites two people, who accept, and shares an analysis with it.
const team = (await call('POST', '/api/teams', pro, { name: 'Acme Privacy Review' })).json<{ id: string }>();
for (const member of [premium, free]) {
  await call('POST', `/api/teams/${team.id}/members`, pro, { email: member.email, role: 'member' });
  const invitations = (await call('GET', '/api/team-invitations', member, undefined)).json<
    { id: string }[]
  >();
  for (const invitation of invitations)
    await call('POST', `/api/team-invitations/${invitation.id}/accept`, member);
}
await call('POST', `/api/teams/${team.id}/analyses`, pro, { analysisId: proShared });

// Tickets: one the assistant answers from the help articles, one a person answers from the queue.
await call('POST', '/api/support/tickets', free, {
  subject: 'How many analyses do I get?',
  message:
    'I used my analysis for this month. When does my monthly limit reset, and what do the plans include?',
  priority: 'normal',
});
const billingTicket = (
  await call('POST', '/api/support/tickets', enterprise, {
    subject: 'Invoice for our team',
    message: 'We were charged twice this month for the Enterprise plan. Could you refund the second charge?',
    priority: 'high',
  })
).json<{ id: string }>();
await call('POST', `/api/support/queue/${billingTicket.id}/replies`, admin, {
  message:
    'Thank you for telling us. We found the duplicate charge and refunded it; it shows on your card within 5 business days.',
  status: 'resolved',
});

await app.close();
await database.close();
await lock?.release();

console.log('PolicyLens demo data is ready. These logins are shown once:\n');
for (const account of [admin, free, premium, pro, enterprise]) {
  const role = account === admin ? 'admin, Enterprise' : getPlan(account.tier).name;
  console.log(`  ${role.padEnd(18)} ${account.email.padEnd(40)} ${account.password}`);
}
console.log('\nSign in at /auth. The Pro account owns the team "Acme Privacy Review".');
