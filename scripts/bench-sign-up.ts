/**
 * A benchmark's user, made the way the client makes one: register (202, no session), sign in, accept
 * the current terms (the server refuses most routes before).
 */
export async function signUpOverHttp(
  address: string,
  account: { email: string; password: string; name: string },
): Promise<{ cookie: string; id: string }> {
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  if (registered.status !== 202) throw new Error(`registration answered ${registered.status}`);
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { id } = (await login.json()) as { id: string };
  const accepted = await fetch(`${address}/api/accept-terms`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ termsAccepted: true, privacyPolicyAccepted: true, marketingConsent: false }),
  });
  if (!accepted.ok) throw new Error(`accepting the terms answered ${accepted.status}`);
  return { cookie, id };
}
