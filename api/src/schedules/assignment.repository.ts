import { sql } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';

/** The company's "today" (YYYY-MM-DD) in its time zone: periods and current assignments are judged on it. */
export async function companyToday(db: Database, now: Date): Promise<string> {
  const row = await db.selectFrom('company').select('timezone').executeTakeFirst();
  return new Intl.DateTimeFormat('en-CA', { timeZone: row?.timezone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const assignmentColumns = [
  'a.id', 'a.employee_id as employeeId', 'a.schedule_id as scheduleId', 's.name as scheduleName',
  'a.valid_from as validFrom', 'a.valid_to as validTo', 'a.created_at as createdAt',
] as const;

/** An assignment row as answered: its creation time as ISO text. */
const answered = <R extends { createdAt: Date | string }>(r: R) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

/** An employee's assignments overlapping [from, to] (either end open), newest first, paged. */
export async function assignmentsOf(db: Database, employeeId: number, range: { from?: string; to?: string }, size: number, offset: number) {
  let query = db.selectFrom('employee_schedules as a').innerJoin('week_schedules as s', 's.id', 'a.schedule_id')
    .where('a.employee_id', '=', employeeId);
  if (range.to) query = query.where('a.valid_from', '<=', range.to);
  if (range.from) query = query.where((eb) => eb.or([eb('a.valid_to', 'is', null), eb('a.valid_to', '>=', range.from!)]));
  const [rows, total] = await Promise.all([
    query.select(assignmentColumns).orderBy('a.valid_from', 'desc').limit(size).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(answered), total: total.n };
}

/**
 * The assignments of several employees (or those of `ids`) overlapping [from, to] (either end open), by employee then newest first;
 * employees outside the caller's scope have none. At most `limit` rows.
 */
export async function assignmentsOfEmployees(db: Database, scope: AccessScope, of: { employeeIds?: readonly number[]; ids?: readonly number[] }, range: { from?: string; to?: string }, limit: number) {
  let query = db.selectFrom('employee_schedules as a').innerJoin('week_schedules as s', 's.id', 'a.schedule_id')
    .select(assignmentColumns).where(employeeInScope(scope, 'a.employee_id'));
  if (of.employeeIds) query = query.where('a.employee_id', 'in', of.employeeIds);
  if (of.ids) query = query.where('a.id', 'in', of.ids);
  if (range.to) query = query.where('a.valid_from', '<=', range.to);
  if (range.from) query = query.where((eb) => eb.or([eb('a.valid_to', 'is', null), eb('a.valid_to', '>=', range.from!)]));
  const rows = await query.orderBy('a.employee_id').orderBy('a.valid_from', 'desc').limit(limit).execute();
  return rows.map(answered);
}

/** Those of `employeeIds` inside the caller's scope, by id; with `lock`, their rows locked (one save at a time per employee). */
export async function employeesInScope(db: Database, scope: AccessScope, employeeIds: readonly number[], lock = false): Promise<number[]> {
  if (!employeeIds.length) return [];
  let query = db.selectFrom('employees as e').select('e.id').where('e.id', 'in', employeeIds).where(employeeInScope(scope, 'e.id')).orderBy('e.id');
  if (lock) query = query.forUpdate();
  return (await query.execute()).map((r) => r.id);
}

export async function findAssignment(db: Database, employeeId: number, id: number) {
  const row = await db.selectFrom('employee_schedules as a').innerJoin('week_schedules as s', 's.id', 'a.schedule_id')
    .select(assignmentColumns).where('a.employee_id', '=', employeeId).where('a.id', '=', id).executeTakeFirst();
  return row && answered(row);
}

/** The assignments of any of `employeeIds` overlapping [from, to] (to null = open-ended) other than `exceptId`, by employee and start. */
export function overlappingAssignments(db: Database, employeeIds: readonly number[], from: string, to: string | null, exceptId?: number) {
  let query = db.selectFrom('employee_schedules as a').innerJoin('week_schedules as s', 's.id', 'a.schedule_id')
    .select(assignmentColumns).where('a.employee_id', 'in', employeeIds)
    .where((eb) => eb.or([eb('a.valid_to', 'is', null), eb('a.valid_to', '>=', from)]));
  if (to) query = query.where('a.valid_from', '<=', to);
  if (exceptId) query = query.where('a.id', '<>', exceptId);
  return query.orderBy('a.employee_id').orderBy('a.valid_from').execute();
}

/** Inserts assignments in one statement; their ids in the order given. */
export async function insertAssignments(db: Database, rows: readonly { employee_id: number; schedule_id: number; valid_from: string; valid_to: string | null; created_by_account_id: number | null }[]): Promise<number[]> {
  return (await db.insertInto('employee_schedules').values([...rows]).returning('id').execute()).map((r) => r.id);
}

/** Ends the assignments `ids` on `validTo`, in one statement. */
export async function setAssignmentsEnd(db: Database, ids: readonly number[], validTo: string): Promise<void> {
  if (ids.length) await db.updateTable('employee_schedules').set({ valid_to: validTo }).where('id', 'in', ids).execute();
}

export async function setAssignmentEnd(db: Database, id: number, validTo: string | null): Promise<void> {
  await db.updateTable('employee_schedules').set({ valid_to: validTo }).where('id', '=', id).execute();
}

/** Deletes an assignment; answers the period it covered, or null when there was none. */
export async function deleteAssignmentRow(db: Database, employeeId: number, id: number): Promise<{ validFrom: string; validTo: string | null } | null> {
  const row = await db.deleteFrom('employee_schedules').where('employee_id', '=', employeeId).where('id', '=', id)
    .returning(['valid_from as validFrom', 'valid_to as validTo']).executeTakeFirst();
  return row ?? null;
}

/**
 * Whether the employee exists inside the caller's scope; with `lock`, also locks their row, so that assignments of
 * one employee are decided one save at a time.
 */
export async function employeeVisible(db: Database, scope: AccessScope, employeeId: number, lock = false): Promise<boolean> {
  return (await employeesInScope(db, scope, [employeeId], lock)).length > 0;
}

/** Whose assignments a holders list shows: one schedule's, or those of every schedule working at a site. */
export type HolderFilter = { scheduleId: number } | { siteId: number };

/**
 * Employees in the scope whose assignment is current or future, by name: of one schedule, or of any schedule that
 * works at a site (a day's or an exception's work location, or the schedule's remote-work site).
 */
export async function scheduleHolders(db: Database, scope: AccessScope, filter: HolderFilter, today: string, size: number, offset: number) {
  const query = db.selectFrom('employee_schedules as a').innerJoin('employees as e', 'e.id', 'a.employee_id')
    .innerJoin('week_schedules as s', 's.id', 'a.schedule_id')
    .where((eb) => ('scheduleId' in filter ? eb('a.schedule_id', '=', filter.scheduleId) : eb.or([
      eb('s.remote_work_site_id', '=', filter.siteId),
      eb.exists(eb.selectFrom('schedule_timetables as t').innerJoin('schedule_timetable_sites as ts', 'ts.timetable_id', 't.id')
        .select('t.id').whereRef('t.schedule_id', '=', 's.id').where('ts.site_id', '=', filter.siteId)),
    ])))
    .where((eb) => eb.or([eb('a.valid_to', 'is', null), eb('a.valid_to', '>=', today)]))
    .where(employeeInScope(scope, 'e.id'));
  const [rows, total] = await Promise.all([
    query.select(['a.id as assignmentId', 'e.id as employeeId', 'e.name', 'e.department_id as departmentId',
      'a.schedule_id as scheduleId', 's.name as scheduleName', 'a.valid_from as validFrom', 'a.valid_to as validTo'])
      .orderBy('e.name').orderBy('a.valid_from').orderBy('a.id').limit(size).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
