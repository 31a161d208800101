import type { Environment } from 'relay-runtime';
import { configure } from '@testing-library/react';
import { describe, expect, test } from 'vitest';

// The first visit of a lazy route transforms its chunk on the fly.
configure({ asyncUtilTimeout: 5000 });
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import { MODULES } from '../../domain/modules.ts';
import { homePath, type RoleName } from '../../domain/roles.ts';
import { AppRelayProvider } from '../../web/src/platform/relay/AppRelayProvider.tsx';
import { environmentHolder } from '../../web/src/platform/relay/environmentHolder.ts';
import { appRoutes as createAppRoutes } from '../../web/src/routes.ts';
import { decideAccess } from '../../web/src/platform/routing/decideAccess.ts';
import { menuItems } from '../../web/src/shell/menuItems.ts';
import { testToken } from './support/testToken.ts';

function accessOf(role: RoleName, modules: readonly string[] = MODULES) {
  return { roles: [role], permissions: [...DEFAULT_ROLE_AUTHORITIES[role]], enabledModules: [...modules], homePath: homePath([role]) };
}

let pending: () => void = () => {};

function openApp(path: string, role: RoleName | null, modules?: readonly string[]) {
  localStorage.setItem('pontual.releaseSeen', __APP_VERSION__);
  if (role) localStorage.setItem('pontual.token', testToken());
  const environment = createMockEnvironment();
  const resolvers = { Viewer: () => accessOf(role ?? 'EMPLOYEE', modules) };
  // Preloaded queries bypass the mock's resolver queue: answer whatever is pending, as a server would.
  pending = () => {
    for (const operation of environment.mock.getAllOperations()) {
      act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
    }
  };
  environmentHolder.replace(environment as unknown as Environment);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(<AppRelayProvider><RouterProvider router={router} /></AppRelayProvider>);
  return router;
}

/** Waits for an assertion while answering the app's queries. */
function eventually<T>(check: () => T): Promise<T> {
  return waitFor(() => {
    pending();
    return check();
  });
}

