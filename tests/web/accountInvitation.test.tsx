// The invitation page (issue #11): the mailed link's token and a password under the change-password rules sign the
// new person in; a used or expired link says so in the reader's words.
import type { Environment } from 'relay-runtime';
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { InvitationRoute } from '../../web/src/session/InvitationRoute.tsx';
import { environmentHolder } from '../../web/src/platform/relay/environmentHolder.ts';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { tokenStore } from '../../web/src/session/tokenStore.ts';
import { testToken } from './support/testToken.ts';

afterEach(() => {
  notificationStore.list().forEach((n) => notificationStore.dismiss(n.id));
  tokenStore.clearAll();
});

function openInvitation(entry: string) {
  const environment = createMockEnvironment();
  environmentHolder.replace(environment as unknown as Environment);
  const router = createMemoryRouter([
    { path: '/pages/invitation', Component: InvitationRoute },
    { path: '/', element: <p>home page</p> },
  ], { initialEntries: [entry] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  return { environment, router };
}

async function choose(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: confirmation } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Set the password and sign in' })); });
}

describe('the invitation page', () => {
  test('sends the token with the chosen password, keeps the session and opens the home page', async () => {
    const { environment, router } = openInvitation('/pages/invitation?token=abc123');
    await choose('Chosen#2026');
    const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
    expect(operation.request.variables).toEqual({ input: { token: 'abc123', newPassword: 'Chosen#2026' } });
    const token = testToken();
    await act(async () => environment.mock.resolve(operation, {
      data: { acceptInvitation: { token, username: 'new@test.test', employeeCode: null, userErrors: [] } },
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokenStore.get()).toBe(token);
    expect(tokenStore.identity()).toEqual({ field: 'username', value: 'new@test.test' });
  });

  test('a weak password or a mismatch is refused before anything is sent', async () => {
    const { environment } = openInvitation('/pages/invitation?token=abc123');
    await choose('short');
    expect(await screen.findByText(/The password needs 8 to 16 characters/)).toBeTruthy();
    await choose('Chosen#2026', 'Chosen#2027');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('a used or expired link is told in the catalogue\'s words, and nobody is signed in', async () => {
    const { environment, router } = openInvitation('/pages/invitation?token=old');
    await choose('Chosen#2026');
    const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
    await act(async () => environment.mock.resolve(operation, {
      data: { acceptInvitation: { token: null, username: null, employeeCode: null, userErrors: [
        { field: ['token'], message: 'is not valid or has expired', code: 'INVITATION_INVALID' },
      ] } },
    }));
    expect((await screen.findAllByText('The invitation is not valid, has been used or has expired: ask your administrator for a new one')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/pages/invitation');
    expect(tokenStore.get()).toBeNull();
  });

  test('without a token the page explains where it comes from', () => {
    openInvitation('/pages/invitation');
    expect(screen.getByRole('alert').textContent).toMatch(/link of your invitation message/);
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });
});
