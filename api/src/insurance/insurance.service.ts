import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { existingEmployeeIds } from '../employees/employee.repository.ts';
import {
  assignInsurance, deleteInsuranceRow, findInsurance, insertInsurance, insuranceByIds, insuranceExists, insurancePeriod,
  updateInsuranceRow, type InsuranceColumns,
} from './insurance.repository.ts';
import { InsuranceErrors } from './insurance.errors.ts';

export interface InsuranceInput {
  name: string; type: 'health_insurance' | 'work_insurance'; provider?: string | null; policyNumber?: string | null;
  validFrom?: string | null; validTo?: string | null;
}

const columns = (b: Partial<InsuranceInput>): InsuranceColumns => ({
  ...(b.name !== undefined ? { name: b.name.trim() } : {}), ...(b.type !== undefined ? { type: b.type } : {}),
  ...(b.provider !== undefined ? { provider: b.provider } : {}), ...(b.policyNumber !== undefined ? { policy_number: b.policyNumber } : {}),
  ...(b.validFrom !== undefined ? { valid_from: b.validFrom } : {}), ...(b.validTo !== undefined ? { valid_to: b.validTo } : {}),
});

function checkPeriod(b: Partial<InsuranceInput>, field = 'validTo') {
  if (b.validFrom && b.validTo && b.validTo < b.validFrom) throw fieldError(field, 'must be on or after validFrom');
}

export async function assertInsuranceExists(db: Database, id: number): Promise<void> {
  if (!(await insuranceExists(db, id))) throw notFound('Insurance');
}

async function assertEmployees(db: Database, ids: number[]) {
  if (!ids.length) return;
  const found = await existingEmployeeIds(db, ids);
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fieldError(`employeeIds[${missing}]`, 'is not a known employee');
}

/** Creates the listed policies, all or none; answers them. */
export async function createInsurance(db: Database, items: InsuranceInput[]) {
  items.forEach((b, i) => checkPeriod(b, `[${i}].validTo`));
  const ids = await insertInsurance(db, items.map((b) => ({ ...columns(b), name: b.name.trim(), type: b.type })));
  return insuranceByIds(db, ids);
}

export async function updateInsurance(db: Database, id: number, input: Partial<InsuranceInput>): Promise<void> {
  await assertInsuranceExists(db, id);
  const current = await insurancePeriod(db, id);
  checkPeriod({
    validFrom: input.validFrom !== undefined ? input.validFrom : current.valid_from,
    validTo: input.validTo !== undefined ? input.validTo : current.valid_to,
  });
  const set = columns(input);
  if (Object.keys(set).length) await updateInsuranceRow(db, id, set);
}

/** A policy someone holds is not deleted. */
export async function deleteInsurance(db: Database, id: number): Promise<void> {
  const row = await findInsurance(db, id);
  if (!row) throw notFound('Insurance');
  if (row.employeeCount > 0) throw conflict(`Cannot remove an insurance that has employees (${row.employeeCount})`, InsuranceErrors.INSURANCE_IN_USE);
  await deleteInsuranceRow(db, id);
}

/** Gives the policy to several employees (400 naming the first unknown one). */
export async function assignToEmployees(db: Database, id: number, employeeIds: number[]): Promise<void> {
  await assertInsuranceExists(db, id);
  await assertEmployees(db, employeeIds);
  await assignInsurance(db, id, [...new Set(employeeIds)]);
}

/** Gives the policy to one employee (404 when either is unknown). */
export async function assignToEmployee(db: Database, id: number, employeeId: number): Promise<void> {
  await assertInsuranceExists(db, id);
  await assertEmployees(db, [employeeId]).catch(() => { throw notFound('Employee'); });
  await assignInsurance(db, id, [employeeId]);
}
