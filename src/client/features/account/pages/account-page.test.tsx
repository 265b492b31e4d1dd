// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tier } from '../../../../common/plans';
import { Toaster } from '../../../components/ui/toaster';
import { resetToastsForTests } from '../../../components/ui/use-toast';
import { CHECKOUT_STORAGE_KEY } from '../../../lib/checkout-storage';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { AccountPage } from './account-page';

const routes = [
  {
    path: '/account',
    element: (
      <>
        <AccountPage />
        <Toaster />
      </>
    ),
  },
  { path: '/checkout/success', element: <p>checkout success page</p> },
];

function signedInAs(tier: Tier) {
  return {
    'GET /api/auth/user': {
      json: { id: 'user-1', email: 'ada@example.com', name: 'Ada', tier, isAdmin: false },
    },
    'GET /api/user/profile': {
      json: { usage: { current: 3, limit: tier === 'enterprise' ? -1 : 10 }, tier },
    },
  };
}

afterEach(() => {
  cleanup();
  resetToastsForTests();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AccountPage', () => {
  it('asks a visitor to sign in', async () => {
    stubApi({});
    renderRoutes(routes, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?returnTo=%2Faccount',
    );
  });

  it('shows the plan with its first four features and offers only the paid tiers above it', async () => {
    stubApi(signedInAs('premium'));
    renderRoutes(routes, '/account');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Account' })).toBeTruthy();
    expect(screen.getByText('$15')).toBeTruthy();
    expect(
      within(screen.getByRole('heading', { name: 'What your plan includes' }).parentElement!).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(/processed through our payment provider/)).toBeTruthy();
  });

  it('hides the upgrade panel on Enterprise and says it is the highest tier', async () => {
    stubApi(signedInAs('enterprise'));
    renderRoutes(routes, '/account');
    await screen.findByText(/our highest tier/);
    expect(screen.queryByRole('heading', { name: 'Upgrade your plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Upgrade to/ })).toBeNull();
    expect(await screen.findByText('3 of unlimited')).toBeTruthy();
  });

  it("shows the server's reason when an upgrade cannot start", async () => {
    stubApi({
      ...signedInAs('free'),
      'POST /api/create-paddle-checkout': { status: 503, json: { error: 'Billing is not available yet.' } },
    });
    renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('Upgrade Error')).toBeTruthy();
    expect(screen.getByText('Billing is not available yet.')).toBeTruthy();
  });

  it('stores the checkout and moves to /checkout/success after an upgrade starts', async () => {
    const checkoutData = {
      tier: 'pro',
      amount: 3500,
      customer: { email: 'ada@example.com' },
      checkoutId: 'chk_9',
    };
    const fetchMock = stubApi({
      ...signedInAs('free'),
      'POST /api/create-paddle-checkout': {
        json: { success: true, checkoutData, message: 'Your Pro checkout is ready.', provider: 'demo' },
      },
    });
    renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(screen.getByText('checkout success page')).toBeTruthy(), { timeout: 3000 });
    expect(JSON.parse(localStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null')).toEqual({
      ...checkoutData,
      provider: 'demo',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/create-paddle-checkout',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ tier: 'pro' }) }),
    );
  });

  it('keeps the account when deletion fails and says why', async () => {
    stubApi({
      ...signedInAs('free'),
      'DELETE /api/user/account': { status: 500, json: { error: 'Database is down.' } },
    });
    renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(screen.getByText('Database is down.')).toBeTruthy();
  });
  it('cancels a Paddle subscription at the end of the period after confirmation', async () => {
    const subscription = {
      provider: 'paddle',
      tier: 'pro',
      subscriptionStatus: 'active',
      subscriptionEndDate: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      canManage: true,
      paddle: { environment: 'sandbox', clientToken: 'test_token' },
    };
    const fetchMock = stubApi({
      ...signedInAs('pro'),
      'GET /api/billing/subscription': { json: subscription },
      'POST /api/billing/cancel-subscription': {
        json: {
          message: 'Your subscription is cancelled. You keep Pro until December 1, 2026, then move to Free.',
          subscriptionEndDate: '2026-12-01T00:00:00.000Z',
        },
      },
    });
    renderRoutes(routes, '/account');
    expect(await screen.findByText('December 1, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Payment Method' }).hasAttribute('disabled')).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription cancelled')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/billing/cancel-subscription',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
