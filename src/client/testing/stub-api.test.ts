// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './render-app';

afterEach(() => vi.unstubAllGlobals());

describe('stubApi checks the fake API against the shared contracts', () => {
  it('refuses a canned answer for a route the server does not have', () => {
    expect(() => stubApi({ 'POST /api/not-a-route': { json: {} } })).toThrow(
      'stubApi: "POST /api/not-a-route" is not a route of the API',
    );
  });

  it('refuses a canned answer whose shape breaks the route contract', () => {
    expect(() =>
      stubApi({ 'POST /api/create-paddle-checkout': { json: { checkoutData: { tier: 'pro' } } } }),
    ).toThrow(/breaks its contract/);
    expect(() => stubApi({ 'GET /api/user/profile': { status: 500, json: { message: 'down' } } })).toThrow(
      /is not \{"error": "\.\.\."\}/,
    );
  });

  it.fails('fails a test whose page calls a route the server does not have', async () => {
    stubApi({});
    await fetch('/api/made-up', { method: 'POST' });
  });

  it.fails('fails a test whose page sends a body that breaks the contract', async () => {
    stubApi({});
    await fetch('/api/create-paddle-checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan: 'pro' }),
    });
  });

  it('lets a call that keeps the contract through', async () => {
    stubApi({ 'POST /api/auth/forgot-password': { json: { message: 'sent' } } });
    const response = await fetch('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    expect(await response.json()).toEqual({ message: 'sent' });
  });
});
