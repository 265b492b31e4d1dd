import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { deleteExpiredSessions } from './features/auth/session-service';
import { deleteEndedRateLimitWindows } from './lib/postgres-rate-limit-store';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './lib/data-dir-lock';
import { ensurePortFree, PortInUseError } from './lib/ensure-port-free';

/** Stops the process with a message and no stack: for a fault in the set-up, not in the code. */
function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

const config = readConfig();

// Both checks come before the database is opened: a second start must not open, migrate or write a
// database that another process is serving.
try {
  await ensurePortFree({ port: config.port, host: config.host });
} catch (error) {
  if (error instanceof PortInUseError) exitWith(error.message);
  throw error;
}
let dataDirLock: DataDirLock | undefined;
if (!config.databaseUrl) {
  try {
    dataDirLock = await lockDataDir({
      dataDir: config.dataDir,
      onCompromised: (error) =>
        exitWith(`Lost the lock on the data directory ${config.dataDir} (${error.message}); stopping.`),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) exitWith(error.message);
    throw error;
  }
}

const database = await openDatabase(
  config.databaseUrl
    ? {
        driver: 'postgres',
        url: config.databaseUrl,
        onPoolError: (error) => console.error('database connection lost:', error.message),
      }
    : { driver: 'pglite', dataDir: config.dataDir },
);
// Migrations and the job queue's schema and queues are created by one instance at a time.
const app = await database.withStartupLock(async () => {
  await database.migrate();
  return buildApp({ config, database });
});

// Expired sessions are refused at lookup, and a rate-limit window that has ended restarts at the next
// hit; this only keeps the tables small.
const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const sweepSessions = () =>
  Promise.all([
    deleteExpiredSessions({ db: database.db }),
    deleteEndedRateLimitWindows({ db: database.db }),
  ]).catch((error: unknown) => app.log.warn({ err: error }, 'could not delete expired sessions'));
await sweepSessions();
setInterval(() => void sweepSessions(), SESSION_SWEEP_INTERVAL_MS).unref();

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  await dataDirLock?.release();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
// One line that says what is running, then what production still needs.
app.log.info(
  {
    address,
    database: database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)',
    engine: config.analyzer.provider === 'builtin' ? 'built-in' : config.analyzer.provider,
    mail: app.mailer.service,
    billing: config.paddle ? `Paddle (${config.paddle.environment})` : 'demo',
  },
  `PolicyLens is serving on ${address}`,
);
const missingForProduction = [
  ...(config.publicUrl ? [] : ['PUBLIC_URL (links in emails point to localhost)']),
  ...(app.mailer.service === 'outbox'
    ? ['a mail transport (SMTP_URL, SENDGRID_API_KEY or RESEND_API_KEY): email stays in the outbox']
    : []),
];
if (missingForProduction.length > 0 && config.nodeEnv !== 'test') {
  app.log.warn({ missing: missingForProduction }, 'not ready for production yet');
}
