// Yearly time settings (core §3, §5, §8; issue #18 item 2): the year picker from 10 years back to 5 ahead, register a
// year for every enabled employee (a repeat refused with the catalogue's text), one employee's days edited with half
// days, checked before sending, and a setting deleted; the list read again after a registration.
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { RoleName } from '../../domain/roles.ts';
import { YearlyTimeRoute } from '../../web/src/yearly-time/YearlyTimeRoute.tsx';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

afterEach(() => notificationStore.list().forEach((n) => notificationStore.dismiss(n.id)));

const YEAR = new Date().getFullYear();
const ANA = { id: 's-ana', employeeId: 'e-ana', yearPeriod: YEAR, holidayDays: 22.5, bonusDays: null, employee: { name: 'Ana Silva', employeeNumber: 'E1' } };
const RUI = { id: 's-rui', employeeId: 'e-rui', yearPeriod: YEAR, holidayDays: 25, bonusDays: 2, employee: { name: 'Rui Costa', employeeNumber: null } };

const named = (name: string) => (o: OperationDescriptor) => o.request.node.params.name === name;
async function operation(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => { const op = environment.mock.getAllOperations().find(named(name)); expect(op).toBeTruthy(); return op; });
}

function resolveList(environment: Env, op: OperationDescriptor, rows: object[]) {
  let i = 0;
  act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, {
    YearlyTimeSettingConnection: () => ({ edges: rows.map(() => ({})), totalCount: rows.length, pageInfo: { hasNextPage: false, endCursor: null } }),
    YearlyTimeSetting: () => rows[i++ % rows.length],
  })));
}

async function openYearlyTime(role: RoleName = 'ADMIN', rows: object[] = [ANA, RUI]) {
  const environment = openRoute(YearlyTimeRoute, '/company/yearly-time', { role, feature: 'yearlyTime' }).environment as Env;
  const op = await operation(environment, 'YearlyTimeRouteQuery');
  expect(op.request.variables.year).toBe(YEAR);
  resolveList(environment, op, rows);
  await screen.findByRole('heading', { name: 'Yearly time settings', level: 1 });
  return environment;
}

async function answer(environment: Env, name: string, payload: Record<string, unknown>, userErrors: object[] = []) {
  const op = await operation(environment, name);
  const [field, value] = Object.entries(payload)[0];
  act(() => environment.mock.resolve(op, { data: { [field]: { userErrors, ...(value as object) } } }));
  return op.request.variables;
}

const table = () => screen.getByRole('table', { name: `Holiday and bonus days in ${YEAR}` });
const row = (name: RegExp) => within(table()).getByRole('row', { name });
const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);

describe('yearly time settings', () => {
  test('the year picker runs from 10 years back to 5 ahead; each employee with holiday and bonus days, half days shown', async () => {
    await openYearlyTime();
    const years = [...(screen.getByLabelText('Year') as HTMLSelectElement).options].map((o) => Number(o.value));
    expect([years[0], years.at(-1), years.length]).toEqual([YEAR - 10, YEAR + 5, 16]);
    expect(cells(row(/Ana Silva/)).slice(0, 3)).toEqual(['Ana Silva · E1', '22.5', '—']);
    expect(cells(row(/Rui Costa/)).slice(0, 3)).toEqual(['Rui Costa', '25', '2']);
    expect(screen.getByText('2 employees')).toBeTruthy();
  });

  test('registering sends the year and days, then reads the list again; a repeat shows the catalogue refusal', async () => {
    const environment = await openYearlyTime('ADMIN', [ANA]);
    const form = screen.getByRole('region', { name: `Register ${YEAR}` });
    fireEvent.change(within(form).getByLabelText('Holiday days'), { target: { value: '22,5' } });
    fireEvent.change(within(form).getByLabelText('Bonus days'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register the year for every enabled employee' }));
    const variables = await answer(environment, 'useRegisterHolidayYearMutation', { registerHolidayYear: { yearPeriod: YEAR, employeeCount: 2 } });
    expect(variables.input).toEqual({ yearPeriod: YEAR, holidayDays: 22.5, bonusDays: 1 });
    expect(await screen.findByText(`${YEAR} registered for 2 employees.`)).toBeTruthy();
    const again = await operation(environment, 'YearlyTimePaginationQuery');
    resolveList(environment, again, [ANA, RUI]);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));

    fireEvent.click(within(form).getByRole('button', { name: 'Register the year for every enabled employee' }));
    await answer(environment, 'useRegisterHolidayYearMutation', { registerHolidayYear: { yearPeriod: null, employeeCount: null } },
      [{ field: ['yearPeriod'], message: 'is already registered', code: 'YEAR_ALREADY_REGISTERED' }]);
    expect(await screen.findByText('Holiday year setting already registered')).toBeTruthy();
  });

  test('editing one employee: 22,3 and both empty are refused before sending; 22,5 is sent as 22.5 and shown', async () => {
    const environment = await openYearlyTime();
    fireEvent.click(within(row(/Rui Costa/)).getByRole('button', { name: 'Edit the days of Rui Costa' }));
    const dialog = await screen.findByRole('dialog', { name: `Days of Rui Costa in ${YEAR}` });
    const holiday = within(dialog).getByLabelText('Holiday days') as HTMLInputElement;
    const bonus = within(dialog).getByLabelText('Bonus days') as HTMLInputElement;
    expect([holiday.value, bonus.value]).toEqual(['25', '2']);
    fireEvent.change(holiday, { target: { value: '22,3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use whole or half days (e.g. 22.5).')).toBeTruthy();
    fireEvent.change(holiday, { target: { value: '' } });
    fireEvent.change(bonus, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter holiday days or bonus days (at least one).')).toBeTruthy();
    expect(environment.mock.getAllOperations().some(named('useSetYearlyTimeSettingMutation'))).toBe(false);

    fireEvent.change(holiday, { target: { value: '22,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const variables = await answer(environment, 'useSetYearlyTimeSettingMutation', {
      setYearlyTimeSetting: { yearlyTimeSetting: { id: 's-rui', holidayDays: 22.5, bonusDays: null } },
    });
    expect(variables.input).toEqual({ employeeId: 'e-rui', yearPeriod: YEAR, holidayDays: 22.5, bonusDays: null });
    await waitFor(() => expect(cells(row(/Rui Costa/)).slice(1, 3)).toEqual(['22.5', '—']));
  });

  test('deleting a setting asks first, sends the employee and year, and takes the row out', async () => {
    const environment = await openYearlyTime();
    fireEvent.click(within(row(/Ana Silva/)).getByRole('button', { name: 'Delete the setting of Ana Silva' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete the ${YEAR} setting of Ana Silva?` });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const variables = await answer(environment, 'useDeleteYearlyTimeSettingMutation', { deleteYearlyTimeSetting: { deletedYearlyTimeSettingId: 's-ana' } });
    expect(variables.input).toEqual({ employeeId: 'e-ana', yearPeriod: YEAR });
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Ana Silva/ })).toBeNull());
    expect(screen.getByText('1 employee')).toBeTruthy();
  });

  test('the read-only consultant reads the days but cannot register, edit or delete', async () => {
    await openYearlyTime('READ_ONLY');
    expect(screen.queryByRole('region', { name: `Register ${YEAR}` })).toBeNull();
    expect(within(row(/Ana Silva/)).queryByRole('button')).toBeNull();
  });
});
