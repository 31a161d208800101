import type { Database } from '../platform/db/database.ts';
import { notFound } from '../platform/errors.ts';
import {
  clearOverride, clockPolicyExists, employeePolicies, employeesPolicies, findClockPolicy, listClockPolicies, lockVisibleEmployee,
  policyEmployeePage, setCompanyPolicy, upsertOverride, type Change, type EmployeeScope, type PolicyEmployeeFilters,
} from './clock-policy.repository.ts';

// The clocks domain asks what holds for its employees through here (one query for any number of them).
export { CLOCK_POLICY_IDS, effectiveClockPolicies, type Change, type EmployeeScope } from './clock-policy.repository.ts';

type PolicyRow = NonNullable<Awaited<ReturnType<typeof findClockPolicy>>>;

export function toClockPolicyDto(row: PolicyRow) {
  return {
    id: row.id, code: row.code, name: row.name, enabled: row.enabled,
    overrides: { enabledFor: row.enabledFor ?? 0, disabledFor: row.disabledFor ?? 0 },
    updatedAt: new Date(row.updatedAt).toISOString(), updatedByAccountId: row.updatedByAccountId,
  };
}

/** The clock policies (or those of `ids`); override counts cover the employees the caller may see. */
export async function listClockPolicyDtos(db: Database, scope: EmployeeScope, ids?: number[]) {
  return (await listClockPolicies(db, scope, ids)).map(toClockPolicyDto);
}

export async function getClockPolicy(db: Database, scope: EmployeeScope, id: number) {
  const row = await findClockPolicy(db, scope, id);
  if (!row) throw notFound('Clock policy');
  return toClockPolicyDto(row);
}

async function assertPolicyExists(db: Database, id: number): Promise<void> {
  if (!(await clockPolicyExists(db, id))) throw notFound('Clock policy');
}

/** Turns a policy on or off for the whole company (overrides keep beating it). */
export async function setCompanyClockPolicy(db: Database, id: number, enabled: boolean, change: Change): Promise<void> {
  if (!(await setCompanyPolicy(db, id, enabled, change))) throw notFound('Clock policy');
}

/** An employee outside the scope is answered as one that does not exist, as `GET /employees/{id}` does. */
async function assertEmployeeVisible(db: Database, scope: EmployeeScope, employeeId: number): Promise<void> {
  if (!(await lockVisibleEmployee(db, scope, employeeId))) throw notFound('Employee');
}

type EmployeePolicyRow = Awaited<ReturnType<typeof employeePolicies>>[number];

const toEmployeePolicyDto = (r: EmployeePolicyRow) => ({
  id: r.id, code: r.code, name: r.name, companyEnabled: r.companyEnabled, override: r.override,
  enabled: r.enabled, source: r.override === null ? 'COMPANY' as const : 'EMPLOYEE' as const,
});

/** Every policy for one employee: the company setting, their override (or null), and what holds. */
export async function employeeClockPolicies(db: Database, scope: EmployeeScope, employeeId: number) {
  await assertEmployeeVisible(db, scope, employeeId);
  return (await employeePolicies(db, employeeId)).map(toEmployeePolicyDto);
}

/**
 * Every policy for each of many employees (the gateway's batch), with who last set or removed the override and
 * when (null when nobody ever did); employees outside the scope, or that do not exist, are left out.
 */
export async function employeesClockPolicies(db: Database, scope: EmployeeScope, employeeIds: number[]) {
  return (await employeesPolicies(db, scope, employeeIds)).map((r) => ({
    employeeId: r.employeeId, ...toEmployeePolicyDto(r),
    overrideUpdatedAt: r.overrideUpdatedAt === null ? null : new Date(r.overrideUpdatedAt).toISOString(),
    overrideUpdatedByAccountId: r.overrideUpdatedByAccountId,
  }));
}

/**
 * Sets an employee's override (`true`/`false`), or removes it (`null`) so the company setting holds again.
 * Removing an override the employee does not have is no error (the outcome the caller wants already holds).
 */
export async function setEmployeeClockPolicy(
  db: Database, scope: EmployeeScope, employeeId: number, policyId: number, enabled: boolean | null, change: Change,
): Promise<void> {
  await assertEmployeeVisible(db, scope, employeeId);
  await assertPolicyExists(db, policyId);
  if (enabled === null) await clearOverride(db, employeeId, policyId, change);
  else await upsertOverride(db, employeeId, policyId, enabled, change);
}

/** One page of the employees the scope covers with their state of the policy. */
export async function clockPolicyEmployees(
  db: Database, scope: EmployeeScope, policyId: number, filters: PolicyEmployeeFilters, size: number, offset: number,
) {
  await assertPolicyExists(db, policyId);
  return policyEmployeePage(db, scope, policyId, filters, size, offset);
}
