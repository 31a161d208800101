// Issue #11 item 8: custom roles are created (from an existing role's permissions, or none) and deleted; built-in
// roles say why they cannot be; a refused deletion reads in words.
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import { RolesRoute } from '../../web/src/roles/RolesRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

// The machine is shared: a first render may take longer than Testing Library's one second.
const SLOW = 5000;
type Env = ReturnType<typeof openRoute>['environment'];
const operationNamed = (environment: Env, name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  expect(op, name).toBeTruthy();
  return op as OperationDescriptor;
}, { timeout: SLOW });

const ROLES = [
  { id: 'r1', name: 'ADMIN', builtIn: true, accountCount: 1, permissions: DEFAULT_ROLE_AUTHORITIES.ADMIN },
  { id: 'r2', name: 'SUPER_ADMIN', builtIn: true, accountCount: 1, permissions: DEFAULT_ROLE_AUTHORITIES.SUPER_ADMIN },
  { id: 'r6', name: 'EMPLOYEE', builtIn: true, accountCount: 5, permissions: DEFAULT_ROLE_AUTHORITIES.EMPLOYEE },
  { id: 'r9', name: 'Payroll', builtIn: false, accountCount: 2, permissions: ['EMPLOYEES_READ'] },
];

async function openRoles() {
  const { environment } = openRoute(RolesRoute, '/company/roles', { role: 'ADMIN', feature: 'roles' });
  const query = await operationNamed(environment, 'RolesRouteQuery');
  let n = 0;
  act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
    RoleConnection: () => ({ edges: ROLES.map(() => ({})) }),
    Role: () => {
      const r = ROLES[n]; n += 1;
      return { ...r, description: null, permissions: r.permissions.map((authority) => ({ authority })) };
    },
  })));
  await screen.findByRole('button', { name: /^Admin/ }, { timeout: SLOW });
  return environment;
}

async function createFrom(environment: Env, name: string, from: string) {
  fireEvent.click(screen.getByRole('button', { name: 'New role' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New role' }));
  fireEvent.change(dialog.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(dialog.getByLabelText('Start from'), { target: { value: from } });
  fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
  return operationNamed(environment, 'useCreateRoleMutation');
}

describe('custom roles', () => {
  test('"New role" from Employee sends its permissions; the new role is listed and opened', async () => {
    const environment = await openRoles();
    const mutation = await createFrom(environment, 'Auditors', 'r6');
    expect(mutation.request.variables.input).toEqual({ name: 'Auditors', permissions: [...DEFAULT_ROLE_AUTHORITIES.EMPLOYEE].sort() });
    act(() => environment.mock.resolve(mutation, { data: { createRole: {
      role: { id: 'r10', name: 'Auditors', description: null, builtIn: false, accountCount: 0, permissions: DEFAULT_ROLE_AUTHORITIES.EMPLOYEE.map((authority) => ({ authority })) },
      userErrors: [],
    } } }));
    const created = await screen.findByRole('button', { name: /^Auditors/ });
    await waitFor(() => expect(created.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('heading', { name: 'Auditors' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an administrator copying the super administrator\'s role leaves the vendor authority out; a taken name shows on the name field', async () => {
    const environment = await openRoles();
    const fromVendor = await createFrom(environment, 'Copy', 'r2');
    const sent = fromVendor.request.variables.input.permissions as string[];
    expect(sent).not.toContain('MODULES_WRITE');
    expect(sent).toContain('ROLES_WRITE');
    act(() => environment.mock.resolve(fromVendor, { data: { createRole: { role: null, userErrors: [{ field: ['name'], message: 'is taken', code: 'ROLE_NAME_TAKEN' }] } } }));
    const dialog = within(screen.getByRole('dialog', { name: 'New role' }));
    expect(await dialog.findByText('A role with this name exists')).toBeTruthy();
  });

  test('a built-in role says it cannot be deleted and offers no delete', async () => {
    await openRoles();
    expect(screen.getByText(/Built-in role: its permissions can be changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  test('deleting a custom role asks first; a refusal because accounts hold it reads in words', async () => {
    const environment = await openRoles();
    fireEvent.click(screen.getByRole('button', { name: /^Payroll/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Payroll' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Delete Payroll?' }));
    expect(ask.getByText(/2 accounts hold this role/)).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Delete' }));
    const mutation = await operationNamed(environment, 'useDeleteRoleMutation');
    expect(mutation.request.variables.input).toEqual({ id: 'r9' });
    act(() => environment.mock.resolve(mutation, { data: { deleteRole: {
      deletedRoleId: null, userErrors: [{ field: null, message: 'The role is held by 2 account(s); reassign them first', code: 'ROLE_IN_USE' }],
    } } }));
    expect(await screen.findByText('The role is held by 2 account(s); reassign them first')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Payroll/ })).toBeTruthy();
  });

  test('deleting a custom role nobody holds takes it off the list and opens another role', async () => {
    const environment = await openRoles();
    fireEvent.click(screen.getByRole('button', { name: /^Payroll/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Payroll' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const mutation = await operationNamed(environment, 'useDeleteRoleMutation');
    act(() => environment.mock.resolve(mutation, { data: { deleteRole: { deletedRoleId: 'r9', userErrors: [] } } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Payroll/ })).toBeNull());
    expect(await screen.findByText('The role Payroll has been deleted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Admin/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
