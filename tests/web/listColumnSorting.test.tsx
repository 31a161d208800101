// Column sorting on the short organisation lists (#11 item 11): departments by name, contract types by name or days of
// end notice. The server sorts (pages continue the same order); a row added while a chosen order shows lands in it.
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { DepartmentsRoute } from '../../web/src/departments/DepartmentsRoute.tsx';
import { ContractTypesRoute } from '../../web/src/contract-types/ContractTypesRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

async function resolveNext(environment: Env, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; }, { timeout: 5000 });
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation;
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent?.trim().split(' ')[0]);

describe('departments sort by name', () => {
  test('A–Z first; a click asks the server for Z–A, and a new department then lands in Z–A order', async () => {
    const { environment } = openRoute(DepartmentsRoute, '/company/departments');
    const two = (order: string[]) => ({
      DepartmentConnection: () => ({ totalCount: 2, pageInfo: { hasNextPage: false, endCursor: null },
        edges: order.map((name) => ({ node: { id: `d-${name}`, name, activeEmployeeCount: 0, managers: [] } })) }),
      EmployeeConnection: () => ({ edges: [] }),
    });
    await resolveNext(environment, two(['Finance', 'Sales']));
    expect(await screen.findByText('2 departments', {}, { timeout: 5000 })).toBeTruthy();
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Finance', 'Sales']);

    await act(async () => { fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' })); });
    const refetched = await resolveNext(environment, two(['Sales', 'Finance']));
    expect(refetched.request.variables.orderBy).toEqual([{ field: 'NAME', direction: 'DESC' }]);
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(rowNames()).toEqual(['Sales', 'Finance']));

    fireEvent.click(screen.getByRole('button', { name: 'New department' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Logistics' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await resolveNext(environment, {
      CreateDepartmentPayload: () => ({ userErrors: [] }),
      Department: () => ({ id: 'd-new', name: 'Logistics', activeEmployeeCount: 0, managers: [] }),
    });
    await waitFor(() => expect(rowNames()).toEqual(['Sales', 'Logistics', 'Finance']));
  });
});

describe('contract types sort by their columns', () => {
  test('a click on "Days of end notice" asks for that order, names settling ties; the employee count is not sortable', async () => {
    const { environment } = openRoute(ContractTypesRoute, '/company/contract-types');
    await resolveNext(environment, {
      ContractTypeConnection: () => ({ pageInfo: { hasNextPage: false, endCursor: null } }),
      ContractType: () => ({ name: 'Permanent', endNoticeDays: 30, employeeCount: 2 }),
    });
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(within(header('Employees')).queryByRole('button')).toBeNull();
    await act(async () => { fireEvent.click(within(header('Days of end notice')).getByRole('button', { name: 'Days of end notice' })); });
    const refetched = await resolveNext(environment, {
      ContractTypeConnection: () => ({ pageInfo: { hasNextPage: false, endCursor: null } }),
      ContractType: () => ({ name: 'Permanent', endNoticeDays: 30, employeeCount: 2 }),
    });
    expect(refetched.request.variables.orderBy).toEqual([{ field: 'END_NOTICE_DAYS', direction: 'ASC' }, { field: 'NAME', direction: 'ASC' }]);
    await waitFor(() => expect(header('Days of end notice').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
  });
});
