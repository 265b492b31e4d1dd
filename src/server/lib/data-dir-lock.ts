import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Seconds without a heartbeat after which a lock is stale (its holder crashed without releasing it). */
const STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release: () => Promise<void> };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolderPid(pidFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process alone. PGlite is a single-process database: two servers on
 * one directory each see only their own writes, and whatever one acknowledged is lost when the other
 * stops. The lock is a directory made atomically by proper-lockfile and kept fresh by a heartbeat, so a
 * lock left by a crashed process goes stale after 10 s; a lock whose recorded holder is no longer
 * running is taken over at once. The holder's PID sits beside it so the refusal can name it.
 *
 * `onCompromised` runs if the lock is lost while held (the directory was removed, or the heartbeat
 * stalled past the stale time): the caller must stop writing, since another process may now own it.
 */
export async function lockDataDir(options: {
  dataDir: string;
  onCompromised: (error: Error) => void;
}): Promise<DataDirLock> {
  const { dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const pidFile = path.join(dataDir, 'server.pid');
  const attempt = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: STALE_MS,
      retries: 0,
      realpath: false,
      onCompromised: options.onCompromised,
    });

  let release: () => Promise<void>;
  try {
    release = await attempt();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readHolderPid(pidFile);
    if (holder === undefined || holder === process.pid || isRunning(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another PolicyLens server (PID ${holder ?? 'unknown'}). ` +
          'Stop that process first, or give this one its own DATA_DIR; to run several servers on one ' +
          'database, use PostgreSQL (DATABASE_URL).',
      );
    }
    // The recorded holder has exited without releasing (killed, or the machine went down).
    rmSync(lockPath, { recursive: true, force: true });
    release = await attempt();
  }
  writeFileSync(pidFile, `${process.pid}\n`);
  return {
    release: async () => {
      rmSync(pidFile, { force: true });
      await release();
    },
  };
}
