import { sql } from 'kysely';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { nameOrder } from '../platform/db/name-order.ts';
import { containsPattern, parseIds, parseSort, sortExpression } from '../platform/paging.ts';

export function selectDepartments(db: Database) {
  return db.selectFrom('departments as d').select([
    'd.id', 'd.name',
    sql<number[]>`array(select dm.employee_id from department_managers dm where dm.department_id = d.id order by dm.employee_id)`.as('managers'),
  ]);
}

export type DepartmentRow = Awaited<ReturnType<ReturnType<typeof selectDepartments>['executeTakeFirstOrThrow']>>;

/** The departments the scope covers: all for a company scope, the covered ones otherwise. */
function scopedDepartments(db: Database, scope: AccessScope, search?: string, ids?: string) {
  let query = selectDepartments(db);
  if (scope.kind !== 'company') query = query.where('d.id', 'in', [...(scope.kind === 'departments' ? scope.departmentIds : []), -1]);
  const idList = parseIds(ids);
  if (idList) query = query.where('d.id', 'in', idList);
  if (search) query = query.where(sql`lower(d.name)`, 'like', containsPattern(search));
  return query;
}

const SORTS = { id: 'd.id', name: nameOrder('d.name') };

export async function departmentPage(db: Database, scope: AccessScope, q: { search?: string; ids?: string; sort?: string }, size: number, offset: number) {
  const query = scopedDepartments(db, scope, q.search, q.ids);
  const sorts = parseSort(q.sort, SORTS, { column: nameOrder('d.name'), direction: 'asc' });
  const [rows, total] = await Promise.all([
    sorts.reduce((qb, s) => qb.orderBy(sortExpression(s.column), s.direction), query).orderBy('d.id').limit(size).offset(offset).execute(),
    query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function countDepartments(db: Database, scope: AccessScope): Promise<number> {
  return (await scopedDepartments(db, scope).clearSelect().select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;
}

/** The rows of the .xlsx export: each department with its head count and managers' names. */
export async function departmentExportRows(db: Database, scope: AccessScope) {
  return scopedDepartments(db, scope).select([
    sql<number>`(select count(*)::int from employees e where e.department_id = d.id)`.as('employees'),
    sql<string>`coalesce((select string_agg(e.name, ', ' order by e.name) from department_managers dm join employees e on e.id = dm.employee_id where dm.department_id = d.id), '')`.as('managerNames'),
  ]).orderBy('d.name').execute();
}

export async function findDepartment(db: Database, id: number): Promise<DepartmentRow | undefined> {
  return selectDepartments(db).where('d.id', '=', id).executeTakeFirst();
}

export async function departmentExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst());
}

/** The department with this name, without regard to case. */
export async function departmentIdByName(db: Database, name: string): Promise<number | undefined> {
  return (await db.selectFrom('departments').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst())?.id;
}

export async function departmentNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((x) => [x.id, x.name]));
}

export async function insertDepartment(db: Database, name: string): Promise<number> {
  return (await db.insertInto('departments').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameDepartment(db: Database, id: number, name: string): Promise<void> {
  await db.updateTable('departments').set({ name }).where('id', '=', id).execute();
}

export async function deleteDepartmentRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('departments').where('id', '=', id).execute();
}

export async function replaceManagers(db: Database, departmentId: number, employeeIds: number[]): Promise<void> {
  await db.deleteFrom('department_managers').where('department_id', '=', departmentId).execute();
  if (employeeIds.length) {
    await db.insertInto('department_managers').values(employeeIds.map((employee_id) => ({ department_id: departmentId, employee_id }))).execute();
  }
}
