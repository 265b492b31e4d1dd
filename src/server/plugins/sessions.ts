import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../common/admin';
import { AUTH_MESSAGES, SESSION_HINT_COOKIE } from '../../common/auth';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { createSessionCache, type SessionCache } from '../features/auth/session-cache';
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
    /** Analyses the signed-in user made this month (UTC), read with the session; 0 signed out. */
    analysesThisMonth: number;
  }
  interface FastifyInstance {
    /** Session lookups reused for a few seconds (SESSION_CACHE_MS), dropped on any change. */
    sessionCache: SessionCache;
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

  const cache = createSessionCache({ ttlMs: config.sessionCacheMs });
  app.decorate('sessionCache', cache);
  if (config.sessionCacheMs > 0) {
    const stopWatching = app.database.watchUserChanges({
      onChange: (userId) => cache.forgetUser(userId),
      onWatching: (isWatching) => cache.setEnabled(isWatching),
    });
    app.addHook('onClose', async () => stopWatching());
  }

  app.decorateRequest('user', null);
  app.decorateRequest('analysesThisMonth', 0);
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
    const found = await findSessionUser({ db: app.db, token, cache });
    request.user = found?.user ?? null;
    request.analysesThisMonth = found?.analysesThisMonth.count ?? 0;
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
