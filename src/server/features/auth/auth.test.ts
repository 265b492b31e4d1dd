import type { InjectOptions } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../common/auth';
import { emailOutbox, passwordResets, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { sessionCookieOf, signUp } from '../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { ADMIN_EMAILS: '' } });
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

async function latestResetLink(email: string): Promise<string> {
  await testApp.app.background.settled();
  const [message] = await testApp.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no reset link in the outbox');
  return link;
}

async function mailsTo(email: string): Promise<string[]> {
  await testApp.app.background.settled();
  const rows = await testApp.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(emailOutbox.createdAt);
  return rows.map((row) => row.text);
}

describe('registration', () => {
  it('creates an account without signing in, and makes the first account an admin', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: ' First@Example.com ', password: 'long enough', name: 'Ada' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.registrationReceived });
    expect(response.cookies).toEqual([]);

    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'first@example.com', password: 'long enough' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'policylens_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The page may read that a session exists, never the token itself.
    const hint = login.cookies.find((c) => c.name === 'policylens_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const me = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(me.json()).toMatchObject({ email: 'first@example.com', name: 'Ada', tier: 'free', isAdmin: true });
    expect(me.json()).not.toHaveProperty('passwordHash');

    const second = await signUp(testApp.app);
    const secondMe = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: second.cookie },
    });
    expect(secondMe.json()).toMatchObject({ isAdmin: false });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough', name: 'Ada' }, AUTH_MESSAGES.invalidEmail],
    [{ email: 'a@example.com', password: 'short', name: 'Ada' }, AUTH_MESSAGES.passwordTooShort],
    [{ email: 'a@example.com', password: 'long enough', name: 'A' }, AUTH_MESSAGES.nameTooShort],
    [{ password: 'long enough', name: 'Ada' }, AUTH_MESSAGES.invalidEmail],
  ])('refuses %j with the specification message', async (payload, message) => {
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers a taken email exactly as a new one, leaves the account alone and emails its owner', async () => {
    const owner = await signUp(testApp.app, { email: 'taken@example.com', password: 'the owner password' });
    const taken = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'TAKEN@example.com', password: 'an intruder password', name: 'Bob' },
    });
    const fresh = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'fresh@example.com', password: 'an intruder password', name: 'Bob' },
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.cookies).toEqual(fresh.cookies);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const intruder = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'an intruder password' },
    });
    expect(intruder.statusCode).toBe(401);
    const [notice] = await mailsTo(owner.email);
    expect(notice).toContain('tried to create a new PolicyLens account with this email');
    expect(await mailsTo('fresh@example.com')).toEqual([]);
  });

  it('limits the accounts one address can create', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.9',
        payload: { email: `bulk-${attempt}@example.com`, password: 'long enough', name: 'Bulk' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toEqual({ error: AUTH_MESSAGES.tooManyRegistrations });
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and gives the same answer for a wrong password and an unknown email', async () => {
    const user = await signUp(testApp.app, { email: 'login@example.com', password: 'right password' });
    const ok = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'right password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(sessionCookieOf(ok)).not.toBe(user.cookie);

    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong password' },
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('renews the session at sign-in so a planted cookie is worthless (no fixation)', async () => {
    const user = await signUp(testApp.app);
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
      payload: { email: user.email, password: user.password },
    });
    const fresh = sessionCookieOf(login);
    expect(fresh).not.toBe(user.cookie);
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: fresh } })).statusCode,
    ).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const user = await signUp(testApp.app);
    const token = user.cookie.split('=')[1] ?? '';
    const rows = await testApp.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('ends the session at logout and goes home', async () => {
    const user = await signUp(testApp.app);
    const logout = await inject({ method: 'GET', url: '/api/logout', headers: { cookie: user.cookie } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
  });

  it('answers 401 for a forged or missing session', async () => {
    expect((await inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'policylens_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: AUTH_MESSAGES.signInRequired });
  });

  it('sends built-in sign-in to /auth and keeps only same-site return paths', async () => {
    const plain = await inject({ method: 'GET', url: '/api/login' });
    expect(plain.headers.location).toBe('/auth');
    const withReturn = await inject({ method: 'GET', url: '/api/login?returnTo=/history' });
    expect(withReturn.headers.location).toBe('/auth?returnTo=%2Fhistory');
    const evil = await inject({ method: 'GET', url: '/api/login?returnTo=//evil.example/steal' });
    expect(evil.headers.location).toBe('/auth');
  });

  it('refuses a state-changing request from another site with 403', async () => {
    const user = await signUp(testApp.app);
    const response = await inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
  });

  it('rate limits repeated sign-in attempts', async () => {
    const user = await signUp(testApp.app, { email: 'limited@example.com' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong password' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('password reset', () => {
  it('sends a one-time link by email that sets a new password, signs in and signs out other sessions', async () => {
    const user = await signUp(testApp.app, { email: 'reset@example.com', password: 'old password' });
    const forgot = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    expect(forgot.cookies.find((c) => c.name === 'policylens_session')).toBeUndefined();

    const token = new URL(await latestResetLink(user.email)).searchParams.get('token') ?? '';
    const [stored] = await testApp.database.db
      .select({ token: passwordResets.token })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored?.token).not.toBe(token);

    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email: user.email });
    sessionCookieOf(reset);
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);

    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'new password' },
    });
    expect(login.statusCode).toBe(200);

    const reused = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another one' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: AUTH_MESSAGES.invalidResetToken });
  });

  it('refuses an expired token', async () => {
    const user = await signUp(testApp.app, { email: 'expired@example.com' });
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = new URL(await latestResetLink(user.email)).searchParams.get('token') ?? '';
    await testApp.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const response = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'new password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.invalidResetToken });
  });

  it('voids older reset links when a new one is sent', async () => {
    const user = await signUp(testApp.app, { email: 'twice@example.com' });
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const older = new URL(await latestResetLink(user.email)).searchParams.get('token') ?? '';
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const newer = new URL(await latestResetLink(user.email)).searchParams.get('token') ?? '';
    expect(newer).not.toBe(older);
    const stale = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: older, password: 'new password' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: AUTH_MESSAGES.invalidResetToken });
    const fresh = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: newer, password: 'new password' },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    await testApp.app.background.settled();
    const sent = await testApp.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ghost@example.com'));
    expect(sent).toHaveLength(0);
  });

  it('checks the new password length with the specification message', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', password: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.resetPasswordTooShort });
    const [anyUser] = await testApp.database.db.select({ id: users.id }).from(users).limit(1);
    expect(anyUser).toBeDefined();
  });
});

