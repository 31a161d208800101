import { addDays, expectedMinutes, weekdayOf, type Timetable, type Weekday } from '../../../domain/schedule.ts';

/**
 * "Which timetable applies to employee E on date D" (TIME-AND-ATTENDANCE.md §1), the one function the schedule
 * screens, the gateway's `Employee.expectedDay` and the inconsistency engine share. Pure: the caller loads the
 * assignments, schedules and holidays (expected-days.ts does it for many employees in four queries).
 *
 * First match wins: a published advanced shift for D (not built yet: the shifts module has no tables), a
 * week-schedule exception covering D, the weekday entry of the schedule assigned on D. None of these, or a rest
 * entry, makes D a rest day. A company holiday with the policy on is a public holiday unless the schedule ignores
 * holidays; a public holiday expects no work.
 */

export interface ScheduleException { id: number; startDate: string; endDate: string; timetable: Timetable }

export interface ScheduleForDays {
  id: number;
  ignoreHolidays: boolean;
  /** indexed by weekday, 0 Sunday … 6 Saturday */
  days: readonly Timetable[];
  exceptions: readonly ScheduleException[];
}

export interface AssignmentSpan { id: number; scheduleId: number; validFrom: string; validTo: string | null }

export interface HolidayCalendar { policyActive: boolean; dates: ReadonlySet<string> }

export type ExpectedDaySource = 'EXCEPTION' | 'ASSIGNMENT' | 'NONE';

export interface ExpectedDay {
  date: string;
  weekday: Weekday;
  source: ExpectedDaySource;
  scheduleId: number | null;
  assignmentId: number | null;
  exceptionId: number | null;
  /** what applies; null when no schedule is assigned on the date */
  timetable: Timetable | null;
  /** no work expected: no schedule, a rest entry, or a public holiday */
  restDay: boolean;
  publicHoliday: boolean;
  /** minutes of net work expected (0 on a rest day), before absences */
  expectedMinutes: number;
}

/** The assignment covering `date`, from spans that never overlap. */
export function assignmentOn(assignments: readonly AssignmentSpan[], date: string): AssignmentSpan | null {
  for (const a of assignments) if (a.validFrom <= date && (a.validTo === null || date <= a.validTo)) return a;
  return null;
}

function exceptionOn(schedule: ScheduleForDays, date: string): ScheduleException | null {
  for (const e of schedule.exceptions) if (e.startDate <= date && date <= e.endDate) return e;
  return null;
}

/** What applies on one date, for an employee with these assignments. */
export function expectedDay(
  date: string, assignments: readonly AssignmentSpan[], schedules: ReadonlyMap<number, ScheduleForDays>, holidays: HolidayCalendar,
): ExpectedDay {
  const assignment = assignmentOn(assignments, date);
  const schedule = assignment ? schedules.get(assignment.scheduleId) ?? null : null;
  return dayOf(date, assignment, schedule, holidays);
}

function dayOf(date: string, assignment: AssignmentSpan | null, schedule: ScheduleForDays | null, holidays: HolidayCalendar): ExpectedDay {
  const weekday = weekdayOf(date);
  const isHoliday = holidays.policyActive && holidays.dates.has(date);
  if (!assignment || !schedule) {
    return {
      date, weekday, source: 'NONE', scheduleId: null, assignmentId: null, exceptionId: null, timetable: null,
      restDay: true, publicHoliday: isHoliday, expectedMinutes: 0,
    };
  }
  const exception = exceptionOn(schedule, date);
  const timetable = exception ? exception.timetable : schedule.days[weekday];
  const publicHoliday = isHoliday && !schedule.ignoreHolidays;
  const restDay = timetable.type === 'REST' || publicHoliday;
  return {
    date, weekday, source: exception ? 'EXCEPTION' : 'ASSIGNMENT', scheduleId: schedule.id, assignmentId: assignment.id,
    exceptionId: exception?.id ?? null, timetable, restDay, publicHoliday, expectedMinutes: restDay ? 0 : expectedMinutes(timetable),
  };
}

/** Every calendar date of [from, to], in order. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) out.push(date);
  return out;
}

/**
 * What applies on each of `dates` (ascending) for one employee, walking the non-overlapping assignments once. The
 * day of one schedule on one date is computed once for everyone through `memo` (keyed by schedule and date).
 */
export function expectedDays(
  dates: readonly string[], assignments: readonly AssignmentSpan[], schedules: ReadonlyMap<number, ScheduleForDays>,
  holidays: HolidayCalendar, memo: Map<string, ExpectedDay> = new Map(),
): ExpectedDay[] {
  const sorted = [...assignments].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  const out: ExpectedDay[] = [];
  let i = 0;
  for (const date of dates) {
    while (i < sorted.length && sorted[i].validTo !== null && sorted[i].validTo! < date) i++;
    const a = i < sorted.length && sorted[i].validFrom <= date ? sorted[i] : null;
    const schedule = a ? schedules.get(a.scheduleId) ?? null : null;
    if (!a || !schedule) {
      out.push(dayOf(date, null, null, holidays));
      continue;
    }
    const key = `${schedule.id}|${date}`;
    let shared = memo.get(key);
    if (!shared) {
      shared = dayOf(date, a, schedule, holidays);
      memo.set(key, shared);
    }
    out.push(shared.assignmentId === a.id ? shared : { ...shared, assignmentId: a.id });
  }
  return out;
}
