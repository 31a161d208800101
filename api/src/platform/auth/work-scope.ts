import type { FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';
import { forbidden } from '../errors.ts';
import { principalOf } from './authorize.ts';
import { departmentScope } from './scope.ts';

/**
 * Whose work an item list or count covers: the whole company, the caller's departments, or the caller alone.
 * A department scope leaves out the caller's own items: a manager does not decide their own requests, and
 * their own items show under my-*.
 */
export type WorkScope =
  | { kind: 'company' }
  | { kind: 'departments'; departmentIds: number[]; callerEmployeeId: number | null }
  | { kind: 'own'; employeeId: number | null };

/**
 * The scope of the request's authority. A department scope covers the departments of `departmentScope` (managed,
 * and a team leader's own); `forDepartmentsIManage` narrows any wider scope to the departments the caller manages,
 * strictly as its name says.
 */
export function workScopeOf(request: FastifyRequest, forDepartmentsIManage = false): WorkScope {
  const p = principalOf(request);
  if (request.scope === 'OWN') {
    if (forDepartmentsIManage) throw forbidden('forDepartmentsIManage needs a department-wide permission');
    return { kind: 'own', employeeId: p.employeeId };
  }
  if (forDepartmentsIManage) return { kind: 'departments', departmentIds: p.managedDepartmentIds, callerEmployeeId: p.employeeId };
  if (request.scope === 'DEPARTMENT') return { kind: 'departments', departmentIds: departmentScope(p), callerEmployeeId: p.employeeId };
  return { kind: 'company' };
}

/** A where-clause keeping rows whose employee (`column`) is inside the scope. */
export function employeeInScope(scope: WorkScope, column: string) {
  return (eb: ExpressionBuilder<DB, any>) => {
    const employee = sql.ref<number>(column);
    if (scope.kind === 'company') return eb.lit(true);
    if (scope.kind === 'own') return eb(employee, '=', scope.employeeId ?? -1);
    return eb.and([
      eb(employee, 'in', eb.selectFrom('employees').select('employees.id').where('employees.department_id', 'in', [...scope.departmentIds, -1])),
      eb(employee, '<>', scope.callerEmployeeId ?? -1),
    ]);
  };
}
