// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../testing/render-app';
import { SiteHeader } from './site-header';

const routes = [{ path: '*', element: <SiteHeader /> }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('shows the signed-out state without asking the server when the browser has no session', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, '/');
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/signin');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'History' })).toBeNull();
    // Neither the user nor the profile is requested for a visitor.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([]);
  });

  it('shows the member links, tier badge and usage with ∞ for an unlimited plan', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/user': {
        json: {
          id: 'user-1',
          email: 'ada@example.com',
          name: 'Ada Lovelace',
          tier: 'enterprise',
          isAdmin: true,
        },
      },
      'GET /api/user/profile': { json: { usage: { current: 12, limit: -1 }, tier: 'enterprise' } },
    });
    renderRoutes(routes, '/');
    await screen.findByRole('link', { name: 'History' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['History', 'Teams', 'Support', 'Account', 'Admin']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(await screen.findByText('12/∞')).toBeTruthy();
    expect(screen.getByText('Enterprise')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/profile', { credentials: 'include' });
  });

  it('hides the Admin link from members who are not admins', async () => {
    stubApi({
      'GET /api/auth/user': {
        json: { id: 'user-1', email: 'bo@example.com', name: null, tier: 'free', isAdmin: false },
      },
      'GET /api/user/profile': { json: { usage: { current: 1, limit: 1 }, tier: 'free' } },
    });
    renderRoutes(routes, '/');
    await screen.findByRole('link', { name: 'History' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(await screen.findByText('1/1')).toBeTruthy();
  });
});
