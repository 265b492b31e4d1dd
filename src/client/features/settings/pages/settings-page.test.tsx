// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRIVACY_PREFERENCES } from '../../../../common/account';
import { Toaster } from '../../../components/ui/toaster';
import { resetToastsForTests } from '../../../components/ui/use-toast';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { SettingsPage } from './settings-page';

const routes = [
  {
    path: '/settings',
    element: (
      <>
        <SettingsPage />
        <Toaster />
      </>
    ),
  },
];

const signedIn = {
  'GET /api/auth/user': {
    json: { id: 'user-1', email: 'ada@example.com', name: 'Ada', tier: 'free', isAdmin: false },
  },
};

/** Radix measures the switch thumb; jsdom has no ResizeObserver. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});

afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('asks a visitor to sign in', async () => {
    stubApi({});
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/^\/signin/);
  });

  it('says so when the preferences cannot be loaded', async () => {
    stubApi({ ...signedIn, 'GET /api/user/privacy-preferences': { status: 500, json: { error: 'down' } } });
    renderRoutes(routes, '/settings');
    expect(screen.getByText('Loading settings...')).toBeTruthy();
    expect(
      await screen.findByText('Failed to load privacy preferences. Please refresh the page and try again.'),
    ).toBeTruthy();
  });

  it('records the Google Analytics choice at once and saves all five flags', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const saved = { ...DEFAULT_PRIVACY_PREFERENCES, googleAnalyticsEnabled: false };
    const fetchMock = stubApi({
      ...signedIn,
      'GET /api/user/privacy-preferences': { json: DEFAULT_PRIVACY_PREFERENCES },
      'POST /api/user/privacy-preferences': { json: saved },
    });
    renderRoutes(routes, '/settings');
    const googleAnalytics = await screen.findByRole('switch', { name: 'Google Analytics' });
    expect(googleAnalytics.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(googleAnalytics);
    expect(gtag).toHaveBeenCalledWith('event', 'google_analytics_opt_out', undefined);

    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/privacy-preferences',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(saved) }),
    );
  });

  it('shows the save failure', async () => {
    stubApi({
      ...signedIn,
      'GET /api/user/privacy-preferences': { json: DEFAULT_PRIVACY_PREFERENCES },
      'POST /api/user/privacy-preferences': { status: 500, json: { error: 'down' } },
    });
    renderRoutes(routes, '/settings');
    fireEvent.click(await screen.findByRole('switch', { name: 'Marketing Emails' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Error saving settings')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Failed to save your preferences. Please try again.')).toBeTruthy(),
    );
  });
});
