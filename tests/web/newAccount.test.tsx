// The accounts screen (issue #11): "New account" for an employee without one sends an invitation; an account that
// never chose a password can be invited again; a leaver's account reads as disabled, with the date they left.
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { UsersRoute } from '../../web/src/accounts/UsersRoute.tsx';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { openRoute } from './support/openRoute.tsx';

afterEach(() => notificationStore.list().forEach((n) => notificationStore.dismiss(n.id)));

const ROLES = [{ id: 'r-admin', name: 'ADMIN' }, { id: 'r-employee', name: 'EMPLOYEE' }];
const ACCOUNTS = [
  { id: 'a1', username: 'pending@test.test', invitationPending: true, employmentEndedOn: null, isEnabled: true, employee: { name: 'Paula Pending' } },
  { id: 'a2', username: 'gone@test.test', invitationPending: false, employmentEndedOn: '2026-03-31', isEnabled: true, employee: { name: 'Gil Gone' } },
];

async function openUsers() {
  const { environment } = openRoute(UsersRoute, '/company/users', { feature: 'users' });
  const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  let n = 0;
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    AccountConnection: () => ({ totalCount: 2, edges: [{}, {}], pageInfo: { hasNextPage: false, endCursor: null } }),
    Account: () => {
      const a = ACCOUNTS[n++ % 2];
      return { ...a, employeeCode: null, isLocked: false, lockedUntil: null, identificationMethod: 'userpass', roleNames: ['EMPLOYEE'], roles: [{ id: 'r-employee', name: 'EMPLOYEE' }] };
    },
    RoleConnection: () => ({ edges: ROLES.map(() => ({})) }),
    Role: (() => { let i = 0; return () => ROLES[i++ % 2]; })(),
  })));
  await screen.findByText('Paula Pending');
  return environment;
}

/** The pending operation of that name (the search box's debounced refetch may be pending too). */
const pending = (environment: Awaited<ReturnType<typeof openUsers>>, name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.operation.name === name);
  expect(op).toBeTruthy();
  return op!;
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('accounts screen', () => {
  test('a leaver\'s account is shown disabled with the date they left; a pending one says so', async () => {
    await openUsers();
    const gone = rowOf('Gil Gone');
    expect(within(gone).getByText('Disabled')).toBeTruthy();
    expect(within(gone).getByText('Left on 31/03/2026')).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: /invitation/ })).toBeNull();
    const pending = rowOf('Paula Pending');
    expect(within(pending).getByText('Enabled')).toBeTruthy();
    expect(within(pending).getByText('Invitation pending')).toBeTruthy();
  });

  test('"Send invitation again" sends the account\'s id and confirms', async () => {
    const environment = await openUsers();
    fireEvent.click(within(rowOf('Paula Pending')).getByRole('button', { name: 'Send the invitation to pending@test.test again' }));
    const operation = await pending(environment, 'useResendAccountInvitationMutation');
    expect(operation.request.variables).toEqual({ input: { id: 'a1' } });
    await act(async () => environment.mock.resolve(operation, { data: { resendAccountInvitation: { account: null, userErrors: [] } } }));
    expect((await screen.findAllByText(/A new invitation has been sent to pending@test.test/)).length).toBeGreaterThan(0);
  });

  test('"New account" finds employees without an account, fills the username from their e-mail and invites them', async () => {
    const environment = await openUsers();
    fireEvent.click(screen.getByRole('button', { name: 'New account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New account' });

    // Nothing chosen: the rules stop it before anything is sent.
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Create and send the invitation' })); });
    expect(await within(dialog).findByText('Choose the employee.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Employee' }), { target: { value: 'nu' } });
    const search = await pending(environment, 'NewAccountDialogSearchQuery');
    expect(search.request.variables).toEqual({ search: 'nu' });
    await act(async () => environment.mock.resolve(search, { data: { employees: { edges: [
      { node: { id: 'e1', name: 'Nuno Has', email: 'has@test.test', employeeNumber: null, account: { id: 'a9' } } },
      { node: { id: 'e2', name: 'Nuno Novo', email: 'nuno@test.test', employeeNumber: 'E77', account: null } },
    ] } } }));
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Nuno Novonuno@test.test · E77']);
    fireEvent.click(options[0]);
    expect(within(dialog).getByText('Chosen: Nuno Novo')).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByLabelText('Username (e-mail address)') as HTMLInputElement).value).toBe('nuno@test.test'));
    expect((within(dialog).getByRole('checkbox', { name: 'Employee' }) as HTMLInputElement).checked).toBe(true);
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Create and send the invitation' })); });
    const create = await pending(environment, 'useCreateAccountMutation');
    expect(create.request.variables).toEqual({ input: { employeeId: 'e2', username: 'nuno@test.test', roles: [{ id: 'r-employee' }] } });
    await act(async () => environment.mock.resolve(create, MockPayloadGenerator.generate(create, {
      CreateAccountPayload: () => ({ userErrors: [] }),
    })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findAllByText('The account has been created and an invitation sent to nuno@test.test.')).length).toBeGreaterThan(0);
  });
});
