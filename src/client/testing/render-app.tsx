import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/query-client';

type FakeResponse = { status?: number; json?: unknown };

/**
 * Replaces fetch with a table of canned answers keyed by "METHOD path"; anything else answers
 * 404 like the server does for an API route that does not exist yet.
 */
export function stubApi(responses: Record<string, FakeResponse>) {
  // A signed-in browser carries the session hint cookie; without it the client does not ask who it is.
  const userAnswer = responses['GET /api/auth/user'];
  const isSignedIn = userAnswer !== undefined && (userAnswer.status ?? 200) < 400;
  document.cookie = isSignedIn
    ? 'policylens_signed_in=1; Path=/'
    : 'policylens_signed_in=; Path=/; Max-Age=0';
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answer = responses[key] ?? { status: 404, json: { error: 'Not found' } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.json ?? {}), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders routes at a path with the app's real query client defaults. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
