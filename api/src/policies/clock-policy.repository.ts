import { sql, type ExpressionBuilder } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { nameOrder } from '../platform/db/name-order.ts';
import type { DB } from '../platform/db/schema.ts';
import { parseSort, sortExpression, type SortSpec } from '../platform/paging.ts';

/** The employees a caller may see, or none (`null`: the caller may read no employee). */
export type EmployeeScope = AccessScope | null;

/** Who changes a policy, and when: the trail every change leaves. */
export interface Change { accountId: number | null; at: Date }

function visible(scope: EmployeeScope, column: string) {
  return (eb: ExpressionBuilder<DB, any>) => (scope ? employeeInScope(scope, column)(eb) : eb.lit(false));
}

/** Company policies with how many employees the scope covers override them each way. */
function selectPolicies(db: Database, scope: EmployeeScope) {
  const overrides = (enabled: boolean) => (eb: ExpressionBuilder<DB, 'clock_policies'>) => eb.selectFrom('employee_clock_policies as o')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('o.policy_id', '=', 'clock_policies.id').where('o.enabled', '=', enabled).where(visible(scope, 'o.employee_id'));
  return db.selectFrom('clock_policies').select((eb) => [
    'clock_policies.id', 'clock_policies.code', 'clock_policies.name', 'clock_policies.enabled',
    'clock_policies.updated_at as updatedAt', 'clock_policies.updated_by_account_id as updatedByAccountId',
    overrides(true)(eb).as('enabledFor'), overrides(false)(eb).as('disabledFor'),
  ]);
}

/** The clock policies (or those of `ids`) by id, override counts within the scope. */
export function listClockPolicies(db: Database, scope: EmployeeScope, ids?: number[]) {
  let query = selectPolicies(db, scope);
  if (ids) query = query.where('clock_policies.id', 'in', ids);
  return query.orderBy('clock_policies.id').execute();
}

export function findClockPolicy(db: Database, scope: EmployeeScope, id: number) {
  return selectPolicies(db, scope).where('clock_policies.id', '=', id).executeTakeFirst();
}

export async function clockPolicyExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('clock_policies').select('id').where('id', '=', id).executeTakeFirst());
}

