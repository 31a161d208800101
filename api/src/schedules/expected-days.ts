import type { Timetable } from '../../../domain/schedule.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import { datesBetween, expectedDays, type AssignmentSpan, type ExpectedDay, type HolidayCalendar, type ScheduleForDays } from './expected-day.ts';
import { timetablesOf } from './schedule.repository.ts';

/**
 * What applies to each of `employeeIds` on each date of [from, to], loaded in a fixed number of queries whatever
 * the number of employees (assignments, schedules with their timetables and exceptions, holidays and the policy),
 * then resolved in memory by the pure `expectedDays`. Shared by the REST route, the gateway and the engine.
 */
export async function loadExpectedDays(db: Database, employeeIds: readonly number[], from: string, to: string): Promise<Map<number, ExpectedDay[]>> {
  const ids = [...new Set(employeeIds)];
  const [assignments, holidays, policy] = await Promise.all([
    ids.length ? db.selectFrom('employee_schedules')
      .select(['id', 'employee_id as employeeId', 'schedule_id as scheduleId', 'valid_from as validFrom', 'valid_to as validTo'])
      .where('employee_id', 'in', ids).where('valid_from', '<=', to)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', from)]))
      .orderBy('employee_id').orderBy('valid_from').execute() : [],
    db.selectFrom('holidays').select('holiday_date').where('holiday_date', '>=', from).where('holiday_date', '<=', to).execute(),
    db.selectFrom('holiday_policy').select('is_active').where('id', '=', 1).executeTakeFirst(),
  ]);
  const schedules = await schedulesForDays(db, [...new Set(assignments.map((a) => a.scheduleId))]);
  const calendar: HolidayCalendar = { policyActive: policy?.is_active ?? true, dates: new Set(holidays.map((h) => h.holiday_date)) };
  const byEmployee = groupBy<AssignmentSpan & { employeeId: number }, number>(assignments, (a) => a.employeeId);
  const dates = datesBetween(from, to);
  const memo = new Map<string, ExpectedDay>();
  return new Map(ids.map((id) => [id, expectedDays(dates, byEmployee.get(id) ?? [], schedules, calendar, memo)]));
}

/** Schedules in the shape the resolver reads: days by weekday, exceptions with their timetable. */
export async function schedulesForDays(db: Database, ids: number[]): Promise<Map<number, ScheduleForDays>> {
  if (!ids.length) return new Map();
  const [rows, { timetables, exceptions }] = await Promise.all([
    db.selectFrom('week_schedules').select(['id', 'ignore_holidays']).where('id', 'in', ids).execute(),
    timetablesOf(db, ids),
  ]);
  const out = new Map<number, ScheduleForDays>();
  for (const r of rows) out.set(r.id, { id: r.id, ignoreHolidays: r.ignore_holidays, days: [], exceptions: [] });
  const byException = new Map<number, Timetable>();
  for (const t of timetables) {
    if (t.weekday !== null) (out.get(t.scheduleId)!.days as Timetable[])[t.weekday] = t.timetable;
    else if (t.exceptionId !== null) byException.set(t.exceptionId, t.timetable);
  }
  for (const e of exceptions) {
    (out.get(e.scheduleId)!.exceptions as ScheduleForDays['exceptions'][number][]).push({ id: e.id, startDate: e.startDate, endDate: e.endDate, timetable: byException.get(e.id)! });
  }
  return out;
}
