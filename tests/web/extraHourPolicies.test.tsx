// Extra and night hours on the policies screen (issue #14 item 4): the rules in words, the instant switch, delete behind
// a confirmation (none for the night rule), the rule dialog with the domain's rules and the server's field refusals,
// the payments type, and a read-only consultant who sees it all without a control.
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { RoleName } from '../../domain/roles.ts';
import { PoliciesRoute } from '../../web/src/policies/PoliciesRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

const RULE_DEFAULTS = {
  title: null, sequence: 0, start: null, end: null, enabled: true, night: false, thresholdMinutes: 0, rounding: 'NONE',
  ignoreEarlyCheckIn: false, validFrom: null, validTo: null, weekdays: [], clockTags: [], showInReport: true, deletable: true,
};
const NIGHT = {
  ...RULE_DEFAULTS, id: 'r-night', databaseId: 1, name: 'Night hours', title: 'Night', start: '22:00', end: '07:00', night: true, deletable: false,
  category: { level: 'ANY', databaseId: null, department: null, schedule: null, employee: null },
};
const EVENING = {
  ...RULE_DEFAULTS, id: 'r-evening', databaseId: 5, name: 'Evening overtime', title: 'Evening', sequence: 1, start: '18:00', end: '22:00',
  thresholdMinutes: 15, rounding: 'NEAREST_30', validFrom: '2026-01-01', validTo: '2026-12-31', weekdays: [1, 2, 3, 4, 5], clockTags: ['overtime'],
  category: { level: 'DEPARTMENT', databaseId: 7, department: { name: 'Operations' }, schedule: null, employee: null },
};

/** The screen with the night rule and an evening rule for Operations; departments and schedules to choose from. */
async function openPolicies(role: RoleName = 'ADMIN') {
  const environment = openRoute(PoliciesRoute, '/company/policies', { role, feature: 'policies' }).environment as Env;
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  const rules = [NIGHT, EVENING];
  let rule = 0;
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    ClockPolicyConnection: () => ({ edges: [] }),
    ExtraHourRuleConnection: () => ({ edges: [{}, {}], totalCount: 2, pageInfo: { hasNextPage: false } }),
    ExtraHourRule: () => rules[rule++ % 2],
    ExtraHoursPaymentsSetting: () => ({ id: 'payments', paymentsType: 'PAYROLL', changedAt: null, changedBy: null }),
    DepartmentConnection: () => ({ edges: [{ node: { databaseId: 7, name: 'Operations' } }, { node: { databaseId: 8, name: 'Sales' } }] }),
    WeekScheduleConnection: () => ({ edges: [{ node: { databaseId: 3, name: 'Office 9–18' } }] }),
    EmployeeConnection: () => ({ edges: [{ node: { id: 'e-olga', databaseId: 12, name: 'Olga Lima', employeeNumber: null } }] }),
  })));
  await screen.findByRole('heading', { name: 'Extra and night hours' });
  return environment;
}

const section = () => screen.getByRole('region', { name: 'Extra and night hours' });
const row = (name: RegExp) => within(section()).getByRole('row', { name });

/** The next operation named `name`, answered with `payload`; returns its variables. */
async function answer(environment: Env, name: string, payload: Record<string, unknown>) {
  const operation: OperationDescriptor = await waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op;
  });
  const [field, value] = Object.entries(payload)[0];
  act(() => environment.mock.resolve(operation, { data: { [field]: { userErrors: [], ...(value as object) } } }));
  return operation.request.variables;
}

const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);

