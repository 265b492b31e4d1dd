import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Database } from '../../db/client';
import { oidcLoginStates, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import { createUser, promoteListedAdmin } from './users-service';

export const OIDC_STATE_COOKIE = 'policylens_oidc';
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string | undefined };

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

/**
 * Discovers the provider once and caches the result; a failed discovery is retried on the next sign-in
 * instead of keeping the server from starting. openid-client refuses plain http, which is right for
 * real providers; a provider on this machine (tests, a local Keycloak) is allowed over http.
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<oidc.Configuration> | undefined;
  const issuerUrl = new URL(settings.issuer);
  return {
    getConfiguration(): Promise<oidc.Configuration> {
      configuration ??= oidc
        .discovery(issuerUrl, settings.clientId, settings.clientSecret, undefined, {
          execute:
            isLoopback(issuerUrl) && issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          configuration = undefined;
          throw error;
        });
      return configuration;
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;

/** Starts an authorization-code flow with PKCE, state and nonce; the secrets stay in the database. */
export async function startOidcLogin(options: {
  db: Database;
  client: OidcClient;
  redirectUri: string;
  returnTo: string;
}) {
  const { db, client, redirectUri, returnTo } = options;
  const configuration = await client.getConfiguration();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const flowId = createToken();
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, new Date()));
  await db.insert(oidcLoginStates).values({
    idHash: hashToken(flowId),
    state,
    nonce,
    codeVerifier,
    returnTo,
    expiresAt: new Date(Date.now() + OIDC_STATE_TTL_MS),
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: authorizationUrl.href, flowId };
}

type Claims = { sub: string; email?: unknown; email_verified?: unknown; name?: unknown };

/**
 * Finishes the flow: the stored state is used once, the code is exchanged and the ID token checked by
 * openid-client (issuer, audience, nonce, PKCE). The user is found by the provider's subject, or linked
 * by a verified email, or created. An unverified email is refused.
 */
export async function finishOidcLogin(options: {
  db: Database;
  client: OidcClient;
  flowId: string | undefined;
  callbackUrl: URL;
  adminEmails: string[];
  log: FastifyBaseLogger;
  issuer: string;
  emailKeyOf: (email: string) => string;
}): Promise<{ userId: string; returnTo: string }> {
  const { db, client, flowId, callbackUrl, adminEmails, log, issuer, emailKeyOf } = options;
  if (!flowId) throw new AppError('BAD_REQUEST', 'Your sign-in expired. Please sign in again.');
  const [flow] = await db
    .delete(oidcLoginStates)
    .where(and(eq(oidcLoginStates.idHash, hashToken(flowId)), sql`${oidcLoginStates.expiresAt} > now()`))
    .returning();
  if (!flow) throw new AppError('BAD_REQUEST', 'Your sign-in expired. Please sign in again.');

  const configuration = await client.getConfiguration();
  let claims: Claims;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token claims');
    claims = idClaims;
    if (typeof claims.email !== 'string') {
      claims = { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)) };
    }
  } catch (error) {
    log.warn({ err: error }, 'OpenID Connect callback refused');
    throw new AppError('BAD_REQUEST', 'Sign-in could not be completed. Please try again.');
  }

  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
  if (!email || claims.email_verified !== true) {
    throw new AppError(
      'FORBIDDEN',
      'Your identity provider has not verified your email address. Verify it there, then sign in again.',
    );
  }
  const name = typeof claims.name === 'string' ? claims.name : null;

  const [bySubject] = await db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, claims.sub)))
    .limit(1);
  const [byEmail] = bySubject
    ? [bySubject]
    : await db
        .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);

  if (byEmail) {
    if (!bySubject)
      await db
        .update(users)
        .set({ oidcIssuer: issuer, oidcSubject: claims.sub })
        .where(eq(users.id, byEmail.id));
    await promoteListedAdmin({
      db,
      adminEmails,
      userId: byEmail.id,
      email: byEmail.email,
      isAdmin: byEmail.isAdmin,
    });
    return { userId: byEmail.id, returnTo: flow.returnTo };
  }
  const created = await createUser({
    db,
    adminEmails,
    log,
    emailKeyOf,
    user: { email, name, oidcIssuer: issuer, oidcSubject: claims.sub, authProvider: 'oidc' },
  });
  return { userId: created.id, returnTo: flow.returnTo };
}
