import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../common/admin';
import { AUTH_MESSAGES } from '../../common/auth';
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

  app.decorateRequest('user', null);
  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure });
  });

  app.addHook('onRequest', async (request) => {
    // Pages and assets are the same for everyone; only the API needs to know who is asking.
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
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

/** Hook for admin routes: 401 signed out, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  if (!request.user.isAdmin) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminRequired);
}
