import { sql } from 'kysely';
import type { AbsenceCover, EngineClock, EngineDay } from '../../../domain/attendance/engine.types.ts';
import { addDays, type CalcInterval } from '../../../domain/schedule.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import { loadExpectedDays } from '../schedules/expected-days.ts';

/**
 * What the engine needs for a set of employees and dates [from, to], in a fixed number of queries whatever their
 * number (TIME-AND-ATTENDANCE.md §6): the expected days (assignments, timetables, exceptions, holidays), the
 * schedules' options, the sites' time zones, the clocks and the approved absences. The days loaded run from the day
 * before `from` to the day after `to` (a workday's clocks depend on its neighbours).
 */
export interface EngineInput { days: EngineDay[]; clocks: EngineClock[] }

export async function loadEngineInputs(db: Database, employeeIds: readonly number[], from: string, to: string): Promise<Map<number, EngineInput>> {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return new Map();
  const first = addDays(from, -1);
  const last = addDays(to, 1);
  // clocks from two days before to three after in UTC cover every zone's local days plus the longest shift
  const clockFrom = new Date(`${addDays(first, -1)}T00:00:00Z`);
  const clockTo = new Date(`${addDays(last, 2)}T00:00:00Z`);
  const [expected, company, clocks, absences] = await Promise.all([
    loadExpectedDays(db, ids, first, last),
    db.selectFrom('company').select('timezone').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('clocks').select(['id', 'employee_id', 'type', 'instant', 'tag'])
      .where('employee_id', 'in', ids).where('deleted_at', 'is', null)
      .where('instant', '>=', clockFrom).where('instant', '<', clockTo)
      .execute(),
    db.selectFrom('absence_request_periods as p').innerJoin('absence_requests as r', 'r.id', 'p.absence_request_id')
      .select(['r.id as requestId', 'r.requester_id as employeeId', 'r.absence_type_id as typeId', 'p.valid_from as validFrom', 'p.valid_to as validTo',
        'p.coverage', 'p.day_scope as dayScope', sql<string | null>`to_char(p.start_time, 'HH24:MI')`.as('startTime'), sql<string | null>`to_char(p.end_time, 'HH24:MI')`.as('endTime')])
      .where('r.requester_id', 'in', ids).where('r.status', '=', 'APPROVED')
      .where('p.valid_from', '<=', last).where('p.valid_to', '>=', first)
      .execute(),
  ]);
  const scheduleIds = new Set<number>();
  const siteIds = new Set<number>();
  for (const days of expected.values()) {
    for (const d of days) {
      if (d.scheduleId !== null) scheduleIds.add(d.scheduleId);
      if (d.timetable?.workLocationIds.length) siteIds.add(d.timetable.workLocationIds[0]);
    }
  }
  const [options, sites] = await Promise.all([
    scheduleIds.size ? db.selectFrom('week_schedules').select(['id', 'detect_inconsistencies', 'calc_interval', 'subtract_break_time']).where('id', 'in', [...scheduleIds]).execute() : [],
    siteIds.size ? db.selectFrom('sites').select(['id', 'time_zone']).where('id', 'in', [...siteIds]).execute() : [],
  ]);
  const optionsOf = new Map(options.map((o) => [o.id, o]));
  const zoneOf = new Map(sites.map((s) => [s.id, s.time_zone]));
  const companyZone = company?.timezone || 'UTC';
  const clocksOf = groupBy(clocks, (c) => c.employee_id);
  const absencesOf = groupBy(absences, (a) => a.employeeId);
  const out = new Map<number, EngineInput>();
  for (const id of ids) {
    const mine = absencesOf.get(id) ?? [];
    const days: EngineDay[] = (expected.get(id) ?? []).map((d) => {
      const o = d.scheduleId !== null ? optionsOf.get(d.scheduleId) : undefined;
      const site = d.timetable?.workLocationIds[0];
      return {
        date: d.date,
        timeZone: (site !== undefined && zoneOf.get(site)) || companyZone,
        timetable: d.timetable,
        publicHoliday: d.publicHoliday,
        scheduleId: d.scheduleId,
        detectInconsistencies: o?.detect_inconsistencies ?? true,
        calcInterval: (o?.calc_interval ?? 'ALL_PAIRS') as CalcInterval,
        subtractBreakTime: o?.subtract_break_time ?? false,
        absences: mine.filter((a) => a.validFrom <= d.date && d.date <= a.validTo).map(coverOf),
      };
    });
    out.set(id, {
      days,
      clocks: (clocksOf.get(id) ?? []).map((c) => ({ id: c.id, type: c.type, instant: c.instant, tag: c.tag })),
    });
  }
  return out;
}

/**
 * How an approved period covers one of its days (docs/decisions.md): FULL coverage of a FULL_DAY scope is the whole
 * day; a PERIOD_IN_DAY scope with its times is that period; PERIOD coverage is a half day, the second half when it
 * starts at or after midday, the first otherwise.
 */
function coverOf(a: { requestId: number; typeId: number; coverage: string; dayScope: string; startTime: string | null; endTime: string | null }): AbsenceCover {
  if (a.dayScope === 'PERIOD_IN_DAY' && a.startTime && a.endTime) return { kind: 'PERIOD', start: a.startTime, end: a.endTime, requestId: a.requestId, typeId: a.typeId };
  if (a.coverage === 'PERIOD') return { kind: 'HALF', half: a.startTime && a.startTime >= '12:00' ? 'SECOND' : 'FIRST', requestId: a.requestId, typeId: a.typeId };
  return { kind: 'FULL_DAY', requestId: a.requestId, typeId: a.typeId };
}
