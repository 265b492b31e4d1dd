import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authMethodsResponseSchema,
  currentUserSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../../common/auth';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/sessions';
import {
  finishOidcLogin,
  OIDC_STATE_COOKIE,
  OIDC_STATE_TTL_MS,
  startOidcLogin,
  type OidcClient,
} from './oidc-service';
import { existingAccountNotice } from './account-emails';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { safeReturnTo } from './return-to';
import { createSession, deleteSession, SESSION_COOKIE } from './session-service';
import { findUserById, registerWithPassword, verifyLogin } from './users-service';

/** Sign-in attempts per client address and email, per window: slows password guessing to a crawl. */
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** Attempts per client address whatever the email: stops one address trying a password on many accounts. */
const ADDRESS_RATE_LIMIT = { max: 100, timeWindow: '15 minutes' } as const;
/** New accounts per client address: a person needs one; a script wanting a fresh Free quota needs many. */
const REGISTRATION_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

async function openSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  // A new token at every sign-in, and the old one removed: no session fixation.
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession({ db: request.server.db, token: previous });
  const { token } = await createSession({ db: request.server.db, userId });
  reply.setSessionCookie(token);
}

export function authRoutes(options: {
  config: Config;
  oidcClient: OidcClient | undefined;
}): FastifyPluginAsyncZod {
  const { config, oidcClient } = options;
  const rateLimitByAddressAndEmail = {
    ...LOGIN_RATE_LIMIT,
    // The email as a keyed hash: counters may live in Redis or PostgreSQL, which must not collect
    // the addresses people try.
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? request.server.emailKeyOf(body.email) : '';
      return `${request.ip}:${email}`;
    },
  };

  return async (app) => {
    // Signing in and out, and asking who is signed in, must work before the terms are accepted.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, allowBeforeTermsAccepted: true };
    });

    // A second limit beside the route's own (the plugin runs one limit per request through its hooks).
    const checkAddress = app.createRateLimit({
      ...ADDRESS_RATE_LIMIT,
      keyGenerator: (request) => `address:${request.ip}`,
    });
    const limitByAddress = async (request: FastifyRequest) => {
      const result = await checkAddress(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts, {
          headers: { 'retry-after': String(result.ttlInSeconds) },
        });
      }
    };

    app.get('/api/auth/methods', { schema: { response: { 200: authMethodsResponseSchema } } }, async () => ({
      method: oidcClient ? ('oidc' as const) : ('builtin' as const),
    }));

    app.get(
      '/api/auth/user',
      { preHandler: requireUser, schema: { response: { 200: currentUserSchema } } },
      async (request) => currentUser(request),
    );

    app.get(
      '/api/login',
      { schema: { querystring: z.object({ returnTo: z.string().optional() }) } },
      async (request, reply) => {
        const returnTo = safeReturnTo(request.query.returnTo);
        if (!oidcClient) {
          return reply.redirect(
            returnTo === '/' ? '/auth' : `/auth?returnTo=${encodeURIComponent(returnTo)}`,
          );
        }
        const { authorizationUrl, flowId } = await startOidcLogin({
          db: app.db,
          client: oidcClient,
          redirectUri: `${app.publicBaseUrl()}/api/callback`,
          returnTo,
        });
        reply.setCookie(OIDC_STATE_COOKIE, flowId, {
          path: '/api/callback',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.publicUrl?.startsWith('https:') ?? false,
          maxAge: OIDC_STATE_TTL_MS / 1000,
        });
        return reply.redirect(authorizationUrl);
      },
    );

    app.get('/api/callback', async (request, reply) => {
      if (!oidcClient || !config.oidc)
        throw new AppError('NOT_FOUND', 'Sign-in through an identity provider is not configured.');
      const flowId = request.cookies[OIDC_STATE_COOKIE];
      reply.clearCookie(OIDC_STATE_COOKIE, { path: '/api/callback' });
      try {
        const { userId, returnTo } = await finishOidcLogin({
          db: app.db,
          client: oidcClient,
          flowId,
          callbackUrl: new URL(request.url, app.publicBaseUrl()),
          adminEmails: config.adminEmails,
          log: request.log,
          issuer: config.oidc.issuer,
          emailKeyOf: app.emailKeyOf,
        });
        await openSession(request, reply, userId);
        return reply.redirect(returnTo);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.redirect(`/signin?error=${encodeURIComponent(error.message)}`);
      }
    });

    app.get('/api/logout', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession({ db: app.db, token });
      reply.clearSessionCookie();
      return reply.redirect('/');
    });

    // The same answer, and no session, whether or not the email is taken: registration must not tell
    // anyone who has an account. The client signs in next with the same credentials.
    app.post(
      '/api/auth/register',
      {
        config: {
          rateLimit: {
            ...REGISTRATION_RATE_LIMIT,
            keyGenerator: (request: FastifyRequest) => `register:${request.ip}`,
            errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyRegistrations),
          },
        },
        preHandler: limitByAddress,
        schema: { body: registerRequestSchema, response: { 202: messageResponseSchema } },
      },
      async (request, reply) => {
        if (oidcClient)
          throw new AppError('FORBIDDEN', 'Accounts are created through the identity provider. Use Sign In.');
        const outcome = await registerWithPassword({
          db: app.db,
          adminEmails: config.adminEmails,
          log: request.log,
          emailKeyOf: app.emailKeyOf,
          ...request.body,
        });
        if (!outcome.isNew) {
          const notice = existingAccountNotice({ to: request.body.email, baseUrl: app.publicBaseUrl() });
          app.background.run('existing account notice', () => app.mailer.send(notice));
        }
        return reply.code(202).send({ message: AUTH_MESSAGES.registrationReceived });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { rateLimit: rateLimitByAddressAndEmail },
        preHandler: limitByAddress,
        schema: { body: loginRequestSchema, response: { 200: currentUserSchema } },
      },
      async (request, reply) => {
        const { id } = await verifyLogin({ db: app.db, adminEmails: config.adminEmails, ...request.body });
        await openSession(request, reply, id);
        return findUserById({ db: app.db, userId: id });
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        config: { rateLimit: rateLimitByAddressAndEmail },
        preHandler: limitByAddress,
        schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        // After the answer: whether an account exists, and whether the mail goes out, must not change
        // how long the request takes or what it answers.
        const { email } = request.body;
        app.background.run('password reset', () =>
          requestPasswordReset({ db: app.db, mailer: app.mailer, email, baseUrl: app.publicBaseUrl() }),
        );
        return { message: AUTH_MESSAGES.forgotPasswordSent };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { rateLimit: rateLimitByAddressAndEmail },
        schema: { body: resetPasswordRequestSchema, response: { 200: currentUserSchema } },
      },
      async (request, reply) => {
        const { userId } = await resetPassword({ db: app.db, ...request.body });
        await openSession(request, reply, userId);
        return findUserById({ db: app.db, userId });
      },
    );
  };
}
