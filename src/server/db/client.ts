import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { createUserChangeFanOut, USER_CHANGES_CHANNEL, type UserChangeWatcher } from './user-changes';

export type Schema = typeof schema;
/** The query builder, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations; safe to call on every start. */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other server process on the same database runs its own: start-up work
   * (migrations, pg-boss creating its schema and queues) is not safe to run twice at once, and two
   * instances starting together on a fresh PostgreSQL database would otherwise race and deadlock.
   * PGlite serves one process (the data directory is locked), so there it just runs `work`.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** A cheap round trip used by the health check. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Connections of the pool on PostgreSQL (for the metrics); PGlite has one, in process, and none. */
  poolStats: () => { total: number; idle: number; waiting: number; max: number } | undefined;
  /**
   * Raw SQL for pg-boss (its `db` option), on the same connections as the app: a pool on PostgreSQL,
   * the one PGlite instance otherwise. Statements without parameters may hold several commands.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * Tells `watcher` the id of every user whose row, sessions or usage change (database triggers, see
   * user-changes.ts), from this process or any other. A change this process commits is announced before
   * the statement that committed it returns; another instance's within the notification's delay.
   * Returns the function that stops watching.
   */
  watchUserChanges: (watcher: UserChangeWatcher) => () => void;
};

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** The PostgreSQL advisory lock key held during start-up (any constant shared by every instance). */
const STARTUP_LOCK_KEY = 7_013_001;

/** Waits before listening again after the listening connection failed: 1 s, doubling up to 30 s. */
const LISTEN_RETRY_MS = { first: 1_000, max: 30_000 };

/** The application_name of each instance's listening connection. */
export const USER_CHANGES_LISTENER_NAME = 'policylens user changes';

const listenStatement = sql`listen ${sql.identifier(USER_CHANGES_CHANNEL)}`;

/**
 * Hears the user-change notifications of PostgreSQL on connections of its own: one dedicated connection
 * (so changes from other instances are heard even when the pool has no connection open) and every pool
 * connection, because PostgreSQL delivers a session's own notifications to it when its transaction
 * commits, before the statement returns: a change this process makes is announced before the code that
 * made it goes on, with no window in which a following request could still see the old state.
 */
function listenToUserChanges(url: string) {
  const fanOut = createUserChangeFanOut();
  const hear = (message: pg.Notification) => {
    if (message.channel === USER_CHANGES_CHANNEL && message.payload) fanOut.announce(message.payload);
  };

  let listener: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = LISTEN_RETRY_MS.first;
  let isStopped = false;
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      // Named, so an operator (and the tests) can tell it in pg_stat_activity.
      application_name: USER_CHANGES_LISTENER_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    listener = client;
    let hasFailed = false;
    const fail = () => {
      if (hasFailed) return;
      hasFailed = true;
      fanOut.setWatching(false);
      client.end().catch(() => undefined);
      if (isStopped) return;
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
    };
    client.on('error', fail);
    client.on('end', fail);
    client.on('notification', hear);
    try {
      await client.connect();
      await drizzlePg(client).execute(listenStatement);
    } catch {
      fail();
      return;
    }
    if (hasFailed || isStopped) return;
    retryMs = LISTEN_RETRY_MS.first;
    fanOut.setWatching(true);
  };
  return {
    /** The pool's `onConnect`: runs before the new connection serves its first query. */
    async listenOnPoolConnection(client: pg.Client) {
      // Only the connection's own changes: other instances' are heard once, on the dedicated
      // connection, rather than once more on every connection of the pool.
      const backend = client as pg.Client & { processID: number | null };
      client.on('notification', (message) => {
        if (message.processId === backend.processID) hear(message);
      });
      // Should it fail, this process still hears its own changes through the dedicated connection, a
      // moment later (a statement's own notification then arrives just after it returns).
      await drizzlePg(client)
        .execute(listenStatement)
        .catch(() => undefined);
    },
    watch(watcher: UserChangeWatcher) {
      if (!listener && !isStopped) void connect();
      return fanOut.add(watcher);
    },
    async stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      fanOut.setWatching(false);
      await listener?.end().catch(() => undefined);
    },
  };
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; onPoolError?: (error: Error) => void }
  /** `dataDir` undefined means an in-memory database (tests). */
  | { driver: 'pglite'; dataDir: string | undefined; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const userChanges = listenToUserChanges(options.url);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // pg-pool awaits this before the connection serves a query (its types say void); the pool hands
      // over instances of pg.Client, typed as their base class.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the promise is awaited
      onConnect: (client) => userChanges.listenOnPoolConnection(client as pg.Client),
    });
    // An idle connection that the server drops must not crash the process: the pool replaces it on
    // the next query, which is how the app recovers when the database comes back.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      withStartupLock: async (work) => {
        // A session lock lives on one connection: held on a client taken out of the pool for the
        // whole start-up, while the work itself runs on the pool's other connections.
        const client = await pool.connect();
        const session = drizzlePg(client);
        try {
          await session.execute(sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
          try {
            return await work();
          } finally {
            await session.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await userChanges.stop();
        await pool.end();
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      executeSql: (text, values) => pool.query(text, values),
      watchUserChanges: (watcher) => userChanges.watch(watcher),
    };
  }

  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  // One process, one connection: PGlite calls its listeners while it reads the answer to the statement
  // that committed, so changes are announced before that statement returns.
  const userChanges = createUserChangeFanOut();
  let listening: Promise<unknown> | undefined;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pglite.close(),
    poolStats: () => undefined,
    executeSql: async (text, values) => {
      // The extended protocol (query) takes one statement; pg-boss sends its schema migrations as one
      // multi-statement script without parameters, which exec runs.
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return pglite.query(text, values);
    },
    watchUserChanges: (watcher) => {
      listening ??= pglite
        .listen(USER_CHANGES_CHANNEL, (payload) => userChanges.announce(payload))
        .then(() => userChanges.setWatching(true))
        .catch(() => userChanges.setWatching(false));
      return userChanges.add(watcher);
    },
  };
}

/** Rows of a raw `sql` query; both drivers answer `{ rows }`, which the shared query type hides. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
