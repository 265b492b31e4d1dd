import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema, findApiContract, responseSchemaOf } from '../../common/api-contracts';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/query-client';

// Pages load their parts lazily (as in production); on a loaded two-core CI machine an import can take
// longer than Testing Library's default second, so findBy* and waitFor wait up to five.
configure({ asyncUtilTimeout: 5_000 });

type FakeResponse = { status?: number; json?: unknown };

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/** Checks a canned answer against the route's shared contract; returns what is wrong, if anything. */
function checkCannedAnswer(key: string, answer: FakeResponse): string | undefined {
  const [method = 'GET', pathname = ''] = key.split(' ');
  const contract = findApiContract(method, pathname);
  if (!contract) return `stubApi: "${key}" is not a route of the API (src/common/api-contracts.ts)`;
  const status = answer.status ?? 200;
  if (status >= 400) {
    const parsed = apiErrorSchema.safeParse(answer.json);
    return parsed.success ? undefined : `stubApi: the ${status} answer of "${key}" is not {"error": "..."}`;
  }
  const response = responseSchemaOf(contract, status);
  if (!response) return undefined;
  const parsed = response.safeParse(answer.json);
  return parsed.success
    ? undefined
    : `stubApi: the canned answer of "${key}" breaks its contract: ${describeIssues(parsed.error)}`;
}

/** Checks a request the page made against the route's shared contract. */
function checkRequest(method: string, url: URL, init: RequestInit | undefined): string | undefined {
  const key = `${method} ${url.pathname}`;
  const contract = findApiContract(method, url.pathname);
  if (!contract) return `stubApi: the page called "${key}", which is not a route of the API`;
  if (contract.query) {
    const parsed = contract.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success)
      return `stubApi: the query of "${key}" breaks its contract: ${describeIssues(parsed.error)}`;
  }
  if (contract.body === 'multipart') {
    return init?.body instanceof FormData ? undefined : `stubApi: "${key}" must send multipart form data`;
  }
  if (!contract.body)
    return init?.body ? `stubApi: "${key}" sends a body the route does not take` : undefined;
  let body: unknown;
  try {
    body = JSON.parse(typeof init?.body === 'string' ? init.body : '');
  } catch {
    return `stubApi: "${key}" must send a JSON body`;
  }
  const parsed = contract.body.safeParse(body);
  return parsed.success
    ? undefined
    : `stubApi: the request body of "${key}" breaks its contract: ${describeIssues(parsed.error)}`;
}

/**
 * Replaces fetch with a table of canned answers keyed by "METHOD path". Every canned answer, and every
 * call the page makes (method, path, query and body), is checked against the shared zod contracts of
 * src/common/api-contracts.ts: an unknown route or a wrong shape fails the test. A known route with no
 * canned answer answers 404 like the server does.
 */
export function stubApi(responses: Record<string, FakeResponse>) {
  for (const [key, answer] of Object.entries(responses)) {
    const problem = checkCannedAnswer(key, answer);
    if (problem) throw new Error(problem);
  }
  const problems: string[] = [];
  onTestFinished(() => {
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });
  // A signed-in browser carries the session hint cookie; without it the client does not ask who it is.
  const userAnswer = responses['GET /api/auth/user'];
  const isSignedIn = userAnswer !== undefined && (userAnswer.status ?? 200) < 400;
  document.cookie = isSignedIn
    ? 'policylens_signed_in=1; Path=/'
    : 'policylens_signed_in=; Path=/; Max-Age=0';
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const problem = checkRequest(method, url, init);
    if (problem) problems.push(problem);
    const answer = responses[`${method} ${url.pathname}`] ?? { status: 404, json: { error: 'Not found' } };
    const status = answer.status ?? 200;
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(answer.json ?? {}), {
        status,
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
