// The employee profile's Clocks tab (issue #13 item 6): the employee's clocks with their badges and trails, write
// actions for writers only, and "Add clock" preset to the employee.
import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import type { RoleName } from '../../domain/roles.ts';
import { EmployeeProfileRoute } from '../../web/src/employees/EmployeeProfileRoute.tsx';
import type { RouteLoadContext } from '../../web/src/platform/routing/RouteScreen.ts';
import { NotificationList } from '../../web/src/platform/notifications/NotificationList.tsx';

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

/** The row's cells after its trail button. */
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1).map((c) => c.textContent);

async function pending(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
}

/** The profile under /company/employees/:id with the access of `role` and time and attendance on (openRoute has no module). */
function openProfile(role: RoleName) {
  const environment = createMockEnvironment();
  const access = { roles: [role], permissions: [...DEFAULT_ROLE_AUTHORITIES[role]], enabledModules: ['TIME_AND_ATTENDANCE'], homePath: '/' };
  const router = createMemoryRouter([{
    path: '/company/employees/:id',
    loader: ({ request, params }) => ({
      feature: 'employeeProfile', access,
      queryRef: EmployeeProfileRoute.loadQuery({ environment: environment as unknown as Environment, params, feature: 'employeeProfile', access, url: new URL(request.url) } as RouteLoadContext),
    }),
    Component: () => <Suspense fallback={<p>loading</p>}><EmployeeProfileRoute /></Suspense>,
  }], { initialEntries: ['/company/employees/7?tab=clocks'] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /><NotificationList /></RelayEnvironmentProvider>);
  return environment;
}

async function answerProfile(environment: Env) {
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  const rita = { employeeName: 'Rita Costa', employee: { id: 'e-7', databaseId: 7 } };
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    Node: () => ({ __typename: 'Employee', id: 'e-7' }),
    Employee: (context) => (context.path?.includes('viewer') ? { id: 'e-admin' } : { id: 'e-7', databaseId: 7, name: 'Rita Costa', enabled: true, address: null, foreignLanguage: null, schedules: [], currentSchedule: null, expectedDays: [] }),
    Company: () => ({ timezone: 'Europe/Lisbon' }),
    ClockConnection: () => ({ totalCount: 2, pageInfo: { hasNextPage: false, endCursor: null }, edges: [
      { cursor: '0', node: clockNode('c-8', { ...rita, type: 'OUT', time: '17:00:00', instant: '2025-11-23T17:00:00Z' }) },
      { cursor: '1', node: clockNode('c-7', { ...rita, edited: true }) },
    ] }),
  })));
  await screen.findByRole('heading', { level: 1, name: 'Rita Costa' });
  return operation;
}

describe('the Clocks tab of the employee profile', () => {
  test('shows the employee\'s clocks with their trails; a clock added is preset to them', async () => {
    const environment = openProfile('ADMIN');
    const operation = await answerProfile(environment);
    expect(operation.request.variables.withClocks).toBe(true);
    expect(screen.getByRole('tab', { name: 'Clocks' }).getAttribute('aria-selected')).toBe('true');
    const list = screen.getByRole('table', { name: 'Clocks of Rita Costa, newest first' });
    const [out, corrected] = within(list).getAllByRole('row').filter((r) => r.classList.contains('clock-row'));
    expect(within(list).queryByRole('columnheader', { name: 'Employee' })).toBeNull();
    expect(cells(out).slice(0, 3)).toEqual(['23/11/2025', '17:00', 'OUT']);
    expect(cells(corrected)[4]).toBe('Corrected');
    expect(within(corrected).getByRole('button', { name: 'Edit the IN clock of Rita Costa on 23/11/2025 at 09:00' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add clock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a clock for Rita Costa' });
    expect(within(dialog).queryByLabelText('Employee')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'OUT' } });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '24/11/2025' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '18:00' } });
    fireEvent.change(within(dialog).getByLabelText('Why it is recorded for the employee'), { target: { value: 'Left without clocking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const record = await pending(environment, 'useRecordClockMutation');
    expect(record.request.variables.input).toMatchObject({ employeeId: 'e-7', type: 'OUT', instant: '2025-11-24T18:00:00.000Z', comment: 'Left without clocking' });
  });

  test('the read-only consultant sees the tab without any write action', async () => {
    const environment = openProfile('READ_ONLY');
    await answerProfile(environment);
    const list = screen.getByRole('table', { name: 'Clocks of Rita Costa, newest first' });
    expect(within(list).getAllByRole('button', { name: /^Trail of / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Edit the / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add clock' })).toBeNull();
  });
});
