import { sql } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import { recomputeWorkdays } from './recompute.service.ts';

/** A day still open is recomputed on read when its figures are older than this: ABSENT and EARLY depend on the time. */
const OPEN_DAY_MAX_AGE_SECONDS = 60;

/**
 * Makes the workdays [from, to] of `employeeIds` current before they are read: days never computed, days queued by a
 * change, and open days computed more than a minute ago are recomputed (in sets, batches of a thousand employees).
 * Closed days change only through a change that recomputes them, so a month of past days is read as stored.
 */
export async function freshenWorkdays(db: Database, employeeIds: readonly number[], from: string, to: string, now: Date, options: { queuedOnly?: boolean } = {}): Promise<number> {
  if (!employeeIds.length) return 0;
  // `queuedOnly`: just what a change queued and the drainer has not done yet (a cheap look at a short table, for
  // readers of many past days that trust what is stored).
  const { rows } = await sql<{ employee_id: number; first: string; last: string }>`
    with e as (select unnest(${[...employeeIds]}::int[]) as id), d as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as date),
    stale as (
      ${options.queuedOnly ? sql`` : sql`select e.id as employee_id, d.date from e cross join d
        left join workdays w on w.employee_id = e.id and w.date = d.date and w.date between ${from}::date and ${to}::date
        where w.employee_id is null or (not w.closed and w.computed_at < ${now}::timestamptz - make_interval(secs => ${OPEN_DAY_MAX_AGE_SECONDS}))
      union`}
      select q.employee_id, q.date from workday_queue q where q.employee_id in (select id from e) and q.date between ${from}::date and ${to}::date
    )
    select employee_id, to_char(min(date), 'YYYY-MM-DD') as first, to_char(max(date), 'YYYY-MM-DD') as last from stale group by employee_id`.execute(db);
  if (!rows.length) return 0;
  // employees with the same stale span are recomputed together
  const bySpan = groupBy(rows, (r) => `${r.first}|${r.last}`);
  for (const [span, group] of bySpan) {
    const [first, last] = span.split('|');
    const ids = group.map((r) => r.employee_id);
    for (let i = 0; i < ids.length; i += 1000) {
      const batch = ids.slice(i, i + 1000);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('workday_queue').where('employee_id', 'in', batch).where('date', '>=', first).where('date', '<=', last).execute();
        await recomputeWorkdays(trx, batch, first, last, now);
      });
    }
  }
  return rows.length;
}

export interface AttendanceFilter { employeeId?: number; employeeIds?: number[]; departmentId?: number }

/** The employees of the scope an attendance page lists, by name, paged; with the total. */
export async function attendanceEmployees(db: Database, scope: AccessScope, filter: AttendanceFilter, size: number, offset: number) {
  const base = db.selectFrom('employees as e')
    .where(employeeInScope(scope, 'e.id'))
    .$if(filter.employeeId !== undefined, (q) => q.where('e.id', '=', filter.employeeId!))
    .$if(filter.employeeIds !== undefined, (q) => q.where('e.id', 'in', filter.employeeIds!.length ? filter.employeeIds! : [-1]))
    .$if(filter.departmentId !== undefined, (q) => q.where('e.department_id', '=', filter.departmentId!));
  const [rows, total] = await Promise.all([
    base.leftJoin('departments as d', 'd.id', 'e.department_id')
      .select(['e.id', 'e.name', 'e.department_id as departmentId', 'd.name as departmentName'])
      .orderBy(sql`lower(e.name)`).orderBy('e.id').limit(size).offset(offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

const FIGURES = [
  'employee_id', 'date', 'kind', 'schedule_id', 'timetable_type', 'time_zone', 'scheduled_minutes', 'expected_minutes', 'absence_minutes',
  'worked_minutes', 'break_minutes', 'extra_minutes', 'night_minutes', 'balance_minutes', 'extra', 'open_since', 'closed',
] as const;

/**
 * Stored workdays and their inconsistencies for these employees and dates, in two queries; without `detail`, the
 * figures only (no expected intervals, pairs or explanations: a month of a thousand people is then a third of the bytes).
 */
export async function readWorkdays(db: Database, employeeIds: readonly number[], from: string, to: string, detail = true) {
  if (!employeeIds.length) return { workdays: [], inconsistencies: [] };
  const [workdays, inconsistencies] = await Promise.all([
    db.selectFrom('workdays').select([...FIGURES]).$if(detail, (q) => q.select(['expected', 'pairs']))
      .where('employee_id', 'in', [...employeeIds]).where('date', '>=', from).where('date', '<=', to)
      .orderBy('employee_id').orderBy('date').execute(),
    db.selectFrom('inconsistencies')
      .select(['id', 'employee_id', 'date', 'type', 'status', 'anchor', 'minutes', 'final', 'resolution', 'justified'])
      .$if(detail, (q) => q.select('explanation'))
      .where('employee_id', 'in', [...employeeIds]).where('date', '>=', from).where('date', '<=', to)
      .orderBy('employee_id').orderBy('date').orderBy('id').execute(),
  ]);
  return { workdays, inconsistencies };
}
