import { addDaysIso, isIsoDate, todayIso } from '../../../domain/dates.rules.ts';

/** The grid's period as the address carries it: a week (Monday to Sunday) or a calendar month. */
export interface AttendancePeriod {
  kind: 'week' | 'month';
  /** ISO dates, both included. */
  from: string;
  to: string;
}

/** The grid's filters: the period and, on the company route, a department. */
export interface AttendanceFilterValues {
  period: AttendancePeriod;
  departmentId: string | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Monday = 0 … Sunday = 6 of an ISO date. */
const weekdayIndex = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

export function weekOf(iso: string): AttendancePeriod {
  const from = addDaysIso(iso, -weekdayIndex(iso));
  return { kind: 'week', from, to: addDaysIso(from, 6) };
}

export function monthOf(iso: string): AttendancePeriod {
  const [y, m] = iso.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = iso.slice(0, 7);
  return { kind: 'month', from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The period before (-1) or after (+1) this one, of the same kind. */
export function shiftPeriod(p: AttendancePeriod, step: -1 | 1): AttendancePeriod {
  if (p.kind === 'week') return weekOf(addDaysIso(p.from, 7 * step));
  return monthOf(step < 0 ? addDaysIso(p.from, -1) : addDaysIso(p.to, 1));
}

/** The same moment seen as a week or as a month (the month of the week's Monday; the month's first week, or today's). */
export function switchKind(p: AttendancePeriod, kind: AttendancePeriod['kind'], today = todayIso()): AttendancePeriod {
  if (kind === p.kind) return p;
  if (kind === 'month') return monthOf(p.from);
  return weekOf(today >= p.from && today <= p.to ? today : p.from);
}

/** Every date of the period, in order. */
export function datesOf(p: AttendancePeriod): string[] {
  const out: string[] = [];
  for (let d = p.from; d <= p.to; d = addDaysIso(d, 1)) out.push(d);
  return out;
}

/** `?week=YYYY-MM-DD` (any day of it) or `?month=YYYY-MM`, and `?department=…`; the current week otherwise. */
export function attendanceFilterFromUrl(params: URLSearchParams, today = todayIso()): AttendanceFilterValues {
  const month = params.get('month');
  const week = params.get('week');
  const period = month && MONTH.test(month) && isIsoDate(`${month}-01`) ? monthOf(`${month}-01`)
    : week && isIsoDate(week) ? weekOf(week) : weekOf(today);
  return { period, departmentId: params.get('department') || null };
}

/** The address of those filters (the current week and no department is the bare path). */
export function attendanceSearch(values: AttendanceFilterValues, today = todayIso()): string {
  const search = new URLSearchParams();
  const { period } = values;
  if (period.kind === 'month') search.set('month', period.from.slice(0, 7));
  else if (period.from !== weekOf(today).from) search.set('week', period.from);
  if (values.departmentId) search.set('department', values.departmentId);
  return search.size ? `?${search.toString()}` : '';
}

/**
 * The years whose payroll periods (`payrollPeriods(year)`: the twelve ending in it) can hold a date of the period.
 * A date belongs to a period ending in its own year, or in the next one when it is in December (after the end day,
 * which is at most the 28th); a week or a month is never longer than 31 days, so two years at most: the first
 * date's, and the next when the period touches December (a week from December into January included).
 */
export function payrollYears(p: AttendancePeriod): { year: number; nextYear: number; withNextYear: boolean } {
  const year = Number(p.from.slice(0, 4));
  return { year, nextYear: year + 1, withNextYear: p.from.slice(5, 7) === '12' || p.to.slice(5, 7) === '12' };
}
