// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from './get-current-user';

function answer(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  document.cookie = 'policylens_signed_in=1; Path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'policylens_signed_in=; Path=/; Max-Age=0';
});

describe('getCurrentUser', () => {
  it('returns the signed-in user, sending the session cookie', async () => {
    const fetchMock = answer(
      Response.json({ email: 'ada@example.com', name: 'Ada', tier: 'pro', isAdmin: false, id: 'internal' }),
    );
    await expect(getCurrentUser()).resolves.toEqual({
      email: 'ada@example.com',
      name: 'Ada',
      tier: 'pro',
      isAdmin: false,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
  });

  it.each([401, 404, 500])('treats a %i answer as signed out', async (status) => {
    answer(Response.json({ error: 'Not signed in' }, { status }));
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it("does not ask the server when the browser has no session (no 401 in a visitor's console)", async () => {
    document.cookie = 'policylens_signed_in=; Path=/; Max-Age=0';
    const fetchMock = answer(Response.json({ email: 'ada@example.com', tier: 'free', isAdmin: false }));
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the session hint when the session has ended, so the next page does not ask again', async () => {
    answer(Response.json({ error: 'Not signed in' }, { status: 401 }));
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(document.cookie).not.toContain('policylens_signed_in');
  });

  it('treats a network failure as signed out', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('shows an unknown tier as Free rather than signing the user out', async () => {
    answer(Response.json({ email: 'ada@example.com', tier: 'gold', isAdmin: true }));
    await expect(getCurrentUser()).resolves.toMatchObject({ tier: 'free', isAdmin: true });
  });
});
