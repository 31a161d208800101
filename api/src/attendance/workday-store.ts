import { sql } from 'kysely';
import type { DetectedInconsistency, Workday } from '../../../domain/attendance/engine.types.ts';
import type { Database } from '../platform/db/database.ts';

/**
 * Writes what the engine computed for a set of employee-days, in one statement per table whatever their number:
 * the workdays (upserted), and the inconsistencies by identity (employee, date, type, anchor) with their lifecycle
 * (TIME-AND-ATTENDANCE.md §3): new ones raised, changed ones updated, ones that disappeared RESOLVED with resolution
 * AUTO and kept, AUTO-resolved ones that come back reopened; one resolved by a person is never reopened. Every change
 * of state is an event. Call inside a transaction that holds the employees' workday locks (recompute.service.ts).
 */
export interface ComputedDay { employeeId: number; workday: Workday }

export async function storeWorkdays(db: Database, days: readonly ComputedDay[], now: Date): Promise<{ raised: number; resolved: number; reopened: number; changed: number }> {
  const none = { raised: 0, resolved: 0, reopened: 0, changed: 0 };
  if (!days.length) return none;
  const rows = days.map(({ employeeId, workday: w }) => ({
    employee_id: employeeId, date: w.date, kind: w.kind, schedule_id: w.scheduleId, timetable_type: w.timetableType, time_zone: w.timeZone,
    scheduled_minutes: w.scheduledMinutes, expected_minutes: w.expectedMinutes, absence_minutes: w.absenceMinutes, worked_minutes: w.workedMinutes,
    break_minutes: w.breakMinutes, extra_minutes: w.extraMinutes, night_minutes: w.nightMinutes, balance_minutes: w.balanceMinutes,
    extra: w.extra, expected: w.expected, pairs: w.pairs, open_since: w.openSince, closed: w.closed,
  }));
  await sql`
    insert into workdays (employee_id, date, kind, schedule_id, timetable_type, time_zone, scheduled_minutes, expected_minutes, absence_minutes,
      worked_minutes, break_minutes, extra_minutes, night_minutes, balance_minutes, extra, expected, pairs, open_since, closed, computed_at)
    select r.employee_id, r.date, r.kind, r.schedule_id, r.timetable_type, r.time_zone, r.scheduled_minutes, r.expected_minutes, r.absence_minutes,
      r.worked_minutes, r.break_minutes, r.extra_minutes, r.night_minutes, r.balance_minutes, r.extra, r.expected, r.pairs, r.open_since, r.closed, ${now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(employee_id int, date date, kind text, schedule_id int, timetable_type text, time_zone text,
      scheduled_minutes int, expected_minutes int, absence_minutes int, worked_minutes int, break_minutes int, extra_minutes int, night_minutes int,
      balance_minutes int, extra jsonb, expected jsonb, pairs jsonb, open_since timestamptz, closed boolean)
    on conflict (employee_id, date) do update set kind = excluded.kind, schedule_id = excluded.schedule_id, timetable_type = excluded.timetable_type,
      time_zone = excluded.time_zone, scheduled_minutes = excluded.scheduled_minutes, expected_minutes = excluded.expected_minutes,
      absence_minutes = excluded.absence_minutes, worked_minutes = excluded.worked_minutes, break_minutes = excluded.break_minutes,
      extra_minutes = excluded.extra_minutes, night_minutes = excluded.night_minutes, balance_minutes = excluded.balance_minutes,
      extra = excluded.extra, expected = excluded.expected, pairs = excluded.pairs, open_since = excluded.open_since, closed = excluded.closed,
      computed_at = excluded.computed_at
    -- a closed day computed again to the same figures is not rewritten (an open one is: its computed_at says how fresh it is)
    where not (workdays.closed and excluded.closed) or (workdays.kind, workdays.schedule_id, workdays.timetable_type, workdays.time_zone,
      workdays.scheduled_minutes, workdays.expected_minutes, workdays.absence_minutes, workdays.worked_minutes, workdays.break_minutes,
      workdays.extra_minutes, workdays.night_minutes, workdays.balance_minutes, workdays.extra, workdays.expected, workdays.pairs, workdays.open_since)
      is distinct from (excluded.kind, excluded.schedule_id, excluded.timetable_type, excluded.time_zone, excluded.scheduled_minutes,
      excluded.expected_minutes, excluded.absence_minutes, excluded.worked_minutes, excluded.break_minutes, excluded.extra_minutes,
      excluded.night_minutes, excluded.balance_minutes, excluded.extra, excluded.expected, excluded.pairs, excluded.open_since)`.execute(db);
  return storeInconsistencies(db, days);
}