describe('configuration of accounts', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https, and makes ADMIN_EMAILS admins', async () => {
    const secureApp = await buildTestApp({
      env: { PUBLIC_URL: 'https://policylens.example', ADMIN_EMAILS: 'boss@example.com' },
    });
    try {
      const first = await secureApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: (await signUp(secureApp.app)).email, password: 'correct horse battery' },
      });
      expect(first.cookies.find((c) => c.name === 'policylens_session')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
      // With ADMIN_EMAILS set, the first account is not made an admin; the listed address is.
      expect(first.json()).toMatchObject({ isAdmin: false });
      const boss = await signUp(secureApp.app, { email: 'Boss@Example.com' });
      const bossMe = await secureApp.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: boss.cookie },
      });
      expect(bossMe.json()).toMatchObject({ email: 'boss@example.com', isAdmin: true });
    } finally {
      await secureApp.close();
    }
  });
});

describe('password spraying', () => {
  it('limits one address trying many accounts, whatever the emails', async () => {
    const sprayApp = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 102; attempt += 1) {
        const response = await sprayApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `victim-${attempt}@example.com`, password: 'Summer2026!' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(100)).toEqual([429, 429]);
    } finally {
      await sprayApp.close();
    }
    // 102 Argon2 verifications: seconds on a quiet machine, much longer on a loaded one.
  }, 90_000);
});

describe('session hint cookie', () => {
  it('is cleared at logout and given to a page request of a browser whose session predates it', async () => {
    const user = await signUp(testApp.app);
    const page = await inject({ method: 'GET', url: '/history', headers: { cookie: user.cookie } });
    expect(page.cookies.find((c) => c.name === 'policylens_signed_in')).toMatchObject({ value: '1' });

    const logout = await inject({ method: 'GET', url: '/api/logout', headers: { cookie: user.cookie } });
    const cleared = logout.cookies.find((c) => c.name === 'policylens_signed_in');
    expect(cleared?.value).toBe('');
  });
});
