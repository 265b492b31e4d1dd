// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToastsForTests } from '../../../components/ui/use-toast';
import { CHECKOUT_STORAGE_KEY } from '../../../lib/checkout-storage';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { PricingPage } from './pricing-page';

const routes = [
  {
    path: '/pricing',
    element: (
      <>
        <PricingPage />
        <Toaster />
      </>
    ),
  },
  { path: '/checkout/success', element: <p>checkout success page</p> },
  { path: '/signin', element: <p>sign-in page</p> },
];

const proUser = {
  'GET /api/auth/user': {
    json: { id: 'user-1', email: 'ada@example.com', name: 'Ada', tier: 'pro', isAdmin: false },
  },
};

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

afterEach(() => {
  cleanup();
  resetToastsForTests();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PricingPage', () => {
  it('labels the buttons for a visitor and sends every plan to sign-in', async () => {
    stubApi({});
    renderRoutes(routes, '/pricing');
    expect(await within(planCard('Free')).findByRole('link', { name: 'Start Free' })).toBeTruthy();
    expect(within(planCard('Premium')).getByText('Most Popular')).toBeTruthy();
    const enterprise = within(planCard('Enterprise')).getByRole('link', { name: 'Contact Sales' });
    expect(enterprise.getAttribute('href')).toBe('/signin');
    expect(within(planCard('Pro')).getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe(
      '/signin',
    );
  });

  it('tells a user that they are already on their plan', async () => {
    stubApi(proUser);
    renderRoutes(routes, '/pricing');
    await within(planCard('Free')).findByRole('button', { name: 'N/A' });
    fireEvent.click(within(planCard('Pro')).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Already Subscribed')).toBeTruthy();
    expect(screen.getByText("You're already on the Pro plan")).toBeTruthy();
  });

  it('starts checkout, stores the checkout data and moves to /checkout/success', async () => {
    const checkoutData = {
      tier: 'premium',
      amount: 1500,
      customer: { email: 'ada@example.com' },
      checkoutId: 'chk_1',
    };
    const fetchMock = stubApi({
      ...proUser,
      'POST /api/create-paddle-checkout': {
        json: { success: true, checkoutData, message: 'Your Premium checkout is ready.', provider: 'demo' },
      },
    });
    renderRoutes(routes, '/pricing');
    fireEvent.click(await within(planCard('Premium')).findByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Your Premium checkout is ready.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('checkout success page')).toBeTruthy(), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledWith('/api/create-paddle-checkout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ priceId: 'price_premium' }),
    });
    expect(JSON.parse(localStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null')).toEqual({
      ...checkoutData,
      provider: 'demo',
    });
  });

  it("says 'Already Subscribed' when the server finds the user on the plan", async () => {
    stubApi({
      ...proUser,
      'POST /api/create-paddle-checkout': {
        status: 409,
        json: { error: "You're already on the Enterprise plan" },
      },
    });
    renderRoutes(routes, '/pricing');
    fireEvent.click(await within(planCard('Enterprise')).findByRole('button', { name: 'Contact Sales' }));
    expect(await screen.findByText('Already Subscribed')).toBeTruthy();
    expect(screen.getByText("You're already on the Enterprise plan")).toBeTruthy();
  });

  it('shows an error toast when checkout fails', async () => {
    stubApi({
      ...proUser,
      'POST /api/create-paddle-checkout': { status: 500, json: { error: 'Internal error' } },
    });
    renderRoutes(routes, '/pricing');
    fireEvent.click(await within(planCard('Enterprise')).findByRole('button', { name: 'Contact Sales' }));
    expect(await screen.findByText('Failed to start checkout process')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
