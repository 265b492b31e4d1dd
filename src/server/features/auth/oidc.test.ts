import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcLoginStates, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { sessionCookieOf } from '../../test/factories';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider';
import { OIDC_STATE_COOKIE } from './oidc-service';
import { SESSION_COOKIE } from './session-service';
import { registerWithPassword } from './users-service';

// A fixed public URL makes the redirect_uri predictable; the app itself is only reached through inject().
const PUBLIC_URL = 'http://app.test';
const CLIENT_ID = 'policylens-test';
const CLIENT_SECRET = 'test-client-secret-that-is-long-enough';
const UNVERIFIED_MESSAGE =
  'Your identity provider has not verified your email address. Verify it there, then sign in again.';
const FAILED_MESSAGE = 'Sign-in could not be completed. Please try again.';
const EXPIRED_MESSAGE = 'Your sign-in expired. Please sign in again.';

let oidcProvider: OidcTestProvider;
let testApp: TestApp;
beforeAll(async () => {
  oidcProvider = await startOidcTestProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `${PUBLIC_URL}/api/callback`,
    accounts: [
      { sub: 'sub-new', email: 'New.Person@Example.com', emailVerified: true, name: 'New Person' },
      { sub: 'sub-builtin', email: 'builtin@example.com', emailVerified: true, name: 'Provider Name' },
      { sub: 'sub-unverified', email: 'unverified@example.com', emailVerified: false, name: 'Unverified' },
      { sub: 'sub-tamper', email: 'tamper@example.com', emailVerified: true, name: 'Tamper' },
      { sub: 'sub-replay', email: 'replay@example.com', emailVerified: true, name: 'Replay' },
      {
        sub: 'sub-open-redirect',
        email: 'open-redirect@example.com',
        emailVerified: true,
        name: 'Open Redirect',
      },
    ],
  });
  testApp = await buildTestApp({
    env: {
      PUBLIC_URL,
      ADMIN_EMAILS: '',
      OIDC_ISSUER: oidcProvider.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await oidcProvider?.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** `GET /api/login`: the provider URL it redirects to and the flow cookie it sets, as a Cookie header. */
async function startLogin(returnTo?: string): Promise<{ authorizationUrl: URL; flowCookie: string }> {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await inject({ method: 'GET', url: `/api/login${query}` });
  expect(response.statusCode).toBe(302);
  const flow = response.cookies.find((cookie) => cookie.name === OIDC_STATE_COOKIE);
  expect(flow).toMatchObject({ path: '/api/callback', httpOnly: true, sameSite: 'Lax' });
  return {
    authorizationUrl: new URL(String(response.headers.location)),
    flowCookie: `${OIDC_STATE_COOKIE}=${flow?.value ?? ''}`,
  };
}

/** What the browser does with the provider's redirect back: `GET /api/callback?...` with the flow cookie. */
function callback(redirect: URL, flowCookie: string): Promise<LightMyRequestResponse> {
  expect(`${redirect.origin}${redirect.pathname}`).toBe(`${PUBLIC_URL}/api/callback`);
  return inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: { cookie: flowCookie },
  });
}

/** A whole sign-in: the app's login, the provider's login and consent, and the app's callback. */
async function signIn(sub: string, returnTo?: string) {
  const { authorizationUrl, flowCookie } = await startLogin(returnTo);
  const redirect = await oidcProvider.authorize(authorizationUrl.href, sub);
  const response = await callback(redirect, flowCookie);
  return { response, redirect, flowCookie };
}

function expectSignInRefused(response: LightMyRequestResponse, message: string): void {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/signin?error=${encodeURIComponent(message)}`);
  expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
}

async function findUserByEmail(email: string) {
  const [user] = await testApp.database.db
    .select({ id: users.id, name: users.name, oidcIssuer: users.oidcIssuer, oidcSubject: users.oidcSubject })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

describe('GET /api/login with an OpenID Connect provider', () => {
  it("redirects to the provider's authorization endpoint with PKCE (S256), state and nonce", async () => {
    const { authorizationUrl } = await startLogin('/history');
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${oidcProvider.issuer}/auth`);
    const params = authorizationUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('state')).not.toBe(params.get('nonce'));

    // The verifier stays on the server, next to the state and nonce.
    const [flow] = await testApp.database.db
      .select({ nonce: oidcLoginStates.nonce, returnTo: oidcLoginStates.returnTo })
      .from(oidcLoginStates)
      .where(eq(oidcLoginStates.state, params.get('state') ?? ''));
    expect(flow).toEqual({ nonce: params.get('nonce'), returnTo: '/history' });
  });
});

