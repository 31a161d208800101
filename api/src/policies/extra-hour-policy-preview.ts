import { sql, type Expression, type SqlBool } from 'kysely';
import type { ExtraHourCategoryLevel } from '../../../domain/extra-hour-policy.ts';
import { PREVIEW_MAX_HOLDERS, whatIf, type Touched, type WhatIfDto } from '../attendance/what-if.ts';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { notFound } from '../platform/errors.ts';
import { findExtraHourRule, type Change } from './extra-hour-policy.repository.ts';
import { createExtraHourRule, replaceExtraHourRule, type ExtraHourRuleBody } from './extra-hour-policy.service.ts';

type Category = { categoryLevel: ExtraHourCategoryLevel; categoryValue: number | null };

/** Who a rule's category can concern: one employee, a department's, a schedule's holders in the period, or everyone. */
function concerns(c: Category, from: string, to: string): Expression<SqlBool> {
  const v = c.categoryValue;
  if (v !== null && c.categoryLevel === 'EMPLOYEE') return sql<SqlBool>`e.id = ${v}`;
  if (v !== null && c.categoryLevel === 'DEPARTMENT') return sql<SqlBool>`e.department_id = ${v}`;
  if (v !== null && c.categoryLevel === 'SCHEDULE') {
    return sql<SqlBool>`exists (select 1 from employee_schedules s where s.employee_id = e.id and s.schedule_id = ${v}
      and s.valid_from <= ${to}::date and (s.valid_to is null or s.valid_to >= ${from}::date))`;
  }
  return sql<SqlBool>`true`;
}

/** Employees in the scope with a schedule in the period whom the rule before or after the change concerns, by name. */
async function touchedBy(db: Database, scope: AccessScope, sides: readonly Category[], from: string, to: string): Promise<Touched> {
  const base = db.selectFrom('employees as e')
    .where(employeeInScope(scope, 'e.id'))
    .where(sql<SqlBool>`exists (select 1 from employee_schedules s where s.employee_id = e.id and s.valid_from <= ${to}::date and (s.valid_to is null or s.valid_to >= ${from}::date))`)
    .where((eb) => eb.or(sides.map((c) => concerns(c, from, to))));
  const [rows, total] = await Promise.all([
    base.select(['e.id', 'e.name']).orderBy('e.name').orderBy('e.id').limit(PREVIEW_MAX_HOLDERS).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/**
 * What creating a rule (`id` null) or replacing rule `id` with `body` would do to the hours and inconsistencies of the
 * employees it concerns over the period, written nowhere (`POST /extra-hours-policies/preview`, attendance/what-if.ts):
 * the real create or replace runs between the engine's two computations, so its refusals are the real ones.
 */
export async function previewRuleChange(
  db: Database, scope: AccessScope, id: number | null, body: ExtraHourRuleBody, period: { from: string; to: string }, change: Change,
): Promise<WhatIfDto> {
  const current = id === null ? undefined : await findExtraHourRule(db, id);
  if (id !== null && !current) throw notFound('Extra hour policy');
  const sides: Category[] = [{ categoryLevel: body.categoryLevel, categoryValue: body.categoryValue ?? null }, ...(current ? [current] : [])];
  return whatIf(db, period, change.at,
    (trx) => touchedBy(trx, scope, sides, period.from, period.to),
    (trx) => (id === null ? createExtraHourRule(trx, body, change) : replaceExtraHourRule(trx, id, body, change)));
}
