// Fixtures of the attendance screen's component tests (tests/web/attendances.test.tsx, payrollPeriods.test.tsx).
import type { OperationDescriptor } from 'relay-runtime';
import { expect } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, type createMockEnvironment } from 'relay-test-utils';
import { addDaysIso } from '../../../domain/dates.rules.ts';
import type { RoleName } from '../../../domain/roles.ts';
import { AttendancesRoute } from '../../../web/src/attendances/AttendancesRoute.tsx';
import { openRoute } from './openRoute.tsx';

export type Env = ReturnType<typeof createMockEnvironment>;

/** Lisbon is UTC+0 in early March 2026, so instants read as they are written. */
export const at = (date: string, time: string) => `${date}T${time}:00Z`;
export const clock = (id: string, type: 'IN' | 'OUT', date: string, time: string) => ({ id, type, instant: at(date, time) });
export const pair = (date: string, from: string, to: string | null, n: number) => ({
  start: at(date, from), end: to ? at(date, to) : null,
  inClock: clock(`c-${date}-${n}-in`, 'IN', date, from), outClock: to ? clock(`c-${date}-${n}-out`, 'OUT', date, to) : null,
});
export const inconsistency = (databaseId: number, type: string, explanation: Record<string, unknown>, status = 'PENDING') => ({
  databaseId, type, status, minutes: (explanation.minutes as number | undefined) ?? null, final: true, justified: false,
  explanation: { expectedAt: null, toleranceMinutes: null, clockAt: null, window: null, minutes: null, message: 'English message', ...explanation },
});

/** A workday as the gateway answers it: a fixed 09:00–13:00, 14:00–18:00 day worked in full unless told otherwise. */
export function workday(date: string, over: Record<string, unknown> = {}) {
  return {
    date, kind: 'WORK', timeZone: 'Europe/Lisbon', closed: true, scheduledMinutes: 480, expectedMinutes: 480, absenceMinutes: 0,
    workedMinutes: 480, breakMinutes: 60, extraMinutes: 0, nightMinutes: 0, balanceMinutes: 0, openSince: null,
    expected: [{ start: at(date, '09:00'), end: at(date, '13:00') }, { start: at(date, '14:00'), end: at(date, '18:00') }],
    pairs: [pair(date, '09:00', '13:00', 1), pair(date, '14:00', '18:00', 2)], inconsistencies: [], ...over,
  };
}
export const dayOff = (date: string, kind: string) => workday(date, {
  kind, scheduledMinutes: 0, expectedMinutes: 0, workedMinutes: 0, breakMinutes: 0, expected: [], pairs: [],
});

export const ANA_DAYS = [
  workday('2026-03-09'),
  workday('2026-03-10', {
    workedMinutes: 438, balanceMinutes: -42, pairs: [pair('2026-03-10', '09:42', '13:00', 1), pair('2026-03-10', '14:00', '18:00', 2)],
    inconsistencies: [
      inconsistency(71, 'LATE_CLOCK', { rule: 'LATE_AFTER_START', expectedAt: '09:00', toleranceMinutes: 10, clockAt: '09:42', minutes: 42 }),
      inconsistency(72, 'CLOCK_MISSING', { rule: 'SOMETHING_NEW', message: 'A rule this screen does not know yet' }),
      inconsistency(73, 'EARLY_CLOCK', { rule: 'EARLY_BEFORE_END', expectedAt: '18:00', toleranceMinutes: 5, clockAt: '17:30' }, 'RESOLVED'),
    ],
  }),
  workday('2026-03-11', {
    workedMinutes: 0, breakMinutes: 0, balanceMinutes: -480, pairs: [],
    inconsistencies: [inconsistency(74, 'ABSENT', { rule: 'NO_CLOCK_ON_WORKDAY', expectedAt: '09:00', toleranceMinutes: 10, minutes: 480,
      window: { start: at('2026-03-11', '09:00'), end: at('2026-03-11', '18:00') } })],
  }),
  workday('2026-03-12', { closed: false, workedMinutes: 185, breakMinutes: 0, balanceMinutes: 0, openSince: at('2026-03-12', '08:55'),
    pairs: [pair('2026-03-12', '08:55', null, 1)] }),
  workday('2026-03-13', { closed: false, workedMinutes: 0, breakMinutes: 0, pairs: [] }),
  dayOff('2026-03-14', 'REST'),
  dayOff('2026-03-15', 'REST'),
];
export const BRUNO_DAYS = [
  dayOff('2026-03-09', 'HOLIDAY'),
  dayOff('2026-03-10', 'ABSENCE'),
  dayOff('2026-03-11', 'NO_SCHEDULE'),
];
export const row = (name: string, days: unknown[], totals: Record<string, number>) => ({
  employee: { id: `e-${name}` }, employeeName: name, departmentName: 'Operations', days,
  totals: { scheduledMinutes: 2400, expectedMinutes: 2400, absenceMinutes: 0, workedMinutes: 1583, extraMinutes: 15, nightMinutes: 0,
    balanceMinutes: -817, inconsistencies: 3, ...totals },
});
export const ROWS = [
  row('Ana Ferreira', ANA_DAYS, {}),
  row('Bruno Costa', BRUNO_DAYS, { expectedMinutes: 0, workedMinutes: 0, balanceMinutes: 0, extraMinutes: 0, inconsistencies: 0 }),
];