/** Sets the company switch; false when there is no such policy. */
export async function setCompanyPolicy(db: Database, id: number, enabled: boolean, change: Change): Promise<boolean> {
  const result = await db.updateTable('clock_policies').where('id', '=', id)
    .set({ enabled, updated_at: change.at, updated_by_account_id: change.accountId }).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Whether the employee exists inside the scope; the row is locked against deletion (key share) until the
 * transaction ends, so an override written next cannot meet a vanished employee.
 */
export async function lockVisibleEmployee(db: Database, scope: EmployeeScope, id: number): Promise<boolean> {
  const row = await db.selectFrom('employees as e').select('e.id').where('e.id', '=', id).where(visible(scope, 'e.id'))
    .forKeyShare().executeTakeFirst();
  return !!row;
}

/** Sets an employee's override: one statement, so two concurrent calls cannot both insert. */
export async function upsertOverride(db: Database, employeeId: number, policyId: number, enabled: boolean, change: Change): Promise<void> {
  const trail = { updated_at: change.at, updated_by_account_id: change.accountId };
  await db.insertInto('employee_clock_policies').values({ employee_id: employeeId, policy_id: policyId, enabled, ...trail })
    .onConflict((c) => c.columns(['employee_id', 'policy_id']).doUpdateSet({ enabled, ...trail })).execute();
}

/** Removes an override, keeping the trail of the removal; nothing is written when there is none. */
export async function clearOverride(db: Database, employeeId: number, policyId: number, change: Change): Promise<void> {
  await db.updateTable('employee_clock_policies')
    .set({ enabled: null, updated_at: change.at, updated_by_account_id: change.accountId })
    .where('employee_id', '=', employeeId).where('policy_id', '=', policyId).where('enabled', 'is not', null).execute();
}

/** Every employee × every policy: company setting, override (or null), what holds, and the override's trail. */
function selectEmployeePolicies(db: Database) {
  return db.selectFrom('employees as e')
    .innerJoin('clock_policies as p', (j) => j.on(sql<boolean>`true`))
    .leftJoin('employee_clock_policies as o', (j) => j.onRef('o.policy_id', '=', 'p.id').onRef('o.employee_id', '=', 'e.id'))
    .select([
      'e.id as employeeId', 'p.id', 'p.code', 'p.name', 'p.enabled as companyEnabled', 'o.enabled as override',
      sql<boolean>`coalesce(o.enabled, p.enabled)`.as('enabled'),
      'o.updated_at as overrideUpdatedAt', 'o.updated_by_account_id as overrideUpdatedByAccountId',
    ])
    .orderBy('e.id').orderBy('p.id');
}

/** Every policy for one employee: company setting, override (or null) and what holds. */
export function employeePolicies(db: Database, employeeId: number) {
  return selectEmployeePolicies(db).where('e.id', '=', employeeId).execute();
}

/** Every policy for each of the employees the scope covers among `employeeIds`, in one query. */
export function employeesPolicies(db: Database, scope: EmployeeScope, employeeIds: number[]) {
  if (!employeeIds.length) return Promise.resolve([]);
  return selectEmployeePolicies(db).where('e.id', 'in', employeeIds).where(visible(scope, 'e.id')).execute();
}

export interface PolicyEmployeeFilters { ids?: number[]; overridden?: boolean; sort?: string }

const SORTS = {
  name: nameOrder('e.name'), employeeId: 'e.id', enabled: 'coalesce(o.enabled, p.enabled)', source: '(o.enabled is null)',
};
const DEFAULT_SORT: SortSpec = { column: nameOrder('e.name'), direction: 'asc' };

/** One page of the employees the scope covers with their state of a policy, and the total. */
export async function policyEmployeePage(
  db: Database, scope: EmployeeScope, policyId: number, f: PolicyEmployeeFilters, size: number, offset: number,
) {
  let query = db.selectFrom('employees as e')
    .innerJoin('clock_policies as p', (j) => j.on('p.id', '=', policyId))
    .leftJoin('employee_clock_policies as o', (j) => j.onRef('o.employee_id', '=', 'e.id').onRef('o.policy_id', '=', 'p.id'))
    .where(visible(scope, 'e.id'));
  if (f.ids) query = query.where('e.id', 'in', f.ids);
  if (f.overridden !== undefined) query = query.where('o.enabled', f.overridden ? 'is not' : 'is', null);
  const sorts = parseSort(f.sort, SORTS, DEFAULT_SORT);
  const rows = sorts.reduce((qb, s) => qb.orderBy(sortExpression(s.column), s.direction), query
    .select([
      'e.id as employeeId', 'e.name', sql<boolean>`coalesce(o.enabled, p.enabled)`.as('enabled'),
      sql<'EMPLOYEE' | 'COMPANY'>`case when o.enabled is null then 'COMPANY' else 'EMPLOYEE' end`.as('source'),
    ])).orderBy('e.id');
  const [content, total] = await Promise.all([
    rows.limit(size).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { content, total: total.n };
}

/** The built-in policies' ids, fixed by the specification (extended §3). */
export const CLOCK_POLICY_IDS = { GEO: 3, COST_CENTER: 7 } as const;

/**
 * What holds for each employee (an override beats the company setting), in one query whatever the number of
 * employees. Ids that are no employee are left out of the map.
 */
export async function effectiveClockPolicies(db: Database, employeeIds: number[]): Promise<Map<number, { geo: boolean; costCenter: boolean }>> {
  const ids = [...new Set(employeeIds)];
  const result = new Map<number, { geo: boolean; costCenter: boolean }>();
  if (!ids.length) return result;
  const effective = (policyId: number) => sql<boolean>`coalesce(
    (select o.enabled from employee_clock_policies o where o.employee_id = e.id and o.policy_id = ${policyId}),
    (select p.enabled from clock_policies p where p.id = ${policyId}), false)`;
  const rows = await db.selectFrom('employees as e')
    .select(['e.id', effective(CLOCK_POLICY_IDS.GEO).as('geo'), effective(CLOCK_POLICY_IDS.COST_CENTER).as('costCenter')])
    .where(sql<boolean>`e.id = any(${sql.val(ids)}::int[])`).execute();
  for (const r of rows) result.set(r.id, { geo: r.geo, costCenter: r.costCenter });
  return result;
}
