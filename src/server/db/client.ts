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
};

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** The PostgreSQL advisory lock key held during start-up (any constant shared by every instance). */
const STARTUP_LOCK_KEY = 7_013_001;

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; onPoolError?: (error: Error) => void }
  /** `dataDir` undefined means an in-memory database (tests). */
  | { driver: 'pglite'; dataDir: string | undefined; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
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
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      executeSql: (text, values) => pool.query(text, values),
    };
  }

  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
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
  };
}

/** Rows of a raw `sql` query; both drivers answer `{ rows }`, which the shared query type hides. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
