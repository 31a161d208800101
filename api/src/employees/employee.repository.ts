import { sql } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { foldedName, nameOrder } from '../platform/db/name-order.ts';
import type { AddressesTable, EmployeeUpdate, NewEmployee } from '../platform/db/schema.ts';
import { containsPattern, parseIds, parseSort, sortExpression, type SortSpec } from '../platform/paging.ts';
import type { EmployeeFilters } from './employee.input.ts';

/** Loads employees with their address and account state in one query. */
export function selectEmployees(db: Database) {
  return db.selectFrom('employees as e')
    .leftJoin('addresses as ad', 'ad.id', 'e.address_id')
    .leftJoin('accounts as ac', 'ac.employee_id', 'e.id')
    .selectAll('e')
    .select([
      'ad.street_line1', 'ad.street_line2', 'ad.city', 'ad.state', 'ad.zip_code', 'ad.country',
      'ac.id as account_id', 'ac.enabled as account_enabled',
    ]);
}

export type EmployeeJoinedRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['executeTakeFirstOrThrow']>>;
type EmployeeQuery = ReturnType<typeof selectEmployees>;

/** SQL for the enabled rule of core §4, as a boolean expression over `e` and its account `ac`. */
export function enabledExpression(today: string) {
  return sql<boolean>`(case when e.end_date is not null then e.end_date >= ${today}::date else coalesce(ac.enabled, false) end)`;
}

/**
 * Narrows employees to the scope. For the employees table itself a department scope is the direct
 * `e.department_id in (…) or e.id = self` (same rows as `employeeInScope`, without the subquery).
 */
function inScope(query: EmployeeQuery, scope: AccessScope): EmployeeQuery {
  if (scope.kind === 'company') return query;
  const self = scope.actor.employeeId ?? -1;
  if (scope.kind === 'own') return query.where('e.id', '=', self);
  if (!scope.includeSelf) return query.where(employeeInScope(scope, 'e.id'));
  const deps = [...scope.departmentIds];
  return query.where((eb) => eb.or([...(deps.length ? [eb('e.department_id', 'in', deps)] : []), eb('e.id', '=', self)]));
}

/** The employees the scope covers, with address and account. */
export function visibleEmployees(db: Database, scope: AccessScope) {
  return inScope(selectEmployees(db), scope);
}

/** The ids of the employees the scope covers, as a subquery. */
export function visibleEmployeeIds(db: Database, scope: AccessScope) {
  return visibleEmployees(db, scope).clearSelect().select('e.id');
}

export async function findVisibleEmployee(db: Database, scope: AccessScope, id: number) {
  return visibleEmployees(db, scope).where('e.id', '=', id).executeTakeFirst();
}

export async function findEmployee(db: Database, id: number) {
  return selectEmployees(db).where('e.id', '=', id).executeTakeFirst();
}

export async function employeeExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst());
}

/** Which of the ids are employees. */
export async function existingEmployeeIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.selectFrom('employees').select('id').where('id', 'in', ids).execute()).map((e) => e.id));
}

/** Enabled employees the scope covers (optionally of one department, or with a document ending by `until`). */
export async function enabledVisibleEmployees(db: Database, scope: AccessScope, today: string,
  options: { departmentId?: number; endingBy?: { columns: readonly string[]; until: string } } = {}) {
  let query = visibleEmployees(db, scope).where(enabledExpression(today), '=', true);
  if (options.departmentId) query = query.where('e.department_id', '=', options.departmentId);
  const ending = options.endingBy;
  if (ending) query = query.where((eb) => eb.or(ending.columns.map((c) => eb(sql.ref(`e.${c}`), '<=', ending.until))));
  return query.execute();
}

