import { sql } from 'kysely';
import { localDateTime, type FenceSite } from '../../../domain/clock.rules.ts';
import { addDays } from '../../../domain/schedule.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { PREPARED } from '../platform/db/prepared.ts';
import { expectedDays, datesBetween, type AssignmentSpan, type ExpectedDay } from '../schedules/expected-day.ts';
import { parsed } from '../schedules/schedule.repository.ts';
import type { LoadedSchedule } from '../schedules/schedule-json.ts';
import { cachedSchedules, scheduleVersions, type ScheduleVersion } from '../schedules/schedule-cache.ts';
import { clockingEmployeeQuery, type ClockingEmployee } from './clock.repository.ts';

interface ContextRow {
  employee: ClockingEmployee | string | null;
  assignments?: AssignmentSpan[] | string;
  schedules?: ScheduleVersion[] | string;
  holidays?: string[] | string;
  policy_active?: boolean | null;
  sites?: FenceSite[] | string;
  replay_id: number | null;
  previous: { type: 'IN' | 'OUT'; instant: string } | string | null;
  last_seq: number;
}

/**
 * Read in the same query: a retry's first clock, the clock a new one follows, and the last `seq`. A clock at the
 * server's now (`atNow`) follows the latest clock even when that one's instant is a few seconds later (see
 * `ARRIVAL_WINDOW_MS`); a clock at a past instant follows the last clock at or before it.
 */
export interface ClockProbe { clientId: string | null; at: Date; atNow: boolean }

/**
 * How far after a clock's "now" another clock's instant may be and still come before it. Two clocks of one person
 * read the server's time, then their history: the one that read its time second may commit first (or come from an
 * API process whose clock is a little ahead). The other then follows it, at an instant just after it, instead of being
 * decided on the history before it — so each clock's instant and `seq` keep one order, and IN/OUT alternate.
 */
export const ARRIVAL_WINDOW_MS = 5_000;

/** What applies on the employee's yesterday and today (local dates), with the schedules and the sites they name. */
export interface ClockingDays { days: ExpectedDay[]; schedules: Map<number, LoadedSchedule>; sites: FenceSite[] }

/**
 * Everything a clock is decided on, in ONE statement: the employee (null when absent or outside `scope`), with their
 * department, geo policy and the company's time zone; with `withDays`, what applies on their yesterday and today —
 * assignments, schedules, holidays and the policy, the sites those schedules name — resolved by the same pure
 * `expectedDays` as everywhere (the general `loadExpectedDays` takes seven queries, right for a page of employees and
 * too many on the clock-in path); and the retry's first clock, the previous clock and the last `seq` (`probe`).
 * The local "today" needs the company's zone, read by this same statement, so the days are read for the UTC date
 * of `at` ± 2, which holds yesterday and today in every zone (UTC−12 to UTC+14), and resolved for the two.
 * Schedules come from the process's cache by the versions read here (a changed one costs a second query).
 */
export async function clockingContext(db: Database, scope: AccessScope, employeeId: number, probe: ClockProbe, withDays: boolean) {
  const utcDate = probe.at.toISOString().slice(0, 10);
  const from = addDays(utcDate, -2);
  const to = addDays(utcDate, 1);
  const dayColumns = sql`
    coalesce((select json_agg(json_build_object('id', a.id, 'scheduleId', a.schedule_id, 'validFrom', a.valid_from, 'validTo', a.valid_to)) from a), '[]') as assignments,
    ${scheduleVersions} as schedules,
    coalesce((select json_agg(h.holiday_date) from holidays h where h.holiday_date between ${from}::date and ${to}::date), '[]') as holidays,
    (select p.is_active from holiday_policy p where p.id = 1) as policy_active,
    coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'latitude', s.latitude, 'longitude', s.longitude, 'radius', s.radius, 'timeZone', s.time_zone))
      from sites s where s.id in (select w.remote_work_site_id from w union select l.site_id from schedule_timetable_sites l
        join schedule_timetables t on t.id = l.timetable_id where t.schedule_id in (select id from w))), '[]') as sites,`;
  const { rows: [row] } = await sql<ContextRow>`
    with e as (${clockingEmployeeQuery(db, scope, employeeId)}),
      a as (select a.id, a.schedule_id, a.valid_from, a.valid_to from employee_schedules a
        where a.employee_id = (select e.id from e) and a.valid_from <= ${to}::date and (a.valid_to is null or a.valid_to >= ${from}::date)),
      w as (select *, xmin::text as row_version from week_schedules where id in (select schedule_id from a))
    select (select row_to_json(e) from e) as employee, ${withDays ? dayColumns : sql``}
      ${probeColumns(employeeId, probe)} ${PREPARED}`.execute(db);
  const employee = row.employee === null ? null : parsed<ClockingEmployee>(row.employee);
  if (!employee) return null;
  const previous = row.previous === null ? null : parsed<{ type: 'IN' | 'OUT'; instant: string }>(row.previous);
  const probed = {
    replayId: row.replay_id, previousType: previous?.type ?? null, previousInstant: previous ? new Date(previous.instant) : null, lastSeq: Number(row.last_seq),
  };
  if (!withDays) return { employee, ...probed, work: null };
  const today = localDateTime(probe.at, employee.companyTimeZone).date;
  const schedules = await cachedSchedules(db, row.schedules ?? []);
  const holidays = { policyActive: row.policy_active ?? true, dates: new Set(parsed<string[]>(row.holidays ?? [])) };
  const days = expectedDays(datesBetween(addDays(today, -1), today), parsed<AssignmentSpan[]>(row.assignments ?? []), schedules, holidays);
  const sites = parsed<FenceSite[]>(row.sites ?? []).map((s) => ({ ...s, latitude: Number(s.latitude), longitude: Number(s.longitude) }));
  return { employee, ...probed, work: { days, schedules, sites } satisfies ClockingDays };
}

/** The retry's first clock, the clock a new one follows (type and instant), and the last `seq`. */
const probeColumns = (employeeId: number, { clientId, at, atNow }: ClockProbe) => sql`
  (select c.id from clocks c where c.employee_id = ${employeeId} and c.client_id = ${clientId}) as replay_id,
  (select json_build_object('type', c.type, 'instant', c.instant) from clocks c where c.employee_id = ${employeeId}
    and c.instant <= ${atNow ? new Date(at.getTime() + ARRIVAL_WINDOW_MS) : at} and c.deleted_at is null
    order by c.instant desc, c.id desc limit 1) as previous,
  (select coalesce(max(c.seq), 0) from clocks c where c.employee_id = ${employeeId}) as last_seq`;
