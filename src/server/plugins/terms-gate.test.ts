import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../common/account';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { acceptCurrentTerms, signUp, type TestUser } from '../test/factories';

let testApp: TestApp;
let user: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  user = await signUp(testApp.app, { acceptTerms: false });
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) =>
  testApp.app.inject({ ...options, headers: { cookie: user.cookie, ...options.headers } });

const POLICY = 'We collect your email address and share it with advertisers. '.repeat(3);

describe('the terms gate on the server', () => {
  it('refuses the analysis and every other route of the product until the terms are accepted', async () => {
    const gated: (InjectOptions & { url: string })[] = [
      { method: 'POST', url: '/api/simplify-policy', payload: { text: POLICY } },
      { method: 'GET', url: '/api/user/policies' },
      { method: 'GET', url: '/api/user/privacy-preferences' },
      { method: 'GET', url: `/api/export/${crypto.randomUUID()}?format=text` },
    ];
    for (const options of gated) {
      const response = await inject(options);
      expect(response.statusCode, options.url).toBe(403);
      expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.termsNotAccepted });
    }
    const profile = await inject({ method: 'GET', url: '/api/user/profile' });
    expect(profile.json()).toMatchObject({ usage: { current: 0 } });
  });

  it("keeps the account's own routes open", async () => {
    for (const url of ['/api/auth/user', '/api/user/profile', '/api/terms-status', '/api/user/export']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    const logout = await inject({ method: 'GET', url: '/api/logout' });
    expect(logout.statusCode).toBe(302);
  });

  it('opens the product once the current terms are accepted', async () => {
    const other = await signUp(testApp.app, { acceptTerms: false });
    const before = await testApp.app.inject({
      method: 'POST',
      url: '/api/simplify-policy',
      headers: { cookie: other.cookie },
      payload: { text: POLICY },
    });
    expect(before.statusCode).toBe(403);
    await acceptCurrentTerms(testApp.app, other.cookie);
    const after = await testApp.app.inject({
      method: 'POST',
      url: '/api/simplify-policy',
      headers: { cookie: other.cookie },
      payload: { text: POLICY },
    });
    expect(after.statusCode).toBe(200);
  });

  it('lets a user who never accepted delete the account', async () => {
    const leaving = await signUp(testApp.app, { acceptTerms: false });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: leaving.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});
