import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An unsubscribe link proves the address it names: its token is an HMAC-SHA256 of the lower-cased
 * address under the server secret, so it is never stored and cannot be forged for another address.
 */
export function createUnsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${email.trim().toLowerCase()}`).digest('base64url');
}

export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(createUnsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function buildUnsubscribeUrl(options: { appUrl: string; secret: string; email: string }): string {
  const url = new URL('/unsubscribe', options.appUrl);
  url.searchParams.set('email', options.email);
  url.searchParams.set('token', createUnsubscribeToken(options.secret, options.email));
  return url.toString();
}

/** The one-click endpoint of RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to it. */
export function buildOneClickUnsubscribeUrl(options: {
  appUrl: string;
  secret: string;
  email: string;
}): string {
  const url = new URL('/api/unsubscribe', options.appUrl);
  url.searchParams.set('email', options.email);
  url.searchParams.set('token', createUnsubscribeToken(options.secret, options.email));
  return url.toString();
}
