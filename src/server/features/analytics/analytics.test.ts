import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_PREFERENCES } from '../../../common/account';
import { analyticsEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

const send = (payload: unknown, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const eventsOf = (userId: string) =>
  testApp.database.db
    .select({ name: analyticsEvents.name, properties: analyticsEvents.properties })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId));

describe('POST /api/analytics/events', () => {
  it("records a signed-in user's event while Usage Analytics is on, and nothing once it is off", async () => {
    const user = await signUp(testApp.app);
    expect((await send({ name: 'select_plan', properties: { tier: 'pro' } }, user.cookie)).statusCode).toBe(
      204,
    );
    await testApp.app.inject({
      method: 'POST',
      url: '/api/user/privacy-preferences',
      headers: { cookie: user.cookie },
      payload: { ...DEFAULT_PRIVACY_PREFERENCES, usageAnalyticsEnabled: false },
    });
    expect((await send({ name: 'view_privacy_policy' }, user.cookie)).statusCode).toBe(204);
    expect(await eventsOf(user.id)).toEqual([{ name: 'select_plan', properties: { tier: 'pro' } }]);
  });

  it("accepts and drops a visitor's event", async () => {
    expect((await send({ name: 'view_pricing' })).statusCode).toBe(204);
  });

  it('refuses events the browser must not report and oversized properties', async () => {
    const user = await signUp(testApp.app);
    expect((await send({ name: 'analysis' }, user.cookie)).statusCode).toBe(400);
    expect(
      (await send({ name: 'view_pricing', properties: { text: 'x'.repeat(500) } }, user.cookie)).statusCode,
    ).toBe(400);
    expect(await eventsOf(user.id)).toEqual([]);
  });
});
