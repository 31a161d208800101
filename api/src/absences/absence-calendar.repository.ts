import { sql } from 'kysely';
import type { DayKind } from '../../../domain/absences/absence-days.ts';
import { addDays, weekdayOf } from '../../../domain/schedule.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import { datesBetween, expectedDays, type AssignmentSpan, type ExpectedDay } from '../schedules/expected-day.ts';
import { parsed } from '../schedules/schedule.repository.ts';
import { schedulesFromJson, schedulesJson, type ScheduleJson } from '../schedules/schedule-json.ts';

/** What each date of a span is for one employee: the function absence days are counted with. */
export type KindOf = (date: string) => DayKind;

interface Row {
  assignments: (AssignmentSpan & { employeeId: number })[] | string;
  schedules: ScheduleJson[] | string;
  holidays: string[] | string;
  policy_active: boolean | null;
}

/**
 * The working calendars of employees over [from, to] in ONE query whatever their number (assignments, their
 * schedules, the holidays and their policy), resolved by the same `expectedDays` as the engine. A date with no
 * schedule assigned counts Monday to Friday as working days, public holidays excepted (docs/decisions.md): a company
 * that has not set up schedules can still count its absences.
 */
export async function loadCalendars(db: Database, employeeIds: readonly number[], from: string, to: string): Promise<Map<number, KindOf>> {
  const ids = [...new Set(employeeIds)];
  const out = new Map<number, KindOf>();
  if (!ids.length || to < from) return out;
  const { rows: [row] } = await sql<Row>`
    with a as (select s.id, s.employee_id, s.schedule_id, s.valid_from, s.valid_to from employee_schedules s
      where s.employee_id = any(${ids}::int[]) and s.valid_from <= ${to}::date and (s.valid_to is null or s.valid_to >= ${from}::date)),
    w as (select * from week_schedules where id in (select schedule_id from a))
    select
      coalesce((select json_agg(json_build_object('id', a.id, 'employeeId', a.employee_id, 'scheduleId', a.schedule_id, 'validFrom', a.valid_from, 'validTo', a.valid_to)
        order by a.employee_id, a.valid_from) from a), '[]') as assignments,
      ${schedulesJson} as schedules,
      coalesce((select json_agg(h.holiday_date) from holidays h where h.holiday_date between ${from}::date and ${to}::date), '[]') as holidays,
      (select p.is_active from holiday_policy p where p.id = 1) as policy_active`.execute(db);
  const schedules = schedulesFromJson(row.schedules);
  const calendar = { policyActive: row.policy_active ?? true, dates: new Set(parsed<string[]>(row.holidays)) };
  const assignmentsOf = groupBy(parsed<Exclude<Row['assignments'], string>>(row.assignments), (a) => a.employeeId);
  const dates = datesBetween(from, to);
  const memo = new Map<string, ExpectedDay>();
  for (const id of ids) {
    const days = expectedDays(dates, assignmentsOf.get(id) ?? [], schedules, calendar, memo);
    const kinds = new Map(days.map((d) => [d.date, kindOfDay(d)]));
    out.set(id, (date) => kinds.get(date) ?? 'REST');
  }
  return out;
}

function kindOfDay(d: ExpectedDay): DayKind {
  if (d.publicHoliday) return 'HOLIDAY';
  if (d.source === 'NONE') return weekdayOf(d.date) % 6 === 0 ? 'REST' : 'WORK';
  return d.restDay ? 'REST' : 'WORK';
}

/** The span of dates a set of periods needs a calendar for. */
export function spanOf(periods: readonly { validFrom: string; validTo: string }[]): { from: string; to: string } {
  const from = periods.map((p) => p.validFrom).sort()[0] ?? '1970-01-01';
  const to = periods.map((p) => p.validTo).sort().at(-1) ?? from;
  return { from, to: to < from ? addDays(from, 0) : to };
}