describe('the OpenID Connect callback', () => {
  it('creates the user from the provider claims, opens a session, returns to the page asked for, and finds the user again by subject', async () => {
    const { response } = await signIn('sub-new', '/history');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/history');
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    // The flow cookie is cleared whatever the outcome.
    expect(response.cookies.find((cookie) => cookie.name === OIDC_STATE_COOKIE)).toMatchObject({
      value: '',
      path: '/api/callback',
    });

    // The provider puts only `sub` in the ID token of a code flow, so email and name came from its userinfo endpoint.
    const me = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'new.person@example.com', name: 'New Person', tier: 'free' });
    const created = await findUserByEmail('new.person@example.com');
    expect(created).toMatchObject({ oidcIssuer: oidcProvider.issuer, oidcSubject: 'sub-new' });

    const again = await signIn('sub-new');
    expect(again.response.headers.location).toBe('/');
    expect(sessionCookieOf(again.response)).not.toBe(sessionCookieOf(response));
    const meAgain = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(again.response) },
    });
    expect(meAgain.json()).toMatchObject({ id: created?.id, email: 'new.person@example.com' });
    const rows = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.oidcSubject, 'sub-new'));
    expect(rows).toHaveLength(1);
  });

  it('links an existing built-in account with the same verified email', async () => {
    const builtin = await registerWithPassword({
      db: testApp.database.db,
      adminEmails: [],
      log: testApp.app.log,
      emailKeyOf: testApp.app.emailKeyOf,
      email: 'builtin@example.com',
      password: 'long enough',
      name: 'Built In',
    });
    if (!builtin.isNew) throw new Error('the built-in account was not created');
    const { response } = await signIn('sub-builtin');
    expect(response.headers.location).toBe('/');
    const me = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.json()).toMatchObject({ id: builtin.userId, email: 'builtin@example.com', name: 'Built In' });
    expect(await findUserByEmail('builtin@example.com')).toMatchObject({
      id: builtin.userId,
      oidcSubject: 'sub-builtin',
    });
  });

  it('refuses a tampered state without opening a session', async () => {
    const { authorizationUrl, flowCookie } = await startLogin();
    const redirect = await oidcProvider.authorize(authorizationUrl.href, 'sub-tamper');
    redirect.searchParams.set('state', `${redirect.searchParams.get('state') ?? ''}x`);
    const response = await callback(redirect, flowCookie);
    expectSignInRefused(response, FAILED_MESSAGE);
    expect(await findUserByEmail('tamper@example.com')).toBeUndefined();
  });

  it('refuses a replayed callback, and the provider refuses a replayed code even if the flow were restored', async () => {
    const { authorizationUrl, flowCookie } = await startLogin('/history');
    const redirect = await oidcProvider.authorize(authorizationUrl.href, 'sub-replay');
    const [flow] = await testApp.database.db
      .select()
      .from(oidcLoginStates)
      .where(eq(oidcLoginStates.state, redirect.searchParams.get('state') ?? ''));
    if (!flow) throw new Error('no stored flow for this state');

    const first = await callback(redirect, flowCookie);
    expect(first.headers.location).toBe('/history');
    const user = await findUserByEmail('replay@example.com');
    const sessionsBefore = await testApp.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));

    // The same URL with the same flow cookie: the stored flow was used once and is gone.
    expectSignInRefused(await callback(redirect, flowCookie), EXPIRED_MESSAGE);

    // Even with the flow put back, the provider will not exchange the same code twice.
    await testApp.database.db.insert(oidcLoginStates).values(flow);
    expectSignInRefused(await callback(redirect, flowCookie), FAILED_MESSAGE);

    const sessionsAfter = await testApp.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(sessionsAfter).toEqual(sessionsBefore);
  });

  it('refuses an email the provider has not verified and creates no user', async () => {
    const { response } = await signIn('sub-unverified');
    expectSignInRefused(response, UNVERIFIED_MESSAGE);
    expect(await findUserByEmail('unverified@example.com')).toBeUndefined();
  });

  it('returns to / when returnTo points to another site', async () => {
    const { response } = await signIn('sub-open-redirect', '//evil.example');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(sessionCookieOf(response)).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`));
  });
});
