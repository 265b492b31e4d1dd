import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { deleteExpiredSessions } from './features/auth/session-service';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl
    ? {
        driver: 'postgres',
        url: config.databaseUrl,
        onPoolError: (error) => console.error('database connection lost:', error.message),
      }
    : { driver: 'pglite', dataDir: config.dataDir },
);
await database.migrate();

const app = await buildApp({ config, database });
app.log.info(
  {
    driver: database.driver,
    dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
    analyzer: config.analyzer.provider,
  },
  'database ready',
);

// Expired sessions are refused at lookup; this only keeps the table small.
const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const sweepSessions = () =>
  deleteExpiredSessions({ db: database.db }).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not delete expired sessions'),
  );
await sweepSessions();
setInterval(() => void sweepSessions(), SESSION_SWEEP_INTERVAL_MS).unref();

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
