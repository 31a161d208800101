import { sql } from 'kysely';
import type { FenceSite } from '../../../domain/clock.rules.ts';
import type { Database } from '../platform/db/database.ts';
import { expectedDays, datesBetween, type AssignmentSpan, type ExpectedDay } from '../schedules/expected-day.ts';
import { parsed } from '../schedules/schedule.repository.ts';
import { cachedSchedules, scheduleVersions, type ScheduleVersion } from '../schedules/schedule-cache.ts';

interface ContextRow {
  assignments: AssignmentSpan[] | string;
  schedules: ScheduleVersion[] | string;
  holidays: string[] | string;
  policy_active: boolean | null;
  sites: FenceSite[] | string;
  replay_id: number | null;
  previous_type: 'IN' | 'OUT' | null;
  last_seq: number;
}

/** Read in the same query: a retry's first clock, the clock a new one follows, and the last `seq`. */
export interface ClockProbe { clientId: string | null; at: Date }

/**
 * What a clock needs to know of one employee's days [from, to] — assignments, their schedules with every timetable,
 * exception and work location, the holidays and the policy, and the sites those schedules name — in ONE query (the
 * general `loadExpectedDays` takes seven, which is right for a page of employees and too many on the clock-in path),
 * resolved by the same pure `expectedDays`. The schedules come from the process's cache by the versions that query
 * reads; a changed or unknown schedule costs a second query (`cachedSchedules`).
 */
export async function clockingDays(db: Database, employeeId: number, from: string, to: string, probe: ClockProbe) {
  const assignments = sql`select a.id, a.schedule_id, a.valid_from, a.valid_to from employee_schedules a
    where a.employee_id = ${employeeId} and a.valid_from <= ${to}::date and (a.valid_to is null or a.valid_to >= ${from}::date)`;
  const { rows: [row] } = await sql<ContextRow>`
    with a as (${assignments}), w as (select *, xmin::text as row_version from week_schedules where id in (select schedule_id from a))
    select
      coalesce((select json_agg(json_build_object('id', a.id, 'scheduleId', a.schedule_id, 'validFrom', a.valid_from, 'validTo', a.valid_to)) from a), '[]') as assignments,
      ${scheduleVersions} as schedules,
      coalesce((select json_agg(h.holiday_date) from holidays h where h.holiday_date between ${from}::date and ${to}::date), '[]') as holidays,
      (select p.is_active from holiday_policy p where p.id = 1) as policy_active,
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'latitude', s.latitude, 'longitude', s.longitude, 'radius', s.radius, 'timeZone', s.time_zone))
        from sites s where s.id in (select w.remote_work_site_id from w union select l.site_id from schedule_timetable_sites l
          join schedule_timetables t on t.id = l.timetable_id where t.schedule_id in (select id from w))), '[]') as sites,
      ${probeColumns(employeeId, probe)}`.execute(db);
  const schedules = await cachedSchedules(db, row.schedules);
  const holidays = { policyActive: row.policy_active ?? true, dates: new Set(parsed<string[]>(row.holidays)) };
  const days: ExpectedDay[] = expectedDays(datesBetween(from, to), parsed<AssignmentSpan[]>(row.assignments), schedules, holidays);
  const sites = parsed<FenceSite[]>(row.sites).map((s) => ({ ...s, latitude: Number(s.latitude), longitude: Number(s.longitude) }));
  return { days, schedules, sites, replayId: row.replay_id, previousType: row.previous_type, lastSeq: Number(row.last_seq) };
}

/** The replay and previous-clock columns, shared with `replayAndPrevious` (the same reads without the days). */
export const probeColumns = (employeeId: number, { clientId, at }: ClockProbe) => sql`
  (select c.id from clocks c where c.employee_id = ${employeeId} and c.client_id = ${clientId}) as replay_id,
  (select c.type from clocks c where c.employee_id = ${employeeId} and c.instant <= ${at} and c.deleted_at is null
    order by c.instant desc, c.id desc limit 1) as previous_type,
  (select coalesce(max(c.seq), 0) from clocks c where c.employee_id = ${employeeId}) as last_seq`;
