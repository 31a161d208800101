// The clock screens of administrators and managers (issue #13 item 6): the list and its badges, the trail, the
// correction dialog (a reason required, the server's refusals on their fields), deletion with a reason, a clock added
// after the server's question, and who sees the write actions.
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type createMockEnvironment } from 'relay-test-utils';
import type { RoleName } from '../../domain/roles.ts';
import { ClocksRoute } from '../../web/src/clocks/ClocksRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

/** A clock as the gateway answers it; Lisbon is UTC+0 in November, so instants read as they are written. */
function clockNode(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Clock', id, databaseId: Number(id.replace(/\D/g, '')) || 1, employeeName: 'Eduardo Silva',
    employee: { id: 'e-1', databaseId: 1 }, department: { id: 'd-ops' }, type: 'IN', date: '2025-11-23', time: '09:00:00',
    instant: '2025-11-23T09:00:00Z', timeZone: 'Europe/Lisbon', source: 'WEB', geofence: 'NOT_REQUIRED', siteDistance: null, site: null,
    administrative: false, edited: false, offline: false, delayed: false, delaySeconds: null, deleted: false, edits: [],
    comment: null, tag: null, receivedAt: '2025-11-23T09:00:01Z', confirmed: [], position: null, ...over,
  };
}

const CORRECTED = clockNode('c-2', {
  type: 'IN', time: '09:00:00', date: '2025-11-22', instant: '2025-11-22T09:00:00Z', edited: true,
  edits: [{ action: 'EDIT', reason: 'forgot to clock', byName: 'Ana Ferreira', at: '2025-11-23T10:02:00Z',
    before: { type: 'IN', date: '2025-11-22', time: '09:27:00', tag: null }, after: { type: 'IN', date: '2025-11-22', time: '09:00:00', tag: null } }],
});
const CLOCKS = [
  clockNode('c-3', { type: 'OUT', time: '18:05:00', instant: '2025-11-23T18:05:00Z', source: 'MOBILE', offline: true, delayed: true, delaySeconds: 1500,
    site: { name: 'Lisbon office' }, geofence: 'INSIDE', siteDistance: 42 }),
  clockNode('c-1', { employeeName: 'Miguel Costa', employee: { id: 'e-2', databaseId: 2 }, source: 'ADMIN', administrative: true, geofence: 'ADMINISTRATIVE', comment: 'Badge reader down' }),
  CORRECTED,
];

function open(role: RoleName = 'ADMIN', at = '/clocks') {
  return openRoute(ClocksRoute, at, { role, feature: 'clocks' }).environment;
}

async function answer(environment: Env, clocks = CLOCKS, viewerEmployee = 'e-admin') {
  const operation: OperationDescriptor = await waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === 'ClocksRouteQuery');
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    Viewer: () => ({ employee: { id: viewerEmployee } }),
    Company: () => ({ timezone: 'Europe/Lisbon' }),
    ClockConnection: () => ({ totalCount: clocks.length, edges: clocks.map((node, i) => ({ cursor: String(i), node })), pageInfo: { hasNextPage: false, endCursor: null } }),
    DepartmentConnection: () => ({ edges: [{ node: { id: 'd-ops', name: 'Operations' } }] }),
    EmployeeConnection: () => ({ edges: [
      { node: { id: 'e-1', name: 'Eduardo Silva', employeeNumber: 'E0001', department: { name: 'Operations' } } },
      { node: { id: 'e-2', name: 'Miguel Costa', employeeNumber: 'E0002', department: { name: 'Operations' } } },
    ] }),
  })));
  await screen.findByRole('table', { name: 'Clocks, newest first' });
  return operation;
}

/** The operation of that name waiting for its answer (answered ones leave the mock's list). */
async function pending(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
}

const table = () => screen.getByRole('table', { name: 'Clocks, newest first' });
const rows = () => within(table()).getAllByRole('row').filter((r) => r.classList.contains('clock-row'));
/** The row's cells after its trail button. */
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1).map((c) => c.textContent);

