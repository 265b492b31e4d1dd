/**
 * Where to go after sign-in. Only same-site relative paths are accepted: anything that could leave
 * the site ("//evil.example", "/\\evil.example", "https://…", control characters) falls back to "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  // Resolve against a dummy origin to be sure the browser would stay on this site.
  const resolved = new URL(value, 'http://policylens.invalid');
  if (resolved.origin !== 'http://policylens.invalid') return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
