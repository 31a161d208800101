import { sql } from 'kysely';
import type { AbsenceCover, EngineClock, EngineDay } from '../../../domain/attendance/engine.types.ts';
import type { EmployeeRules } from '../../../domain/attendance/extra-rules.ts';
import type { ExtraHourRule } from '../../../domain/extra-hour-policy.ts';
import { addDays } from '../../../domain/schedule.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import { datesBetween, expectedDays, type AssignmentSpan, type ExpectedDay } from '../schedules/expected-day.ts';
import { parsed } from '../schedules/schedule.repository.ts';
import { schedulesFromJson, schedulesJson, type ScheduleJson } from '../schedules/schedule-json.ts';

/**
 * What the engine needs for a set of employees and dates [from, to] in ONE query whatever their number
 * (TIME-AND-ATTENDANCE.md §6): assignments, their schedules with options, timetables, work locations and exceptions,
 * the holidays and their policy, the zones, the clocks, the approved absences and the extra-hour rules — resolved in memory by the same pure
 * `expectedDays` the schedule screens use. The days loaded run from the day before `from` to the day after `to` (a
 * workday's clocks depend on its neighbours). One round trip matters most for the recompute after one clock.
 */
export interface EngineInput { days: EngineDay[]; clocks: EngineClock[]; rules: EmployeeRules }

/** The inputs by employee, and the closed payroll periods of the dates (their workdays are not recomputed). */
export interface EngineInputs { inputs: Map<number, EngineInput>; closed: { start: string; end: string }[] }

type Json<T> = T | string;
interface InputRow {
  assignments: Json<(AssignmentSpan & { employeeId: number })[]>;
  schedules: Json<ScheduleJson[]>;
  holidays: Json<string[]>;
  policy_active: boolean | null;
  company_zone: string | null;
  zones: Json<Record<string, string>>;
  clocks: Json<[number, number, 'IN' | 'OUT', string, string | null][]>;
  closed: Json<{ start: string; end: string }[]>;
  rules: Json<ExtraHourRule[]>;
  departments: Json<Record<string, number | null>>;
  absences: Json<{ employeeId: number; requestId: number; typeId: number; validFrom: string; validTo: string; coverage: string; dayScope: string; startTime: string | null; endTime: string | null; dayPeriod?: string | null }[]>;
}

