// Switching roles with unsaved ticks asks first instead of dropping them silently (#11 item 8).
import { Suspense } from 'react';
import type { Environment } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import { RolesRoute } from '../../web/src/roles/RolesRoute.tsx';

function openRoles() {
  const environment = createMockEnvironment();
  const access = { roles: ['ADMIN'], permissions: [...DEFAULT_ROLE_AUTHORITIES.ADMIN], enabledModules: [], homePath: '/' };
  const router = createMemoryRouter([{
    path: '/company/roles',
    loader: ({ request }: { request: Request }) => ({
      feature: 'roles', access,
      queryRef: RolesRoute.loadQuery({ environment: environment as unknown as Environment, params: {}, feature: 'roles', access, url: new URL(request.url) }),
    }),
    Component: () => <Suspense fallback={<p>loading</p>}><RolesRoute /></Suspense>,
  }], { initialEntries: ['/company/roles'] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  return environment;
}

describe('roles', () => {
  test('unsaved ticks: choosing another role asks; "Cancel" keeps them, "Discard changes" opens the other role', async () => {
    const environment = openRoles();
    const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
    let n = 0;
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      RoleConnection: () => ({ edges: [{}, {}] }),
      Role: () => { n++; return { id: `r${n}`, name: n === 1 ? 'ADMIN' : 'EMPLOYEE', description: null, builtIn: true, accountCount: 1, permissions: [] }; },
    })));
    const admin = await screen.findByRole('button', { name: /^Admin/ });
    expect(admin.getAttribute('aria-pressed')).toBe('true');
    const box = screen.getAllByRole('checkbox')[0] as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Employee/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard the changes to Admin?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Admin/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Employee/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Employee/ }).getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(false);
  });
});
