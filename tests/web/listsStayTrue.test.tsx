// Lists stay true after a create, edit or delete without a reload (#11 item 3): the count, the order and which rows
// belong. The departments screen with its real dialog and mutations, on Relay's mock environment.
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { DepartmentsRoute } from '../../web/src/departments/DepartmentsRoute.tsx';
import { HolidaysRoute } from '../../web/src/holidays/HolidaysRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

const open = (at: string, Screen: Parameters<typeof openRoute>[0]) => openRoute(Screen, at).environment;

async function resolveNext(environment: Env, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation;
}

const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent?.trim() ?? row.textContent);

describe('departments: count and order follow a create and a delete; a refused delete says why', () => {
  test('"2 departments" becomes "3", the new one in name order ("Álvaro" first); a delete brings it back to 2', async () => {
    const environment = open('/company/departments', DepartmentsRoute);
    let n = 0;
    const names = ['Beta'];
    await resolveNext(environment, {
      DepartmentConnection: () => ({ totalCount: 2, pageInfo: { hasNextPage: false, endCursor: null } }),
      Department: () => ({ id: `d${n}`, name: names[n++ % 1], activeEmployeeCount: 3, managers: [] }),
      EmployeeConnection: () => ({ edges: [] }),
    });
    expect(await screen.findByText('2 departments')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New department' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Álvaro' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await resolveNext(environment, {
      CreateDepartmentPayload: () => ({ userErrors: [] }),
      Department: () => ({ id: 'd-new', name: 'Álvaro', activeEmployeeCount: 0, managers: [] }),
    });
    expect(await screen.findByText('3 departments')).toBeTruthy();
    // appended at the end by Relay, put back in name order: "Álvaro" before "Beta"
    await waitFor(() => expect(rowNames().map((s) => s?.split(' ')[0])).toEqual(['Álvaro', 'Beta']));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Álvaro' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })); });
    await resolveNext(environment, { DeleteDepartmentPayload: () => ({ deletedDepartmentId: 'd-new', userErrors: [] }) });
    expect(await screen.findByText('2 departments')).toBeTruthy();
    await waitFor(() => expect(rowNames().map((s) => s?.split(' ')[0])).toEqual(['Beta']));

    // A delete the server would refuse says why and offers no Delete (#11 item 9).
    fireEvent.click(screen.getByRole('button', { name: 'Delete Beta' }));
    const refused = await screen.findByRole('alertdialog');
    expect(within(refused).getByText('3 employees still belong to this department: move them to another department first.')).toBeTruthy();
    expect(within(refused).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(refused).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('holidays: a date of another year does not join the year shown', () => {
  test('viewing 2026, a holiday on 01/01/2027 is saved "in the holidays of 2027" and the 2026 list stays as it was', async () => {
    const environment = open('/company/holidays?year=2026', HolidaysRoute);
    await resolveNext(environment, {
      HolidayConnection: () => ({ pageInfo: { hasNextPage: false, endCursor: null } }),
      Holiday: () => ({ id: 'h1', holidayDate: '2026-12-25', name: 'Natal', isPast: false }),
    });
    expect(await screen.findByText('Natal')).toBeTruthy();
    const before = screen.getAllByRole('row').length;
    fireEvent.click(screen.getByRole('button', { name: /new holiday/i }));
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '01/01/2027' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ano Novo' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    const operation = await resolveNext(environment, {
      CreateHolidayPayload: () => ({ userErrors: [] }),
      Holiday: () => ({ id: 'h2', holidayDate: '2027-01-01', name: 'Ano Novo', isPast: false }),
    });
    expect(operation.request.variables.connections).toEqual([]);
    expect(await screen.findByText('The holiday of 01/01/2027 has been saved in the holidays of 2027.')).toBeTruthy();
    expect(screen.getAllByRole('row').length).toBe(before);
    expect(screen.queryByText('Ano Novo')).toBeNull();
  });
});
