/** Pages a user must not be sent back to after signing in: they would only bounce to the same form. */
const SIGN_IN_PATHS = new Set(['/auth', '/signin']);

/**
 * Where to go after signing in. Only same-site paths starting with a single '/' are followed, the
 * same rule as the server's (no open redirect through "//evil.example", "/\\evil.example" or
 * "https://…"); anything else, and the sign-in pages themselves, lead home.
 */
export function getSafeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2_000) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = 'http://policylens.invalid';
  const resolved = new URL(value, base);
  if (resolved.origin !== base) return '/';
  if (SIGN_IN_PATHS.has(resolved.pathname)) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