export async function loadEngineInputs(db: Database, employeeIds: readonly number[], from: string, to: string): Promise<EngineInputs> {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return { inputs: new Map(), closed: [] };
  const first = addDays(from, -1);
  const last = addDays(to, 1);
  // clocks from two days before to three after in UTC cover every zone's local days plus the longest shift
  const clockFrom = `${addDays(first, -1)}T00:00:00Z`;
  const clockTo = `${addDays(last, 2)}T00:00:00Z`;
  const { rows: [row] } = await sql<InputRow>`
    with e as (select unnest(${ids}::int[]) as id),
    a as (select s.id, s.employee_id, s.schedule_id, s.valid_from, s.valid_to from employee_schedules s
      where s.employee_id in (select id from e) and s.valid_from <= ${last}::date and (s.valid_to is null or s.valid_to >= ${first}::date)),
    w as (select * from week_schedules where id in (select schedule_id from a))
    select
      coalesce((select json_agg(json_build_object('id', a.id, 'employeeId', a.employee_id, 'scheduleId', a.schedule_id, 'validFrom', a.valid_from, 'validTo', a.valid_to)
        order by a.employee_id, a.valid_from) from a), '[]') as assignments,
      ${schedulesJson} as schedules,
      coalesce((select json_agg(h.holiday_date) from holidays h where h.holiday_date between ${first}::date and ${last}::date), '[]') as holidays,
      (select p.is_active from holiday_policy p where p.id = 1) as policy_active,
      (select c.timezone from company c where c.id = 1) as company_zone,
      coalesce((select json_object_agg(s.id, s.time_zone) from sites s where s.id in (select l.site_id from schedule_timetable_sites l
        join schedule_timetables t on t.id = l.timetable_id where t.schedule_id in (select id from w))), '{}') as zones,
      coalesce((select json_agg(json_build_array(c.employee_id, c.id, c.type, c.instant, c.tag)) from clocks c
        where c.employee_id in (select id from e) and c.deleted_at is null and c.instant >= ${clockFrom}::timestamptz and c.instant < ${clockTo}::timestamptz), '[]') as clocks,
      coalesce((select json_agg(json_build_object('employeeId', r.requester_id, 'requestId', r.id, 'typeId', r.absence_type_id, 'validFrom', p.valid_from,
        'validTo', p.valid_to, 'coverage', p.coverage, 'dayScope', p.day_scope, 'startTime', to_char(p.start_time, 'HH24:MI'), 'endTime', to_char(p.end_time, 'HH24:MI'), 'dayPeriod', p.day_period))
        from absence_request_periods p join absence_requests r on r.id = p.absence_request_id
        where r.requester_id in (select id from e) and r.status in ('APPROVED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED') and p.valid_from <= ${last}::date and p.valid_to >= ${first}::date), '[]') as absences,
      coalesce((select json_agg(json_build_object('start', pp.start_date, 'end', pp.end_date)) from payroll_periods pp
        where pp.status = 'CLOSED' and pp.start_date <= ${to}::date and pp.end_date >= ${from}::date), '[]') as closed,
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'sequence', r.sequence, 'categoryLevel', r.category_level,
        'categoryValue', r.category_value, 'title', r.title, 'start', r.start_minute, 'end', r.end_minute, 'enabled', r.enabled, 'night', r.night,
        'thresholdMinutes', r.threshold_minutes, 'rounding', r.rounding, 'ignoreEarlyCheckIn', r.ignore_early_check_in, 'validFrom', r.valid_from,
        'validTo', r.valid_to, 'weekdays', r.weekdays, 'clockTags', r.clock_tags, 'showInReport', r.show_in_report) order by r.sequence, r.id)
        from extra_hour_rules r where r.enabled and (r.valid_from is null or r.valid_from <= ${last}::date) and (r.valid_to is null or r.valid_to >= ${first}::date)), '[]') as rules,
      coalesce((select json_object_agg(x.id, x.department_id) from employees x where x.id in (select id from e)), '{}') as departments`.execute(db);

  const schedules = schedulesFromJson(row.schedules);
  const calendar = { policyActive: row.policy_active ?? true, dates: new Set(parsed<string[]>(row.holidays)) };
  const zones = parsed<Record<string, string>>(row.zones);
  const companyZone = row.company_zone || 'UTC';
  const assignmentsOf = groupBy(parsed<Exclude<InputRow['assignments'], string>>(row.assignments), (a) => a.employeeId);
  const clocksOf = groupBy(parsed<Exclude<InputRow['clocks'], string>>(row.clocks), (c) => c[0]);
  const absencesOf = groupBy(parsed<Exclude<InputRow['absences'], string>>(row.absences), (a) => a.employeeId);
  const rules = parsed<ExtraHourRule[]>(row.rules);
  const departments = parsed<Record<string, number | null>>(row.departments);
  const dates = datesBetween(first, last);
  const memo = new Map<string, ExpectedDay>();
  const out = new Map<number, EngineInput>();
  for (const id of ids) {
    const mine = absencesOf.get(id) ?? [];
    const days: EngineDay[] = expectedDays(dates, assignmentsOf.get(id) ?? [], schedules, calendar, memo).map((d) => {
      const s = d.scheduleId !== null ? schedules.get(d.scheduleId) : undefined;
      const site = d.timetable?.workLocationIds[0];
      return {
        date: d.date,
        timeZone: (site !== undefined && zones[site]) || companyZone,
        timetable: d.timetable,
        publicHoliday: d.publicHoliday,
        scheduleId: d.scheduleId,
        detectInconsistencies: s?.detect ?? true,
        calcInterval: s?.calcInterval ?? 'ALL_PAIRS',
        subtractBreakTime: s?.subtractBreak ?? false,
        absences: mine.length ? mine.filter((a) => a.validFrom <= d.date && d.date <= a.validTo).map(coverOf) : [],
      };
    });
    out.set(id, {
      days,
      clocks: (clocksOf.get(id) ?? []).map(([, clockId, type, instant, tag]) => ({ id: clockId, type, instant: new Date(instant), tag })),
      rules: { employeeId: id, departmentId: departments[id] ?? null, list: rules },
    });
  }
  return { inputs: out, closed: parsed<{ start: string; end: string }[]>(row.closed) };
}

/**
 * How an approved period covers one of its days (docs/decisions.md): FULL coverage of a FULL_DAY scope is the whole
 * day; a PERIOD_IN_DAY scope with its times is that period; PERIOD coverage is a half day, the second half when it
 * starts at or after midday, the first otherwise.
 */
function coverOf(a: { requestId: number; typeId: number; coverage: string; dayScope: string; startTime: string | null; endTime: string | null; dayPeriod?: string | null }): AbsenceCover {
  if (a.dayScope === 'PERIOD_IN_DAY' && a.startTime && a.endTime) return { kind: 'PERIOD', start: a.startTime, end: a.endTime, requestId: a.requestId, typeId: a.typeId };
  if (a.coverage === 'PERIOD') {
    const second = a.dayPeriod ? a.dayPeriod === 'AFTERNOON' : !!a.startTime && a.startTime >= '12:00';
    return { kind: 'HALF', half: second ? 'SECOND' : 'FIRST', requestId: a.requestId, typeId: a.typeId };
  }
  return { kind: 'FULL_DAY', requestId: a.requestId, typeId: a.typeId };
}
