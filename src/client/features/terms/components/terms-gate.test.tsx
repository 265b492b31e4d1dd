// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToastsForTests } from '../../../components/ui/use-toast';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { TermsGate } from './terms-gate';

const routes = [
  {
    path: '*',
    element: (
      <>
        <p>page behind the gate</p>
        <TermsGate />
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
const notAccepted = {
  'GET /api/terms-status': {
    json: { hasAcceptedCurrentTerms: false, termsVersion: '1.0', privacyVersion: '1.0' },
  },
};

afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});

async function findGate() {
  return screen.findByRole('dialog', { name: 'Terms of Service & Privacy Policy' });
}

describe('TermsGate', () => {
  it('stays closed for a visitor and asks nothing about terms', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, '/');
    await screen.findByText('page behind the gate');
    // A browser without a session does not even ask who it is.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cannot be dismissed and accepts only with both required boxes ticked', async () => {
    stubApi({ ...signedIn, ...notAccepted });
    renderRoutes(routes, '/');
    const gate = await findGate();
    expect(within(gate).getByText('Important Information')).toBeTruthy();
    expect(within(gate).getByText(/Premium \$15, Pro \$35, Enterprise \$150/)).toBeTruthy();
    expect(within(gate).queryByRole('button', { name: /close/i })).toBeNull();

    fireEvent.keyDown(gate, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();

    const accept = within(gate).getByRole('button', { name: 'Accept & Continue' });
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(within(gate).getByRole('checkbox', { name: /Terms of Service/ }));
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(within(gate).getByRole('checkbox', { name: /Privacy Policy/ }));
    fireEvent.click(within(gate).getByRole('checkbox', { name: /product news/ }));
    expect(accept).toHaveProperty('disabled', false);

    // From now on the server counts the terms as accepted.
    const fetchMock = stubApi({
      ...signedIn,
      'POST /api/accept-terms': { json: { message: 'Terms accepted' } },
      'GET /api/terms-status': {
        json: { hasAcceptedCurrentTerms: true, termsVersion: '1.0', privacyVersion: '1.0' },
      },
    });
    fireEvent.click(accept);
    expect(await screen.findByText('Terms accepted')).toBeTruthy();
    expect(
      screen.getByText('Thank you for accepting our terms. You can now access the platform.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The terms status and the user are fetched again.
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/terms-status'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/user');
    expect(fetchMock).toHaveBeenCalledWith('/api/accept-terms', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        termsAccepted: true,
        privacyPolicyAccepted: true,
        marketingConsent: true,
        termsVersion: '1.0',
        privacyVersion: '1.0',
      }),
    });
  });

  it('stays open and says so when accepting fails', async () => {
    stubApi({
      ...signedIn,
      ...notAccepted,
      'POST /api/accept-terms': { status: 500, json: { error: 'boom' } },
    });
    renderRoutes(routes, '/');
    const gate = await findGate();
    fireEvent.click(within(gate).getByRole('checkbox', { name: /Terms of Service/ }));
    fireEvent.click(within(gate).getByRole('checkbox', { name: /Privacy Policy/ }));
    fireEvent.click(within(gate).getByRole('button', { name: 'Accept & Continue' }));
    expect(await screen.findByText('Failed to accept terms. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('links to the documents in a new tab and leaves those pages readable', async () => {
    stubApi({ ...signedIn, ...notAccepted });
    const view = renderRoutes(routes, '/');
    const gate = await findGate();
    for (const link of within(gate).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await view.router.navigate('/privacy');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
