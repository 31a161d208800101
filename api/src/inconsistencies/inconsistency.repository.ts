import { sql, type SqlBool } from 'kysely';
import { INCONSISTENCY_TYPES } from '../../../domain/index.ts';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { sortExpression, type SortSpec } from '../platform/paging.ts';

/** Inconsistencies of the scope with this status. */
export async function countInconsistencies(db: Database, scope: AccessScope, status: string): Promise<number> {
  return countMatching(db, scope, { status });
}

/** What the review lists, counts, exports and archives by period narrow to (all given ones at once). */
export interface InconsistencyFilter {
  ids?: readonly number[];
  from?: string;
  to?: string;
  campaignIds?: readonly number[];
  status?: string;
  resolution?: string;
  types?: readonly string[];
  employeeId?: number;
  departmentId?: number;
  justified?: boolean;
}

/** The inconsistencies of `scope` matching `f`, as `i` (no join: counts and subqueries stay on the one table). */
export function matching(db: Database, scope: AccessScope, f: InconsistencyFilter) {
  return db.selectFrom('inconsistencies as i')
    .where(employeeInScope(scope, 'i.employee_id'))
    .$if(!!f.ids, (q) => q.where(sql<SqlBool>`i.id = any(${sql.val([...f.ids!])}::int[])`))
    .$if(!!f.from, (q) => q.where('i.date', '>=', f.from!))
    .$if(!!f.to, (q) => q.where('i.date', '<=', f.to!))
    .$if(!!f.status, (q) => q.where('i.status', '=', f.status!))
    .$if(!!f.resolution, (q) => q.where('i.resolution', '=', f.resolution!))
    .$if(!!f.types?.length, (q) => q.where('i.type', 'in', [...f.types!]))
    .$if(f.employeeId !== undefined, (q) => q.where('i.employee_id', '=', f.employeeId!))
    .$if(f.departmentId !== undefined, (q) => q.where('i.employee_id', 'in',
      (eb) => eb.selectFrom('employees as de').select('de.id').where('de.department_id', '=', f.departmentId!)))
    .$if(f.justified === true, (q) => q.where('i.justified', '=', true))
    .$if(f.justified === false, (q) => q.where((eb) => eb.or([eb('i.justified', 'is', null), eb('i.justified', '=', false)])))
    // Campaigns reach inconsistencies through the clocks that raised them (the explanation's clockIds).
    .$if(!!f.campaignIds?.length, (q) => q.where(sql<SqlBool>`exists (select 1 from clocks c
      where c.id in (select x::int from jsonb_array_elements_text(i.explanation -> 'clockIds') as x)
        and c.campaign_ids && ${sql.val([...f.campaignIds!])}::int[])`));
}

