import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { principalOf } from '../platform/auth/authorize.ts';
import { departmentScope } from '../platform/auth/scope.ts';
import type { Database } from '../platform/db/database.ts';
import { forbidden, notFound } from '../platform/errors.ts';
import { containsPattern, parseIds, parseSort, sortExpression, type SortSpec } from '../platform/paging.ts';
import { selectEmployees } from './employee.dto.ts';
import { enabledExpression } from './employee.service.ts';

export const EmployeeFilterProperties = {
  search: Type.Optional(Type.String({ maxLength: 100, description: 'name, e-mail or employee number' })),
  departmentId: Type.Optional(Type.Integer({ minimum: 1 })),
  contractTypeId: Type.Optional(Type.Integer({ minimum: 1 })),
  enabled: Type.Optional(Type.Boolean({ description: 'enabled (true) or disabled (false) employees, by the rule of core §4' })),
};

export interface EmployeeFilters { ids?: string; search?: string; departmentId?: number; contractTypeId?: number; enabled?: boolean; sort?: string }

// Names sort without regard to case ("alberto" before "Bruno"); an index on (lower(name), id) serves the default order.
const SORTS = { id: 'e.id', name: 'lower(e.name)', email: 'lower(e.email)', employeeNumber: 'e.employee_number', startDate: 'e.start_date', endDate: 'e.end_date' };
export const DEFAULT_SORT: SortSpec = { column: 'lower(e.name)', direction: 'asc' };

type EmployeeQuery = ReturnType<typeof selectEmployees>;

/** Narrows employees to what the caller may see: all, their departments (and themselves), or themselves. */
export function scopeEmployees(query: EmployeeQuery, request: FastifyRequest): EmployeeQuery {
  const p = principalOf(request);
  if (request.scope === 'COMPANY') return query;
  if (request.scope === 'DEPARTMENT') {
    const deps = departmentScope(p);
    return query.where((eb) => eb.or([...(deps.length ? [eb('e.department_id', 'in', deps)] : []), eb('e.id', '=', p.employeeId ?? -1)]));
  }
  return query.where('e.id', '=', p.employeeId ?? -1);
}

/** 404 when the employee does not exist, 403 when the caller's scope does not cover them. */
export async function assertEmployeeVisible(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const visible = await scopeEmployees(selectEmployees(db), request).where('e.id', '=', id).clearSelect().select('e.id').executeTakeFirst();
  if (visible) return;
  const exists = await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? forbidden('This employee is outside what you may see') : notFound('Employee');
}

/** The filtered, scoped, sorted employee query shared by the list and the export. */
export function employeeQuery(db: Database, request: FastifyRequest, f: EmployeeFilters, today: string) {
  let query = scopeEmployees(selectEmployees(db), request);
  const ids = parseIds(f.ids);
  if (ids) query = query.where('e.id', 'in', ids);
  if (f.departmentId) query = query.where('e.department_id', '=', f.departmentId);
  if (f.contractTypeId) query = query.where('e.contract_type_id', '=', f.contractTypeId);
  if (f.enabled !== undefined) query = query.where(enabledExpression(today), '=', f.enabled);
  if (f.search) {
    const like = containsPattern(f.search);
    query = query.where((eb) => eb.or([
      eb(sql`lower(e.name)`, 'like', like), eb(sql`lower(coalesce(e.email, ''))`, 'like', like),
      eb(sql`lower(coalesce(e.employee_number, ''))`, 'like', like),
    ]));
  }
  const sorts = parseSort(f.sort, SORTS, DEFAULT_SORT);
  return {
    rows: sorts.reduce((qb, s) => qb.orderBy(sortExpression(s.column), s.direction), query).orderBy('e.id'),
    count: query.clearSelect().select(sql<number>`count(*)::int`.as('n')),
  };
}