describe('extra and night hours', () => {
  test('each rule in words: who, the band, how it counts, when; the night rule has no delete', async () => {
    await openPolicies();
    expect(within(section()).getByText('2 rules')).toBeTruthy();
    const night = row(/Night hours/);
    expect(cells(night).slice(0, 4)).toEqual([
      'Night hoursReport column: Night', 'Everyone', '22:00–07:00 (night)From the first minute · Not rounded', 'Every dayalways',
    ]);
    expect((within(night).getByRole('switch', { name: 'Night hours enabled' }) as HTMLInputElement).checked).toBe(true);
    expect(within(night).getByRole('button', { name: 'Edit Night hours' })).toBeTruthy();
    expect(within(night).queryByRole('button', { name: /Delete/ })).toBeNull();
    const evening = row(/Evening overtime/);
    expect(cells(evening).slice(0, 4)).toEqual([
      'Evening overtimeReport column: Evening', 'Department: Operations', '18:00–22:00Over 15 min · Rounded to the nearest 30 minClock tags: overtime',
      'Mon–Fri01/01/2026 to 31/12/2026',
    ]);
    expect(within(evening).getByRole('button', { name: 'Delete Evening overtime' })).toBeTruthy();
    expect((within(section()).getByRole('combobox', { name: 'How extra hours are compensated' }) as HTMLSelectElement).value).toBe('PAYROLL');
  });

  test('the switch flips at once and sends the rule and its new state', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(row(/Evening overtime/)).getByRole('switch'));
    expect((within(row(/Evening overtime/)).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    const variables = await answer(environment, 'useSetExtraHourRuleEnabledMutation', { setExtraHourRuleEnabled: { extraHourRule: { id: 'r-evening', enabled: false } } });
    expect(variables.input).toEqual({ id: 'r-evening', enabled: false });
    expect(await screen.findByText('Evening overtime is now off.')).toBeTruthy();
  });

  test('delete asks first, then the rule leaves the list', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(row(/Evening overtime/)).getByRole('button', { name: 'Delete Evening overtime' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Evening overtime?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const variables = await answer(environment, 'useDeleteExtraHourRuleMutation', { deleteExtraHourRule: { deletedExtraHourRuleId: 'r-evening' } });
    expect(variables.input).toEqual({ id: 'r-evening' });
    await waitFor(() => expect(within(section()).queryByRole('row', { name: /Evening overtime/ })).toBeNull());
    expect(within(section()).getByText('1 rule')).toBeTruthy();
    expect(await screen.findByText('Evening overtime is deleted.')).toBeTruthy();
  });

  test('a new rule: the form\'s rules first, then the graph\'s input (category by global id, band HH:MM, ISO dates), and it is listed', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(section()).getByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New extra-hour rule' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field('For'), { target: { value: 'DEPARTMENT' } });
    fireEvent.change(field('Starts at'), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Department').getAttribute('aria-invalid')).toBe('true');
    expect(field('Ends at').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);

    fireEvent.change(field('Name'), { target: { value: 'Sales evenings' } });
    fireEvent.change(field('Department'), { target: { value: '8' } });
    fireEvent.change(field('Ends at'), { target: { value: '00:00' } });
    fireEvent.change(field('Minimum (minutes)'), { target: { value: '30' } });
    fireEvent.change(field('Rounding'), { target: { value: 'DOWN_15' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    fireEvent.change(field('Valid from'), { target: { value: '01/02/2026' } });
    fireEvent.change(field('Clock tags'), { target: { value: 'overtime, sales' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const variables = await answer(environment, 'useCreateExtraHourRuleMutation', {
      createExtraHourRule: { extraHourRule: { ...EVENING, id: 'r-sales', databaseId: 6, name: 'Sales evenings', title: null, sequence: 0, end: '00:00', category: { ...EVENING.category, databaseId: 8, department: { name: 'Sales' } } } },
    });
    expect(variables.input.rule).toEqual({
      name: 'Sales evenings', title: null, sequence: 0, category: { level: 'DEPARTMENT', id: btoa('Department:8') }, start: '18:00', end: '00:00',
      enabled: true, night: false, thresholdMinutes: 30, rounding: 'DOWN_15', ignoreEarlyCheckIn: false, validFrom: '2026-02-01', validTo: null,
      weekdays: [1, 5], clockTags: ['overtime', 'sales'], showInReport: true,
    });
    expect(variables.connections).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row(/Sales evenings/)).getByText('Department: Sales')).toBeTruthy();
    expect(within(section()).getByText('3 rules')).toBeTruthy();
  });

  test('the server\'s refusal of a field lands on that field, and the dialog stays open', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(section()).getByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New extra-hour rule' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field('Name'), { target: { value: 'Gone' } });
    fireEvent.change(field('For'), { target: { value: 'DEPARTMENT' } });
    fireEvent.change(field('Department'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await answer(environment, 'useCreateExtraHourRuleMutation', {
      createExtraHourRule: { extraHourRule: null, userErrors: [{ field: ['rule', 'category', 'id'], message: 'no department with id 7', code: 'VALIDATION_FAILED' }] },
    });
    await waitFor(() => expect(field('Department').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('no department with id 7')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New extra-hour rule' })).toBeTruthy();
  });

  test('editing shows the rule as typed (HH:MM, DD/MM/YYYY) and replaces it whole', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(row(/Evening overtime/)).getByRole('button', { name: 'Edit Evening overtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Evening overtime' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect([field('Name').value, field('For').value, field('Department').value, field('Starts at').value, field('Ends at').value, field('Valid until').value])
      .toEqual(['Evening overtime', 'DEPARTMENT', '7', '18:00', '22:00', '31/12/2026']);
    expect((within(dialog).getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(field('Name'), { target: { value: 'Late evenings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const variables = await answer(environment, 'useUpdateExtraHourRuleMutation', { updateExtraHourRule: { extraHourRule: { ...EVENING, name: 'Late evenings' } } });
    expect(variables.input.id).toBe('r-evening');
    expect(variables.input.rule).toMatchObject({ name: 'Late evenings', start: '18:00', end: '22:00', validTo: '2026-12-31', weekdays: [1, 2, 3, 4, 5], rounding: 'NEAREST_30' });
    await waitFor(() => expect(within(section()).getByRole('row', { name: /Late evenings/ })).toBeTruthy());
  });

  test('the payments type is sent as chosen', async () => {
    const environment = await openPolicies();
    fireEvent.change(within(section()).getByRole('combobox', { name: 'How extra hours are compensated' }), { target: { value: 'TIME_BANK' } });
    const variables = await answer(environment, 'useSetExtraHoursPaymentsTypeMutation', {
      setExtraHoursPaymentsType: { extraHoursPaymentsType: { id: 'payments', paymentsType: 'TIME_BANK', changedAt: '2026-03-02T09:05:00Z', changedBy: null } },
    });
    expect(variables.input).toEqual({ paymentsType: 'TIME_BANK' });
    expect(await screen.findByText('Extra hours: Time bank.')).toBeTruthy();
  });

  test('a read-only consultant sees the rules and the payments type, with no control to change them', async () => {
    await openPolicies('READ_ONLY');
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).queryByRole('switch')).toBeNull();
    expect(within(section()).queryByRole('combobox')).toBeNull();
    expect(within(row(/Evening overtime/)).getByText('On')).toBeTruthy();
    expect(within(section()).getByText('Extra hours are compensated: Paid in payroll')).toBeTruthy();
  });
});
