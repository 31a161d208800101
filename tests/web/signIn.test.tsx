import type { Environment } from 'relay-runtime';
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoginRoute } from '../../web/src/session/LoginRoute.tsx';
import { environmentHolder } from '../../web/src/platform/relay/environmentHolder.ts';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { tokenStore } from '../../web/src/session/tokenStore.ts';
import { testToken } from './support/testToken.ts';

afterEach(() => notificationStore.list().forEach((n) => notificationStore.dismiss(n.id)));

function renderLogin(entry: string) {
  const environment = createMockEnvironment();
  environmentHolder.replace(environment as unknown as Environment);
  const router = createMemoryRouter([
    { path: '/pages/login', Component: LoginRoute },
    { path: '/account/user', element: <p>account page</p> },
    { path: '/', element: <p>home page</p> },
  ], { initialEntries: [entry] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  return { environment, router };
}

async function submit(identifier: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail or employee code'), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
}

describe('sign-in', () => {
  test('an identifier with @ is sent as username; success stores the token and goes back to the redirect target', async () => {
    const { environment, router } = renderLogin('/pages/login?expired=true&redirect=/account/user');
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeTruthy();
    await submit('admin@demo.test', 'Demo#2026');
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables).toEqual({ input: { username: 'admin@demo.test', password: 'Demo#2026' } });
    const token = testToken();
    await act(async () => environment.mock.resolve(operation, { data: { login: { token, expiresAt: null, userErrors: [] } } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/user'));
    expect(tokenStore.get()).toBe(token);
    expect(tokenStore.identity()).toEqual({ field: 'username', value: 'admin@demo.test' });
  });

  test('anything else is an employee code', async () => {
    const { environment } = renderLogin('/pages/login');
    await submit(' E0001 ', 'Demo#2026');
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables).toEqual({ input: { employeeCode: 'E0001', password: 'Demo#2026' } });
  });

  test('invalid credentials: an error notification, stored data cleared, still on sign-in', async () => {
    localStorage.setItem('pontual.token', 'old');
    const { environment, router } = renderLogin('/pages/login');
    await submit('employee@demo.test', 'nope');
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    await act(async () => environment.mock.resolve(operation, { data: { login: { token: null, expiresAt: null, userErrors: [{ field: null, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }] } } }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Invalid credentials: check your identifier and password.'));
    expect(localStorage.getItem('pontual.token')).toBeNull();
    expect(router.state.location.pathname).toBe('/pages/login');
  });

  test('another refusal shows the server message; a failed request shows "login failed"', async () => {
    const { environment } = renderLogin('/pages/login');
    await submit('employee@demo.test', 'nope');
    let operation = await waitFor(() => environment.mock.getMostRecentOperation());
    await act(async () => environment.mock.resolve(operation, { data: { login: { token: null, expiresAt: null, userErrors: [{ field: null, message: 'The account is locked for 15 minutes', code: 'ACCOUNT_LOCKED' }] } } }));
    expect(await screen.findByText('The account is locked for 15 minutes')).toBeTruthy();
    await submit('employee@demo.test', 'nope');
    operation = await waitFor(() => environment.mock.getMostRecentOperation());
    await act(async () => environment.mock.reject(operation, new Error('boom')));
    expect(await screen.findByText('Sign-in failed. Please try again.')).toBeTruthy();
  });

  test('required fields are checked before any request', async () => {
    const { environment } = renderLogin('/pages/login');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
    expect((await screen.findAllByText('This field is required.')).length).toBe(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
