import { sql, type Insertable, type Selectable } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { PREPARED } from '../platform/db/prepared.ts';
import { CLOCK_POLICY_IDS } from '../policies/clock-policy.repository.ts';
import type { ClocksTable } from './clock.tables.ts';

export type ClockRow = Selectable<ClocksTable> & { employee_name: string; site_name: string | null };
export type NewClock = Insertable<ClocksTable>;

/**
 * The employee about to clock, with what the rules read: department, the effective geo policy and the company's time
 * zone; no row when the employee does not exist or is outside `scope`. Not executed here: the clock's one context
 * statement embeds it (clock-context.repository.ts). No lock: clocks are ordered by `seq` (see `isClockRace`).
 */
export function clockingEmployeeQuery(db: Database, scope: AccessScope, employeeId: number) {
  return db.selectFrom('employees as e')
    .select(['e.id', 'e.name', 'e.department_id as departmentId',
      sql<boolean>`coalesce(
        (select o.enabled from employee_clock_policies o where o.employee_id = e.id and o.policy_id = ${CLOCK_POLICY_IDS.GEO}),
        (select p.enabled from clock_policies p where p.id = ${CLOCK_POLICY_IDS.GEO}), false)`.as('geo'),
      sql<string>`coalesce((select nullif(c.timezone, '') from company c where c.id = 1), 'UTC')`.as('companyTimeZone')])
    .where('e.id', '=', employeeId).where(employeeInScope(scope, 'e.id'));
}

export interface ClockingEmployee { id: number; name: string; departmentId: number | null; geo: boolean; companyTimeZone: string }

/**
 * Whether an insert lost a race: another clock of the employee took the next `seq` (or the same clientId) since the
 * decisions were read. The clock is then decided again on the new history.
 */
export function isClockRace(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && /clocks_employee_seq_idx|clocks_employee_id_client_id_key/.test(`${e.constraint ?? ''} ${e.message ?? ''}`);
}

/** Clocks with their employee's name and their site's (an employee reads the site of their own clock by it). */
export const clocksWithNames = (db: Database) => db.selectFrom('clocks as c').innerJoin('employees as e', 'e.id', 'c.employee_id')
  .leftJoin('sites as s', 's.id', 'c.site_id').selectAll('c').select(['e.name as employee_name', 's.name as site_name']);

export async function fenceSites(db: Database, ids: readonly number[] | null) {
  if (ids && !ids.length) return [];
  return db.selectFrom('sites').select(['id', 'name', 'latitude', 'longitude', 'radius', 'time_zone as timeZone'])
    .$if(ids !== null, (q) => q.where('id', 'in', ids as number[])).orderBy('id').execute();
}

/** Inserts a clock and answers it with its employee's and site's names, in one statement. */
export async function insertClock(db: Database, row: NewClock): Promise<ClockRow> {
  // The workdays the clock may change (its local date, and the day before for a night shift) are queued in the same
  // statement: a clock acknowledged is never left out of its workday's recompute, even if the process dies now.
  return db.with('ins', (q) => q.insertInto('clocks').values(row).returningAll())
    .with('queued', (q) => q.insertInto('workday_queue').columns(['employee_id', 'date'])
      .expression(sql`select ins.employee_id, d.date from ins, lateral (values (ins.local_date::date), (ins.local_date::date - 1)) as d(date)`)
      .onConflict((oc) => oc.doNothing()))
    .selectFrom('ins').innerJoin('employees as e', 'e.id', 'ins.employee_id').leftJoin('sites as s', 's.id', 'ins.site_id')
    .selectAll('ins').select(['e.name as employee_name', 's.name as site_name']).modifyEnd(PREPARED).executeTakeFirstOrThrow() as Promise<ClockRow>;
}

export async function clockRow(db: Database, id: number): Promise<ClockRow> {
  return clocksWithNames(db).where('c.id', '=', id).executeTakeFirstOrThrow() as Promise<ClockRow>;
}

