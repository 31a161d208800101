// Insurance screen (core §3, §5, §8; issue #18 item 1): the policies in words, create with DD/MM/YYYY dates, a held
// policy's delete dialog says so with the count and offers no Delete, holders removed and "assign to many", and a
// read-only consultant without controls.
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { RoleName } from '../../domain/roles.ts';
import { InsuranceRoute } from '../../web/src/insurance/InsuranceRoute.tsx';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

afterEach(() => notificationStore.list().forEach((n) => notificationStore.dismiss(n.id)));

const HEALTH = {
  id: 'i-health', name: 'Health plus', type: 'HEALTH_INSURANCE', provider: 'Fidelidade', policyNumber: 'HP-1', validFrom: '2020-01-01',
  validTo: '2099-12-31', isActive: true, employeeCount: 2,
};
const WORK = { id: 'i-work', name: 'Work accidents', type: 'WORK_INSURANCE', provider: null, policyNumber: null, validFrom: null, validTo: '2021-12-31', isActive: false, employeeCount: 0 };

const named = (name: string) => (o: OperationDescriptor) => o.request.node.params.name === name;

async function operation(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => { const op = environment.mock.getAllOperations().find(named(name)); expect(op).toBeTruthy(); return op; });
}

async function openInsurance(role: RoleName = 'ADMIN') {
  const environment = openRoute(InsuranceRoute, '/company/insurance', { role, feature: 'insurance' }).environment as Env;
  const op = await operation(environment, 'InsuranceRouteQuery');
  const policies = [HEALTH, WORK];
  let i = 0;
  act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, {
    InsuranceConnection: () => ({ edges: [{}, {}], totalCount: 2, pageInfo: { hasNextPage: false, endCursor: null } }),
    Insurance: () => policies[i++ % 2],
  })));
  await screen.findByRole('heading', { name: 'Insurance', level: 1 });
  return environment;
}

/** The next mutation `name`, answered with `payload`; returns its variables. */
async function answer(environment: Env, name: string, payload: Record<string, unknown>) {
  const op = await operation(environment, name);
  const [field, value] = Object.entries(payload)[0];
  act(() => environment.mock.resolve(op, { data: { [field]: { userErrors: [], ...(value as object) } } }));
  return op.request.variables;
}

const table = () => screen.getByRole('table', { name: 'Insurance' });
const row = (name: RegExp) => within(table()).getByRole('row', { name });
const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);

