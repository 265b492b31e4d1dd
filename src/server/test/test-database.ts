import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * The database for one test file. By default an in-memory PGlite; when TEST_DATABASE_URL points at a
 * PostgreSQL server (or DATABASE_URL: CI sets it when one answers), a fresh database is created on that server for the
 * file and dropped afterwards, so both drivers run the same migrations and the same tests.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await handle.migrate();
    return handle;
  }
  return createPostgresTestDatabase(serverUrl);
}

/**
 * A fresh, migrated database on the PostgreSQL server at `serverUrl`, dropped by `close()`. For tests
 * that must run on PostgreSQL whatever the environment says (races, connection loss).
 */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase & { url: string }> {
  const name = `policylens_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // The name is generated above from hex digits only, so it is safe as an identifier.
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
