import { sql } from 'kysely';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { parseIds } from '../platform/paging.ts';
import { employeeQuery, type EmployeeJoinedRow } from '../employees/employee.repository.ts';
import type { EmployeeFilters } from '../employees/employee.input.ts';

export interface InsuranceColumns {
  name?: string; type?: string; provider?: string | null; policy_number?: string | null; valid_from?: string | null; valid_to?: string | null;
}

function selectInsurance(db: Database) {
  return db.selectFrom('insurance as i').select([
    'i.id', 'i.name', 'i.type', 'i.provider', 'i.policy_number as policyNumber', 'i.valid_from as validFrom', 'i.valid_to as validTo',
    sql<number>`(select count(*)::int from employee_insurance ei where ei.insurance_id = i.id)`.as('employeeCount'),
  ]);
}

/** The policies (optionally those an employee holds, or these ids), by name. */
export async function listInsurance(db: Database, f: { employeeId?: number; ids?: string }) {
  let query = selectInsurance(db);
  if (f.employeeId) {
    query = query.where('i.id', 'in', db.selectFrom('employee_insurance').select('insurance_id').where('employee_id', '=', f.employeeId));
  }
  const ids = parseIds(f.ids);
  if (ids) query = query.where('i.id', 'in', ids);
  return query.orderBy('i.name').execute();
}

export async function insuranceByIds(db: Database, ids: number[]) {
  return selectInsurance(db).where('i.id', 'in', ids).orderBy('i.id').execute();
}

export async function findInsurance(db: Database, id: number) {
  return selectInsurance(db).where('i.id', '=', id).executeTakeFirst();
}

export async function insuranceExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('insurance').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insurancePeriod(db: Database, id: number) {
  return db.selectFrom('insurance').select(['valid_from', 'valid_to']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function insertInsurance(db: Database, rows: (InsuranceColumns & { name: string; type: string })[]): Promise<number[]> {
  return (await db.insertInto('insurance').values(rows).returning('id').execute()).map((r) => r.id);
}

export async function updateInsuranceRow(db: Database, id: number, set: InsuranceColumns): Promise<void> {
  await db.updateTable('insurance').set(set).where('id', '=', id).execute();
}

export async function deleteInsuranceRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('insurance').where('id', '=', id).execute();
}

/** Gives the policy to the employees; those who hold it already keep it. */
export async function assignInsurance(db: Database, insuranceId: number, employeeIds: number[]): Promise<void> {
  await db.insertInto('employee_insurance').values(employeeIds.map((employee_id) => ({ insurance_id: insuranceId, employee_id })))
    .onConflict((c) => c.columns(['insurance_id', 'employee_id']).doNothing()).execute();
}

/** Whether the employee held the policy. */
export async function unassignInsurance(db: Database, insuranceId: number, employeeId: number): Promise<boolean> {
  const result = await db.deleteFrom('employee_insurance').where('insurance_id', '=', insuranceId).where('employee_id', '=', employeeId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** One page of the holders of the policy that the scope covers, and the total. */
export async function holderPage(db: Database, scope: AccessScope, insuranceId: number, f: EmployeeFilters, today: string, size: number, offset: number)
  : Promise<{ content: EmployeeJoinedRow[]; total: number }> {
  const { rows, count } = employeeQuery(db, scope, f, today);
  const holders = db.selectFrom('employee_insurance').select('employee_id').where('insurance_id', '=', insuranceId);
  const [content, total] = await Promise.all([
    rows.where('e.id', 'in', holders).limit(size).offset(offset).execute(),
    count.where('e.id', 'in', holders).executeTakeFirstOrThrow(),
  ]);
  return { content, total: total.n };
}
