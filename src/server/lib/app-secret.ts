import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'app-secret';

/**
 * The server's own secret (for keyed hashes that must not be reversible by whoever reads the database):
 * APP_SECRET when set, else a random one generated into DATA_DIR on the first start and read back on
 * every later one, so it survives restarts without anyone having to configure it.
 */
export function loadAppSecret(options: { configured: string | undefined; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process wrote it first; then that one is the secret.
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * A keyed hash of an email address (trimmed, lower-cased): lets the server recognise an address it saw
 * before (a deleted account's usage this month) without keeping the address itself.
 */
export function emailKeyOf(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex');
}
