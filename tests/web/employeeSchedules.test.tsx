// The employee profile's Schedules tab (issue #12 item 6): who sees it, the status of each assignment, this week's
// expected days, the assign dialog's validation, a clash told in words, and the list kept true by the payload.
import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { addDaysIso, formatDisplayDate, todayIso } from '../../domain/dates.rules.ts';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import type { RoleName } from '../../domain/roles.ts';
import { EmployeeProfileRoute } from '../../web/src/employees/EmployeeProfileRoute.tsx';
import type { RouteLoadContext } from '../../web/src/platform/routing/RouteScreen.ts';
import { NotificationList } from '../../web/src/platform/notifications/NotificationList.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

const today = todayIso();
const d = (days: number) => addDaysIso(today, days);
const show = (days: number) => formatDisplayDate(d(days));

const FUTURE = { id: 'a-future', databaseId: 13, scheduleName: 'Summer hours', validFrom: d(40), validTo: d(100) };
const CURRENT = { id: 'a-current', databaseId: 12, scheduleName: 'Office 9–17', validFrom: d(-30), validTo: null };
const PAST = { id: 'a-past', databaseId: 11, scheduleName: 'Night rota', validFrom: d(-400), validTo: d(-31) };

/**
 * The profile as the app mounts it under /company/employees/:id, with the access of `role` and the modules given
 * (the shared openRoute helper has none on, and this tab needs time and attendance).
 */
function openProfile({ role = 'ADMIN', modules = ['TIME_AND_ATTENDANCE'] }: { role?: RoleName; modules?: string[] } = {}) {
  const environment = createMockEnvironment();
  const access = { roles: [role], permissions: [...DEFAULT_ROLE_AUTHORITIES[role]], enabledModules: modules, homePath: '/' };
  const router = createMemoryRouter([{
    path: '/company/employees/:id',
    loader: ({ request, params }) => ({
      feature: 'employeeProfile', access,
      queryRef: EmployeeProfileRoute.loadQuery({ environment: environment as unknown as Environment, params, feature: 'employeeProfile', access, url: new URL(request.url) } as RouteLoadContext),
    }),
    Component: () => <Suspense fallback={<p>loading</p>}><EmployeeProfileRoute /></Suspense>,
  }], { initialEntries: ['/company/employees/7?tab=schedules'] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /><NotificationList /></RelayEnvironmentProvider>);
  return environment;
}

/** This week: Monday to Friday 8 h on "Office 9–17" (Wednesday by an exception, 4 h), a holiday Thursday, the weekend at rest. */
function weekDays(from: string) {
  return [0, 1, 2, 3, 4, 5, 6].map((i) => ({
    date: addDaysIso(from, i), source: i === 2 ? 'EXCEPTION' : 'ASSIGNMENT', restDay: i >= 5, publicHoliday: i === 3,
    expectedMinutes: i >= 5 || i === 3 ? 0 : i === 2 ? 240 : 480, schedule: { id: 's-office', name: 'Office 9–17' },
    timetable: i >= 5 ? { __typename: 'RestTimetable', type: 'REST' } : { __typename: 'FixedTimetable', type: 'FIXED', dayStart: '09:00', dayEnd: '17:00' },
  }));
}

async function answerProfile(environment: Env, assignments = [FUTURE, CURRENT, PAST]) {
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  const { weekFrom } = operation.request.variables;
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    Node: () => ({ __typename: 'Employee', id: 'e-7' }),
    Employee: () => ({ id: 'e-7', databaseId: 7, name: 'Rita Costa', enabled: true, address: null, foreignLanguage: null, schedules: assignments, currentSchedule: { id: CURRENT.id }, expectedDays: weekDays(weekFrom) }),
    WeekScheduleConnection: () => ({ edges: [{ node: { id: 's-office', name: 'Office 9–17' } }, { node: { id: 's-summer', name: 'Summer hours' } }] }),
  })));
  await screen.findByRole('heading', { level: 1, name: 'Rita Costa' });
  return operation;
}

async function pendingMutation(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
}

const table = () => screen.getByRole('table', { name: /Schedule assignments of Rita Costa/ });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

