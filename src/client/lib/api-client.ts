import type { QueryFunction } from '@tanstack/react-query';

/**
 * Any non-OK response becomes an Error whose message is "<status>: <body or statusText>"
 * (specification section 8), so every caller and toast sees the same format.
 */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${body || response.statusText}`);
}

/**
 * Sends a request with the session cookie. The JSON content type is only added when there is a
 * body, so a bodiless POST or DELETE is not rejected by the server's empty-JSON-body check.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  await throwIfResponseNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default query: GET the path made by joining the query key's segments with slashes. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResponseNotOk(response);
    return (await response.json()) as T;
  };
}