export async function countEnabledVisibleEmployees(db: Database, scope: AccessScope, today: string): Promise<number> {
  const row = await visibleEmployees(db, scope).where(enabledExpression(today), '=', true)
    .clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids of every enabled employee of the company. */
export async function enabledEmployeeIds(db: Database, today: string): Promise<number[]> {
  const rows = await selectEmployees(db).where(enabledExpression(today), '=', true).clearSelect().select('e.id').execute();
  return rows.map((r) => r.id);
}

// Names sort without regard to case or accents ("alberto" before "Bruno", "Léa" before "Lucas"); an index on
// (nameOrder(name), id) serves the default order (migration 0009). A department sorts by its name, the same way;
// employees without one come last ascending (PostgreSQL's NULLS LAST), first descending.
const SORTS = {
  id: 'e.id', name: nameOrder('e.name'), email: 'lower(e.email)', employeeNumber: 'e.employee_number', startDate: 'e.start_date',
  endDate: 'e.end_date', department: `(select ${nameOrder('d.name')} from departments d where d.id = e.department_id)`,
};
export const DEFAULT_SORT: SortSpec = { column: nameOrder('e.name'), direction: 'asc' };

/** The filtered, scoped, sorted employee query shared by the list and the export. */
export function employeeQuery(db: Database, scope: AccessScope, f: EmployeeFilters, today: string) {
  let query = visibleEmployees(db, scope);
  const ids = parseIds(f.ids);
  if (ids) query = query.where('e.id', 'in', ids);
  if (f.departmentId) query = query.where('e.department_id', '=', f.departmentId);
  if (f.contractTypeId) query = query.where('e.contract_type_id', '=', f.contractTypeId);
  if (f.enabled !== undefined) query = query.where(enabledExpression(today), '=', f.enabled);
  if (f.hasAccount !== undefined) query = query.where('ac.id', f.hasAccount ? 'is not' : 'is', null);
  if (f.search) {
    const like = containsPattern(f.search);
    query = query.where((eb) => eb.or([
      eb(sql`lower(e.name)`, 'like', like), eb(sql.raw(nameOrder('e.name')), 'like', containsPattern(foldedName(f.search!))),
      eb(sql`lower(coalesce(e.email, ''))`, 'like', like),
      eb(sql`lower(coalesce(e.employee_number, ''))`, 'like', like),
    ]));
  }
  const sorts = parseSort(f.sort, SORTS, DEFAULT_SORT);
  return {
    rows: sorts.reduce((qb, s) => qb.orderBy(sortExpression(s.column), s.direction), query).orderBy('e.id'),
    count: query.clearSelect().select(sql<number>`count(*)::int`.as('n')),
  };
}

/** One page of `employeeQuery` and the total. */
export async function employeePage(db: Database, scope: AccessScope, f: EmployeeFilters, today: string, size: number, offset: number) {
  const { rows, count } = employeeQuery(db, scope, f, today);
  const [content, total] = await Promise.all([rows.limit(size).offset(offset).execute(), count.executeTakeFirstOrThrow()]);
  return { content, total: total.n };
}

export async function countEmployees(db: Database, scope: AccessScope, f: EmployeeFilters, today: string): Promise<number> {
  return (await employeeQuery(db, scope, f, today).count.executeTakeFirstOrThrow()).n;
}

/** The current dates and address of an employee, locked for the update. */
export async function lockEmployeeForUpdate(db: Database, id: number) {
  return db.selectFrom('employees').select(['id', 'start_date', 'end_date', 'birth_date', 'address_id'])
    .where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function employeeIdByNumber(db: Database, employeeNumber: string): Promise<number | undefined> {
  return (await db.selectFrom('employees').select('id').where('employee_number', '=', employeeNumber).executeTakeFirst())?.id;
}

/** The employee holding the e-mail address, without regard to case. */
export async function employeeIdByEmail(db: Database, email: string): Promise<number | undefined> {
  return (await db.selectFrom('employees').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst())?.id;
}

export async function insertEmployee(db: Database, row: NewEmployee): Promise<number> {
  return (await db.insertInto('employees').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateEmployeeRow(db: Database, id: number, set: EmployeeUpdate): Promise<void> {
  await db.updateTable('employees').where('id', '=', id).set(set).execute();
}

/** Deletes the employee row; rows of other domains that reference it go by their foreign keys (migration 0007). */
export async function deleteEmployeeRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('employees').where('id', '=', id).execute();
}

/** What deleting an employee has to clean up itself: their address and picture (the employee references them). */
export async function employeeOwnedRows(db: Database, id: number) {
  return db.selectFrom('employees').select(['id', 'address_id', 'picture_file_id']).where('id', '=', id).executeTakeFirst();
}

type AddressRow = Omit<AddressesTable, 'id'>;

export async function insertAddress(db: Database, row: { [K in keyof AddressRow]: string | null }): Promise<number> {
  return (await db.insertInto('addresses').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAddress(db: Database, id: number, row: { [K in keyof AddressRow]: string | null }): Promise<void> {
  await db.updateTable('addresses').set(row).where('id', '=', id).execute();
}

export async function deleteAddress(db: Database, id: number): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', id).execute();
}

/** The employee's picture file, or null. */
export async function pictureOf(db: Database, id: number) {
  return db.selectFrom('employees').select(['id', 'picture_file_id']).where('id', '=', id).executeTakeFirst();
}

export async function setPicture(db: Database, id: number, fileId: number, now: Date): Promise<void> {
  await db.updateTable('employees').set({ picture_file_id: fileId, updated_at: now }).where('id', '=', id).execute();
}

/** Contract types are read here only to check a reference and to name them in the export. */
export async function contractTypeExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('contract_types').select('id').where('id', '=', id).executeTakeFirst());
}

export async function contractTypeNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('contract_types').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((x) => [x.id, x.name]));
}

export async function countEmployeesInDepartment(db: Database, departmentId: number): Promise<number> {
  const { n } = await db.selectFrom('employees').select(sql<number>`count(*)::int`.as('n')).where('department_id', '=', departmentId).executeTakeFirstOrThrow();
  return n;
}
