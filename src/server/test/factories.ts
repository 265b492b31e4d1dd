import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Tier } from '../../common/plans';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { SESSION_COOKIE } from '../features/auth/session-service';

export type TestUser = { id: string; email: string; password: string; name: string; cookie: string };

/** The session cookie a response set, as a Cookie request header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Accepts the current Terms of Service and Privacy Policy through the real API. */
export async function acceptCurrentTerms(app: FastifyInstance, cookie: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/accept-terms',
    headers: { cookie },
    payload: { termsAccepted: true, privacyPolicyAccepted: true, marketingConsent: false },
  });
  if (response.statusCode !== 200)
    throw new Error(`accepting the terms failed: ${response.statusCode} ${response.body}`);
}

/**
 * Registers a user through the real API, signs in as the client does next, and returns the session cookie. The user accepts the current
 * terms (as the terms dialog does) unless `acceptTerms: false`: the server refuses most routes before.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    tier?: Tier;
    acceptTerms?: boolean;
  } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const name = overrides.name ?? 'Test User';
  // Each test user comes from its own address, so the per-address limits on registration and sign-in
  // do not trip in a file that creates many users.
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { email, password, name },
  });
  if (registered.statusCode !== 202)
    throw new Error(`sign-up failed: ${registered.statusCode} ${registered.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in after sign-up failed: ${response.statusCode} ${response.body}`);
  const { id } = response.json<{ id: string }>();
  if (overrides.tier) await app.db.update(users).set({ tier: overrides.tier }).where(eq(users.id, id));
  const cookie = sessionCookieOf(response);
  if (overrides.acceptTerms !== false) await acceptCurrentTerms(app, cookie);
  return { id, email, password, name, cookie };
}
