// API tokens screen (issue #18 item 4): the list says what each token is and whether it still works; creating one
// sends name, role and an expiry and shows the secret once with a warning and a copy button; revoking asks first.
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiTokensRoute } from '../../web/src/api-tokens/ApiTokensRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

const token = (id: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id, name, prefix: `pnt_${id.padEnd(8, 'x')}`, role: { id: 'role-6', name: 'READ_ONLY' }, createdByName: 'Ana Admin',
  createdAt: '2026-11-02T09:00:00Z', expiresAt: '2027-02-02T09:00:00Z', lastUsedAt: null, revokedAt: null, status, ...extra,
});
const ROLES = [{ id: 'role-4', name: 'ADMIN' }, { id: 'role-5', name: 'SUPER_ADMIN' }, { id: 'role-6', name: 'READ_ONLY' }, { id: 'role-9', name: 'Payroll reader' }];

async function openTokens(tokens = [token('t1', 'Payroll export', 'ACTIVE', { lastUsedAt: '2026-11-20T14:05:00Z' }), token('t2', 'Old BI', 'REVOKED', { revokedAt: '2026-11-10T08:00:00Z' })]) {
  const { environment } = openRoute(ApiTokensRoute, '/token', { role: 'ADMIN', feature: 'token' }) as { environment: Env };
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  act(() => environment.mock.resolve(operation, { data: {
    apiTokens: { __typename: 'ApiTokenConnection', totalCount: tokens.length, edges: tokens.map((node, i) => ({ cursor: `c${i}`, node: { __typename: 'ApiToken', ...node } })), pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null } },
    roles: { edges: ROLES.map((node) => ({ node: { __typename: 'Role', ...node } })) },
  } }));
  await screen.findByRole('heading', { level: 1, name: 'API tokens' });
  return environment;
}
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const mutationNamed = (environment: Env, name: string): Promise<OperationDescriptor> => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
  expect(op).toBeTruthy();
  return op;
});

describe('API tokens', () => {
  test('the list shows name, role, prefix, creator, last use and status; only a working token offers Revoke', async () => {
    await openTokens();
    const active = within(rowOf('Payroll export'));
    expect(active.getByText('Read Only')).toBeTruthy();
    expect(active.getByText('pnt_t1xxxxxx…')).toBeTruthy();
    expect(active.getByText(/Ana Admin/)).toBeTruthy();
    expect(active.getByText(/20\/11\/2026 \d\d:\d\d/)).toBeTruthy();
    expect(active.getByText('Active')).toBeTruthy();
    expect(active.getByRole('button', { name: 'Revoke Payroll export' })).toBeTruthy();
    const revoked = within(rowOf('Old BI'));
    expect(revoked.getByText('Revoked')).toBeTruthy();
    expect(revoked.getByText('Never')).toBeTruthy();
    expect(revoked.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  test('creating sends name, role and an expiry, then shows the secret once with a warning and a copy button', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const environment = await openTokens([]);
    expect(screen.getByText('No API token yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    const offered = [...role.options].map((o) => o.textContent);
    expect(offered).toEqual(['Choose a role…', 'Read Only', 'Payroll reader']);
    expect(role.value).toBe('role-6');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Payroll export ' } });
    fireEvent.change(within(dialog).getByLabelText('Expires after'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await mutationNamed(environment, 'useCreateApiTokenMutation');
    const input = operation.request.variables.input;
    expect(input.name).toBe('Payroll export');
    expect(input.roleId).toBe('role-6');
    const days = (new Date(input.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const secret = `pnt_${'a'.repeat(43)}`;
    act(() => environment.mock.resolve(operation, { data: { createApiToken: {
      apiToken: { __typename: 'ApiToken', ...token('t3', 'Payroll export', 'ACTIVE') }, secret, userErrors: [],
    } } }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(shown).getByRole('alert').textContent).toMatch(/only time the token "Payroll export" is shown/);
    expect((within(shown).getByLabelText('Token') as HTMLInputElement).value).toBe(secret);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await within(shown).findByText('Copied to the clipboard.');
    expect(writeText).toHaveBeenCalledWith(secret);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(rowOf('Payroll export')).toBeTruthy();
  });

  test('a refused role lands on the role field', async () => {
    const environment = await openTokens([]);
    fireEvent.click(screen.getByRole('button', { name: 'New API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Strong' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'role-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await mutationNamed(environment, 'useCreateApiTokenMutation');
    act(() => environment.mock.resolve(operation, { data: { createApiToken: {
      apiToken: null, secret: null,
      userErrors: [{ field: ['roleId'], code: 'API_TOKEN_ROLE_NOT_ALLOWED', message: 'An API token cannot hold a role that administers accounts, roles or modules' }],
    } } }));
    await within(dialog).findByText('An API token cannot hold a role that administers accounts, roles or modules');
    expect(screen.queryByRole('dialog', { name: 'Copy your new token' })).toBeNull();
  });

  test('revoking asks for confirmation, sends the token and marks it revoked', async () => {
    const environment = await openTokens();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Payroll export' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke "Payroll export"?' });
    expect(confirm.textContent).toMatch(/stops working immediately/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    const operation = await mutationNamed(environment, 'useRevokeApiTokenMutation');
    expect(operation.request.variables.input).toEqual({ id: 't1' });
    act(() => environment.mock.resolve(operation, { data: { revokeApiToken: {
      apiToken: { __typename: 'ApiToken', ...token('t1', 'Payroll export', 'REVOKED', { revokedAt: '2026-11-27T10:00:00Z' }) }, userErrors: [],
    } } }));
    await screen.findByText('"Payroll export" has been revoked.');
    expect(within(rowOf('Payroll export')).getByText('Revoked')).toBeTruthy();
  });
});
