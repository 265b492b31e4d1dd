import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_ROUTES } from '../common/routes';
import { JSON_BODY_LIMIT_BYTES } from './app';
import { buildTestApp, type TestApp } from './test/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    // A JSON route to aim bad requests at; real routes get the same parsing and error handling.
    beforeReady: (app) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/test-echo',
          { schema: { body: z.object({ text: z.string({ error: 'Policy text is required' }) }) } },
          async (request) => ({ length: request.body.text.length }),
        );
      app.get('/api/test-crash', async () => {
        throw new Error('secret internal detail at /srv/db.ts:42');
      });
    },
  });
});
afterAll(async () => testApp.close());

function expectJsonError(response: { headers: Record<string, unknown>; json: () => unknown; body: string }) {
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json() as { error: unknown };
  expect(typeof body.error).toBe('string');
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+/); // no stack frames
  return body.error as string;
}

describe('bad input', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": "unterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(expectJsonError(response)).toBe('The request body is not valid JSON.');
  });

  it('answers 400 with the schema message when a field is missing', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test-echo', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(expectJsonError(response)).toBe('Policy text is required');
  });

  it('answers 404 for an unknown API route with a sentence for people, not the route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    const message = expectJsonError(response);
    expect(message).toBe('This action is not available. Please reload the page and try again.');
    expect(message).not.toContain('/api/');
  });

  it('answers 413 for a body over the size limit', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectJsonError(response)).toBe('The request body is too large.');
  });

  it('answers 415 for a content type the API does not take', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<text>hello</text>',
    });
    expect(response.statusCode).toBe(415);
    expectJsonError(response);
  });

  it('hides the details of a server error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(expectJsonError(response)).toBe('Something went wrong on our side. Please try again.');
    expect(response.body).not.toContain('secret internal detail');
  });

  it('keeps serving after all of that', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('pages', () => {
  it.each(PAGE_ROUTES)('serves the app shell for %s with 200', async (route) => {
    const response = await testApp.app.inject({ method: 'GET', url: route });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 404 for a direct load of an unknown page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no-such-page?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('history detail pages', () => {
  it('serves /history/<uuid> and answers 404 for /history/<anything else>', async () => {
    const ok = await testApp.app.inject({
      method: 'GET',
      url: '/history/0b5c4a8e-2f4e-4c7e-9d2a-1f3b5c7d9e0f',
    });
    expect(ok.statusCode).toBe(200);
    const missing = await testApp.app.inject({ method: 'GET', url: '/history/whatever' });
    expect(missing.statusCode).toBe(404);
  });
});
