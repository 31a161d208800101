// Issue #17 items 3–4: the dashboards draw their frame first and fill each part as its deferred payload arrives.
import { describe, expect, test } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { addDaysIso, todayIso } from '../../domain/dates.rules.ts';
import { DashboardRoute } from '../../web/src/dashboards/DashboardRoute.tsx';
import { MyDashboardRoute } from '../../web/src/dashboards/MyDashboardRoute.tsx';
import { weekEnd, weekStart } from '../../web/src/my-clocks/isoWeek.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'];

async function operationNamed(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
    expect(op, name).toBeTruthy();
    return op as OperationDescriptor;
  });
}

const today = todayIso();
const TREND = [2, 1, 0].map((back, i) => ({ date: addDaysIso(today, -back), present: 10 + i, absent: 2, excused: 1, late: i }));
const RESOLVERS = {
  Employee: () => ({ name: 'Ana Lima' }),
  PresenceCounts: () => ({ present: 12, absent: 3, excused: 2, late: 1, total: 17 }),
  DashboardToday: () => ({ lateClocks: 4, missingClocks: 2, absences: 2, absencesThisWeek: 6 }),
  PendingCounts: () => ({ absenceRequests: { count: 5, scope: 'COMPANY' }, inconsistencies: { count: 0, scope: 'COMPANY' }, documents: null }),
  Dashboard: () => ({ scope: 'COMPANY', trend: TREND, topInconsistencyTypes: [{ type: 'LATE_CLOCK', count: 9 }, { type: 'CLOCK_MISSING', count: 3 }] }),
  AnniversaryConnection: () => ({ edges: [{ node: { name: 'Rui Costa', type: 'WORK', date: addDaysIso(today, 5), years: 10 } }] }),
  EndingDocumentConnection: () => ({ edges: [] }),
  HolidayConnection: () => ({ edges: [] }),
};

/** Sends the first part (the frame) only; returns the deferred parts for later. */
function sendFrame(environment: Env, operation: OperationDescriptor, resolvers: object) {
  const payloads = MockPayloadGenerator.generateWithDefer(operation, resolvers as never, { generateDeferredPayload: true }) as unknown as object[];
  act(() => { environment.mock.nextValue(operation, payloads[0] as never); });
  return () => act(() => {
    for (const part of payloads.slice(1)) environment.mock.nextValue(operation, part as never);
    environment.mock.complete(operation);
  });
}

// The machine is shared: deferred parts may take more than the default second to render under load.
configure({ asyncUtilTimeout: 5000 });

