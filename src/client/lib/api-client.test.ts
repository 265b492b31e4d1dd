import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with credentials when there is a body', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/teams', { name: 'Legal' });
    expect(fetchMock).toHaveBeenCalledWith('/api/teams', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Legal"}',
    });
  });

  it('sends no content type and no body when there is no body', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/user/account');
    expect(fetchMock).toHaveBeenCalledWith('/api/user/account', { method: 'DELETE', credentials: 'include' });
  });

  it('throws "<status>: <body>" on a non-OK response', async () => {
    mockFetch(
      new Response('{"error":"Tier must be one of free, premium, pro, enterprise"}', { status: 400 }),
    );
    await expect(apiRequest('POST', '/api/admin/switch-tier', { tier: 'gold' })).rejects.toThrow(
      '400: {"error":"Tier must be one of free, premium, pro, enterprise"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/teams')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('GETs the path joined from the query key, with credentials', async () => {
    const fetchMock = mockFetch(new Response('[{"id":1}]', { status: 200 }));
    const result = await getQueryFn({ on401: 'throw' })(context(['/api/teams', 7, 'members']));
    expect(fetchMock).toHaveBeenCalledWith('/api/teams/7/members', { credentials: 'include' });
    expect(result).toEqual([{ id: 1 }]);
  });

  it('returns null on 401 when asked to', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws on 401 by default behaviour', async () => {
    mockFetch(new Response('{"error":"Sign in required"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow(
      '401: {"error":"Sign in required"}',
    );
  });
});