describe('insurance screen', () => {
  test('each policy in words: type, provider, validity DD/MM/YYYY, in force or ended, and how many hold it', async () => {
    await openInsurance();
    expect(screen.getByText('2 policies')).toBeTruthy();
    expect(cells(row(/Health plus/)).slice(0, 5)).toEqual(['Health plusPolicy number HP-1', 'Health insurance', 'Fidelidade', '01/01/2020 – 31/12/2099 Active', '2 employees']);
    expect(cells(row(/Work accidents/)).slice(0, 5)).toEqual(['Work accidents', 'Work insurance', '—', 'Until 31/12/2021 Ended', '0 employees']);
  });

  test('a held policy cannot be deleted: the dialog says so with the count and offers only Close; one nobody holds is deleted', async () => {
    const environment = await openInsurance();
    fireEvent.click(within(row(/Health plus/)).getByRole('button', { name: 'Delete Health plus' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Delete Health plus?' });
    expect(within(refused).getByText('Cannot remove an insurance that has employees (2)')).toBeTruthy();
    expect(within(refused).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(refused).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(within(row(/Work accidents/)).getByRole('button', { name: 'Delete Work accidents' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Work accidents?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const variables = await answer(environment, 'useDeleteInsuranceMutation', { deleteInsurance: { deletedInsuranceId: 'i-work' } });
    expect(variables.input).toEqual({ id: 'i-work' });
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Work accidents/ })).toBeNull());
    expect(screen.getByText('1 policy')).toBeTruthy();
    expect(await screen.findByText('Work accidents has been deleted.')).toBeTruthy();
  });

  test('a new policy is checked (end before start refused), sent with ISO dates and the API type, and joins the list by name', async () => {
    const environment = await openInsurance();
    fireEvent.click(screen.getByRole('button', { name: 'New policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New policy' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field('Name'), { target: { value: 'Accident cover' } });
    fireEvent.change(field('Type'), { target: { value: 'WORK_INSURANCE' } });
    fireEvent.change(field('Valid from'), { target: { value: '01/06/2026' } });
    fireEvent.change(field('Valid until'), { target: { value: '31/05/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This date cannot be before Valid from.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some(named('useCreateInsurancesMutation'))).toBe(false);

    fireEvent.change(field('Valid until'), { target: { value: '31/05/2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const created = { id: 'i-new', name: 'Accident cover', type: 'WORK_INSURANCE', provider: null, policyNumber: null, validFrom: '2026-06-01', validTo: '2027-05-31', isActive: true, employeeCount: 0 };
    const variables = await answer(environment, 'useCreateInsurancesMutation', { createInsurances: { insurances: [created] } });
    expect(variables.input).toEqual({ insurances: [{ name: 'Accident cover', type: 'WORK_INSURANCE', provider: null, policyNumber: null, validFrom: '2026-06-01', validTo: '2027-05-31' }] });
    await waitFor(() => expect(within(table()).getAllByRole('row').slice(1).map((r) => r.querySelector('strong')?.textContent))
      .toEqual(['Accident cover', 'Health plus', 'Work accidents']));
  });

  test('holders: one removed from the list; "assign to many" sends every ticked employee (holders shown ticked, not offered)', async () => {
    const environment = await openInsurance();
    fireEvent.click(within(row(/Health plus/)).getByRole('button', { name: 'Holders of Health plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holders of Health plus' });
    const holders = await operation(environment, 'InsuranceHoldersDialogQuery');
    const people = [{ id: 'e-ana', name: 'Ana Silva', employeeNumber: 'E1' }, { id: 'e-rui', name: 'Rui Costa', employeeNumber: 'E2' }];
    let h = 0;
    act(() => environment.mock.resolve(holders, MockPayloadGenerator.generate(holders, {
      Insurance: () => ({ id: 'i-health' }),
      EmployeeConnection: () => ({ edges: [{}, {}], totalCount: 2, pageInfo: { hasNextPage: false, endCursor: null } }),
      Employee: () => people[h++ % 2], Department: () => ({ name: 'Sales' }),
    })));
    await within(dialog).findByText('Ana Silva');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Rui Costa from the policy' }));
    const removed = await answer(environment, 'useUnassignInsuranceMutation', {
      unassignInsurance: { insurance: { id: 'i-health', employeeCount: 1 }, employee: { id: 'e-rui', insurances: [] } },
    });
    expect(removed.input).toEqual({ insuranceId: 'i-health', employeeId: 'e-rui' });
    await waitFor(() => expect(within(dialog).queryByText('Rui Costa')).toBeNull());
    expect(cells(row(/Health plus/))[4]).toBe('1 employee');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign to employees' }));
    const picker = await operation(environment, 'InsuranceAssignPickerQuery');
    expect(picker.request.variables).toMatchObject({ search: null });
    const candidates = [{ id: 'e-ana', name: 'Ana Silva' }, { id: 'e-rui', name: 'Rui Costa' }, { id: 'e-eva', name: 'Eva Lopes' }];
    let c = 0;
    act(() => environment.mock.resolve(picker, MockPayloadGenerator.generate(picker, {
      EmployeeConnection: () => ({ edges: [{}, {}, {}] }), Employee: () => ({ employeeNumber: null, department: null, ...candidates[c++ % 3] }),
    })));
    const ana = await within(dialog).findByRole('checkbox', { name: /Ana Silva/ }) as HTMLInputElement;
    expect([ana.checked, ana.disabled]).toEqual([true, true]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Tick at least one employee.')).toBeTruthy();
    expect(within(dialog).getByText('No employee selected')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Rui Costa/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Eva Lopes/ }));
    expect(within(dialog).getByText('2 employees selected')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const assigned = await answer(environment, 'useAssignInsuranceMutation', { assignInsurance: { insurance: { id: 'i-health', employeeCount: 3 } } });
    expect(assigned.input).toEqual({ insuranceId: 'i-health', employeeIds: ['e-rui', 'e-eva'] });
    expect(await screen.findByText('Health plus assigned to 2 employees.')).toBeTruthy();
    expect(cells(row(/Health plus/))[4]).toBe('3 employees');
  });

  test('the read-only consultant sees the policies and holders but no New, Edit or Delete', async () => {
    await openInsurance('READ_ONLY');
    expect(screen.queryByRole('button', { name: 'New policy' })).toBeNull();
    expect(within(row(/Health plus/)).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(within(row(/Health plus/)).getByRole('button', { name: 'Holders of Health plus' })).toBeTruthy();
  });
});
