import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import type { RoleName } from '../../domain/roles.ts';
import { EmployeesRoute } from '../../web/src/employees/EmployeesRoute.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

function accessOf(role: RoleName) {
  return { roles: [role], permissions: [...DEFAULT_ROLE_AUTHORITIES[role]], enabledModules: [], homePath: '/' };
}

function openList(role: RoleName, path: string) {
  const environment = createMockEnvironment();
  const access = accessOf(role);
  const screenRoute = {
    loader: ({ request }: { request: Request }) => ({
      feature: 'employees', access,
      queryRef: EmployeesRoute.loadQuery({ environment: environment as unknown as Environment, params: {}, feature: 'employees', access, url: new URL(request.url) }),
    }),
    Component: () => <Suspense fallback={<p>loading</p>}><EmployeesRoute /></Suspense>,
  };
  const router = createMemoryRouter([
    { path: '/company/employees', ...screenRoute },
    { path: '/dep-employees', ...screenRoute },
    { path: '/company/employees/new', element: <p>new form</p> },
  ], { initialEntries: [path] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  return { environment, router };
}

let serial = 0;
/** Answers every pending query as the gateway would: three people, one page. */
function answer(environment: Env): readonly OperationDescriptor[] {
  const operations = environment.mock.getAllOperations();
  for (const operation of operations) {
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      Employee: () => ({ databaseId: ++serial, name: `Person ${serial}`, pictureUrl: null, endDate: null, employeeNumber: `E${serial}` }),
      EmployeeConnection: () => ({ totalCount: 3, pageInfo: { hasNextPage: false, endCursor: null } }),
      Department: () => ({ name: 'Operations' }),
    })));
  }
  return operations;
}

describe('employee list', () => {
  test('opens on the enabled list; the tabs switch to the disabled list through the address', async () => {
    const { environment, router } = openList('ADMIN', '/company/employees');
    const [first] = await waitFor(() => { const ops = answer(environment); expect(ops.length).toBeGreaterThan(0); return ops; });
    expect(first.request.variables.filter).toEqual({ enabled: true, search: null, departmentId: null, contractTypeId: null });
    const lists = await screen.findByRole('navigation', { name: 'Employee lists' });
    expect(within(lists).getByRole('link', { name: 'Enabled' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Showing 1 of 3')).toBeTruthy();

    await act(async () => { fireEvent.click(within(lists).getByRole('link', { name: 'Disabled' })); });
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled'));
    const ops = await waitFor(() => { const o = answer(environment); expect(o.length).toBeGreaterThan(0); return o; });
    expect(ops[0].request.variables.filter).toMatchObject({ enabled: false });
    await waitFor(() => expect(within(lists).getByRole('link', { name: 'Disabled' }).getAttribute('aria-current')).toBe('page'));
  });

  test('search, department and contract type go into the query', async () => {
    const { environment, router } = openList('ADMIN', '/company/employees?q=ana&department=RDE&contractType=QzE');
    const [first] = await waitFor(() => { const ops = answer(environment); expect(ops.length).toBeGreaterThan(0); return ops; });
    expect(first.request.variables.filter).toEqual({ enabled: true, search: 'ana', departmentId: 'RDE', contractTypeId: 'QzE' });
    const search = await screen.findByLabelText('Search');
    expect((search as HTMLInputElement).value).toBe('ana');
    fireEvent.change(search, { target: { value: 'rui' } });
    await waitFor(() => expect(router.state.location.search).toContain('q=rui'), { timeout: 2000 });
  });

  test('a search looks in both lists: none here, "1 match in Disabled" links to it (#11 item 4)', async () => {
    const { environment, router } = openList('ADMIN', '/company/employees?q=Z%C3%A9lia');
    const [first] = await waitFor(() => {
      const ops = environment.mock.getAllOperations();
      expect(ops.length).toBeGreaterThan(0);
      return ops;
    });
    expect(first.request.variables.searching).toBe(true);
    expect(first.request.variables.otherTab).toEqual({ enabled: false, search: 'Zélia', departmentId: null, contractTypeId: null });
    act(() => environment.mock.resolve(first, MockPayloadGenerator.generate(first, {
      EmployeeConnection: (context: { alias?: string | null }) => (context.alias === 'otherTab'
        ? { totalCount: 1 } : { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    })));
    expect(await screen.findByText('No employee matches.')).toBeTruthy();
    const hint = await screen.findByRole('link', { name: '1 match in Disabled' });
    await act(async () => { fireEvent.click(hint); });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Z%C3%A9lia&status=disabled'));
  });

  test('without a search the other list is not asked for, and nothing is said', async () => {
    const { environment } = openList('ADMIN', '/company/employees');
    const [first] = await waitFor(() => { const ops = answer(environment); expect(ops.length).toBeGreaterThan(0); return ops; });
    expect(first.request.variables.searching).toBe(false);
    expect(await screen.findByText('Showing 1 of 3')).toBeTruthy();
    expect(screen.queryByText(/match/)).toBeNull();
  });

  test('admins get create, edit and delete controls', async () => {
    const { environment } = openList('ADMIN', '/company/employees');
    await waitFor(() => { answer(environment); expect(screen.getAllByRole('row').length).toBe(2); });
    expect(screen.getByRole('link', { name: 'New employee' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Edit / }).length).toBe(1);
    expect(screen.getAllByRole('button', { name: /^Delete / }).length).toBe(1);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
  });

  test('the read-only consultant sees the list without any create, edit or delete control', async () => {
    const { environment } = openList('READ_ONLY', '/company/employees');
    await waitFor(() => { answer(environment); expect(screen.getAllByRole('row').length).toBe(2); });
    expect(screen.queryByRole('link', { name: 'New employee' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
  });

  test('dep-employees is the department manager’s scope: their title, links to dep profiles, no writes', async () => {
    const { environment } = openList('DEPARTMENT_MANAGER', '/dep-employees');
    await waitFor(() => { answer(environment); expect(screen.getAllByRole('row').length).toBe(2); });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My departments’ employees');
    const person = within(screen.getAllByRole('row')[1]).getAllByRole('link')[0];
    expect(person.getAttribute('href')).toMatch(/^\/dep-employees\/\d+$/);
    expect(screen.queryByRole('link', { name: 'New employee' })).toBeNull();
  });
});
