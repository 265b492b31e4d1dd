import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, SESSION_HINT_COOKIE } from '../../common/auth';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import {
  findSessionUser,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type SessionUser,
} from '../features/auth/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every request from the session cookie. */
    user: SessionUser | null;
  }
  interface FastifyReply {
    setSessionCookie: (token: string) => FastifyReply;
    clearSessionCookie: () => FastifyReply;
  }
}

/** Reads the session cookie on every request; routes then check `request.user` through `requireUser`. */
export function registerSessions(app: FastifyInstance, config: Config): void {
  const isSecure = config.publicUrl?.startsWith('https:') ?? false;

  const hintOptions = { path: '/', httpOnly: false, sameSite: 'lax', secure: isSecure } as const;

  app.decorateRequest('user', null);
  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    const maxAge = Math.floor(SESSION_TTL_MS / 1000);
    return this.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
      maxAge,
    }).setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions, maxAge });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
    }).clearCookie(SESSION_HINT_COOKIE, hintOptions);
  });

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    // Pages and assets are the same for everyone; only the API needs to know who is asking. A browser
    // whose session predates the hint cookie gets it with its next page, without a database lookup.
    if (!request.url.startsWith('/api/')) {
      if (token && !request.cookies[SESSION_HINT_COOKIE]) {
        reply.setCookie(SESSION_HINT_COOKIE, '1', {
          ...hintOptions,
          maxAge: Math.floor(SESSION_TTL_MS / 1000),
        });
      }
      return;
    }
    if (!token) return;
    const found = await findSessionUser({ db: app.db, token });
    request.user = found?.user ?? null;
  });
}

/** Hook for routes that need a signed-in user: 401 otherwise. Use it on onRequest, before validation. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  return request.user;
}