describe('route guards (core §2)', () => {
  test('without a session: sign-in with the redirect, no expired flag', async () => {
    const router = openApp('/company/employees', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcompany%2Femployees');
  });

  test('an expired token: sign-in with the expired flag', async () => {
    localStorage.setItem('pontual.token', testToken(-60));
    const environment = createMockEnvironment();
    environmentHolder.replace(environment as unknown as Environment);
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/my-absences'] });
    render(<AppRelayProvider><RouterProvider router={router} /></AppRelayProvider>);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    expect(new URLSearchParams(router.state.location.search).get('expired')).toBe('true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('a route the role may not use is the 404 page, inside the layout', async () => {
    const router = openApp('/company/employees', 'EMPLOYEE');
    expect(await eventually(() => screen.getByRole('heading', { name: 'Page not found' }))).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/company/employees');
  });

  test('/ sends a department manager to /dep-dashboard', async () => {
    const router = openApp('/', 'DEPARTMENT_MANAGER');
    await eventually(() => expect(router.state.location.pathname).toBe('/dep-dashboard'));
    expect(await eventually(() => screen.getByRole('heading', { level: 1, name: 'Department dashboard' }))).toBeTruthy();
  });

  test('a module route without the module goes to /error', async () => {
    const router = openApp('/clocks', 'ADMIN', ['BASE']);
    await eventually(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await eventually(() => screen.getByText('This feature is not enabled for your company or your account.'))).toBeTruthy();
  });

  test('a screen a later issue builds is "Under construction", naming the feature', async () => {
    openApp('/my-documents', 'EMPLOYEE');
    expect(await eventually(() => screen.getByRole('heading', { level: 1, name: 'Documents' }))).toBeTruthy();
    expect(screen.getByText('The Documents screen is being built and will appear here in a coming version.')).toBeTruthy();
  });

  test('a viewer that turns null in the store (the gateway no longer knows the token) ends the session', async () => {
    const router = openApp('/my-absences', 'EMPLOYEE');
    await eventually(() => screen.getByRole('navigation', { name: 'Main menu' }));
    act(() => environmentHolder.get().commitUpdate((store) => { store.getRoot().setValue(null, 'viewer'); }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    // (The redirect target comes from window.location, which a memory router does not move.)
    expect(new URLSearchParams(router.state.location.search).get('expired')).toBe('true');
    expect(localStorage.getItem('pontual.token')).toBeNull();
  });

  test('an unknown path is the 404 page', async () => {
    openApp('/no/such/page', null);
    expect(await eventually(() => screen.getByRole('heading', { name: 'Page not found' }))).toBeTruthy();
  });
});

describe('access decisions and menu', () => {
  test('a module route needs the module and the feature permission', () => {
    const rule = { anyAuthority: ['MY_CLOCKS_READ'], module: 'TIME_AND_ATTENDANCE' as const };
    expect(decideAccess(accessOf('EMPLOYEE'), rule)).toBe('allow');
    const noFeature = { ...accessOf('EMPLOYEE'), permissions: accessOf('EMPLOYEE').permissions.filter((p) => p !== 'FEATURE_CLOCK') };
    expect(decideAccess(noFeature, rule)).toBe('moduleError');
    expect(decideAccess(accessOf('ADMIN'), rule)).toBe('allow');
    expect(decideAccess(accessOf('READ_ONLY'), rule)).toBe('notFound');
  });

  test('the menu shows the sections a role may use', () => {
    const sections = (role: RoleName) => menuItems(accessOf(role)).map((g) => g.section);
    expect(sections('EMPLOYEE')).toEqual(['my']);
    expect(sections('DEPARTMENT_MANAGER')).toEqual(['my', 'department', 'reports']);
    expect(sections('ADMIN')).toEqual(['my', 'company', 'reports']);
    const managerReports = menuItems(accessOf('DEPARTMENT_MANAGER')).find((g) => g.section === 'reports')?.items.map((i) => i.path);
    expect(managerReports).not.toContain('reports/cost-centers');
    expect(managerReports).not.toContain('reports/schedules-map');
  });

});

/** Opens the app at `path` and answers its queries with a viewer whose employee is null, with `errors` if given. */
async function openWithoutEmployee(path: string, errors?: unknown[]) {
  localStorage.setItem('pontual.releaseSeen', __APP_VERSION__);
  localStorage.setItem('pontual.token', testToken());
  const environment = createMockEnvironment();
  environmentHolder.replace(environment as unknown as Environment);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(<AppRelayProvider><RouterProvider router={router} /></AppRelayProvider>);
  const answer = () => {
    for (const operation of environment.mock.getAllOperations()) {
      const payload = MockPayloadGenerator.generate(operation, { Viewer: () => accessOf('EMPLOYEE') }) as { data: { viewer: Record<string, unknown> }; errors?: unknown[] };
      if ('employee' in payload.data.viewer) payload.data.viewer.employee = null;
      if (errors) payload.errors = errors;
      act(() => environment.mock.resolve(operation, payload as never));
    }
  };
  return { router, answer };
}

describe('the employee of the signed-in account (core §8)', () => {
  test('a failed employee-by-account fetch signs out with the sign-in-failed message', async () => {
    const { router, answer } = await openWithoutEmployee('/my-absences', [{ message: 'Unexpected error.', path: ['viewer', 'employee'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    await waitFor(() => { answer(); expect(router.state.location.pathname).toBe('/pages/login'); });
    expect(new URLSearchParams(router.state.location.search).get('expired')).toBeNull();
    expect(localStorage.getItem('pontual.token')).toBeNull();
    expect(await screen.findByText('Sign-in failed. Please try again.')).toBeTruthy();
  });

  test('an account without an employee record (null, no error) opens the page', async () => {
    const { router, answer } = await openWithoutEmployee('/my-absences');
    expect(await waitFor(() => { answer(); return screen.getByRole('heading', { level: 1, name: 'Absences' }); })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-absences');
    expect(localStorage.getItem('pontual.token')).not.toBeNull();
  });
});
