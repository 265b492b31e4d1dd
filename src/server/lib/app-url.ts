import type { Config } from '../config';

/**
 * The address links in emails point to. Never taken from a request's Host header (a forged Host would
 * put an attacker's site in a password-reset or unsubscribe link): PUBLIC_URL, else the local server.
 */
export function appUrlOf(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
}
