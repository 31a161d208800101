// `/kiosk` (issue #13 item 3): an administrator makes this device the kiosk (and is signed out of it); the kiosk then
// speaks with its own token and never with a user session; a token the server no longer knows is dropped and the
// page says the kiosk is signed out; signing out of the app keeps the device's kiosk token.
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createMockEnvironment } from 'relay-test-utils';
import { KioskRoute } from '../../web/src/kiosk/KioskRoute.tsx';
import { KIOSK_KEY } from '../../web/src/kiosk/kioskDevice.ts';
import { environmentHolder } from '../../web/src/platform/relay/environmentHolder.ts';
import { tokenStore, TOKEN_KEY } from '../../web/src/session/tokenStore.ts';
import { testToken } from './support/testToken.ts';

afterEach(() => { vi.unstubAllGlobals(); });

/** The GraphQL endpoint as the kiosk's own environment reaches it: answers `data`, records the headers. */
function stubGraphql(data: object) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function openKioskRoute(at = '/kiosk') {
  const environment = createMockEnvironment();
  environmentHolder.replace(environment as unknown as Environment);
  const router = createMemoryRouter([
    { path: '/kiosk', Component: KioskRoute },
    { path: '/pages/login', element: <p>sign-in page</p> },
  ], { initialEntries: [at] });
  render(<RelayEnvironmentProvider environment={environment as unknown as Environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  return { environment, router };
}

const SETUP = {
  viewer: { permissions: ['CLOCKS_READ', 'CLOCKS_WRITE', 'SITES_READ'] },
  company: { timezone: 'Europe/Paris' },
  terminal: {
    id: 'VGVybWluYWw6MQ==', databaseId: 1, name: 'Kiosk 1', siteName: 'Lisbon HQ', signedIn: false, signedInAt: null, lastSeenAt: null,
    site: { id: 'U2l0ZTox', name: 'Lisbon HQ', timeZone: 'Europe/Lisbon' },
  },
  sites: { edges: [{ node: { id: 'U2l0ZTox', name: 'Lisbon HQ', timeZone: 'Europe/Lisbon' } }, { node: { id: 'U2l0ZToy', name: 'Porto', timeZone: 'Europe/Lisbon' } }] },
};

const operationNamed = (environment: ReturnType<typeof createMockEnvironment>, name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
  expect(op).toBeTruthy();
  return op as OperationDescriptor;
});

describe('/kiosk', () => {
  test('an administrator makes this device the kiosk: the token is kept, their session ends, the kiosk starts', async () => {
    localStorage.setItem(TOKEN_KEY, testToken());
    const { environment } = openKioskRoute();
    act(() => environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: SETUP }));
    expect((await screen.findByLabelText('Site') as HTMLSelectElement).value).toBe('U2l0ZTox');
    expect(screen.getByText('No device is signed in as this kiosk.')).toBeTruthy();
    expect((screen.getByLabelText(/^Sign me out of this device/) as HTMLInputElement).checked).toBe(true);

    const fetch = stubGraphql({ kiosk: { id: 'VGVybWluYWw6MQ==', name: 'Kiosk 1', siteName: 'Lisbon HQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this device as the kiosk' }));
    const signIn = await operationNamed(environment, 'useSignInKioskMutation');
    expect(signIn.request.variables.input).toEqual({ terminalId: 'VGVybWluYWw6MQ==' });
    await act(async () => environment.mock.resolve(signIn, {
      data: { signInKiosk: { token: 'kiosk_abc', terminal: { id: 'VGVybWluYWw6MQ==', signedIn: true, signedInAt: '2026-05-12T08:00:00Z', lastSeenAt: null }, userErrors: [] } },
    }));
    await screen.findByRole('heading', { level: 1, name: 'Kiosk 1' });
    expect(JSON.parse(localStorage.getItem(KIOSK_KEY) ?? 'null')).toEqual({ token: 'kiosk_abc', timeZone: 'Europe/Lisbon' });
    expect(tokenStore.get()).toBeNull();
    const [, init] = fetch.mock.calls[0];
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-kiosk-token']).toBe('kiosk_abc');
    expect(headers.authorization).toBeUndefined();
  });

  test('the kiosk never sends the session of someone signed in on the device', async () => {
    localStorage.setItem(TOKEN_KEY, testToken());
    localStorage.setItem(KIOSK_KEY, JSON.stringify({ token: 'kiosk_xyz', timeZone: null }));
    const fetch = stubGraphql({ kiosk: { id: 'VGVybWluYWw6MQ==', name: 'Front door', siteName: null } });
    openKioskRoute();
    await screen.findByRole('heading', { level: 1, name: 'Front door' });
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect([headers['x-kiosk-token'], headers.authorization]).toEqual(['kiosk_xyz', undefined]);
    expect(screen.getByRole('link', { name: 'Administrator' }).getAttribute('href')).toBe('/kiosk?manage');
  });

  test('a token the server no longer knows is dropped, and the page says the kiosk is signed out', async () => {
    localStorage.setItem(KIOSK_KEY, JSON.stringify({ token: 'kiosk_old', timeZone: 'Europe/Lisbon' }));
    stubGraphql({ kiosk: null });
    openKioskRoute();
    await screen.findByRole('heading', { level: 1, name: 'This kiosk is signed out' });
    expect(localStorage.getItem(KIOSK_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in as an administrator' }).getAttribute('href')).toBe('/pages/login?redirect=%2Fkiosk');
  });

  test('signing out of the app keeps the device\'s kiosk token', () => {
    localStorage.setItem(TOKEN_KEY, testToken());
    localStorage.setItem(KIOSK_KEY, JSON.stringify({ token: 'kiosk_keep', timeZone: null }));
    tokenStore.clearAll();
    expect([localStorage.getItem(TOKEN_KEY), JSON.parse(localStorage.getItem(KIOSK_KEY) ?? 'null')?.token]).toEqual([null, 'kiosk_keep']);
  });
});