describe('the clocks of the company', () => {
  test('lists the clocks newest first with date, time, type, source, location check and badges', async () => {
    const environment = open();
    const operation = await answer(environment);
    expect(operation.request.variables).toMatchObject({ count: 25, withDepartments: true, withEmployee: false,
      filter: { employeeIds: null, departmentId: null, from: null, to: null, sources: null, showAll: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'Clocks' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    const [late, admin, corrected] = rows();
    expect(cells(late).slice(0, 6)).toEqual(['Eduardo Silva', '23/11/2025', '18:05', 'OUT',
      'Mobile app · Lisbon officeInside the site · 42 m from the centre', 'Offline, sent 25 min later']);
    expect(cells(admin).slice(4, 6)).toEqual(['Manual entryVouched for by whoever recorded it', 'Administrative']);
    expect(cells(corrected).slice(1, 6)).toEqual(['22/11/2025', '09:00', 'IN', 'WebLocation not required', 'Corrected']);
    expect(within(late).getByRole('link', { name: 'Eduardo Silva' }).getAttribute('href')).toBe('/company/employees/1');
    expect(screen.getByRole('button', { name: 'Add clock' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
  });

  test('a row unfolds its trail: who corrected it, when, what it was and became, and why', async () => {
    const environment = open();
    await answer(environment);
    const toggle = screen.getByRole('button', { name: 'Trail of the IN clock of Eduardo Silva on 22/11/2025 at 09:00' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const trail = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(trail).getAllByRole('listitem')[0].textContent)
      .toBe('Corrected by Ana Ferreira on 23/11/2025 10:02: 09:27 IN → 09:00 IN — Reason: forgot to clock');
    expect(trail.textContent).toContain('Received by the server on 23/11/2025 09:00');

    fireEvent.click(screen.getByRole('button', { name: 'Trail of the IN clock of Miguel Costa on 23/11/2025 at 09:00' }));
    expect(screen.getByText('Comment: Badge reader down')).toBeTruthy();
  });

  test('the correction needs a reason, and sends only what changed with it', async () => {
    const environment = open();
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the IN clock of Miguel Costa on 23/11/2025 at 09:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the clock of Miguel Costa' });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '08:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Say why: it is kept in the trail.');
    expect(within(dialog).getByLabelText('Reason for the correction').getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations().some((o: OperationDescriptor) => o.request.node.params.name === 'useCorrectClockMutation')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason for the correction'), { target: { value: '  arrived before the reader was fixed ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await pending(environment, 'useCorrectClockMutation');
    expect(operation.request.variables.input).toEqual({ id: 'c-1', reason: 'arrived before the reader was fixed', instant: '2025-11-23T08:30:00.000Z' });
    act(() => environment.mock.resolve(operation, { data: { correctClock: { userErrors: [], clock: {
      ...clockNode('c-1', { employeeName: 'Miguel Costa', employee: { id: 'e-2', databaseId: 2 }, source: 'ADMIN', administrative: true,
        geofence: 'ADMINISTRATIVE', time: '08:30:00', instant: '2025-11-23T08:30:00Z', edited: true, edits: [{ action: 'EDIT', reason: 'arrived before the reader was fixed',
          byName: 'Admin', at: '2025-11-23T12:00:00Z', before: { type: 'IN', date: '2025-11-23', time: '09:00:00', tag: null }, after: { type: 'IN', date: '2025-11-23', time: '08:30:00', tag: null } }] }),
    } } } }));
    await screen.findByText('The clock of Miguel Costa has been corrected.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = rows().find((r) => r.textContent?.includes('Miguel Costa')) as HTMLElement;
    expect(cells(row).slice(2, 6)).toEqual(['08:30', 'IN', 'Manual entryVouched for by whoever recorded it', 'CorrectedAdministrative']);
  });

  test('nothing changed is said in the dialog, and the server\'s refusal lands on its field', async () => {
    const environment = open();
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the IN clock of Miguel Costa on 23/11/2025 at 09:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the clock of Miguel Costa' });
    fireEvent.change(within(dialog).getByLabelText('Reason for the correction'), { target: { value: 'typo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Change the type, the date, the time or the tag.');

    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'OUT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await pending(environment, 'useCorrectClockMutation');
    expect(operation.request.variables.input).toEqual({ id: 'c-1', reason: 'typo', type: 'OUT' });
    act(() => environment.mock.resolve(operation, { data: { correctClock: { clock: null, userErrors: [
      { field: ['input', 'type'], message: 'An OUT cannot come before the first IN of the day', code: 'VALIDATION_FAILED' },
    ] } } }));
    const type = within(dialog).getByLabelText('Type');
    await waitFor(() => expect(type.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${type.id}-error`)?.textContent).toBe('An OUT cannot come before the first IN of the day');
    expect(within(dialog).getByRole('alert').textContent).toBe('Please check the form: some fields need your attention.');
  });

  test('deleting asks why; the clock leaves the list and the count follows', async () => {
    const environment = open();
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the OUT clock of Eduardo Silva on 23/11/2025 at 18:05' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the clock of Eduardo Silva?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the clock' }));
    await within(dialog).findByText('Say why: it is kept in the trail.');
    fireEvent.change(within(dialog).getByLabelText('Reason for the deletion'), { target: { value: 'Test clock' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the clock' }));
    const operation = await pending(environment, 'useDeleteClockMutation');
    expect(operation.request.variables.input).toEqual({ id: 'c-3', reason: 'Test clock' });
    expect(operation.request.variables.connections).toHaveLength(1);
    act(() => environment.mock.resolve(operation, { data: { deleteClock: { userErrors: [], deletedClockId: 'c-3', clock: clockNode('c-3', { deleted: true }) } } }));
    await screen.findByText('The clock of Eduardo Silva has been deleted.');
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  test('a clock added for an employee: the server\'s question is asked, then it is sent again confirmed and joins the list', async () => {
    const environment = open();
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Add clock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a clock' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Choose an employee.');
    const picker = within(dialog).getByRole('combobox', { name: 'Employee' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'Edu' } });
    const search = await pending(environment, 'ClockEmployeePickerQuery');
    expect(search.request.variables).toMatchObject({ search: 'Edu', enabled: true });
    act(() => environment.mock.resolve(search, { data: { employees: { edges: [
      { node: { id: 'e-1', name: 'Eduardo Silva', employeeNumber: 'E0001', department: { id: 'd-ops', name: 'Operations' } } },
    ] } } }));
    // The matches for "Edu" replace the first ones (two employees) once they arrive.
    await waitFor(() => expect(within(within(dialog).getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Eduardo SilvaE0001 · Operations']));
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect((picker as HTMLInputElement).value).toBe('Eduardo Silva');
    fireEvent.change(within(dialog).getByLabelText('Why it is recorded for the employee'), { target: { value: 'Forgot his phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const first = await pending(environment, 'useRecordClockMutation');
    const { clientId, ...input } = first.request.variables.input;
    expect(input).toEqual({ employeeId: 'e-1', type: 'IN', comment: 'Forgot his phone' });
    act(() => environment.mock.resolve(first, { data: { recordClock: { clock: null, replayed: false, userErrors: [],
      confirmationNeeded: { reason: 'SAME_TYPE_AS_PREVIOUS', message: 'Last clock was IN, clock out first' } } } }));
    const question = await screen.findByRole('alertdialog', { name: 'Record it anyway?' });
    expect(question.textContent).toContain('Last clock was IN, clock out first');
    fireEvent.click(within(question).getByRole('button', { name: 'Record anyway' }));

    const second = await pending(environment, 'useRecordClockMutation');
    expect(second.request.variables.input).toEqual({ ...input, clientId, confirm: ['SAME_TYPE_AS_PREVIOUS'] });
    act(() => environment.mock.resolve(second, { data: { recordClock: { confirmationNeeded: null, replayed: false, userErrors: [],
      clock: clockNode('c-9', { time: '19:00:00', instant: '2025-11-23T19:00:00Z', source: 'ADMIN', administrative: true, geofence: 'ADMINISTRATIVE', comment: 'Forgot his phone' }) } } }));
    await screen.findByText('IN recorded for Eduardo Silva on 23/11/2025 at 19:00.');
    expect(rows()).toHaveLength(4);
    expect(cells(rows()[0]).slice(0, 3)).toEqual(['Eduardo Silva', '23/11/2025', '19:00']);
    expect(screen.getByText('Showing 4 of 4')).toBeTruthy();
  });

  test('the read-only consultant reads and exports, and sees no way to change anything', async () => {
    const environment = open('READ_ONLY');
    await answer(environment);
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add clock' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Trail of / })).toHaveLength(3);
  });

  test('nobody corrects their own clocks, administrators included: someone else does', async () => {
    const environment = open();
    await answer(environment, CLOCKS, 'e-2');
    expect(screen.queryByRole('button', { name: /^Edit the IN clock of Miguel Costa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the IN clock of Miguel Costa/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit the .* clock of Eduardo Silva/ })).toHaveLength(2);
  });

  test('filters come from the address and go back to it', async () => {
    const environment = open('ADMIN', '/clocks?from=2025-11-01&to=2025-11-30&source=MOBILE&deleted=1');
    const operation = await answer(environment);
    expect(operation.request.variables.filter).toEqual({ employeeIds: null, departmentId: null, from: '2025-11-01', to: '2025-11-30', sources: ['MOBILE'], showAll: true });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01/11/2025');
    expect((screen.getByLabelText('Source') as HTMLSelectElement).value).toBe('MOBILE');
    expect((screen.getByRole('checkbox', { name: 'Show deleted clocks' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the clocks of my departments', () => {
  test('a manager corrects the clocks of the people of their departments, never their own', async () => {
    const environment = open('DEPARTMENT_MANAGER', '/dep-clocks');
    const operation = await answer(environment, [clockNode('c-5', { employeeName: 'Marta Manager', employee: { id: 'e-9', databaseId: 9 } }), clockNode('c-4')], 'e-9');
    expect(operation.request.variables.withDepartments).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'My departments’ clocks' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit the IN clock of Marta Manager/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Edit the IN clock of Eduardo Silva/ })).toBeTruthy();
    expect(within(rows()[1]).getByRole('link', { name: 'Eduardo Silva' }).getAttribute('href')).toBe('/dep-employees/1');
  });

  test('a team leader reads them only', async () => {
    const environment = open('TEAM_LEADER', '/dep-clocks');
    const operation = await answer(environment);
    expect(operation.request.variables.withDepartments).toBe(false);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add clock' })).toBeNull();
    expect(screen.queryByLabelText('Department')).toBeNull();
  });
});