export function open(role: RoleName = 'ADMIN', path = '/attendances') {
  return openRoute(AttendancesRoute, path, { role, feature: 'attendances' });
}

/** The grid query (or the operation named) waiting for its answer (answered ones leave the mock's list). */
export async function pending(environment: Env, name = 'AttendancesRouteQuery'): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
}

/** A payroll period of 2026 (ending on the 28th) as the gateway answers it. */
export const payrollPeriod = (start: string, end: string, status = 'OPEN', events: unknown[] = []) => ({ start, end, status, events });
export const CLOSED_FEBRUARY = payrollPeriod('2026-01-29', '2026-02-28', 'CLOSED', [
  { action: 'CLOSE', at: '2026-03-02T10:00:00Z', byName: 'Rita Nunes', reason: null },
]);
/** The twelve periods ending in `year` on the 28th, all open. */
export const periodsOf = (year: number) => Array.from({ length: 12 }, (_, i) => {
  const end = `${year}-${String(i + 1).padStart(2, '0')}-28`;
  return payrollPeriod(addDaysIso(i ? `${year}-${String(i).padStart(2, '0')}-28` : `${year - 1}-12-28`, 1), end);
});
/** 2026's: February's closed by Rita Nunes, the others open. */
export const PERIODS_2026 = periodsOf(2026).map((p) => (p.end === CLOSED_FEBRUARY.end ? CLOSED_FEBRUARY : p));

export async function answer(environment: Env, rows = ROWS, hasNextPage = false, periods: unknown[] = PERIODS_2026) {
  const operation = await pending(environment);
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    PayrollPeriods: () => ({ endDay: 28, periods }),
    AttendanceConnection: () => ({ totalCount: rows.length + (hasNextPage ? 1 : 0), edges: rows.map((node, i) => ({ cursor: String(i), node })),
      pageInfo: { hasNextPage, endCursor: hasNextPage ? String(rows.length - 1) : null } }),
    DepartmentConnection: () => ({ edges: [{ node: { id: 'd-ops', name: 'Operations' } }, { node: { id: 'd-sales', name: 'Sales' } }] }),
  })));
  await screen.findByRole('table');
  return operation;
}

export const cell = (name: string) => screen.getByRole('button', { name });
/** The words a sighted user sees in an element: its text without the visually hidden parts. */
export function shown(element: HTMLElement): string[] {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((e) => e.remove());
  return [...copy.children].flatMap((e) => (e.textContent ?? '').split(/\s+/)).filter(Boolean);
}
export const stateOf = (name: string) => [...(cell(name).closest('td')?.classList ?? [])].find((c) => c.startsWith('attendance-cell--'));