export async function countMatching(db: Database, scope: AccessScope, f: InconsistencyFilter): Promise<number> {
  const row = await matching(db, scope, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** Who acted, by account: their employee's name, else the username. */
const nameOf = (account: string, employee: string) => sql<string | null>`coalesce(${sql.ref(`${employee}.name`)}, ${sql.ref(`${account}.username`)})`;

/** One inconsistency as the review shows it: its employee and department, who archived and who justified it. */
function withNames(db: Database, scope: AccessScope, f: InconsistencyFilter) {
  return matching(db, scope, f)
    .innerJoin('employees as e', 'e.id', 'i.employee_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('accounts as ra', 'ra.id', 'i.resolved_by').leftJoin('employees as re', 're.id', 'ra.employee_id')
    .leftJoin('accounts as ja', 'ja.id', 'i.justified_by').leftJoin('employees as je', 'je.id', 'ja.employee_id')
    .select([
      'i.id', 'i.employee_id', 'e.name as employee_name', 'e.department_id', 'd.name as department_name', 'i.date', 'i.type', 'i.status',
      'i.anchor', 'i.final', 'i.minutes', 'i.explanation', 'i.resolution', 'i.resolution_reason', 'i.resolved_at', 'i.resolved_by',
      nameOf('ra', 're').as('resolved_by_name'), 'i.justified', 'i.justification', 'i.justification_file_id', 'i.justification_file_name',
      'i.justified_at', 'i.justified_by', nameOf('ja', 'je').as('justified_by_name'), 'i.updated_at',
    ]);
}
export type InconsistencyRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

/** Public sort names → columns (the employee by name). */
export const SORTS: Record<string, string> = {
  date: 'i.date', employee: 'lower(e.name)', type: 'i.type', status: 'i.status', minutes: 'i.minutes', updatedAt: 'i.updated_at', id: 'i.id',
};

/** One page of the matching inconsistencies in `order` (ties broken by id, newest first), and how many match. */
export async function listInconsistencies(db: Database, scope: AccessScope, f: InconsistencyFilter, order: SortSpec[], size: number, offset: number) {
  let query = withNames(db, scope, f);
  for (const { column, direction } of order) query = query.orderBy(sortExpression(column), direction);
  if (!order.some((o) => o.column === 'i.id')) query = query.orderBy('i.id', order[0]?.direction ?? 'desc');
  const [rows, total] = await Promise.all([query.limit(size).offset(offset).execute(), countMatching(db, scope, f)]);
  return { rows, total };
}

/** One inconsistency of the scope; `lock` takes its row (a decision about it is being written). */
export async function inconsistencyInScope(db: Database, scope: AccessScope, id: number, lock = false): Promise<InconsistencyRow | undefined> {
  return withNames(db, scope, { ids: [id] }).$if(lock, (q) => q.forUpdate('i')).executeTakeFirst();
}

/** The matching inconsistencies per employee: how many of each type, by employee name (or total), paged; with the number of employees. */
export async function groupByEmployee(db: Database, scope: AccessScope, f: InconsistencyFilter, byTotal: 'asc' | 'desc' | null, byName: 'asc' | 'desc', size: number, offset: number) {
  const counts = INCONSISTENCY_TYPES.map((t) => sql<number>`count(*) filter (where i.type = ${t})::int`.as(t));
  const rows = await db.with('g', () => matching(db, scope, f).groupBy('i.employee_id').select([
    'i.employee_id', sql<number>`count(*)::int`.as('total'), ...counts,
    sql<string>`min(i.date)`.as('first_date'), sql<string>`max(i.date)`.as('last_date'),
  ]))
    .selectFrom('g').innerJoin('employees as e', 'e.id', 'g.employee_id').leftJoin('departments as d', 'd.id', 'e.department_id')
    .selectAll('g').select(['e.name', 'e.department_id', 'd.name as department_name', sql<number>`count(*) over ()::int`.as('groups')])
    .$if(byTotal !== null, (q) => q.orderBy('g.total', byTotal!))
    .orderBy(sql`lower(e.name)`, byName).orderBy('e.id').limit(size).offset(offset).execute();
  return rows as (typeof rows[number] & Record<(typeof INCONSISTENCY_TYPES)[number], number>)[];
}

/** The trail of one inconsistency in the order it was written (the engine stamps its events with the database's clock). */
export async function eventsOf(db: Database, id: number) {
  return db.selectFrom('inconsistency_events as v').select(['v.action', 'v.at', 'v.by_account_id', 'v.by_name', 'v.reason', 'v.detail'])
    .where('v.inconsistency_id', '=', id).orderBy('v.id').execute();
}

/** The rows of `ids` in the scope, locked, with what an archive checks. */
export async function lockForArchive(db: Database, scope: AccessScope, ids: readonly number[]) {
  return matching(db, scope, { ids }).select(['i.id', 'i.status', 'i.resolution', 'i.date']).orderBy('i.id').forUpdate().execute();
}

/** The distinct dates of the pending matching inconsistencies (the payroll periods an archive by period touches). */
export async function pendingDates(db: Database, scope: AccessScope, f: InconsistencyFilter): Promise<string[]> {
  const rows = await matching(db, scope, { ...f, status: 'PENDING' }).select('i.date').distinct().execute();
  return rows.map((r) => r.date);
}

export interface Decision { accountId: number | null; at: Date; reason: string | null }
const actorName = (accountId: number | null) => (accountId === null ? sql<string | null>`null`
  : sql<string | null>`(select coalesce(e.name, a.username) from accounts a left join employees e on e.id = a.employee_id where a.id = ${accountId})`);

/**
 * Archives the pending inconsistencies among `target` (a filter of the scope), in one statement with their events:
 * RESOLVED, resolution MANUAL, who, when and why. Answers how many were archived.
 */
export async function archiveMatching(db: Database, scope: AccessScope, target: InconsistencyFilter, action: 'ARCHIVED' | 'DELETED', by: Decision): Promise<number> {
  const row = await db
    .with('up', (qb) => qb.updateTable('inconsistencies').set({
      status: 'RESOLVED', resolution: 'MANUAL', resolved_at: by.at, resolved_by: by.accountId, resolution_reason: by.reason, updated_at: by.at,
    }).where('status', '=', 'PENDING').where('id', 'in', matching(db, scope, { ...target, status: 'PENDING' }).select('i.id')).returning('id'))
    .with('ev', (qb) => qb.insertInto('inconsistency_events').columns(['inconsistency_id', 'at', 'action', 'by_account_id', 'by_name', 'reason'])
      .expression((eb) => eb.selectFrom('up').select([
        'up.id', sql<Date>`${by.at}::timestamptz`.as('at'), sql<string>`${action}`.as('action'), sql<number | null>`${by.accountId}::int`.as('by'),
        actorName(by.accountId).as('by_name'), sql<string | null>`${by.reason}::text`.as('reason'),
      ])).returning('inconsistency_id'))
    .selectFrom('up').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export interface Justification { justified: boolean; comment: string | null; document: { fileId: number; name: string } | null }

/** Writes a justification (keeping the document when none comes) and its event. */
export async function writeJustification(db: Database, id: number, j: Justification, by: Decision): Promise<void> {
  await db.updateTable('inconsistencies').set({
    justified: j.justified, justification: j.comment, justified_at: by.at, justified_by: by.accountId, updated_at: by.at,
    ...(j.document ? { justification_file_id: j.document.fileId, justification_file_name: j.document.name } : {}),
  }).where('id', '=', id).execute();
  await db.insertInto('inconsistency_events').values({
    inconsistency_id: id, at: by.at, action: j.justified ? 'JUSTIFIED' : 'UNJUSTIFIED', by_account_id: by.accountId,
    by_name: actorName(by.accountId) as unknown as string, reason: j.comment,
    detail: j.document ? JSON.stringify({ documentId: j.document.fileId, documentName: j.document.name }) : null,
  }).execute();
}

/** Employees of the scope (and of `departmentId`) employed on `date`: whose day count-absent reads. */
export async function employedOn(db: Database, scope: AccessScope, date: string, departmentId?: number): Promise<number[]> {
  const rows = await db.selectFrom('employees as e').select('e.id').where(employeeInScope(scope, 'e.id'))
    .where((eb) => eb.or([eb('e.start_date', 'is', null), eb('e.start_date', '<=', date)]))
    .where((eb) => eb.or([eb('e.end_date', 'is', null), eb('e.end_date', '>=', date)]))
    .$if(departmentId !== undefined, (q) => q.where('e.department_id', '=', departmentId!)).execute();
  return rows.map((r) => r.id);
}

/** How many of `employeeIds` were absent on `date`: an ABSENT inconsistency no recompute resolved (archived ones count). */
export async function countAbsent(db: Database, employeeIds: readonly number[], date: string): Promise<number> {
  if (!employeeIds.length) return 0;
  const row = await db.selectFrom('inconsistencies as i').select(sql<number>`count(distinct i.employee_id)::int`.as('n'))
    .where('i.type', '=', 'ABSENT').where('i.date', '=', date).where('i.resolution', 'is distinct from', 'AUTO')
    .where(sql<SqlBool>`i.employee_id = any(${sql.val([...employeeIds])}::int[])`).executeTakeFirstOrThrow();
  return row.n;
}