describe('company dashboard', () => {
  test('the frame shows before the deferred figures, each part with its skeleton; then the tiles link to their filtered lists', async () => {
    const { environment } = openRoute(DashboardRoute, '/', { role: 'ADMIN', feature: 'dashboard' });
    const operation = await operationNamed(environment, 'DashboardRouteQuery');
    expect(operation.request.variables).toMatchObject({ scope: 'COMPANY', team: false, people: true, holidays: true, trendDays: 30 });
    const rest = sendFrame(environment, operation, RESOLVERS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hello, Ana.')).toBeTruthy();
    const now = within(screen.getByRole('region', { name: 'Now' }));
    expect(now.getByRole('status', { name: 'Loading Now…' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Attendance over the last 30 days' })).getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Present now/ })).toBeNull();

    rest();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading Now…' })).toBeNull());
    // Attendances need the time-and-attendance module, off for this company: the figure shows, without a link.
    expect(screen.getByText('Present now').closest('li')?.textContent).toBe('12 Present now of 17');
    expect(screen.queryByRole('link', { name: /Present now/ })).toBeNull();
    expect(screen.getByRole('link', { name: '2 Excused now of 17' }).getAttribute('href')).toBe('/absences?tab=calendar');
    const late = screen.getByRole('link', { name: '4 Late today' });
    expect(new URLSearchParams(late.getAttribute('href')?.split('?')[1])).toEqual(new URLSearchParams({ from: today, to: today, type: 'LATE_CLOCK' }));
    expect(late.getAttribute('href')).toMatch(/^\/inconsistencies\?/);
    expect(screen.getByRole('link', { name: '2 Missing clocks' }).getAttribute('href')).toContain(`from=${addDaysIso(today, -1)}`);
    expect(screen.getByRole('link', { name: '6 People away this week' }).getAttribute('href'))
      .toBe(`/absences?tab=all&from=${weekStart(today)}&to=${weekEnd(today)}`);
    // What waits for the viewer: only counts above zero, linked to their page.
    expect(screen.getByRole('link', { name: '5 Absence requests waiting' }).getAttribute('href')).toBe('/absences');
    expect(screen.queryByRole('link', { name: /Pending inconsistencies/ })).toBeNull();
  });

  test('the trend has a table with the same figures (dates DD/MM), and the most frequent types open their inconsistencies', async () => {
    const { environment } = openRoute(DashboardRoute, '/', { role: 'ADMIN', feature: 'dashboard' });
    const operation = await operationNamed(environment, 'DashboardRouteQuery');
    sendFrame(environment, operation, RESOLVERS)();
    const table = await screen.findByRole('table', { name: 'Attendance per day, last 3 days' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows[0]).toBe('DatePresentAbsentExcusedLate');
    expect(rows[3]).toBe(`${today.slice(8, 10)}/${today.slice(5, 7)}12212`);
    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' });
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const lateType = screen.getByRole('link', { name: 'Late 9' });
    expect(lateType.getAttribute('href')).toContain('type=LATE_CLOCK');
    expect(lateType.getAttribute('href')).toContain(`from=${addDaysIso(today, -29)}`);
    expect(screen.getByText(/Rui Costa: 10 years with the company/)).toBeTruthy();
  });
});

describe('department dashboard', () => {
  test('the same figures for the managed departments, linked to the dep-* pages, plus today\'s team board', async () => {
    const { environment } = openRoute(DashboardRoute, '/dep-dashboard', { role: 'DEPARTMENT_MANAGER', feature: 'depDashboard' });
    const operation = await operationNamed(environment, 'DashboardRouteQuery');
    expect(operation.request.variables).toMatchObject({ scope: 'DEPARTMENT', team: true });
    let n = 0;
    const people = [
      { presence: 'PRESENT', lateToday: true, name: 'Zé Late' },
      { presence: 'PRESENT', lateToday: false, name: 'Ana In' },
      { presence: 'ABSENT', lateToday: false, name: 'Rui Out' },
      { presence: 'EXCUSED', lateToday: false, name: 'Eva Away' },
    ];
    const { Employee: _viewerName, ...resolvers } = RESOLVERS;
    sendFrame(environment, operation, {
      ...resolvers,
      EmployeePresenceConnection: () => ({ totalCount: people.length, edges: people.map(() => ({})) }),
      EmployeePresence: () => { const p = people[n++ % people.length]; return { id: `p-${p.name}`, presence: p.presence, lateToday: p.lateToday, lastClockAt: null, name: p.name, department: { id: 'd1', name: 'Sales' } }; },
    })();
    expect(await screen.findByRole('heading', { level: 1, name: 'Department dashboard' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '4 Late today' })).getAttribute('href')).toMatch(/^\/dep-inconsistencies\?/);
    const team = within(screen.getByRole('region', { name: 'Team board' }));
    expect(within(team.getByRole('list', { name: /^In/ })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana In', 'Zé Late Late']);
    expect(within(team.getByRole('list', { name: /^Out/ })).getByText('Rui Out')).toBeTruthy();
    expect(within(team.getByRole('list', { name: /^Excused/ })).getByText('Eva Away')).toBeTruthy();
  });
});

describe('my dashboard', () => {
  test('the clock is in the frame; the week, the holidays and what waits follow', async () => {
    const { environment } = openRoute(MyDashboardRoute, '/my-dashboard', { role: 'EMPLOYEE', feature: 'myDashboard' });
    const operation = await operationNamed(environment, 'MyDashboardRouteQuery');
    expect(operation.request.variables).toMatchObject({ clocks: false, attendance: false, absences: true, holidays: true });
    const rest = sendFrame(environment, operation, {
      Employee: () => ({ id: 'emp-1', name: 'Eva Lopes' }),
      AbsenceBalance: () => ({ allowed: 22, carried: 3, taken: 5, pending: 2, remaining: 18 }),
      AbsenceKpis: () => ({ daysToNextAbsence: 4 }),
      PendingCounts: () => ({ absenceRequests: null, inconsistencies: { count: 2, scope: 'OWN' }, documents: null }),
      HolidayConnection: () => ({ edges: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading My holidays…' })).toBeTruthy();
    rest();
    expect((await screen.findByRole('link', { name: '18 Holiday days left to book of 25 this year' })).getAttribute('href')).toBe('/my-absences');
    expect(screen.getByText(`In 4 days (${addDaysIso(today, 4).split('-').reverse().join('/')})`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 Pending inconsistencies' }).getAttribute('href')).toBe('/my-inconsistencies');
  });
});