interface Detected { employee_id: number; date: string; type: string; anchor: string; final: boolean; minutes: number | null; explanation: DetectedInconsistency['explanation'] }

/**
 * The inconsistency lifecycle as three statements: the detected set is matched to the stored rows of the same
 * employee-days by identity; the database decides each row's transition, so the decision and the write are one.
 */
async function storeInconsistencies(db: Database, days: readonly ComputedDay[]) {
  const detected: Detected[] = days.flatMap(({ employeeId, workday }) => workday.inconsistencies.map((i) => ({
    employee_id: employeeId, date: workday.date, type: i.type, anchor: i.anchor, final: i.final, minutes: i.minutes, explanation: i.explanation,
  })));
  const scope = days.map((d) => ({ employee_id: d.employeeId, date: d.workday.date }));
  const { rows } = await sql<{ action: string; n: number }>`
    with d as (
      select * from jsonb_to_recordset(${JSON.stringify(detected)}::jsonb)
        as x(employee_id int, date date, type text, anchor text, final boolean, minutes int, explanation jsonb)
    ), s as (
      select * from jsonb_to_recordset(${JSON.stringify(scope)}::jsonb) as x(employee_id int, date date)
    ), before as (
      select i.id, i.resolution from inconsistencies i join d using (employee_id, date, type, anchor)
    ), raised as (
      insert into inconsistencies (employee_id, date, type, anchor, final, minutes, explanation, status, created_at, updated_at)
      select d.employee_id, d.date, d.type, d.anchor, d.final, d.minutes, d.explanation, 'PENDING', now(), now() from d
      on conflict (employee_id, date, type, anchor) do update set
        final = excluded.final, minutes = excluded.minutes, explanation = excluded.explanation, updated_at = now(),
        status = case when inconsistencies.resolution = 'AUTO' then 'PENDING' else inconsistencies.status end,
        resolution = case when inconsistencies.resolution = 'AUTO' then null else inconsistencies.resolution end,
        resolved_at = case when inconsistencies.resolution = 'AUTO' then null else inconsistencies.resolved_at end
      -- a row a person resolved keeps its decision; an unchanged pending row is not touched
      where inconsistencies.resolution is distinct from 'MANUAL'
        and (inconsistencies.resolution = 'AUTO' or inconsistencies.final is distinct from excluded.final
          or inconsistencies.minutes is distinct from excluded.minutes or inconsistencies.explanation is distinct from excluded.explanation)
      returning id, (xmax = 0) as inserted, minutes
    ), gone as (
      update inconsistencies i set status = 'RESOLVED', resolution = 'AUTO', resolved_at = now(), resolved_by = null, updated_at = now()
      from s where i.employee_id = s.employee_id and i.date = s.date and i.status = 'PENDING'
        and not exists (select 1 from d where d.employee_id = i.employee_id and d.date = i.date and d.type = i.type and d.anchor = i.anchor)
      returning i.id
    ), events as (
      insert into inconsistency_events (inconsistency_id, action, detail)
      select r.id, case when r.inserted then 'RAISED' when b.resolution = 'AUTO' then 'REOPENED' else 'CHANGED' end,
        jsonb_build_object('minutes', r.minutes) from raised r left join before b on b.id = r.id
      union all select id, 'AUTO_RESOLVED', null from gone
      returning action
    )
    select action, count(*)::int as n from events group by action`.execute(db);
  const count = (a: string) => rows.find((r) => r.action === a)?.n ?? 0;
  return { raised: count('RAISED'), resolved: count('AUTO_RESOLVED'), reopened: count('REOPENED'), changed: count('CHANGED') };
}
