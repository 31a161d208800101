/**
 * Issue #11 item 11: the employee list sorts by its columns. The headers are buttons with `aria-sort` on the sorted
 * one; the order lives in the address and goes to the API through the query's `orderBy` (the API sorts, so paging
 * continues the same order); on phones a chooser does the same.
 */
import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import { EmployeesRoute } from '../../web/src/employees/EmployeesRoute.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

function openList(path: string) {
  const environment = createMockEnvironment();
  const access = { roles: ['ADMIN'], permissions: [...DEFAULT_ROLE_AUTHORITIES.ADMIN], enabledModules: [], homePath: '/' };
  const router = createMemoryRouter([{
    path: '/company/employees',
    loader: ({ request }: { request: Request }) => ({
      feature: 'employees', access,
      queryRef: EmployeesRoute.loadQuery({ environment: environment as unknown as Environment, params: {}, feature: 'employees', access, url: new URL(request.url) }),
    }),
    Component: () => <Suspense fallback={<p>loading</p>}><EmployeesRoute /></Suspense>,
  }], { initialEntries: [path] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  return { environment, router };
}

let serial = 0;
async function answered(environment: Env): Promise<OperationDescriptor> {
  // Generous waits: the machine is shared and a first render can take seconds.
  const [operation] = await waitFor(() => { const ops = environment.mock.getAllOperations(); expect(ops.length).toBeGreaterThan(0); return ops; }, { timeout: 5000 });
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    Employee: () => ({ databaseId: ++serial, name: `Person ${serial}`, pictureUrl: null, employeeNumber: `E${serial}`, startDate: '2024-03-01', endDate: null }),
    EmployeeConnection: () => ({ totalCount: 1, pageInfo: { hasNextPage: false, endCursor: null } }),
  })));
  await screen.findByRole('table', {}, { timeout: 5000 });
  return operation;
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const sortButton = (name: string) => within(header(name)).getByRole('button', { name });

describe('employee list sorting', () => {
  test('names A–Z by default: the Name header says ascending, the others say nothing', async () => {
    const { environment } = openList('/company/employees');
    const operation = await answered(environment);
    expect(operation.request.variables.orderBy).toEqual([{ field: 'NAME', direction: 'ASC' }]);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    for (const name of ['Employee number', 'Department', 'Start date']) {
      expect(sortButton(name)).toBeTruthy();
      expect(header(name).hasAttribute('aria-sort')).toBe(false);
    }
    expect(within(header('Contract type')).queryByRole('button')).toBeNull();
  });

  test('a click on "Employee number" sorts by it ascending, a second click descending, through the address and the API', async () => {
    const { environment, router } = openList('/company/employees?q=ana');
    await answered(environment);
    await act(async () => { fireEvent.click(sortButton('Employee number')); });
    await waitFor(() => expect(router.state.location.search).toBe('?q=ana&sort=employeeNumber'));
    let operation = await answered(environment);
    expect(operation.request.variables.orderBy).toEqual([{ field: 'EMPLOYEE_NUMBER', direction: 'ASC' }, { field: 'NAME', direction: 'ASC' }]);
    expect(operation.request.variables.filter).toMatchObject({ search: 'ana' });
    await waitFor(() => expect(header('Employee number').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);

    await act(async () => { fireEvent.click(sortButton('Employee number')); });
    await waitFor(() => expect(router.state.location.search).toBe('?q=ana&sort=employeeNumber&order=desc'));
    operation = await answered(environment);
    expect(operation.request.variables.orderBy[0]).toEqual({ field: 'EMPLOYEE_NUMBER', direction: 'DESC' });
    await waitFor(() => expect(header('Employee number').getAttribute('aria-sort')).toBe('descending'));
  });

  test('an address with a sort opens sorted (department, descending); a click on Name goes back to the clean default', async () => {
    const { environment, router } = openList('/company/employees?sort=department&order=desc');
    const operation = await answered(environment);
    expect(operation.request.variables.orderBy).toEqual([{ field: 'DEPARTMENT', direction: 'DESC' }, { field: 'NAME', direction: 'ASC' }]);
    expect(header('Department').getAttribute('aria-sort')).toBe('descending');
    await act(async () => { fireEvent.click(sortButton('Name')); });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('the disabled list shows and sorts by the end date instead of the start date', async () => {
    const { environment, router } = openList('/company/employees?status=disabled');
    await answered(environment);
    expect(screen.queryByRole('columnheader', { name: 'Start date' })).toBeNull();
    await act(async () => { fireEvent.click(sortButton('End date')); });
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled&sort=endDate'));
    const operation = await answered(environment);
    expect(operation.request.variables.orderBy[0]).toEqual({ field: 'END_DATE', direction: 'ASC' });
  });

  test('an unknown sort in the address falls back to names A–Z', async () => {
    const { environment } = openList('/company/employees?sort=salary');
    const operation = await answered(environment);
    expect(operation.request.variables.orderBy).toEqual([{ field: 'NAME', direction: 'ASC' }]);
  });

  test('the phone chooser sorts too: "Start date, descending"', async () => {
    const { environment, router } = openList('/company/employees');
    await answered(environment);
    const chooser = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(chooser.value).toBe('name:ascending');
    expect(within(chooser).getByRole('option', { name: 'Start date, descending' })).toBeTruthy();
    await act(async () => { fireEvent.change(chooser, { target: { value: 'startDate:descending' } }); });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=startDate&order=desc'));
    const operation = await answered(environment);
    expect(operation.request.variables.orderBy[0]).toEqual({ field: 'START_DATE', direction: 'DESC' });
  });
});
