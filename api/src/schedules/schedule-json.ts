import { sql } from 'kysely';
import type { Timetable } from '../../../domain/schedule.ts';
import type { ScheduleForDays } from './expected-day.ts';
import { parsed } from './schedule.repository.ts';
import type { StoredTimetable } from './schedule.tables.ts';

/**
 * The schedules of a CTE named `w` (rows of week_schedules) as one JSON column — options, timetables with their work
 * locations, exceptions — for the one-query loaders of the clock-in path and the attendance engine.
 */
export const schedulesJson = sql`coalesce((select json_agg(json_build_object(
  'id', w.id, 'ignoreHolidays', w.ignore_holidays, 'remoteWorkSiteId', w.remote_work_site_id,
  'detect', w.detect_inconsistencies, 'calcInterval', w.calc_interval, 'subtractBreak', w.subtract_break_time,
  'timetables', (select json_agg(json_build_object('weekday', t.weekday, 'exceptionId', t.exception_id, 'timetable', t.timetable,
    'sites', coalesce((select json_agg(l.site_id order by l.site_id) from schedule_timetable_sites l where l.timetable_id = t.id), '[]')))
    from schedule_timetables t where t.schedule_id = w.id),
  'exceptions', coalesce((select json_agg(json_build_object('id', x.id, 'startDate', x.start_date, 'endDate', x.end_date) order by x.start_date)
    from schedule_exceptions x where x.schedule_id = w.id), '[]'))) from w), '[]')`;

export interface ScheduleJson {
  id: number; ignoreHolidays: boolean; remoteWorkSiteId: number | null; detect: boolean; calcInterval: 'ALL_PAIRS' | 'FIRST_IN_LAST_OUT'; subtractBreak: boolean;
  timetables: { weekday: number | null; exceptionId: number | null; timetable: StoredTimetable | string; sites: number[] }[] | null;
  exceptions: { id: number; startDate: string; endDate: string }[];
}

export type LoadedSchedule = ScheduleForDays & Omit<ScheduleJson, 'timetables' | 'exceptions'>;

/** The JSON column read back: days by weekday and exceptions with their timetables, work locations included. */
export function schedulesFromJson(column: ScheduleJson[] | string): Map<number, LoadedSchedule> {
  const out = new Map<number, LoadedSchedule>();
  for (const s of parsed<ScheduleJson[]>(column)) {
    const days: Timetable[] = [];
    const byException = new Map<number, Timetable>();
    for (const t of s.timetables ?? []) {
      const timetable = { ...parsed<StoredTimetable>(t.timetable), workLocationIds: t.sites } as Timetable;
      if (t.weekday !== null) days[t.weekday] = timetable;
      else if (t.exceptionId !== null) byException.set(t.exceptionId, timetable);
    }
    out.set(s.id, { ...s, days, exceptions: s.exceptions.map((x) => ({ ...x, timetable: byException.get(x.id)! })) });
  }
  return out;
}
