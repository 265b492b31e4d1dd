import { createHash, randomBytes } from 'node:crypto';

/** A random token for cookies and one-time links: 32 bytes, URL-safe. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as their SHA-256: they are already random and long, so a fast hash is enough to
 * make a leaked table useless without slowing every request.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