describe('the employee profile’s Schedules tab', () => {
  test('shows the current assignment, each assignment with its status, and what each day of this week expects', async () => {
    const environment = openProfile();
    const operation = await answerProfile(environment);
    expect(operation.request.variables).toMatchObject({ withSchedules: true, canAssignSchedules: true });
    expect(screen.getByRole('tab', { name: 'Schedules' }).getAttribute('aria-selected')).toBe('true');

    const current = screen.getByRole('region', { name: 'Current schedule' });
    expect(within(current).getByText('Office 9–17')).toBeTruthy();
    expect(within(current).getByText(`From ${show(-30)}, until further notice`)).toBeTruthy();

    const status = (name: string) => within(rowOf(name)).getAllByRole('cell')[3].textContent;
    expect(status('Summer hours')).toBe('Future');
    expect(status('Office 9–17')).toBe('Current');
    expect(status('Night rota')).toBe('Past');
    expect(within(rowOf('Night rota')).getAllByRole('cell')[2].textContent).toBe(show(-31));
    expect(within(rowOf('Office 9–17')).getAllByRole('cell')[2].textContent).toBe('Until further notice');

    const days = within(screen.getByRole('region', { name: 'This week' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0].textContent).toMatch(/^Monday.*8 h09:00–17:00Schedule: Office 9–17$/);
    expect(days[2].textContent).toMatch(/4 h.*Exception in Office 9–17$/);
    expect(days[3].textContent).toMatch(/Holiday.*Public holiday \(Office 9–17\)$/);
    expect(days[6].textContent).toMatch(/^Sunday.*Rest day/);
    expect(days.filter((li) => li.getAttribute('aria-current') === 'date')).toHaveLength(1);
  });

  test('the assign dialog asks for a schedule and a real first day, and a last day not before it', async () => {
    const environment = openProfile();
    await answerProfile(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Assign schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a schedule to Rita Costa' });
    expect((within(dialog).getByLabelText('First day') as HTMLInputElement).value).toBe(show(0));
    expect((within(dialog).getByRole('checkbox', { name: 'End the current assignment the day before' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '31/02/2027' } });
    fireEvent.change(within(dialog).getByLabelText('Last day (optional)'), { target: { value: '2027-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('This field is required.');
    expect(within(dialog).getByText('This date does not exist.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a date as DD/MM/YYYY.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Week schedule').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '10/03/2027' } });
    fireEvent.change(within(dialog).getByLabelText('Last day (optional)'), { target: { value: '09/03/2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('This date cannot be before First day.');
    expect(environment.mock.getAllOperations().some((o: OperationDescriptor) => o.request.node.params.name === 'useCreateScheduleAssignmentMutation')).toBe(false);
  });

  test('a clash is told in words naming the period it hits, in the dialog, and nothing is assigned', async () => {
    const environment = openProfile();
    await answerProfile(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Assign schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a schedule to Rita Costa' });
    fireEvent.change(within(dialog).getByLabelText('Week schedule'), { target: { value: 's-summer' } });
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: show(50) } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'End the current assignment the day before' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await pendingMutation(environment, 'useCreateScheduleAssignmentMutation');
    expect(operation.request.variables.input).toEqual({ scheduleId: 's-summer', employeeIds: ['e-7'], validFrom: d(50), validTo: null, endPrevious: false });
    act(() => environment.mock.resolve(operation, { data: { assignWeekSchedule: { assignments: null, weekSchedule: null, userErrors: [
      { field: ['employeeIds', '0'], message: `The period overlaps the assignment of "Summer hours" from ${FUTURE.validFrom} to ${FUTURE.validTo}`, code: 'SCHEDULE_ASSIGNMENT_OVERLAPS' },
    ] } } }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`The period overlaps the assignment of "Summer hours" from ${show(40)} to ${show(100)}`);
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
  });

  test('an assignment saved comes back with the employee: the new one is current, the one before ended, no reload', async () => {
    const environment = openProfile();
    await answerProfile(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Assign schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a schedule to Rita Costa' });
    fireEvent.change(within(dialog).getByLabelText('Week schedule'), { target: { value: 's-summer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await pendingMutation(environment, 'useCreateScheduleAssignmentMutation');
    expect(operation.request.variables.input).toMatchObject({ validFrom: today, endPrevious: true });
    const now = { id: 'a-new', databaseId: 14, scheduleName: 'Summer hours', validFrom: today, validTo: null };
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      AssignWeekSchedulePayload: () => ({ userErrors: [], assignments: [{ id: 'a-new', employee: { id: 'e-7' } }] }),
      Employee: () => ({ id: 'e-7', name: 'Rita Costa', schedules: [FUTURE, now, { ...CURRENT, validTo: d(-1) }, PAST], currentSchedule: { id: 'a-new' }, expectedDays: weekDays(operation.request.variables.weekFrom) }),
    })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(`Summer hours assigned to Rita Costa from ${show(0)}.`)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Current schedule' })).getByText('Summer hours')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
    expect(within(rowOf(`Office 9–17`)).getAllByRole('cell')[2].textContent).toBe(show(-1));
  });

  test('ending asks for the last day and removing asks for confirmation', async () => {
    const environment = openProfile();
    await answerProfile(environment);
    fireEvent.click(within(rowOf('Office 9–17')).getByRole('button', { name: `End Office 9–17 (from ${show(-30)})` }));
    const end = await screen.findByRole('dialog', { name: `Last day of Office 9–17 (from ${show(-30)})` });
    fireEvent.change(within(end).getByLabelText('Last day'), { target: { value: show(-31) } });
    fireEvent.click(within(end).getByRole('button', { name: 'Save' }));
    expect(await within(end).findByText(`This date cannot be before ${show(-30)}.`)).toBeTruthy();
    fireEvent.change(within(end).getByLabelText('Last day'), { target: { value: show(5) } });
    fireEvent.click(within(end).getByRole('button', { name: 'Save' }));
    const ending = await pendingMutation(environment, 'useEndScheduleAssignmentMutation');
    expect(ending.request.variables.input).toEqual({ id: 'a-current', validTo: d(5) });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(rowOf('Night rota')).getByRole('button', { name: `Remove Night rota (from ${show(-400)})` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the assignment of Night rota?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    const removal = await pendingMutation(environment, 'useRemoveScheduleAssignmentMutation');
    expect(removal.request.variables.input).toEqual({ id: 'a-past' });
  });

  test('the read-only consultant reads the tab without any control; no tab without the module or a schedules read', async () => {
    const environment = openProfile({ role: 'READ_ONLY' });
    const operation = await answerProfile(environment);
    expect(operation.request.variables).toMatchObject({ withSchedules: true, canAssignSchedules: false });
    expect(rowOf('Office 9–17')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign schedule' })).toBeNull();
    expect(within(table()).queryAllByRole('button')).toHaveLength(0);
    act(() => { document.body.innerHTML = ''; });

    const leader = openProfile({ role: 'TEAM_LEADER' });
    expect((await answerProfile(leader)).request.variables.withSchedules).toBe(false);
    expect(screen.queryByRole('tab', { name: 'Schedules' })).toBeNull();

    const noModule = openProfile({ modules: [] });
    expect((await answerProfile(noModule)).request.variables.withSchedules).toBe(false);
  });
});
