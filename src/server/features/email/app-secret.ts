import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const APP_SECRET_FILE = 'app-secret';

/**
 * The server secret that signs unsubscribe links: APP_SECRET when set, otherwise a random one
 * generated into DATA_DIR on first start and read back afterwards, so links keep working across
 * restarts without any configuration. Several servers sharing one PostgreSQL need one APP_SECRET.
 */
export function resolveAppSecret(options: { appSecret: string | undefined; dataDir: string }): string {
  if (options.appSecret) return options.appSecret;
  const file = path.join(options.dataDir, APP_SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process wrote it first; then that one's secret is the one to use.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
