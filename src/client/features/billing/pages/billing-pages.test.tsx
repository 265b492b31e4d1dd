// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToastsForTests } from '../../../components/ui/use-toast';
import { CHECKOUT_STORAGE_KEY, saveCheckoutData } from '../../../lib/checkout-storage';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { CheckoutPage } from './checkout-page';
import { CheckoutSuccessPage } from './checkout-success-page';
import { PaymentTestPage } from './payment-test-page';

const routes = [
  {
    path: '/checkout',
    element: (
      <>
        <CheckoutPage />
        <Toaster />
      </>
    ),
  },
  {
    path: '/checkout/success',
    element: (
      <>
        <CheckoutSuccessPage />
        <Toaster />
      </>
    ),
  },
  { path: '/payment-test', element: <PaymentTestPage /> },
];

const premiumUser = {
  'GET /api/auth/user': {
    json: { id: 'user-1', email: 'ada@example.com', name: 'Ada', tier: 'premium', isAdmin: false },
  },
};

const demoStatus = {
  paddleConfigured: false,
  environment: 'demo',
  readyCount: 0,
  totalCount: 6,
  paymentMethods: [
    ['apple-pay', 'Apple Pay'],
    ['google-pay', 'Google Pay'],
    ['paypal', 'PayPal'],
    ['credit-cards', 'Credit Cards'],
    ['sepa', 'SEPA (EU)'],
    ['interac', 'Interac (Canada)'],
  ].map(([id, name]) => ({
    id,
    name,
    status: 'requires-setup',
    testable: false,
    reason: 'Set PADDLE_API_KEY.',
  })),
};

afterEach(() => {
  cleanup();
  resetToastsForTests();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it('asks a visitor to sign in', async () => {
    stubApi({});
    renderRoutes(routes, '/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
  });

  it('shows the three paid plans, offers only higher ones, and has the footer', async () => {
    stubApi(premiumUser);
    renderRoutes(routes, '/checkout');
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('$15')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(true);
    expect(within(screen.getByRole('article', { name: 'Pro' })).getByText('$35')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Enterprise' })).getByText('$150')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Free' })).toBeNull();
    for (const text of ['Secure payments', 'Cancel anytime', '30-day money-back guarantee'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it("shows 'Checkout Error' when the session cannot be created", async () => {
    stubApi({ ...premiumUser, 'POST /api/create-paddle-checkout': { status: 500, json: { error: 'boom' } } });
    renderRoutes(routes, '/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    expect(await screen.findByText('Checkout Error')).toBeTruthy();
    expect(screen.getByText('Failed to create checkout session')).toBeTruthy();
  });
});

describe('CheckoutSuccessPage', () => {
  it('shows the stored checkout once, with the price in dollars and the demo buttons', async () => {
    stubApi(premiumUser);
    saveCheckoutData({
      tier: 'pro',
      amount: 3500,
      customer: { email: 'ada@example.com' },
      checkoutId: 'demo_42',
    });
    const view = renderRoutes(routes, '/checkout/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout Ready!' })).toBeTruthy();
    expect(screen.getByText('$35.00 per month')).toBeTruthy();
    expect(screen.getByText('demo_42')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    for (const name of ['Apple Pay', 'Google Pay', 'PayPal', 'Credit Card', 'SEPA', 'Klarna', 'Interac'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Demo mode\./)).toBeTruthy();
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();

    view.unmount();
    renderRoutes(routes, '/checkout/success');
    expect(await screen.findByText('Loading checkout details...')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to your account/ }).getAttribute('href')).toBe('/account');
  });
});

describe('PaymentTestPage', () => {
  it('lists six methods, shows the selected one, and refreshes on demand', async () => {
    const fetchMock = stubApi({ 'GET /api/payment-methods/status': { json: demoStatus } });
    renderRoutes(routes, '/payment-test');
    expect(await screen.findByText('Paddle is not configured: payments are in demo mode')).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /PayPal/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'PayPal' })).toBeTruthy();
    expect(screen.getByText(/PayPal sandbox buyer account/)).toBeTruthy();
    const calls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/payment-methods/status').length;
    const before = calls();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls()).toBe(before + 1));
  });
});
