import { sql, type ExpressionBuilder } from 'kysely';
import type { Scope } from '../../../../domain/index.ts';
import type { DB } from '../db/schema.ts';
import { forbidden } from '../errors.ts';
import type { Principal } from './principal.ts';

/** Who acts: an account and its employee, or nobody in particular (a job: nightly detection, exports, reports). */
export interface Actor {
  accountId: number | null;
  employeeId: number | null;
}

/**
 * Who is asking, and over which employees: the one value repositories and services take instead of a request.
 * Computed once in the route from the principal and the route's granted scope (`accessScope`), or built by a job
 * (`SYSTEM_SCOPE`). Repositories narrow their queries with `employeeInScope` / `departmentInScope`.
 * - `company`: everyone;
 * - `departments`: employees of `departmentIds`, with the actor's own rows when `includeSelf` (an employee list
 *   shows the manager too; a list of work to decide leaves the manager's own items out, they are under my-*);
 * - `own`: the actor's own rows.
 */
export type AccessScope =
  | { kind: 'company'; actor: Actor }
  | { kind: 'departments'; departmentIds: readonly number[]; includeSelf: boolean; actor: Actor }
  | { kind: 'own'; actor: Actor };

/** The scope of work that no person asked for. */
export const SYSTEM_SCOPE: AccessScope = { kind: 'company', actor: { accountId: null, employeeId: null } };

/**
 * The departments a department-scoped caller covers: those they manage, and for a team leader the
 * department they work in.
 */
export function departmentScope(p: Principal): number[] {
  const ids = new Set(p.managedDepartmentIds);
  if (p.roles.includes('TEAM_LEADER') && p.departmentId !== null) ids.add(p.departmentId);
  return [...ids];
}

export interface ScopeOptions {
  /** a department scope includes the caller's own rows (default true) */
  includeSelf?: boolean;
  /** narrow any wider scope to the departments the caller manages, strictly (`forDepartmentsIManage`) */
  onlyManaged?: boolean;
}

/** The scope of a caller whose route granted `granted` (COMPANY, DEPARTMENT or OWN). */
export function accessScope(principal: Principal, granted: Scope, options: ScopeOptions = {}): AccessScope {
  const actor: Actor = { accountId: principal.accountId, employeeId: principal.employeeId };
  const includeSelf = options.includeSelf ?? true;
  if (granted === 'OWN') {
    if (options.onlyManaged) throw forbidden('forDepartmentsIManage needs a department-wide permission');
    return { kind: 'own', actor };
  }
  if (options.onlyManaged) return { kind: 'departments', departmentIds: principal.managedDepartmentIds, includeSelf, actor };
  if (granted === 'DEPARTMENT') return { kind: 'departments', departmentIds: departmentScope(principal), includeSelf, actor };
  return { kind: 'company', actor };
}

/** A where-clause keeping rows whose employee (`column`, e.g. `'e.id'` or `'r.employee_id'`) is inside the scope. */
export function employeeInScope(scope: AccessScope, column: string) {
  return (eb: ExpressionBuilder<DB, any>) => {
    const employee = sql.ref<number>(column);
    const self = scope.actor.employeeId ?? -1;
    if (scope.kind === 'company') return eb.lit(true);
    if (scope.kind === 'own') return eb(employee, '=', self);
    const inDepartments = eb(employee, 'in',
      eb.selectFrom('employees').select('employees.id').where('employees.department_id', 'in', [...scope.departmentIds, -1]));
    return scope.includeSelf ? eb.or([inDepartments, eb(employee, '=', self)]) : eb.and([inDepartments, eb(employee, '<>', self)]);
  };
}

/** Whether a department-scoped caller covers department `id` (a company scope covers every one). */
export function coversDepartment(scope: AccessScope, id: number): boolean {
  return scope.kind === 'company' || (scope.kind === 'departments' && scope.departmentIds.includes(id));
}
