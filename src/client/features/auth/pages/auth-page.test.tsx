// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../../common/auth';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { AuthPage } from './auth-page';
import { SignInPage } from './signin-page';

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/signin', element: <SignInPage /> },
  { path: '/history', element: <p>history page</p> },
  { path: '/', element: <p>home page</p> },
];

const builtin = { 'GET /api/auth/methods': { json: { method: 'builtin' } } };
const oidc = { 'GET /api/auth/methods': { json: { method: 'oidc' } } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthPage', () => {
  it('offers only the identity provider when one is configured, keeping returnTo', async () => {
    stubApi(oidc);
    renderRoutes(routes, '/auth?returnTo=%2Fhistory');
    const link = await screen.findByRole('link', { name: 'Sign in to continue' });
    expect(link.getAttribute('href')).toBe('/api/login?returnTo=%2Fhistory');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('checks the registration form with the shared rules and ties each message to its field', async () => {
    const fetchMock = stubApi(builtin);
    renderRoutes(routes, '/auth?mode=register');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    const email = within(form).getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      AUTH_MESSAGES.invalidEmail,
    );
    expect(within(form).getByText(AUTH_MESSAGES.nameTooShort)).toBeTruthy();
    expect(within(form).getByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
    // Nothing reaches the server until the form is valid.
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).not.toContain('POST');
  });

  it('registers, signs in with the same credentials and goes to a same-site returnTo', async () => {
    const fetchMock = stubApi({
      ...builtin,
      'POST /api/auth/register': { status: 202, json: { message: AUTH_MESSAGES.registrationReceived } },
      'POST /api/auth/login': {
        json: { id: '1', email: 'ada@example.com', name: 'Ada', tier: 'free', isAdmin: false },
      },
    });
    renderRoutes(routes, '/auth?mode=register&returnTo=%2Fhistory');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('history page')).toBeTruthy();
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(login?.[1]?.body as string)).toEqual({
      email: 'ada@example.com',
      password: 'long enough',
    });
  });

  it('explains a registration that could not sign in (a taken email), then signs in', async () => {
    stubApi({
      ...builtin,
      'POST /api/auth/register': { status: 202, json: { message: AUTH_MESSAGES.registrationReceived } },
      'POST /api/auth/login': { status: 401, json: { error: AUTH_MESSAGES.invalidCredentials } },
    });
    renderRoutes(routes, '/auth?mode=register&returnTo=%2Fhistory');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.registrationNeedsSignIn);

    stubApi({
      ...builtin,
      'POST /api/auth/login': {
        json: { id: '1', email: 'ada@example.com', name: 'Ada', tier: 'free', isAdmin: false },
      },
      'GET /api/auth/user': {
        json: { id: '1', email: 'ada@example.com', name: 'Ada', tier: 'free', isAdmin: false },
      },
    });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign in' }));
    const signIn = await screen.findByRole('form', { name: 'Sign in' });
    fireEvent.change(within(signIn).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(signIn).getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('history page')).toBeTruthy();
  });
});

describe('SignInPage', () => {
  it('never claims PolicyLens does not see the password when accounts are built in', async () => {
    stubApi(builtin);
    renderRoutes(routes, '/signin');
    await screen.findByText(/one-way hash/);
    expect(screen.queryByText(/never sees your password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/auth?mode=register',
    );
  });

  it('explains the hosted sign-in when an identity provider is configured', async () => {
    stubApi(oidc);
    renderRoutes(routes, '/signin');
    await screen.findByText(/never sees your password/);
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
  });

  it('sends a signed-in user home', async () => {
    stubApi({
      ...builtin,
      'GET /api/auth/user': {
        json: { id: 'user-1', email: 'a@example.com', name: null, tier: 'free', isAdmin: false },
      },
    });
    renderRoutes(routes, '/signin');
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
  });
});