/** One clock (deleted ones included) if its employee is in `scope`. */
export async function clockInScope(db: Database, scope: AccessScope, id: number, lock = false): Promise<ClockRow | undefined> {
  return clocksWithNames(db).where('c.id', '=', id).where(employeeInScope(scope, 'c.employee_id'))
    .$if(lock, (q) => q.forUpdate('c')).executeTakeFirst();
}

export interface ClockFilter {
  employeeIds?: readonly number[];
  departmentId?: number;
  ids?: readonly number[];
  from?: Date;
  to?: Date;
  campaignIds?: readonly number[];
  sources?: readonly string[];
  /** deleted clocks too */
  showAll?: boolean;
}

/** Clocks in the scope matching `filter`, newest first, paged, with the total. */
export async function listClocks(db: Database, scope: AccessScope, filter: ClockFilter, size: number, offset: number) {
  const query = db.selectFrom('clocks as c')
    .where(employeeInScope(scope, 'c.employee_id'))
    .$if(!filter.showAll, (q) => q.where('c.deleted_at', 'is', null))
    .$if(!!filter.employeeIds, (q) => q.where('c.employee_id', 'in', [...filter.employeeIds!, -1]))
    .$if(!!filter.ids, (q) => q.where('c.id', 'in', [...filter.ids!, -1]))
    .$if(filter.departmentId !== undefined, (q) => q.where('c.department_id', '=', filter.departmentId!))
    .$if(!!filter.from, (q) => q.where('c.instant', '>=', filter.from!))
    .$if(!!filter.to, (q) => q.where('c.instant', '<', filter.to!))
    .$if(!!filter.campaignIds?.length, (q) => q.where(sql<boolean>`c.campaign_ids && ${sql.val(filter.campaignIds)}::int[]`))
    .$if(!!filter.sources?.length, (q) => q.where('c.source', 'in', [...filter.sources!]));
  const [rows, total] = await Promise.all([
    query.innerJoin('employees as e', 'e.id', 'c.employee_id').leftJoin('sites as s', 's.id', 'c.site_id')
      .selectAll('c').select(['e.name as employee_name', 's.name as site_name'])
      .orderBy('c.instant', 'desc').orderBy('c.id', 'desc').limit(size).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ClockRow[], total: total.n };
}

export async function updateClockRow(db: Database, id: number, values: Partial<NewClock>) {
  await db.updateTable('clocks').set(values).where('id', '=', id).execute();
}

export async function insertClockEdit(db: Database, edit: {
  clockId: number; action: 'EDIT' | 'DELETE'; before: unknown; after: unknown | null; reason: string; byAccountId: number | null; at: Date;
}) {
  await db.insertInto('clock_edits').values({
    clock_id: edit.clockId, action: edit.action, before: JSON.stringify(edit.before), after: edit.after === null ? null : JSON.stringify(edit.after),
    reason: edit.reason, by_account_id: edit.byAccountId, at: edit.at,
    by_name: edit.byAccountId === null ? null : sql<string>`(select coalesce(e.name, a.username) from accounts a left join employees e on e.id = a.employee_id where a.id = ${edit.byAccountId})` as never,
  }).execute();
}

/** The trails of these clocks, oldest first, in one query. */
export async function editsOf(db: Database, clockIds: readonly number[]) {
  if (!clockIds.length) return [];
  return db.selectFrom('clock_edits').select(['id', 'clock_id as clockId', 'action', 'before', 'after', 'reason', 'by_name as byName', 'at'])
    .where('clock_id', 'in', [...clockIds]).orderBy('clock_id').orderBy('at').orderBy('id').execute();
}

/** Whether the employee works in the department (a department clock is recorded for its own people only). */
export async function isDepartmentMember(db: Database, employeeId: number, departmentId: number): Promise<boolean> {
  return !!(await db.selectFrom('employees').select('id').where('id', '=', employeeId).where('department_id', '=', departmentId).executeTakeFirst());
}

export async function clockIdOfSelfie(db: Database, fileId: number): Promise<number | undefined> {
  return (await db.selectFrom('clocks').select('id').where('selfie_file_id', '=', fileId).executeTakeFirst())?.id;
}
